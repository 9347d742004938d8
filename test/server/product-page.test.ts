import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient, renderPage } from '../../src/app/render';
import { createGraphqlClient } from '../../src/app/services/graphql/client';
import { loadProduct } from '../../src/app/services/product';
import type { DataServices } from '../../src/app/services/route';
import { variantFor } from '../../src/domain/product-options';
import { HOSTILE_HTML, HOSTILE_TRACES, rewritingClient, shownPage } from './http';
import { servedBackend } from './served-backend';

// The product page against the shop's own catalogue: what the loader reads, and what the server renders.
let closeBackend: () => Promise<void>;
let services: DataServices;
let graphqlUrl: string;

beforeAll(async () => {
  ({ graphqlUrl, close: closeBackend } = await servedBackend('product'));
  services = { client: async () => createServerClient(graphqlUrl, {}), storeCodes: () => ['fr'] };
});
afterAll(() => closeBackend());

describe('the product page’s data', () => {
  it('reads a configurable product: options, every variant with its own stock, price and images', async () => {
    const whey = (await loadProduct(services, { uid: '', urlKey: 'whey-isolat-native' }))!;
    expect(whey).toMatchObject({ typename: 'ConfigurableProduct', sku: 'SPO-WHEY', name: 'Whey isolat native', inStock: true });
    // The catalogue writes "500 g" with a non-breaking space, as French typography wants.
    expect(whey.options.map((o) => [o.code, o.label, o.values.map((v) => v.label.replace(/\u00a0/g, ' '))])).toEqual([
      ['pack_size', 'Contenance', ['500 g', '1 kg']],
      ['flavour', 'Saveur', ['Vanille', 'Chocolat', 'Fraise']],
    ]);
    expect(whey.variants).toHaveLength(6);
    const [g500, kg1] = whey.options[0]!.values;
    const [vanille, chocolat] = whey.options[1]!.values;
    const special = variantFor(whey, { pack_size: kg1!.uid, flavour: vanille!.uid })!;
    expect(special).toMatchObject({ sku: 'SPO-WHEY-1000-VANILLE', inStock: true, price: { regular: { value: 49.9, currency: 'EUR' }, final: { value: 44.9 } } });
    expect(special.price.percentOff).toBeCloseTo(10.02, 1);
    expect(special.images.map((i) => new URL(i.url).pathname)).toEqual([
      '/media/catalog/product/w/h/whey-isolat-native-1000-vanille-front.png',
      '/media/catalog/product/w/h/whey-isolat-native-1000-vanille-back.png',
      '/media/catalog/product/w/h/whey-isolat-native-1000-vanille-content.png',
    ]);
    expect(variantFor(whey, { pack_size: kg1!.uid, flavour: chocolat!.uid })!.inStock).toBe(false);
    expect(variantFor(whey, { pack_size: g500!.uid, flavour: chocolat!.uid })!.price.final.value).toBe(29.9);
    expect(whey.price.minimum.final.value).toBe(29.9);
    expect(whey.price.maximum.final.value).toBe(49.9);
    expect(whey.images).toHaveLength(4);
    expect(whey.attributes).toMatchObject({ brand: 'Kinévia', form: 'Poudre', dietary: ['Sans gluten', 'Fabriqué en France'] });
    expect(whey.attributes.ingredients).toContain('Isolat de protéines de lactosérum natif');
    expect(whey.metaTitle).toMatch(/^Whey isolat native, lait de pâturage français/);
  });

  it('reads a simple product with its stars, one out of stock and unreviewed, and none for an unknown URL key', async () => {
    const krill = (await loadProduct(services, { uid: '', urlKey: 'huile-de-krill-antarctique' }))!;
    expect(krill).toMatchObject({ typename: 'SimpleProduct', inStock: true, options: [], variants: [] });
    expect(krill.images.length).toBeGreaterThanOrEqual(2);
    expect(krill.description!.nodes[0]).toMatchObject({ contentType: 'text', content: expect.arrayContaining([{ tag: 'p', children: [expect.stringMatching(/^Le krill est un minuscule crustacé/)] }]) });
    const morue = (await loadProduct(services, { uid: '', urlKey: 'huile-de-foie-de-morue' }))!;
    expect(morue.inStock).toBe(false);
    // Its stars: the krill's four reviews (5, 5, 4, 4) on the rating metadata's scale; none for the cod liver oil.
    expect(krill.rating).toEqual({ average: 4.5, scale: 5, count: 4 });
    expect(morue.rating).toBeNull();
    expect(await loadProduct(services, { uid: '', urlKey: 'no-such-product' })).toBeNull();
  });
});

describe('the product page rendered on the server', () => {
  it('ships the page whole: title, price, options, the main image fetched first, and the settled snapshot', async () => {
    const rendered = await renderPage({ path: '/whey-isolat-native.html', search: '' }, { client: createServerClient(graphqlUrl, {}), config: {} });
    expect(rendered.type).toBe('page');
    if (rendered.type !== 'page') return;
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('<h1 class="product__name">Whey isolat native</h1>');
    // The page is in the HTML itself, not behind a script the CSP would block.
    expect(rendered.html).not.toContain('page-shimmer');
    expect(rendered.html).not.toContain('<script');
    // Nor any inline style the CSP would refuse.
    const article = /<article class="product">.*<\/article>/s.exec(rendered.html)![0];
    expect(article).not.toMatch(/ style="/);
    expect(rendered.html).toMatch(/<img class="carousel__image" src="\/media\/catalog\/product\/w\/h\/whey-isolat-native-front\.png\?auto=webp&amp;format=pjpg&amp;width=800&amp;height=800&amp;quality=85&amp;fit=cover"[^>]* width="800" height="800"[^>]* fetchPriority="high"/i);
    // The main image is the one image preloaded: thumbnails wait their turn.
    expect(rendered.html.match(/<link rel="preload" as="image"[^>]*whey-isolat-native[^>]*>/g)).toHaveLength(1);
    expect(rendered.html).toContain('À partir de');
    expect(rendered.html).toContain('29,90');
    const page = shownPage(rendered.state);
    expect(page.value).toEqual({ ready: 'choosingOptions' });
    // The image carousel, the quantity stepper, the subscribe-and-save offer, the reviews and the review form.
    expect(Object.keys(page.children).sort()).toEqual(['carousel', 'quantity', 'reviewForm', 'reviews', 'subscription']);
  });

  it('renders the catalogue’s descriptions through the shop’s one sanitiser: text kept, anything active dropped', async () => {
    const client = rewritingClient(graphqlUrl, 'ProductDetails', (data: { products: { items: Record<string, unknown>[] } }) => {
      const item = data.products.items[0]!;
      item.description = { __typename: 'ComplexTextValue', html: `<p onclick="steal()">Riche en <strong>zinc</strong></p>${HOSTILE_HTML}` };
      item.short_description = { __typename: 'ComplexTextValue', html: `<p>Une dose par jour</p>${HOSTILE_HTML}` };
    });
    const rendered = await renderPage({ path: '/whey-isolat-native.html', search: '' }, { client, config: {} });
    expect(rendered.type === 'page' && rendered.status).toBe(200);
    if (rendered.type !== 'page') return;
    expect(rendered.html).toContain('Riche en <strong>zinc</strong>');
    expect(rendered.html).toContain('Une dose par jour');
    expect(rendered.html).toContain('Ma page');
    expect(rendered.html).not.toMatch(HOSTILE_TRACES);
  });

  it('answers 404 when the URL still leads to a product the catalogue no longer has', async () => {
    // The URL rewrite outlives its product (removed between the two queries): the catalogue answers no item.
    const client = createGraphqlClient({
      url: graphqlUrl,
      identity: { storeCode: () => 'fr', currency: () => null, token: () => null, cacheId: () => null, preview: () => null },
      config: () => ({}),
      fetch: async (input, init) =>
        new URL(String(input)).searchParams.get('operationName') === 'ProductDetails'
          ? Response.json({ data: { products: { __typename: 'Products', items: [] } } })
          : fetch(input, init),
    });
    const rendered = await renderPage({ path: '/whey-isolat-native.html', search: '' }, { client, config: {} });
    expect(rendered).toMatchObject({ type: 'page', status: 404 });
    expect(rendered.type === 'page' && rendered.html).toContain('La page que vous cherchez n’existe pas.');
  });
});
