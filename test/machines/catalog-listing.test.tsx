import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  catalogListingMachine,
  selectChips,
  selectFacets,
  selectShowsProducts,
  type CatalogListingSnapshot,
  type Listing,
  type ListingInput,
} from '../../machines/catalog-listing.machine';
import type { Location } from '../../machines/router.machine';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { activeSort, priceBounds, serializeListingQuery } from '../../src/domain/listing-query';
import type { Resolution } from '../../src/domain/routes';
import { CATEGORY_LISTING, EMPTY_CATEGORY_LISTING, EMPTY_SEARCH_LISTING, LISTING_PRODUCTS, SEARCH_LISTING } from '../fixtures/listings';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
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

/** A filter value as a shopper reads it: price buckets in euros, anything else by its name. */
function valueText(code: string, label: string, value: string) {
  if (code !== 'price') return label;
  const { from, to } = priceBounds(value);
  return `${euros(from!, true)} – ${euros(to!, true)}`;
}

const SORT_LINES = {
  relevance: 'Sorted by: relevance',
  position: 'Sorted by: our selection',
  name: 'Sorted by: name',
  'price-asc': 'Sorted by: price, low to high',
  'price-desc': 'Sorted by: price, high to low',
};

const COUNTS = (count: number) => (count === 0 ? 'No products' : count === 1 ? '1 product' : `${count} products`);

const main = () => within(screen.getByRole('main'));
const sidebar = () => within(screen.getByRole('complementary'));
const dialog = () => within(screen.getByRole('dialog', { name: en['listing.filters.title'] }));

/** What a shopper sees in each state: the shimmer, the error, or the listing as the URL says. */
async function expectListing(kind: Kind, snapshot: CatalogListingSnapshot, url: string) {
  const { query, listing } = snapshot.context;
  // The URL always tells the state: shareable, and back and forward find it again.
  expect(url).toBe(`${SHOPS[kind].path}${serializeListingQuery(query)}`);
  if (snapshot.matches('loading')) {
    await waitFor(() => expect(document.querySelector(`.page-shimmer--${kind}`)).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await main().findByText(en['listing.failed'])).toBeTruthy();
    expect(main().getByRole('button', { name: en['common.retry'] })).toBeTruthy();
    const firstPage = main().queryByRole('link', { name: en['listing.firstPage'] });
    expect(firstPage?.getAttribute('href') ?? null).toBe(query.page > 1 ? `${SHOPS[kind].path}${serializeListingQuery({ ...query, page: 1 })}` : null);
    return;
  }
  const title = kind === 'category' ? listing!.category!.name : `Results for "${query.term}"`;
  const modalOpen = snapshot.matches({ shown: { filterModal: 'open' } });
  // The modal hides the page from assistive technology while it is open.
  expect(await screen.findByRole('heading', { level: 1, name: title, hidden: modalOpen })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog') !== null).toBe(modalOpen));
  if (modalOpen) {
    // The modal's ticks are its pending choice.
    const ticked = snapshot.context.draft.price ?? [];
    const chosen = dialog().getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    expect(chosen.map((radio) => radio.getAttribute('value'))).toEqual(ticked.length ? [...ticked] : ['']);
    expect(dialog().queryByRole('button', { name: en['listing.filters.clearAll'] }) !== null).toBe(Object.keys(snapshot.context.draft).length > 0);
    return;
  }
  expect(main().getByRole('status').textContent).toBe(COUNTS(listing!.totalCount));

  // While the next listing loads, the last one stays, marked busy.
  const results = main().getByRole('region', { name: en['listing.results'] });
  expect(results.getAttribute('aria-busy')).toBe(String(snapshot.matches({ shown: { data: 'reloading' } })));

  if (selectShowsProducts(snapshot)) {
    expect(within(results).getAllByRole('article').map((card) => within(card).getByRole('link').textContent)).toEqual(
      listing!.products.map((product) => product.name),
    );
    expect(main().getByText(SORT_LINES[activeSort(query)])).toBeTruthy();
  } else {
    const filtered = selectChips(snapshot).length > 0;
    expect(within(results).getByText(filtered ? en['listing.empty.filters'] : en[`listing.empty.${kind}`])).toBeTruthy();
    expect(within(results).queryByRole('button', { name: en['listing.filters.clearAll'] }) !== null).toBe(filtered);
    expect(main().queryByText(/^Sorted by/)).toBeNull();
  }

  // The current filters as chips; the sidebar ticks what the URL says.
  const chips = selectChips(snapshot);
  const shownChips = main().queryAllByRole('button', { name: /^Remove filter/ }).map((chip) => chip.textContent);
  expect(shownChips).toEqual(chips.map((chip) => `${chip.facet}: ${valueText(chip.code, chip.label, chip.value)}`));
  const brands = selectFacets(snapshot).find((facet) => facet.code === 'brand');
  for (const option of brands?.options ?? []) {
    const box = sidebar().getByRole('checkbox', { name: new RegExp(`^${option.label}`) }) as HTMLInputElement;
    expect(box.checked, option.label).toBe(option.selected);
  }

  // Page links: the current one marked, each with the filters and sort of the URL.
  const pages = main().queryByRole('navigation', { name: en['pagination.label'] });
  expect(pages !== null).toBe(listing!.totalPages > 1);
  if (pages) {
    const current = within(pages).getByRole('link', { name: `Page ${query.page}` });
    expect(current.getAttribute('aria-current')).toBe('page');
    const second = within(pages).getByRole('link', { name: 'Page 2' });
    expect(second.getAttribute('href')).toBe(`${SHOPS[kind].path}${serializeListingQuery({ ...query, page: 2 })}`);
  }
}

function runPaths(kind: Kind, model: MachineModel<typeof catalogListingMachine>) {
  const input = model.input as ListingInput;
  for (const path of pathsOf(model)) {
    it(describePath(path), async () => {
      const { shop, loads, page } = await openListing(kind, input.search);
      const url = () => shop.location.history!.at(-1)!;
      await drive(catalogListingMachine, path, {
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
            const option = selectFacets(page()).find((f) => f.code === event.code)!.options.find((o) => o.value === event.value)!;
            fireEvent.click(sidebar().getByRole('checkbox', { name: new RegExp(`^${option.label}`) }));
          },
          'filter.remove': (event) => {
            const chip = selectChips(page()).find((c) => c.code === event.code && c.value === event.value)!;
            fireEvent.click(main().getByRole('button', { name: `Remove filter ${chip.facet}: ${valueText(chip.code, chip.label, chip.value)}` }));
          },
          'filters.clear': () => void fireEvent.click(main().getAllByRole('button', { name: en['listing.filters.clearAll'] })[0]!),
          'sort.choose': async (event) => {
            fireEvent.click(main().getByRole('button', { name: en['listing.sort.label'] }));
            const names = { 'price-asc': en['listing.sort.priceAsc'] } as Record<string, string>;
            fireEvent.click(await screen.findByRole('menuitemradio', { name: names[event.sort] }));
          },
          'filterModal.open': () => void fireEvent.click(main().getByRole('button', { name: /^Filter/ })),
          'filterModal.toggle': (event) => void fireEvent.click(dialog().getByRole('radio', { name: new RegExp(`^${valueText('price', '', event.value)}`) })),
          'filterModal.clear': () => void fireEvent.click(dialog().getByRole('button', { name: en['listing.filters.clearAll'] })),
          'filterModal.apply': () => void fireEvent.click(dialog().getByRole('button', { name: en['listing.filters.apply'] })),
          'filterModal.cancel': () => void fireEvent.click(dialog().getByRole('button', { name: en['listing.filters.cancel'] })),
        },
        expect: (snapshot) => expectListing(kind, snapshot, url()),
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
