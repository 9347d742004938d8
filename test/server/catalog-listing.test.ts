import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient, fetchConfigCopy, renderPage } from '../../src/app/render';
import { listingVariables, loadFilterTypes, loadListing } from '../../src/app/services/catalog';
import { createGraphqlClient } from '../../src/app/services/graphql/client';
import type { ConfigCopy } from '../../src/app/services/graphql/config-exchange';
import { prefetchPage } from '../../src/app/services/prefetch';
import type { DataServices } from '../../src/app/services/route';
import { parseListingQuery } from '../../src/domain/listing-query';
import { SHOP_FILTER_TYPES } from '../fixtures/listings';
import { HOSTILE_HTML, HOSTILE_TRACES, rewritingClient, shownPage } from './http';
import { servedBackend } from './served-backend';

// Listings against the shop's own catalogue: what the loader asks and reads, and what the server renders.
let closeBackend: () => Promise<void>;
let graphqlUrl: string;
/** The config copy every page carries, which answers the rating metadata without a request. */
let configCopy: ConfigCopy;

beforeAll(async () => {
  ({ graphqlUrl, close: closeBackend } = await servedBackend('listing'));
  configCopy = await fetchConfigCopy(createServerClient(graphqlUrl, {}));
});
afterAll(() => closeBackend());

/** Data services over one client whose requests are recorded. */
function recordingServices() {
  const sent: { method: string; operation: string; url: string }[] = [];
  const client = createGraphqlClient({
    url: graphqlUrl,
    identity: { storeCode: () => 'fr', currency: () => null, token: () => null, cacheId: () => null, preview: () => null },
    config: () => configCopy,
    fetch: async (input, init) => {
      const url = String(input);
      sent.push({ method: init?.method ?? 'GET', operation: new URL(url).searchParams.get('operationName') ?? '(body)', url });
      return fetch(input, init);
    },
  });
  const services: DataServices = { client: async () => client, storeCodes: () => ['fr'] };
  return { services, sent };
}

const VITAMINS = { kind: 'category', uid: 'Mw==' } as const;

describe('listing data', () => {
  it('reads a category page: header, products, counts, sorts, and the filters', async () => {
    const { services } = recordingServices();
    const listing = await loadListing(services, { source: VITAMINS, search: '' });
    expect(listing.category).toMatchObject({ name: 'Vitamines & minéraux', breadcrumbs: [] });
    expect(listing.category!.description!.nodes[0]).toMatchObject({ contentType: 'text', content: expect.arrayContaining([{ tag: 'p', children: [expect.stringMatching(/^Vitamines et minéraux essentiels/)] }]) });
    expect(listing).toMatchObject({ totalCount: 26, totalPages: 5, sorts: ['position', 'name', 'price-asc', 'price-desc'] });
    expect(listing.products).toHaveLength(6);
    expect(listing.products[0]).toMatchObject({ name: 'Vitamine D3 2000\u00a0UI végétale', href: '/vitamine-d3-2000-ui-vegetale.html', inStock: true });
    // Its one five-star review gives it five stars; the products nobody has reviewed have none.
    expect(listing.products[0]!.rating).toEqual({ average: 5, scale: 5, count: 1 });
    expect(listing.products.slice(1).map((product) => product.rating)).toEqual([null, null, null, null, null]);
    expect(new URL(listing.products[0]!.image!.url).pathname).toBe('/media/catalog/product/v/i/vitamine-d3-2000-ui-vegetale-front.png');
    expect(listing.facets.map((facet) => facet.code)).toEqual(['category_uid', 'price', 'brand', 'form', 'dietary']);
    // A category page offers its subcategories.
    expect(listing.facets[0]!.options.map((option) => option.label)).toEqual(['Vitamines', 'Minéraux']);
  });

  it('counts each filter as if its own values were not ticked, so that a second brand can be added', async () => {
    const { services } = recordingServices();
    const listing = await loadListing(services, { source: VITAMINS, search: '?brand=7&price=10_20' });
    const brands = listing.facets.find((facet) => facet.code === 'brand')!;
    expect(brands.options.length).toBeGreaterThan(1);
    expect(brands.options.find((option) => option.value === '7')!.count).toBe(listing.totalCount);
    const prices = listing.facets.find((facet) => facet.code === 'price')!;
    expect(prices.options.map((option) => option.value)).toEqual(['0_10', '10_20', '20_30']);
    for (const product of listing.products) expect(product.price.final.value).toBeGreaterThanOrEqual(10);
  });

  it('names a ticked value that matches nothing with the other filters, so that it can be unticked', async () => {
    const { services } = recordingServices();
    const listing = await loadListing(services, { source: VITAMINS, search: '?brand=6&form=16' });
    expect(listing.totalCount).toBe(0);
    const ticked = listing.facets.flatMap((facet) => facet.options.filter((option) => ['6', '16'].includes(option.value)).map((o) => [facet.label, o.label, o.count]));
    expect(ticked).toEqual([
      ['Marque', 'Loupiot', 0],
      ['Forme', 'Ampoules', 0],
    ]);
  });

  it('sorts, pages, and reads prices: "from" for products whose options cost more, special prices with the regular one', async () => {
    const { services } = recordingServices();
    const byPrice = await loadListing(services, { source: VITAMINS, search: '?sort=price-desc' });
    const prices = byPrice.products.map((product) => product.price.final.value);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const page5 = await loadListing(services, { source: VITAMINS, search: '?page=5' });
    expect(page5.products).toHaveLength(2);
    const search = await loadListing(services, { source: { kind: 'search' }, search: '?query=magnesium' });
    expect(search.category).toBeNull();
    expect(search.sorts).toEqual(['relevance', 'name', 'price-asc', 'price-desc']);
    expect(search.products.find((product) => product.name === 'Magnésium bisglycinate')).toMatchObject({ priceVaries: true });
    const special = await loadListing(services, { source: { kind: 'search' }, search: '?query=krill' });
    expect(special.products[0]!.price).toMatchObject({ final: { value: 27.9 }, regular: { value: 32.9 } });
  });

  it('sends no search shorter than the store’s minimum (nothing to list), and cuts one past its maximum', async () => {
    const { services, sent } = recordingServices();
    const short = await loadListing(services, { source: { kind: 'search' }, search: '?query=%20ma%20', searchLength: { min: 3, max: 128 } });
    expect(short).toMatchObject({ totalCount: 0, products: [], category: null });
    expect(sent.map((request) => request.operation)).not.toContain('SearchListing');
    const longer = await loadListing(services, { source: { kind: 'search' }, search: '?query=magnesium', searchLength: { min: 10, max: 128 } });
    expect(longer.products).toEqual([]);
    expect(sent.map((request) => request.operation)).not.toContain('SearchListing');
    await loadListing(services, { source: { kind: 'search' }, search: `?query=magnesium${'x'.repeat(200)}`, searchLength: { min: 3, max: 12 } });
    const searched = sent.filter((request) => request.operation === 'SearchListing').map((request) => new URL(request.url).searchParams.get('variables'));
    expect(searched.map((variables) => (JSON.parse(variables!) as { search: string }).search)).toEqual(['magnesiumxxx']);
  });

  it('a page past the last is Magento’s error, which sends the listing to the last page', async () => {
    const { services } = recordingServices();
    await expect(loadListing(services, { source: VITAMINS, search: '?page=9' })).rejects.toThrow(
      'currentPage value 9 specified is greater than the 5 page(s) available.',
    );
  });

  it('asks as GET, by the document\'s id, with variables built from the query string alone', async () => {
    const { services, sent } = recordingServices();
    await loadListing(services, { source: VITAMINS, search: '?brand=7&form=10&dietary=17&price=10_20&category=NA==' });
    expect(sent.map((request) => request.operation)).toEqual(['ListingFilterTypes', 'CategoryListing']);
    expect(sent[1]).toMatchObject({ method: 'GET', operation: 'CategoryListing' });
    // The id instead of the 4 KB document with its filters' counts: a URL any cache takes.
    const url = new URL(sent[1]!.url);
    expect([url.searchParams.has('query'), JSON.parse(url.searchParams.get('extensions')!).persistedQuery.sha256Hash]).toEqual([false, expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(sent[1]!.url.length).toBeLessThan(2048);
    const types = await loadFilterTypes(await services.client());
    expect(types).toEqual(SHOP_FILTER_TYPES);
    expect(listingVariables(VITAMINS, parseListingQuery('?brand=7&price=10_20', 'category', types), types)).toEqual({
      uid: 'Mw==',
      filter: { category_uid: { eq: 'Mw==' }, price: { from: '10', to: '20' }, brand: { in: ['7'] } },
      sort: { position: 'ASC' },
      pageSize: 6,
      currentPage: 1,
      withFacet0: true,
      facet0: { category_uid: { eq: 'Mw==' }, brand: { in: ['7'] } },
      withFacet1: true,
      facet1: { category_uid: { eq: 'Mw==' }, price: { from: '10', to: '20' } },
      withFacet2: false,
      withFacet3: false,
      withAllValues: true,
      allValues: { category_uid: { eq: 'Mw==' } },
    });
  });

  it('a hovered link prefetches exactly what its page asks first: the click sends nothing', async () => {
    const { services, sent } = recordingServices();
    await prefetchPage(services, '/vitamines-mineraux.html?sort=name&brand=7');
    const prefetched = sent.length;
    expect(sent.map((request) => request.operation)).toEqual(['ResolveURL', 'ListingFilterTypes', 'CategoryListing']);
    // The page reads its query string from the location, in whatever order it is written.
    await loadListing(services, { source: VITAMINS, search: '?brand=7&sort=name' });
    expect(sent).toHaveLength(prefetched);
  });
});

describe('listing pages rendered on the server', () => {
  async function render(path: string, search: string) {
    const rendered = await renderPage({ path, search }, { client: createServerClient(graphqlUrl, {}), config: {} });
    if (rendered.type !== 'page') throw new Error(`expected a page, got ${rendered.type}`);
    return rendered;
  }

  it('ships a filtered, sorted second page whole: chips, sort line, page links, and the settled snapshot', async () => {
    const rendered = await render('/vitamines-mineraux.html', '?brand=7&sort=price-desc&page=2');
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('<h1 class="listing__title">Vitamines &amp; minéraux</h1>');
    expect(rendered.html).not.toContain('page-shimmer');
    expect(rendered.html).toContain('Trié par\u00a0: prix décroissant');
    expect(rendered.html).toContain('Marque\u00a0: Maison Ambroisie');
    const pageLinks = rendered.html.match(/<a aria-label="Page \d+"[^>]*>/g)!;
    expect(pageLinks).toEqual([
      '<a aria-label="Page 1" href="/vitamines-mineraux.html?brand=7&amp;sort=price-desc" class="pagination__page">',
      '<a aria-label="Page 2" aria-current="page" href="/vitamines-mineraux.html?brand=7&amp;sort=price-desc&amp;page=2" class="pagination__page">',
      '<a aria-label="Page 3" href="/vitamines-mineraux.html?brand=7&amp;sort=price-desc&amp;page=3" class="pagination__page">',
      '<a aria-label="Page 4" href="/vitamines-mineraux.html?brand=7&amp;sort=price-desc&amp;page=4" class="pagination__page">',
    ]);
    // Nothing the CSP would refuse.
    const listing = /<div class="listing listing--category">.*$/s.exec(rendered.html)![0];
    expect(listing).not.toMatch(/ style="/);
    expect(rendered.html).not.toContain('<script');
    // The first card's image is fetched first; the first row loads at once, the rest when near.
    expect(listing.match(/fetchPriority="high"/gi)).toHaveLength(1);
    expect(listing.match(/loading="eager"/g)).toHaveLength(3);
    expect(listing.match(/loading="lazy"/g)).toHaveLength(3);
    expect(shownPage(rendered.state).value).toEqual({ shown: { data: 'ready', filterModal: 'closed' } });
  });

  it('renders search results with the term, and sends a page past the last to the last page, filters kept', async () => {
    const results = await render('/search.html', '?query=magnesium');
    expect(results.html).toContain('Résultats pour «\u00a0magnesium\u00a0»');
    expect(results.html).toContain('Trié par\u00a0: pertinence');
    const renderAt = (path: string, search: string) => renderPage({ path, search }, { client: createServerClient(graphqlUrl, {}), config: {} });
    expect(await renderAt('/vitamines-mineraux.html', '?brand=7&page=99')).toEqual({ type: 'redirect', location: '/vitamines-mineraux.html?brand=7&page=4', status: 302 });
    const lastResults = await loadListing(recordingServices().services, { source: { kind: 'search' }, search: '?query=vitamine' });
    expect(lastResults.totalPages).toBeGreaterThan(1);
    expect(await renderAt('/search.html', '?query=vitamine&page=99')).toEqual({
      type: 'redirect',
      location: `/search.html?query=vitamine&page=${lastResults.totalPages}`,
      status: 302,
    });
    // Pages that are not page numbers are the first page.
    for (const page of ['0', '-1', 'abc']) {
      const first = await render('/search.html', `?query=vitamine&page=${page}`);
      expect(first.status).toBe(200);
      expect(first.html).toContain('aria-label="Page 1" aria-current="page"');
    }
  });
});

describe('a category’s description', () => {
  it('goes through the shop’s one sanitiser: its text kept, anything active dropped', async () => {
    const client = rewritingClient(graphqlUrl, 'CategoryListing', (data: { categories: { items: Record<string, unknown>[] } }) => {
      data.categories.items[0]!.description = `<p onclick="steal()">Des <em>vitamines</em> choisies</p>${HOSTILE_HTML}`;
    });
    const rendered = await renderPage({ path: '/vitamines-mineraux.html', search: '' }, { client, config: {} });
    if (rendered.type !== 'page') throw new Error(`expected a page, got ${rendered.type}`);
    expect(rendered.html).toContain('Des <em>vitamines</em> choisies');
    expect(rendered.html).toContain('Ma page');
    expect(rendered.html).not.toMatch(HOSTILE_TRACES);
  });
});
