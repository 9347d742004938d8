import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { catalogListingMachine, type CatalogListingSnapshot, type Listing, type ListingInput } from '../../machines/catalog-listing.machine';
import type { Location } from '../../machines/router.machine';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import type { Resolution } from '../../src/domain/routes';
import { CATEGORY_LISTING, CATEGORY_PRODUCT_NAMES, EMPTY_CATEGORY_LISTING, EMPTY_SEARCH_LISTING, LISTING_PRODUCTS, SEARCH_LISTING } from '../fixtures/listings';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf, type MachineModel } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { catalogListingModel, catalogListingSearchModel } from './models';

const SHOPS = {
  category: { path: '/vitamines-mineraux.html', page: { kind: 'category', uid: 'Mw==' } },
  search: { path: '/search.html', page: { kind: 'search', params: {} } },
} as const;

type Kind = keyof typeof SHOPS;

// The listings' messages load with their screen: here once, before the shop is rendered.
beforeAll(() => screenMessages('listing', 'en_US'));

/** The whole shop on a listing URL; the route resolves to the listing, whose loader the test answers. */
async function openListing(kind: Kind, search: string) {
  const { path } = SHOPS[kind];
  const loads = deferredActor<Listing, ListingInput>();
  let navigate: (to: string, replace?: boolean) => void = () => undefined;
  const route = fromPromise<Resolution, Location>(async () => ({ type: 'page', page: SHOPS[kind].page }));
  const shop = await renderApp({
    path: `${path}${search}`,
    resolveRoute: route,
    pages: {
      [kind]: catalogListingMachine.provide({
        actors: { loadListing: loads.logic },
        // As the browser does: a new history entry on the same path.
        actions: {
          pushSearch: (_, { path: at, search: next }) => navigate(`${at}${next}`),
          replaceSearch: (_, { path: at, search: next }) => navigate(`${at}${next}`, true),
        },
      }),
    },
    ready: () => loads.next(),
  });
  navigate = (to, replace = false) => shop.location.navigate(to, { replace });
  const page = () => routedPage(shop.app).getSnapshot() as CatalogListingSnapshot;
  return { shop, loads, page, path };
}

/** Prices as the en_US catalogue shows them. */
const euros = (value: number, whole = false) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', ...(whole && Number.isInteger(value) && { maximumFractionDigits: 0 }) }).format(value);

/** The fixture's filter values as a shopper reads them (test/fixtures/listings.ts): by facet, in the facets' order. */
const FILTER_TEXTS: Record<string, Record<string, string>> = {
  category_uid: { 'NA==': 'Catégorie: Vitamines', 'MTE=': 'Catégorie: Minéraux' },
  price: { '0_10': 'Prix: €0 – €10', '10_20': 'Prix: €10 – €20' },
  brand: { '4': 'Marque: Herbalune', '7': 'Marque: Maison Ambroisie' },
};

const SORT_LINES = {
  relevance: 'Sorted by: relevance',
  position: 'Sorted by: our selection',
  name: 'Sorted by: name',
  'price-asc': 'Sorted by: price, low to high',
  'price-desc': 'Sorted by: price, high to low',
};

const COUNTS = (count: number) => (count === 0 ? 'No products' : count === 1 ? '1 product' : `${count} products`);

/** The chips of a query's filters, in the facets' order, as the shopper reads them. */
const chipsOf = (filters: CatalogListingSnapshot['context']['query']['filters']) =>
  Object.keys(FILTER_TEXTS).flatMap((code) => (filters[code] ?? []).map((value) => FILTER_TEXTS[code]![value]!));

/**
 * The listing's URL for a query, written out as the shop's URLs read (spec §2: shareable): the search term, the
 * filters, a sort other than the default, a page past the first.
 */
function urlOf(kind: Kind, query: CatalogListingSnapshot['context']['query']) {
  const parts = [
    ...(query.term ? [`query=${query.term}`] : []),
    ...['brand', 'price'].flatMap((code) => (query.filters[code]?.length ? [`${code}=${query.filters[code]!.join(',')}`] : [])),
    ...(query.sort && query.sort !== (kind === 'search' ? 'relevance' : 'position') ? [`sort=${query.sort}`] : []),
    ...(query.page > 1 ? [`page=${query.page}`] : []),
  ];
  return `${SHOPS[kind].path}${parts.length ? `?${parts.join('&')}` : ''}`;
}

const main = () => within(screen.getByRole('main'));
const sidebar = () => within(screen.getByRole('complementary'));
const dialog = () => within(screen.getByRole('dialog', { name: en['listing.filters.title'] }));

/** What a shopper sees in each state: the shimmer, the error, or the listing as the URL says. */
async function expectListing(kind: Kind, snapshot: CatalogListingSnapshot, url: string, say: Say) {
  const { query, listing } = snapshot.context;
  // The URL always tells the state: shareable, and back and forward find it again.
  say(`the address reads ${urlOf(kind, query)}`);
  expect(url).toBe(urlOf(kind, query));
  if (snapshot.matches('loading')) {
    say(`the ${kind} page’s shimmer shows, without a heading`);
    await waitFor(() => expect(document.querySelector(`.page-shimmer--${kind}`)).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  if (snapshot.matches('failed')) {
    const firstPage = query.page > 1 ? urlOf(kind, { ...query, page: 1 }) : null;
    say(`the page says “The products could not be loaded.” with “Try again”${firstPage ? `, and “Back to the first page” links to ${firstPage}` : ''}`);
    expect(await main().findByText('The products could not be loaded.')).toBeTruthy();
    expect(main().getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(main().queryByRole('link', { name: 'Back to the first page' })?.getAttribute('href') ?? null).toBe(firstPage);
    return;
  }
  const title = kind === 'category' ? 'Vitamines & minéraux' : `Results for "${query.term}"`;
  const modalOpen = snapshot.matches({ shown: { filterModal: 'open' } });
  say(`the heading reads “${title}”; the filter dialog is ${modalOpen ? 'open' : 'closed'}`);
  // The modal hides the page from assistive technology while it is open.
  expect(await screen.findByRole('heading', { level: 1, name: title, hidden: modalOpen })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog') !== null).toBe(modalOpen));
  if (modalOpen) {
    // The modal's ticks are its pending choice.
    const ticked = snapshot.context.draft.price ?? [];
    say(`the dialog’s price choice is ${ticked.length ? ticked.map((value) => `“${FILTER_TEXTS.price![value]}”`).join(', ') : '“Any”'}${Object.keys(snapshot.context.draft).length ? ', with “Clear all”' : ''}`);
    const chosen = dialog().getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    expect(chosen.map((radio) => radio.getAttribute('value'))).toEqual(ticked.length ? [...ticked] : ['']);
    expect(dialog().queryByRole('button', { name: 'Clear all' }) !== null).toBe(Object.keys(snapshot.context.draft).length > 0);
    return;
  }
  say(`the count reads “${COUNTS(listing!.totalCount)}”`);
  expect(main().getByRole('status').textContent).toBe(COUNTS(listing!.totalCount));

  // While the next listing loads, the last one stays, marked busy.
  const reloading = snapshot.matches({ shown: { data: 'reloading' } });
  say(reloading ? 'the products are marked busy while the next ones load' : 'the products are not marked busy');
  const results = main().getByRole('region', { name: 'Products' });
  expect(results.getAttribute('aria-busy')).toBe(String(reloading));

  const chips = chipsOf(query.filters);
  if (listing!.products.length > 0) {
    const sort = SORT_LINES[(query.sort ?? (kind === 'search' ? 'relevance' : 'position')) as keyof typeof SORT_LINES];
    say(`the fixture’s six products show, from “${CATEGORY_PRODUCT_NAMES[0]}” to “${CATEGORY_PRODUCT_NAMES.at(-1)}”, under “${sort}”`);
    expect(within(results).getAllByRole('article').map((card) => within(card).getByRole('link').textContent)).toEqual(CATEGORY_PRODUCT_NAMES);
    expect(main().getByText(sort)).toBeTruthy();
  } else {
    const empty = chips.length > 0 ? 'No products match these filters.' : kind === 'category' ? 'There are no products in this category yet.' : 'No products match your search.';
    say(`the page says “${empty}”${chips.length ? ' with “Clear all”' : ''}, and no sort line`);
    expect(within(results).getByText(empty)).toBeTruthy();
    expect(within(results).queryByRole('button', { name: 'Clear all' }) !== null).toBe(chips.length > 0);
    expect(main().queryByText(/^Sorted by/)).toBeNull();
  }

  // The current filters as chips; the sidebar ticks what the URL says.
  say(chips.length ? `the chips read ${chips.map((chip) => `“${chip}”`).join(', ')}` : 'no filter chips show');
  const shownChips = main().queryAllByRole('button', { name: /^Remove filter/ }).map((chip) => chip.textContent);
  expect(shownChips).toEqual(chips);
  if (listing!.facets.length > 0) {
    const ticked = (query.filters.brand ?? []).map((value) => FILTER_TEXTS.brand![value]!.replace('Marque: ', ''));
    say(`the sidebar ticks ${ticked.length ? ticked.map((name) => `“${name}”`).join(', ') : 'no brand'}`);
    for (const name of ['Herbalune', 'Maison Ambroisie']) {
      const box = sidebar().getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
      expect(box.checked, name).toBe(ticked.includes(name));
    }
  }

  // Page links: the current one marked, each with the filters and sort of the URL.
  const pages = main().queryByRole('navigation', { name: 'Pages' });
  const paged = listing!.totalPages > 1;
  say(paged ? `the pages show, “Page ${query.page}” current, “Page 2” linking to ${urlOf(kind, { ...query, page: 2 })}` : 'no page links show');
  expect(pages !== null).toBe(paged);
  if (pages) {
    const current = within(pages).getByRole('link', { name: `Page ${query.page}` });
    expect(current.getAttribute('aria-current')).toBe('page');
    const second = within(pages).getByRole('link', { name: 'Page 2' });
    expect(second.getAttribute('href')).toBe(urlOf(kind, { ...query, page: 2 }));
    // A step back from any page but the first, a step on from any page but the last.
    const step = (name: string) => within(pages).queryByRole('link', { name })?.getAttribute('href') ?? null;
    say(`“${en['pagination.previous']}” ${query.page > 1 ? `links to page ${query.page - 1}` : 'does not show'}; “${en['pagination.next']}” ${query.page < listing!.totalPages ? `links to page ${query.page + 1}` : 'does not show'}`);
    expect(step(en['pagination.previous'])).toBe(query.page > 1 ? urlOf(kind, { ...query, page: query.page - 1 }) : null);
    expect(step(en['pagination.next'])).toBe(query.page < listing!.totalPages ? urlOf(kind, { ...query, page: query.page + 1 }) : null);
  }
}

function runPaths(kind: Kind, model: MachineModel<typeof catalogListingMachine>) {
  const input = model.input as ListingInput;
  for (const path of pathsOf(model)) {
    it(describePath(path), async () => {
      const { shop, loads, page } = await openListing(kind, input.search);
      const url = () => shop.location.history!.at(-1)!;
      await drive(catalogListingMachine, path, {
        // A load that never answers: the shop's clock runs past the wait's limit.
        clock: shop.clock,
        actual: page,
        events: {
          'xstate.done.actor.loadListing': (event) => act(() => loads.resolve(event.output as Listing)),
          'xstate.error.actor.loadListing': (event) => act(() => loads.reject(event.error)),
          // A page link when one is on screen, else the browser's back or forward button.
          'location.searchChanged': async (event) => {
            const link = screen.queryByRole('link', { name: 'Page 2' });
            if (event.search.endsWith('page=2') && link) fireEvent.click(link);
            else act(() => shop.location.navigate(`${SHOPS[kind].path}${event.search}`));
            await waitFor(() => expect(url()).toBe(`${SHOPS[kind].path}${event.search}`));
          },
          retry: () => void fireEvent.click(main().getByRole('button', { name: en['common.retry'] })),
          'filter.toggle': (event) => {
            const name = FILTER_TEXTS[event.code]![event.value]!.split(': ')[1]!;
            fireEvent.click(sidebar().getByRole('checkbox', { name: new RegExp(`^${name}`) }));
          },
          'filter.remove': (event) => void fireEvent.click(main().getByRole('button', { name: `Remove filter ${FILTER_TEXTS[event.code]![event.value]}` })),
          'filters.clear': () => void fireEvent.click(main().getAllByRole('button', { name: en['listing.filters.clearAll'] })[0]!),
          'sort.choose': async (event) => {
            fireEvent.click(main().getByRole('button', { name: en['listing.sort.label'] }));
            const names = { 'price-asc': en['listing.sort.priceAsc'] } as Record<string, string>;
            fireEvent.click(await screen.findByRole('menuitemradio', { name: names[event.sort] }));
          },
          'filterModal.open': () => void fireEvent.click(main().getByRole('button', { name: /^Filter/ })),
          'filterModal.toggle': (event) => void fireEvent.click(dialog().getByRole('radio', { name: new RegExp(`^${FILTER_TEXTS.price![event.value]!.replace('Prix: ', '')}`) })),
          'filterModal.clear': () => void fireEvent.click(dialog().getByRole('button', { name: en['listing.filters.clearAll'] })),
          'filterModal.apply': () => void fireEvent.click(dialog().getByRole('button', { name: en['listing.filters.apply'] })),
          'filterModal.cancel': () => void fireEvent.click(dialog().getByRole('button', { name: en['listing.filters.cancel'] })),
        },
        expect: (snapshot, _step, say) => expectListing(kind, snapshot, url(), say),
      });
      shop.app.stop();
    });
  }
}

describe('catalog listing: every path of its chart, on the category page', () => {
  runPaths('category', catalogListingModel);
});

describe('catalog listing: every path of its chart, on the search results page', () => {
  runPaths('search', catalogListingSearchModel);
});

describe('catalog listing: what a shopper sees and does', () => {
  async function openCategory(listing: Listing = CATEGORY_LISTING, search = '') {
    const opened = await openListing('category', search);
    await act(() => opened.loads.resolve(listing));
    await screen.findByRole('heading', { level: 1 });
    return opened;
  }

  it('shows each card with its link, price, special price struck through, "from" price and stock', async () => {
    await openCategory();
    const cards = main().getAllByRole('article');
    const card = (name: string) => within(cards.find((c) => c.textContent?.includes(name))!);
    expect(card('Vitamine D3 2000').getByRole('link').getAttribute('href')).toBe(LISTING_PRODUCTS[0]!.href);
    expect(card('Vitamine D3 2000').getByText(euros(14.9))).toBeTruthy();
    expect(card('Magnésium').getByText('From', { exact: false })).toBeTruthy();
    expect(card('gouttes').getByText(euros(9.9), { exact: false })).toBeTruthy();
    expect(cards.find((c) => c.textContent?.includes('gouttes'))!.querySelector('del')?.textContent).toBe(`Regular price ${euros(11.9)}`);
    expect(card('liposomale').getByText(en['productCard.outOfStock'])).toBeTruthy();
    expect(main().getAllByText(en['productCard.outOfStock'])).toHaveLength(1);
  });

  it('shows the review stars of a reviewed product’s card, named by its average and count; none on the others', async () => {
    await openCategory();
    const cards = main().getAllByRole('article');
    const reviewed = cards.find((c) => c.textContent?.includes('Vitamine D3 2000'))!;
    expect(within(reviewed).getByRole('img', { name: 'Rating: 4.5 out of 5, 12 reviews' }).textContent).toBe('4.5 (12 reviews)');
    expect(main().getAllByRole('img', { name: /^Rating/ })).toHaveLength(1);
  });

  it('loads the first row of images at once, the very first with high priority, the rest lazily, all with a size', async () => {
    await openCategory();
    const images = [...document.querySelectorAll<HTMLImageElement>('.product-gallery img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
    for (const img of images) {
      expect(img.getAttribute('width')).toBe('320');
      expect(img.getAttribute('height')).toBe('320');
      expect(img.getAttribute('src')).toMatch(/^\/media\/catalog\/product\/.+\?auto=webp&format=pjpg&width=320&height=320&quality=85&fit=cover$/);
      expect(img.getAttribute('srcset')).toContain('640w');
    }
  });

  it('shows the category header: breadcrumbs, title, count and description', async () => {
    await openCategory({ ...CATEGORY_LISTING, category: { ...CATEGORY_LISTING.category!, breadcrumbs: [{ name: 'Bien-être', href: '/bien-etre.html' }] } });
    const crumbs = within(screen.getByRole('navigation', { name: en['breadcrumbs.label'] }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: 'Bien-être' }).getAttribute('href')).toBe('/bien-etre.html');
    expect(crumbs.getByText('Vitamines & minéraux').getAttribute('aria-current')).toBe('page');
    expect(main().getByText(/dosés selon les valeurs nutritionnelles/)).toBeTruthy();
  });

  it('ticks several brands, and one price at a time with "Any" to go back', async () => {
    const { page } = await openCategory(CATEGORY_LISTING, '?brand=7');
    fireEvent.click(sidebar().getByRole('checkbox', { name: /^Herbalune/ }));
    expect(page().context.query.filters.brand).toEqual(['4', '7']);
    fireEvent.click(sidebar().getByRole('radio', { name: /^€0 – €10/ }));
    expect(page().context.query.filters.price).toEqual(['0_10']);
    fireEvent.click(sidebar().getByRole('radio', { name: /^€10 – €20/ }));
    expect(page().context.query.filters.price).toEqual(['10_20']);
    fireEvent.click(sidebar().getByRole('radio', { name: en['listing.filters.any'] }));
    expect(page().context.query.filters.price).toBeUndefined();
  });

  it('a search shorter than the store’s minimum says so, and its loader is told the store’s bounds', async () => {
    const { loads } = await openListing('search', '?query=ma');
    expect(loads.waiting).toEqual([{ source: { kind: 'search' }, search: '?query=ma', searchLength: { min: 3, max: 128 } }]);
    await act(() => loads.resolve(EMPTY_SEARCH_LISTING));
    expect(await main().findByText('Minimum Search query length is 3')).toBeTruthy();
    expect(main().queryByText(en['listing.empty.search'])).toBeNull();
  });

  it('keeps a ticked value that left the facets, so that it can be unticked, with its name', async () => {
    const { loads, page } = await openCategory(CATEGORY_LISTING);
    fireEvent.click(sidebar().getByRole('checkbox', { name: /^Herbalune/ }));
    await act(() => loads.resolve(EMPTY_CATEGORY_LISTING));
    expect(await main().findByText(en['listing.empty.filters'])).toBeTruthy();
    expect(sidebar().getByRole('checkbox', { name: /^Herbalune/ })).toHaveProperty('checked', true);
    expect(main().getByRole('button', { name: 'Remove filter Marque: Herbalune' })).toBeTruthy();
    fireEvent.click(main().getAllByRole('button', { name: en['listing.filters.clearAll'] })[0]!);
    expect(page().context.query.filters).toEqual({});
  });

  it('moves keyboard focus to the next chip when one is removed', async () => {
    await openCategory(CATEGORY_LISTING, '?brand=4,7');
    const first = main().getByRole('button', { name: 'Remove filter Marque: Herbalune' });
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove filter Marque: Maison Ambroisie'));
  });

  it('loads once per change: the router’s echo of the new URL is a no-op', async () => {
    const { loads, page, shop } = await openCategory();
    fireEvent.click(sidebar().getByRole('checkbox', { name: /^Herbalune/ }));
    await waitFor(() => expect(shop.location.history!.at(-1)).toBe('/vitamines-mineraux.html?brand=4'));
    await act(() => loads.resolve(CATEGORY_LISTING));
    expect(page().matches({ shown: { data: 'ready' } })).toBe(true);
    expect(loads.waiting).toEqual([]);
  });

  it('a URL written by hand loads once, whatever its order and extra parameters', async () => {
    const { loads, page, shop } = await openListing('category', '?utm_source=mail&brand=7,4&page=1');
    // Which parameters are filters is the backend's to say: the loader asks it, and ignores the others.
    expect(loads.waiting).toEqual([{ source: { kind: 'category', uid: 'Mw==' }, search: '?brand=4,7&utm_source=mail' }]);
    await act(() => loads.resolve(CATEGORY_LISTING));
    expect(page().context.query.filters).toEqual({ brand: ['4', '7'] });
    act(() => shop.location.navigate('/vitamines-mineraux.html?brand=4,7'));
    expect(page().matches({ shown: { data: 'ready' } })).toBe(true);
    expect(loads.waiting).toEqual([]);
  });

  it('lists the filters the backend answers, whatever attributes they are', async () => {
    const flavour = { code: 'saveur', label: 'Saveur', options: [{ value: '301', label: 'Citron', count: 2 }, { value: '302', label: 'Orange', count: 1 }] };
    const { page } = await openCategory({ ...CATEGORY_LISTING, facets: [...CATEGORY_LISTING.facets, flavour], filterTypes: { ...CATEGORY_LISTING.filterTypes, saveur: 'equal' } });
    const groups = [...screen.getByRole('complementary').querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(groups).toEqual(['Catégorie', 'Prix', 'Marque', 'Saveur']);
    fireEvent.click(sidebar().getByRole('checkbox', { name: /^Orange/ }));
    expect(page().context.query.filters).toEqual({ saveur: ['302'] });
    await waitFor(() => expect(main().getByRole('button', { name: 'Remove filter Saveur: Orange' })).toBeTruthy());
  });

  it('a page past the last lands on the last page, in place of the URL, with the header and filters', async () => {
    const { loads, page, shop } = await openCategory(CATEGORY_LISTING, '?brand=7');
    // A link to a page that no longer exists (the catalogue shrank since it was made).
    act(() => shop.location.navigate('/vitamines-mineraux.html?brand=7&page=99'));
    await act(() => loads.reject(new Error('currentPage value 99 specified is greater than the 2 page(s) available.')));
    await waitFor(() => expect(loads.waiting).toEqual([{ source: { kind: 'category', uid: 'Mw==' }, search: '?brand=7&page=2' }]));
    await act(() => loads.resolve(CATEGORY_LISTING));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitamines & minéraux' })).toBeTruthy();
    expect(within(main().getByRole('navigation', { name: en['pagination.label'] })).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(main().getByRole('button', { name: 'Remove filter Marque: Maison Ambroisie' })).toBeTruthy();
    expect(main().queryByText(en['listing.failed'])).toBeNull();
    // The URL is replaced: back leaves the listing instead of coming back to the missing page.
    expect(shop.location.history).toEqual(['/vitamines-mineraux.html?brand=7', '/vitamines-mineraux.html?brand=7&page=2']);
    expect(page().matches({ shown: { data: 'ready' } })).toBe(true);
  });

  it('links the pages around the current one, the first and the last, with gaps between; only the current one marked', async () => {
    await openCategory({ ...CATEGORY_LISTING, totalPages: 12 }, '?page=6');
    const pages = within(main().getByRole('navigation', { name: en['pagination.label'] }));
    const entries = pages.getAllByRole('listitem', { hidden: true }).map((item) => item.textContent);
    expect(entries).toEqual([en['pagination.previous'], '1', '…', '5', '6', '7', '…', '12', en['pagination.next']]);
    expect(pages.getByRole('link', { name: en['pagination.previous'] }).getAttribute('href')).toBe('/vitamines-mineraux.html?page=5');
    expect(pages.getByRole('link', { name: en['pagination.next'] }).getAttribute('href')).toBe('/vitamines-mineraux.html?page=7');
    expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/vitamines-mineraux.html');
    expect(pages.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['6']);
  });

  it('the filter button counts the values ticked; a listing with no filters to offer has none', async () => {
    const ticked = await openCategory(CATEGORY_LISTING, '?brand=4,7&price=0_10');
    expect(main().getByRole('button', { name: 'Filter (3)' })).toBeTruthy();
    ticked.shop.app.stop();
    cleanup();
    await openCategory({ ...CATEGORY_LISTING, facets: [] });
    expect(main().queryByRole('button', { name: /^Filter/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: en['listing.filters.title'] })).toBeNull();
  });

  // What no control of the page sends (a stale click, a hand-made event) changes nothing: nothing is asked again.
  it('ignores a filter it does not offer, a sort it does not offer or already uses, and a sort over no products', async () => {
    const { loads, page, shop } = await openCategory();
    const listing = () => routedPage(shop.app);
    act(() => listing().send({ type: 'filter.toggle', code: 'brand', value: '999' }));
    act(() => listing().send({ type: 'filter.toggle', code: 'dietary', value: '4' }));
    act(() => listing().send({ type: 'sort.choose', sort: 'relevance' }));
    act(() => listing().send({ type: 'sort.choose', sort: 'position' }));
    expect(loads.waiting).toEqual([]);
    expect(page().matches({ shown: { data: 'ready' } })).toBe(true);
    shop.app.stop();
    cleanup();
    const empty = await openCategory({ ...EMPTY_CATEGORY_LISTING, facets: CATEGORY_LISTING.facets });
    act(() => routedPage(empty.shop.app).send({ type: 'sort.choose', sort: 'name' }));
    expect(empty.loads.waiting).toEqual([]);
  });

  it('opens no filter modal on a listing with nothing to filter', async () => {
    const { page, shop } = await openCategory({ ...CATEGORY_LISTING, facets: [] });
    act(() => routedPage(shop.app).send({ type: 'filterModal.open' }));
    expect(page().matches({ shown: { filterModal: 'open' } })).toBe(false);
  });

  it('offers the search sorts, relevance first', async () => {
    const { loads } = await openListing('search', '?query=magnesium');
    await act(() => loads.resolve(SEARCH_LISTING));
    expect(await main().findByText('Sorted by: relevance')).toBeTruthy();
    fireEvent.click(main().getByRole('button', { name: en['listing.sort.label'] }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Relevance', 'Name', 'Price: low to high', 'Price: high to low']);
    expect(items[0]!.getAttribute('aria-checked')).toBe('true');
  });
});
