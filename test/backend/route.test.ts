import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const ROUTE = `query ($url: String!) { route(url: $url) { __typename redirect_code relative_url type
  ... on CategoryTree { uid name }
  ... on ProductInterface { uid sku }
  ... on CmsPage { identifier title }
  ... on PointOfSale { identifier name }
  ... on PointOfSaleList { id total_count } } }`;

const route = async (url: string) => (await t.gql(ROUTE, { variables: { url } })).body;

describe('route', () => {
  test('resolves categories, products, CMS pages, shops and the shop list', async () => {
    expect((await route('vitamines-mineraux/vitamines.html')).data?.route).toEqual({
      __typename: 'CategoryTree', redirect_code: 0, relative_url: 'vitamines-mineraux/vitamines.html', type: 'CATEGORY', uid: 'NQ==', name: 'Vitamines',
    });
    expect((await route('/melatonine-1-mg.html')).data?.route).toEqual({
      __typename: 'SimpleProduct', redirect_code: 0, relative_url: 'melatonine-1-mg.html', type: 'PRODUCT', uid: 'MQ==', sku: 'MELA-1',
    });
    expect((await route('vitamine-c-liposomale.html')).data?.route).toMatchObject({ __typename: 'ConfigurableProduct', sku: 'VITC-POUDRE' });
    expect((await route('donnees-personnelles')).data?.route).toEqual({
      __typename: 'CmsPage', redirect_code: 0, relative_url: 'donnees-personnelles', type: 'CMS_PAGE', identifier: 'donnees-personnelles', title: 'Données personnelles',
    });
    expect((await route('stores/lyon-bellecour')).data?.route).toEqual({
      __typename: 'PointOfSale', redirect_code: 0, relative_url: 'stores/lyon-bellecour', type: 'POINT_OF_SALE', identifier: 'lyon-bellecour', name: 'Vitrine Lyon Bellecour',
    });
    expect((await route('/stores')).data?.route).toEqual({
      __typename: 'PointOfSaleList', redirect_code: 0, relative_url: 'stores', type: 'POINT_OF_SALE_LIST', id: 1, total_count: 2,
    });
  });

  test('the site root is the home CMS page', async () => {
    expect((await route('/')).data?.route).toMatchObject({ __typename: 'CmsPage', identifier: 'home', relative_url: 'home' });
  });

  test('redirects answer with their code and the final URL, query string kept', async () => {
    expect((await route('/melatonine.html?utm_source=x')).data?.route).toEqual({
      __typename: 'SimpleProduct', redirect_code: 301, relative_url: 'melatonine-1-mg.html?utm_source=x', type: 'PRODUCT', uid: 'MQ==', sku: 'MELA-1',
    });
    expect((await route('promo-sommeil')).data?.route).toMatchObject({
      __typename: 'CategoryTree', redirect_code: 302, relative_url: 'sommeil-stress.html', type: 'CATEGORY', name: 'Sommeil & stress',
    });
    // A redirect out of the catalogue is a RoutableUrl.
    expect((await route('ancienne-page.html')).data?.route).toEqual({
      __typename: 'RoutableUrl', redirect_code: 301, relative_url: 'https://example.com/ailleurs', type: null,
    });
  });

  test('unknown and internal URLs', async () => {
    const unknown = await t.gql(ROUTE, { variables: { url: 'nulle-part.html' } });
    expect(unknown.body).toEqual({ data: { route: null } });
    expect(unknown.headers.get('cache-control')).toContain('no-store');
    // Magento also resolves an entity's internal path.
    expect((await route('catalog/product/view/id/3')).data?.route).toMatchObject({ sku: 'MAG-B6', relative_url: 'magnesium-bisglycinate-b6.html' });
    expect((await route('  ')).errors).toEqual([{
      message: '"url" argument should be specified and not empty', locations: [{ line: 1, column: 25 }], path: ['route'],
      extensions: { category: 'graphql-input' },
    }]);
  });

  test('the deprecated urlResolver answers too', async () => {
    const reply = await t.gql('{ a: urlResolver(url: "melatonine.html") { id entity_uid relative_url redirectCode type } b: urlResolver(url: "x.html") { id } }');
    expect(reply.body.data).toEqual({
      a: { id: 1, entity_uid: 'MQ==', relative_url: 'melatonine-1-mg.html', redirectCode: 301, type: 'PRODUCT' }, b: null,
    });
  });
});
