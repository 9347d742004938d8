import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { searchTokens } from '../../src/backend/catalog/text';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const uid = (id: number) => Buffer.from(String(id)).toString('base64');
// Fixture ids, in seed order: categories sommeil 3, vitamines-mineraux 4, vitamines 5, vitamine-d 6, mineraux 7, cachee 8;
// products MELA-1 1, VITD3-2000 2, MAG-B6 3, ZINC-15 4, OMEGA3 5, VITC-POUDRE 6 (variants 7, 8, 9).
const skus = (reply: Awaited<ReturnType<TestBackend['gql']>>) =>
  (reply.body.data?.products.items as Array<{ sku: string }>).map((p) => p.sku);

describe('categories', () => {
  test('categoryList without filters is the store root with the tree below it', async () => {
    const reply = await t.gql(`{ categoryList { uid name level children { uid name url_path url_suffix position include_in_menu
      children_count product_count skinny_navigation promo_content children { name url_path breadcrumbs { category_uid category_name category_level category_url_path }
      children { name } } } } }`);
    const [root] = reply.body.data?.categoryList;
    expect(root).toMatchObject({ uid: 'Mg==', level: 1 });
    expect(root.children.map((c: { name: string }) => c.name)).toEqual(['Vitamines & minéraux', 'Sommeil & stress']);
    const vm = root.children[0];
    expect(vm).toMatchObject({
      uid: uid(4), url_path: 'vitamines-mineraux', url_suffix: '.html', position: 1, include_in_menu: 1, children_count: '4',
      product_count: 5, skinny_navigation: 0,
    });
    expect(vm.promo_content).toBe(`<div data-content-type="row"><img src="${t.url}/media/catalog/product/o/m/omega-3-front.png"></div>`);
    expect(root.children[1]).toMatchObject({ skinny_navigation: 1, product_count: 2 });
    expect(vm.children.map((c: { name: string }) => c.name)).toEqual(['Vitamines', 'Minéraux', 'Cachée']);
    expect(vm.children[0].breadcrumbs).toEqual([
      { category_uid: uid(4), category_name: 'Vitamines & minéraux', category_level: 2, category_url_path: 'vitamines-mineraux' },
    ]);
    expect(vm.children[0].children).toEqual([{ name: 'Vitamine D' }]);
    expect(reply.headers.get('x-magento-tags')).toContain('cat_c_6');
  });

  test('categories filters by uid, parent, url path and name, and pages', async () => {
    const byParent = await t.gql(`{ categories(filters: { parent_category_uid: { eq: "${uid(4)}" } }, pageSize: 2) {
      total_count page_info { current_page page_size total_pages } items { name include_in_menu } } }`);
    expect(byParent.body.data?.categories).toEqual({
      total_count: 3, page_info: { current_page: 1, page_size: 2, total_pages: 2 },
      items: [{ name: 'Vitamines', include_in_menu: 1 }, { name: 'Minéraux', include_in_menu: 1 }],
    });
    const byPath = await t.gql('{ categories(filters: { url_path: { eq: "vitamines-mineraux/vitamines/vitamine-d" } }) { items { uid description } } }');
    expect(byPath.body.data?.categories.items).toEqual([{ uid: uid(6), description: null }]);
    const byName = await t.gql('{ categories(filters: { name: { match: "mineraux" } }) { items { name } } }');
    expect(byName.body.data?.categories.items).toEqual([{ name: 'Vitamines & minéraux' }, { name: 'Minéraux' }]);
  });

  test('categories paging errors are Magento’s', async () => {
    const beyond = await t.gql('{ categories(filters: { parent_id: { eq: "4" } }, pageSize: 2, currentPage: 5) { total_count } }');
    expect(beyond.body.errors?.[0]).toMatchObject({
      message: 'currentPage value 5 specified is greater than the 2 page(s) available.', extensions: { category: 'graphql-input' },
    });
    const zero = await t.gql('{ categories(pageSize: 0) { total_count } }');
    expect(zero.body.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
    const badUid = await t.gql('{ categories(filters: { category_uid: { eq: "%%" } }) { total_count } }');
    expect(badUid.body.errors?.[0]).toMatchObject({ message: 'Value of uid "%%" is incorrect.', extensions: { category: 'graphql-input' } });
  });

  test('a category lists its products', async () => {
    const reply = await t.gql(`{ categories(filters: { ids: { eq: "7" } }) { items { name products(pageSize: 10) { total_count items { sku } } } } }`);
    expect(reply.body.data?.categories.items[0]).toEqual({
      name: 'Minéraux', products: { total_count: 2, items: [{ sku: 'MAG-B6' }, { sku: 'ZINC-15' }] },
    });
  });
});

describe('products', () => {
  test('French-aware search: accents folded, case ignored, prefixes match', async () => {
    for (const search of ['melatonine', 'MÉLATONINE', 'mélaton']) {
      expect(skus(await t.gql(`{ products(search: "${search}") { items { sku } } }`))).toEqual(['MELA-1']);
    }
    // Category names are searched too, with less weight than product names.
    const vitamine = skus(await t.gql('{ products(search: "vitamine") { items { sku } } }'));
    expect(vitamine.slice(0, 2).sort()).toEqual(['VITC-POUDRE', 'VITD3-2000']);
    expect(vitamine.slice(2)).toEqual(['OMEGA3']);
    // A variant's SKU finds its configurable parent.
    expect(skus(await t.gql('{ products(search: "VITC-300-CIT") { items { sku } } }'))).toEqual(['VITC-POUDRE']);
    const none = await t.gql('{ products(search: "chocolat") { total_count items { sku } page_info { total_pages } } }');
    expect(none.body.data?.products).toEqual({ total_count: 0, items: [], page_info: { total_pages: 0 } });
  });

  test('a search reads its first 128 characters (Magento’s max_query_length) and at most 10 words', async () => {
    expect(searchTokens(`${'a'.repeat(127)} melatonine`)).toEqual(['a'.repeat(127)]);
    expect(searchTokens(Array.from({ length: 30 }, (_, i) => `mot${i}`).join(' '))).toEqual(Array.from({ length: 10 }, (_, i) => `mot${i}`));
    const words = 'melatonine '.repeat(2_000);
    const reply = await t.gql('query ($q: String!) { products(search: $q) { items { sku } } }', { variables: { q: words }, method: 'POST' });
    expect(skus(reply)).toEqual(['MELA-1']);
  });

  test('filters: category, sku, url key, name, price, brand, form, dietary', async () => {
    const inCategory = await t.gql(`{ products(filter: { category_uid: { eq: "${uid(4)}" } }) { total_count items { sku } } }`);
    // The anchor category lists its subcategories' products, in category position.
    expect(skus(inCategory)).toEqual(['MAG-B6', 'VITD3-2000', 'ZINC-15', 'OMEGA3', 'VITC-POUDRE']);
    expect(skus(await t.gql('{ products(filter: { category_id: { in: ["3", "7"] } }) { items { sku } } }')).sort())
      .toEqual(['MAG-B6', 'MELA-1', 'ZINC-15']);
    expect(skus(await t.gql('{ products(filter: { sku: { in: ["ZINC-15", "OMEGA3"] } }) { items { sku } } }')).sort()).toEqual(['OMEGA3', 'ZINC-15']);
    expect(skus(await t.gql('{ products(filter: { url_key: { eq: "omega-3" } }) { items { sku } } }'))).toEqual(['OMEGA3']);
    expect(skus(await t.gql('{ products(filter: { name: { match: "magnesium" } }) { items { sku } } }'))).toEqual(['MAG-B6']);
    expect(skus(await t.gql('{ products(filter: { price: { from: "10", to: "15" } }, sort: { price: ASC }) { items { sku } } }')))
      .toEqual(['VITD3-2000', 'VITC-POUDRE']);
    const brands = await t.gql('{ products(filter: { sku: { eq: "MELA-1" } }) { items { custom_attributesV2(filters: { is_filterable: true }) { items { code ... on AttributeSelectedOptions { selected_options { label value } } } } } } }');
    const attrs = brands.body.data?.products.items[0].custom_attributesV2.items;
    expect(attrs.map((a: { code: string }) => a.code)).toEqual(['brand', 'form', 'dietary']);
    const brandId = attrs[0].selected_options[0].value;
    const veganId = attrs[2].selected_options.find((o: { label: string }) => o.label === 'Vegan').value;
    expect(skus(await t.gql(`{ products(filter: { brand: { eq: "${brandId}" } }) { items { sku } } }`))).toEqual(['MELA-1']);
    expect(skus(await t.gql(`{ products(filter: { dietary: { in: ["${veganId}"] } }, sort: { name: ASC }) { items { sku } } }`)))
      .toEqual(['MELA-1', 'VITC-POUDRE', 'VITD3-2000']);
    const formId = attrs[1].selected_options[0].value;
    expect(skus(await t.gql(`{ products(filter: { form: { eq: "${formId}" } }, sort: { name: DESC }) { items { sku } } }`)))
      .toEqual(['ZINC-15', 'MELA-1']);
  });

  test('sorts by name (accents folded), price and relevance', async () => {
    const byName = await t.gql('{ products(filter: { category_uid: { eq: "NA==" } }, sort: { name: ASC }) { items { name } } }');
    expect(byName.body.data?.products.items.map((p: { name: string }) => p.name)).toEqual([
      'Magnésium bisglycinate B6', 'Oméga-3 EPA DHA', 'Vitamine C liposomale', 'Vitamine D3 2000 UI végétale', 'Zinc 15 mg',
    ]);
    expect(skus(await t.gql('{ products(search: "", sort: { price: DESC }, pageSize: 3) { items { sku } } }'))).toEqual(['OMEGA3', 'MAG-B6', 'VITC-POUDRE']);
    const relevance = await t.gql('{ products(search: "vitamine d3") { items { sku } sort_fields { default options { value } } } }');
    expect(skus(relevance)).toEqual(['VITD3-2000']);
    expect(relevance.body.data?.products.sort_fields).toEqual({
      default: 'relevance', options: [{ value: 'relevance' }, { value: 'position' }, { value: 'name' }, { value: 'price' }],
    });
  });

  test('pagination and Magento’s errors for bad input', async () => {
    const page2 = await t.gql('{ products(filter: { category_uid: { eq: "NA==" } }, pageSize: 2, currentPage: 2) { total_count items { sku } page_info { current_page page_size total_pages } } }');
    expect(page2.body.data?.products).toEqual({
      total_count: 5, items: [{ sku: 'ZINC-15' }, { sku: 'OMEGA3' }], page_info: { current_page: 2, page_size: 2, total_pages: 3 },
    });
    const cases: Array<[string, string]> = [
      ['products(search: "a", pageSize: 0)', 'pageSize value must be greater than 0.'],
      ['products(search: "a", currentPage: 0)', 'currentPage value must be greater than 0.'],
      ['products(filter: { category_uid: { eq: "NA==" } }, pageSize: 2, currentPage: 5)', 'currentPage value 5 specified is greater than the 3 page(s) available.'],
      ['products', "'search' or 'filter' input argument is required."],
      ['products(filter: { category_uid: { eq: "not base64!" } })', 'Value of uid "not base64!" is incorrect.'],
    ];
    for (const [field, message] of cases) {
      const reply = await t.gql(`{ ${field} { total_count } }`);
      expect(reply.body.errors).toEqual([{ message, locations: [{ line: 1, column: 3 }], path: ['products'], extensions: { category: 'graphql-input' } }]);
      expect(reply.body.data).toEqual({ products: null });
    }
    const malformed = await t.gql('{ products(filter: { sku: { like: "MELA" } }) { total_count } }');
    expect(malformed.body.errors?.[0]?.message).toBe('Field "like" is not defined by type "FilterEqualTypeInput".');
    const unknownCategory = await t.gql(`{ products(filter: { category_uid: { eq: "${uid(999)}" } }) { total_count items { sku } } }`);
    expect(unknownCategory.body.data?.products).toEqual({ total_count: 0, items: [] });
  });

  test('aggregations count prices, categories and attributes of the result', async () => {
    const reply = await t.gql(`{ products(filter: { category_uid: { eq: "${uid(4)}" } }) {
      aggregations { attribute_code label count options { label value count } }
      direct: aggregations(filter: { category: { includeDirectChildrenOnly: true } }) { attribute_code options { label } } } }`);
    const aggregations = reply.body.data?.products.aggregations as Array<{ attribute_code: string; options: Array<{ label: string; value: string; count: number }> }>;
    expect(aggregations.map((a) => a.attribute_code)).toEqual(['category_uid', 'price', 'brand', 'form', 'dietary']);
    // Menu order; the magnesium of the Minéraux category is also in Sommeil & stress.
    expect(aggregations[0]!.options).toEqual([
      { label: 'Vitamines', value: uid(5), count: 2 }, { label: 'Vitamine D', value: uid(6), count: 1 },
      { label: 'Minéraux', value: uid(7), count: 2 }, { label: 'Sommeil & stress', value: uid(3), count: 1 },
    ]);
    expect(aggregations[1]!.options).toEqual([
      { label: '0-10', value: '0_10', count: 1 }, { label: '10-20', value: '10_20', count: 3 }, { label: '20-30', value: '20_30', count: 1 },
    ]);
    expect(aggregations.find((a) => a.attribute_code === 'form')!.options.map((o) => `${o.label}:${o.count}`))
      .toEqual(['Gélules:1', 'Comprimés:1', 'Poudre:1', 'Capsules:2']);
    expect(reply.body.data?.products.direct[0].options).toEqual([{ label: 'Vitamines' }, { label: 'Minéraux' }]);
  });

  test('a simple product with a special price, images and stock', async () => {
    const reply = await t.gql(`{ products(filter: { sku: { eq: "VITD3-2000" } }) { items {
      __typename uid id sku name url_key url_suffix canonical_url type_id stock_status only_x_left_in_stock special_price
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } }
      image { url label position } small_image { url }
      media_gallery { __typename url label position disabled }
      media_gallery_entries { uid file label position media_type types disabled }
      categories { uid name url_path }
      description { html } short_description { html }
      custom_attributesV2 { items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label } } } errors { message } }
    } } }`);
    const p = reply.body.data?.products.items[0];
    expect(p).toMatchObject({
      __typename: 'SimpleProduct', uid: 'Mg==', id: 2, sku: 'VITD3-2000', url_key: 'vitamine-d3-2000-ui-vegetale', url_suffix: '.html',
      canonical_url: 'vitamine-d3-2000-ui-vegetale.html', type_id: 'simple', stock_status: 'IN_STOCK', only_x_left_in_stock: null,
      special_price: 11.6,
      price_range: { minimum_price: {
        regular_price: { value: 14.5, currency: 'EUR' }, final_price: { value: 11.6, currency: 'EUR' }, discount: { amount_off: 2.9, percent_off: 20 },
      } },
      image: { url: `${t.url}/media/catalog/product/v/i/vitamine-d3-2000-ui-vegetale-front.png`, label: 'Vitamine D3 2000 UI végétale, face', position: 1 },
      categories: [{ uid: uid(6), name: 'Vitamine D', url_path: 'vitamines-mineraux/vitamines/vitamine-d' }],
      description: { html: '<p>Vitamine D3 2000 UI végétale : description.</p>' },
    });
    expect(p.media_gallery).toEqual([
      { __typename: 'ProductImage', url: `${t.url}/media/catalog/product/v/i/vitamine-d3-2000-ui-vegetale-front.png`, label: 'Vitamine D3 2000 UI végétale, face', position: 1, disabled: false },
      { __typename: 'ProductImage', url: `${t.url}/media/catalog/product/v/i/vitamine-d3-2000-ui-vegetale-back.png`, label: 'Vitamine D3 2000 UI végétale, dos', position: 2, disabled: false },
    ]);
    expect(p.media_gallery_entries[0]).toMatchObject({ file: '/v/i/vitamine-d3-2000-ui-vegetale-front.png', position: 1, media_type: 'image', types: ['image', 'small_image', 'thumbnail'] });
    expect(p.media_gallery_entries[1].types).toEqual([]);
    expect(p.custom_attributesV2.items).toEqual([
      { code: 'brand', selected_options: [{ label: 'Herbalune' }] },
      { code: 'form', selected_options: [{ label: 'Capsules' }] },
      { code: 'dietary', selected_options: [{ label: 'Vegan' }] },
      { code: 'ingredients', value: 'Gélule (gélatine de poisson).' },
      { code: 'dosage', value: 'Une gélule par jour.' },
    ]);
    const zinc = await t.gql('{ products(filter: { sku: { eq: "ZINC-15" } }) { items { stock_status only_x_left_in_stock } } }');
    expect(zinc.body.data?.products.items[0]).toEqual({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
  });

  test('a configurable product: options, variants and option selection', async () => {
    const reply = await t.gql(`{ products(filter: { sku: { eq: "VITC-POUDRE" } }) { items { __typename sku stock_status
      price_range { minimum_price { final_price { value } } maximum_price { final_price { value } regular_price { value } } }
      ... on ConfigurableProduct {
        configurable_options { attribute_code label position uid attribute_uid values { uid label value_index } }
        variants { attributes { code label uid value_index } product { sku stock_status only_x_left_in_stock
          price_range { minimum_price { final_price { value } regular_price { value } } } image { url } } }
        configurable_product_options_selection { options_available_for_selection { attribute_code option_value_uids } variant { sku } }
      } } } }`);
    const p = reply.body.data?.products.items[0];
    expect(p.__typename).toBe('ConfigurableProduct');
    // The out-of-stock variant's special price does not lower the range.
    expect(p.price_range).toEqual({ minimum_price: { final_price: { value: 15 } }, maximum_price: { final_price: { value: 26 }, regular_price: { value: 26 } } });
    expect(p.configurable_options.map((o: { attribute_code: string; label: string; values: Array<{ label: string }> }) =>
      [o.attribute_code, o.label, o.values.map((v) => v.label)])).toEqual([
      ['pack_size', 'Contenance', ['150 g', '300 g']], ['flavour', 'Saveur', ['Citron', 'Nature']],
    ]);
    const [size, flavour] = p.configurable_options;
    expect(Buffer.from(size.values[1].uid, 'base64').toString()).toBe(`configurable/206/${size.values[1].value_index}`);
    expect(p.variants.map((v: { product: { sku: string; stock_status: string } }) => `${v.product.sku}:${v.product.stock_status}`))
      .toEqual(['VITC-150-CIT:IN_STOCK', 'VITC-150-NAT:OUT_OF_STOCK', 'VITC-300-CIT:IN_STOCK']);
    expect(p.variants[2].attributes).toEqual([
      { code: 'pack_size', label: '300 g', uid: size.values[1].uid, value_index: size.values[1].value_index },
      { code: 'flavour', label: 'Citron', uid: flavour.values[0].uid, value_index: flavour.values[0].value_index },
    ]);
    expect(p.variants[0].product.only_x_left_in_stock).toBe(5);
    expect(p.variants[2].product.image.url).toBe(`${t.url}/media/catalog/product/v/i/vitamine-c-300-front.png`);
    expect(p.variants[0].product.image.url).toBe(`${t.url}/media/catalog/product/v/i/vitamine-c-liposomale-front.png`);

    const selection = await t.gql(`query ($uids: [ID!]) { products(filter: { sku: { eq: "VITC-POUDRE" } }) { items { ... on ConfigurableProduct {
      configurable_product_options_selection(configurableOptionValueUids: $uids) {
        options_available_for_selection { attribute_code option_value_uids } variant { sku }
        configurable_options { attribute_code values { label is_available } } } } } } }`, { variables: { uids: [size.values[0].uid] } });
    const chosen = selection.body.data?.products.items[0].configurable_product_options_selection;
    // With 150 g chosen, only lemon is in stock; the variant needs both options.
    expect(chosen.options_available_for_selection).toEqual([
      { attribute_code: 'pack_size', option_value_uids: [size.values[0].uid, size.values[1].uid] },
      { attribute_code: 'flavour', option_value_uids: [flavour.values[0].uid] },
    ]);
    expect(chosen.variant).toBeNull();
    const both = await t.gql(`query ($uids: [ID!]) { products(filter: { sku: { eq: "VITC-POUDRE" } }) { items { ... on ConfigurableProduct {
      configurable_product_options_selection(configurableOptionValueUids: $uids) { variant { sku } } } } } }`,
    { variables: { uids: [size.values[1].uid, flavour.values[0].uid] } });
    expect(both.body.data?.products.items[0].configurable_product_options_selection.variant).toEqual({ sku: 'VITC-300-CIT' });
  });
});

describe('related products, up-sells and cross-sells', () => {
  test('a product’s shelf neighbours are related, its range’s other shelves are up-sells, visible products only', async () => {
    const reply = await t.gql(`{ products(filter: { sku: { eq: "MAG-B6" } }) { items {
      related_products { sku } upsell_products { sku } crosssell_products { sku } } } }`);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.products.items[0]).toEqual({
      related_products: [{ sku: 'ZINC-15' }], upsell_products: [{ sku: 'VITC-POUDRE' }], crosssell_products: [],
    });
  });
});
