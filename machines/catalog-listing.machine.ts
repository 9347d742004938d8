import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  activeSort,
  clearFilters,
  filterRule,
  hasFilters,
  isFilterSelected,
  lastPageOf,
  normalizeFilters,
  parseListingQuery,
  removeFilter,
  sameListingQuery,
  serializeListingQuery,
  toggleFilter,
  toggleFilterValue,
  withFilters,
  withFilterTypes,
  withPage,
  withSort,
  type FilterCode,
  type FilterTypes,
  type ListingFilters,
  type ListingQuery,
  type SortChoice,
} from '../src/domain/listing-query';
import { paginationItems, type PaginationItem } from '../src/domain/pagination';
import { DEFAULT_SEARCH_LENGTH, wantsSuggestions, type SearchLength } from '../src/domain/search';
import type { Content } from '../src/domain/page-builder';
import type { ProductPrice } from '../src/domain/product';
import type { ProductRating } from '../src/domain/review-stars';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

/** What the listing lists: a category's products, or the results of the search in the query string. */
export type ListingSource = { kind: 'category'; uid: string } | { kind: 'search' };

export interface ListingInput {
  source: ListingSource;
  /** The location's query string: filters, sort, page and the search term live there. */
  search: string;
  /** The store's bounds of a search term: a shorter one is not sent (nothing to list), a longer one is cut. */
  searchLength?: SearchLength;
}

/** A product as a listing shows it. */
export interface ListingProduct {
  uid: string;
  name: string;
  sku: string;
  /** `SimpleProduct`, `ConfigurableProduct` … */
  typename: string;
  /** Root-relative link to its page. */
  href: string;
  image: { url: string; label: string } | null;
  /** The lowest price (of its variants, for a configurable product). */
  price: ProductPrice;
  /** Variants cost more than `price`: it is shown as "from …". */
  priceVaries: boolean;
  inStock: boolean;
  /** Its review stars; null when nobody has reviewed it. */
  rating: ProductRating | null;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** A filter with its values (Magento's aggregation), each counted as if the filter's own values were not ticked. */
export interface Facet {
  code: FilterCode;
  label: string;
  options: FacetOption[];
}

export interface Breadcrumb {
  name: string;
  href: string;
}

export interface Listing {
  /** The category's header; null for search results. */
  category: { name: string; description: Content | null; breadcrumbs: Breadcrumb[] } | null;
  totalCount: number;
  totalPages: number;
  products: ListingProduct[];
  facets: Facet[];
  /** The sorts the backend offers here, among those of the kind. */
  sorts: SortChoice[];
  /** The filters the backend offers, and how it filters on each. */
  filterTypes: FilterTypes;
}

/** Names of the filters and values met during the visit: a chip keeps its name when its value leaves the facets. */
export type FilterLabels = Partial<Record<FilterCode, { label: string; values: Record<string, string> }>>;

export type ListingEvent =
  | { type: 'location.searchChanged'; search: string }
  | { type: 'filter.toggle'; code: FilterCode; value: string }
  | { type: 'filter.remove'; code: FilterCode; value: string }
  | { type: 'filters.clear' }
  | { type: 'sort.choose'; sort: SortChoice }
  | { type: 'retry' }
  | { type: 'filterModal.open' }
  | { type: 'filterModal.toggle'; code: FilterCode; value: string }
  | { type: 'filterModal.clear' }
  | { type: 'filterModal.apply' }
  | { type: 'filterModal.cancel' };

/** The listing's page: what to list, and where (the path its URL changes keep). */
export interface ListingPageInput extends ListingInput {
  path: string;
}

export interface ListingContext {
  source: ListingSource;
  /** The page's path: a shopper's change moves to it with a new query string. */
  path: string;
  /** Filters, sort, page (and search term), as read from the URL or changed by the shopper. */
  query: ListingQuery;
  /** The last listing loaded: kept on screen while the next one loads. */
  listing: Listing | null;
  labels: FilterLabels;
  /** The filter modal's pending choice (small screens): applied as a whole, or discarded. */
  draft: ListingFilters;
  /** Where the listing moved from a page past the last: a server redirects there. */
  movedTo: string | null;
  searchLength: SearchLength;
}

const sameFilters = (a: ListingFilters, b: ListingFilters, types: FilterTypes | null) =>
  JSON.stringify(normalizeFilters(a, types)) === JSON.stringify(normalizeFilters(b, types));

/** The listing state a shopper's change leads to. */
function changedQuery(context: ListingContext, event: ListingEvent): ListingQuery {
  switch (event.type) {
    case 'filter.toggle':
      return toggleFilter(context.query, event.code, event.value);
    case 'filter.remove':
      return removeFilter(context.query, event.code, event.value);
    case 'sort.choose':
      return withSort(context.query, event.sort);
    case 'filterModal.apply':
      return withFilters(context.query, context.draft);
    default:
      return clearFilters(context.query);
  }
}

function mergeLabels(labels: FilterLabels, facets: readonly Facet[]): FilterLabels {
  const merged: FilterLabels = { ...labels };
  for (const facet of facets) {
    const values = Object.fromEntries(facet.options.map((option) => [option.value, option.label]));
    merged[facet.code] = { label: facet.label, values: { ...merged[facet.code]?.values, ...values } };
  }
  return merged;
}

export interface FacetChoice extends FacetOption {
  selected: boolean;
}

export interface FacetView {
  code: FilterCode;
  label: string;
  /** Several values may be ticked (checkboxes), or one chosen (radio buttons). */
  multiple: boolean;
  options: FacetChoice[];
}

/** The facets with the given values ticked; a ticked value missing from its facet is listed (count 0) so it can be unticked. */
function facetsFor(context: ListingContext, filters: ListingFilters): FacetView[] {
  // The backend's filters in its order, then ticked ones it no longer lists here.
  const codes = [...new Set([...(context.listing?.facets ?? []).map((facet) => facet.code), ...Object.keys(filters)])];
  return codes.flatMap((code) => {
    const facet = context.listing?.facets.find((f) => f.code === code);
    const known = context.labels[code];
    const ticked = filters[code] ?? [];
    const missing = ticked
      .filter((value) => !facet?.options.some((option) => option.value === value))
      .map((value) => ({ value, label: known?.values[value] ?? value, count: 0 }));
    const options = [...(facet?.options ?? []), ...missing].map((option) => ({ ...option, selected: ticked.includes(option.value) }));
    if (options.length === 0) return [];
    const rule = filterRule(code, context.query.types);
    return [{ code, label: facet?.label ?? known?.label ?? rule.param, multiple: rule.multiple, options }];
  });
}

const request = ({ context }: { context: ListingContext }): ListingInput => ({
  source: context.source,
  search: serializeListingQuery(context.query),
  ...(context.source.kind === 'search' && { searchLength: context.searchLength }),
});

const loaded = [
  {
    guard: { type: 'hasProducts', params: ({ event }: { event: { output: Listing } }) => ({ listing: event.output }) },
    target: '#catalogListing.shown.data.ready',
    actions: { type: 'keepListing', params: ({ event }: { event: { output: Listing } }) => ({ listing: event.output }) },
  },
  {
    target: '#catalogListing.shown.data.empty',
    actions: { type: 'keepListing', params: ({ event }: { event: { output: Listing } }) => ({ listing: event.output }) },
  },
] as const;

/** The last page, when the backend says the one asked is past it; null for any other failure. */
const lastPageAfter = (error: unknown): number | null => (error instanceof Error ? lastPageOf(error.message) : null);

/**
 * A page past the last (the catalogue shrank since the link was made, or a URL written by hand): the listing moves
 * to the last page with the same filters and sort, in place of the URL, since the missing page is not worth a
 * history entry. Any other failure is shown as one.
 */
const pastLastPage = {
  guard: { type: 'isPastLastPage', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  actions: [
    { type: 'goToLastPage', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    { type: 'replaceSearch', params: ({ context }: { context: ListingContext }) => ({ path: context.path, search: serializeListingQuery(context.query) }) },
  ],
} as const;

/** A new query string from the router (back, forward, a pagination link): the listing follows it. */
const followLocation = {
  guard: { type: 'isNewLocation', params: ({ event }: { event: { search: string } }) => ({ search: event.search }) },
  actions: { type: 'followLocation', params: ({ event }: { event: { search: string } }) => ({ search: event.search }) },
} as const;

/** A shopper's change: the new state goes to the URL, and the products reload with the listing still shown. */
const change = [
  'changeQuery',
  { type: 'pushSearch', params: ({ context }: { context: ListingContext }) => ({ path: context.path, search: serializeListingQuery(context.query) }) },
] as const;

/**
 * Catalog listing (spec §2 category page and search results, §3 catalog state): filters, sort and page live
 * in the URL; the machine reads them from the query string it is given, and on a shopper's change asks the app
 * to move to the new URL (`pushSearch`), whose echo from the router is then a no-op. The first load shows a
 * shimmer; later loads keep the listing on screen, so the page keeps its layout, scroll position and the focus
 * of the control just used. On small screens the filters open in a modal whose choice is pending until applied.
 */
export const catalogListingMachine = setup({
  types: {
    context: {} as ListingContext,
    input: {} as ListingPageInput,
    events: {} as ListingEvent,
  },
  actors: {
    loadListing: providedByTheApp<Listing, ListingInput>('loadListing'),
  },
  actions: {
    followLocation: assign({
      query: ({ context }, params: { search: string }) => parseListingQuery(params.search, context.source.kind, context.query.types, context.searchLength.max),
    }),
    changeQuery: assign({ query: ({ context, event }) => changedQuery(context, event) }),
    goToLastPage: assign(({ context }, params: { error: unknown }) => {
      const query = withPage(context.query, lastPageAfter(params.error)!);
      return { query, movedTo: `${context.path}${serializeListingQuery(query)}` };
    }),
    // Filters the backend does not offer (a tracking parameter, a removed attribute) leave the state.
    keepListing: assign(({ context }, params: { listing: Listing }) => ({
      query: withFilterTypes(context.query, params.listing.filterTypes),
      listing: params.listing,
      labels: mergeLabels(context.labels, params.listing.facets),
    })),
    startDraft: assign({ draft: ({ context }) => context.query.filters }),
    toggleDraft: assign({
      draft: ({ context }, params: { code: FilterCode; value: string }) => toggleFilterValue(context.draft, params.code, params.value, context.query.types),
    }),
    clearDraft: assign({ draft: {} }),
    // Browser effect, provided by the app: move to the listing's new URL. A server has nowhere to go.
    pushSearch: (_: unknown, _params: { path: string; search: string }) => undefined,
    // The same, in place of the current entry. A server answers a redirect to `movedTo` instead.
    replaceSearch: (_: unknown, _params: { path: string; search: string }) => undefined,
  },
  guards: {
    isNewLocation: ({ context }, params: { search: string }) =>
      !sameListingQuery(parseListingQuery(params.search, context.source.kind, context.query.types, context.searchLength.max), context.query),
    hasProducts: (_, params: { listing: Listing }) => params.listing.products.length > 0,
    isPastLastPage: ({ context }, params: { error: unknown }) => {
      const last = lastPageAfter(params.error);
      return last !== null && last < context.query.page;
    },
    hasFilters: ({ context }) => hasFilters(context.query.filters),
    isSelected: ({ context }, params: { code: FilterCode; value: string }) => isFilterSelected(context.query.filters, params.code, params.value),
    /** A value the filters show (in the sidebar, or in the modal with its pending choice). */
    isOffered: ({ context }, params: { code: FilterCode; value: string; draft: boolean }) =>
      facetsFor(context, params.draft ? context.draft : context.query.filters).some(
        (facet) => facet.code === params.code && facet.options.some((option) => option.value === params.value),
      ),
    /** Another sort the listing offers; the sort menu is shown over products only. */
    isNewSort: ({ context }, params: { sort: SortChoice }) =>
      (context.listing?.products.length ?? 0) > 0 && context.listing!.sorts.includes(params.sort) && activeSort(context.query) !== params.sort,
    /** There is something to filter: values to tick, or ticked ones to untick. */
    canFilter: ({ context }) => (context.listing?.facets.length ?? 0) > 0 || hasFilters(context.query.filters),
    draftHasFilters: ({ context }) => hasFilters(context.draft),
    draftChanged: ({ context }) => !sameFilters(context.draft, context.query.filters, context.query.types),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'catalogListing',
  context: ({ input }) => ({
    source: input.source,
    path: input.path,
    query: parseListingQuery(input.search, input.source.kind, null, input.searchLength?.max),
    listing: null,
    labels: {},
    draft: {},
    movedTo: null,
    searchLength: input.searchLength ?? DEFAULT_SEARCH_LENGTH,
  }),
  initial: 'loading',
  states: {
    /** The first load: nothing to show yet but a shimmer. */
    loading: {
      invoke: {
        id: 'loadListing',
        src: 'loadListing',
        input: request,
        onDone: loaded,
        onError: [{ ...pastLastPage, target: 'loading', reenter: true }, { target: 'failed' }],
      },
      // A backend that never answers fails as any other failure: the shopper may try again.
      after: { requestTimeout: 'failed' },
      on: { 'location.searchChanged': { ...followLocation, target: 'loading', reenter: true } },
    },
    failed: {
      tags: ['settled', 'failed'],
      on: {
        retry: 'loading',
        'location.searchChanged': { ...followLocation, target: 'loading' },
      },
    },
    /** A listing is on screen; on small screens the filter modal opens over it. */
    shown: {
      type: 'parallel',
      // Back or forward also closes the filter modal, discarding its pending choice.
      on: { 'location.searchChanged': { ...followLocation, target: '.data.reloading' } },
      states: {
        data: {
          initial: 'ready',
          states: {
            reloading: {
              invoke: {
                id: 'loadListing',
                src: 'loadListing',
                input: request,
                onDone: loaded,
                onError: [{ ...pastLastPage, target: 'reloading', reenter: true }, { target: '#catalogListing.failed' }],
              },
              after: { requestTimeout: '#catalogListing.failed' },
            },
            ready: { tags: 'settled' },
            empty: { tags: 'settled' },
          },
        },
        filterModal: {
          initial: 'closed',
          states: {
            // The page's own controls: sidebar, chips, sort. The modal covers them while it is open.
            closed: {
              on: {
                'filterModal.open': { guard: 'canFilter', target: 'open', actions: 'startDraft' },
                'filter.toggle': {
                  guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code, value: event.value, draft: false }) },
                  target: '#catalogListing.shown.data.reloading',
                  actions: change,
                },
                'filter.remove': {
                  guard: { type: 'isSelected', params: ({ event }) => ({ code: event.code, value: event.value }) },
                  target: '#catalogListing.shown.data.reloading',
                  actions: change,
                },
                'filters.clear': { guard: 'hasFilters', target: '#catalogListing.shown.data.reloading', actions: change },
                'sort.choose': {
                  guard: { type: 'isNewSort', params: ({ event }) => ({ sort: event.sort }) },
                  target: '#catalogListing.shown.data.reloading',
                  actions: change,
                },
              },
            },
            open: {
              on: {
                'filterModal.toggle': {
                  guard: { type: 'isOffered', params: ({ event }) => ({ code: event.code, value: event.value, draft: true }) },
                  actions: { type: 'toggleDraft', params: ({ event }) => ({ code: event.code, value: event.value }) },
                },
                'filterModal.clear': { guard: 'draftHasFilters', actions: 'clearDraft' },
                // Applying closes the modal; a changed choice reloads the listing once.
                'filterModal.apply': [
                  { guard: 'draftChanged', target: '#catalogListing.shown.data.reloading', actions: change },
                  { target: 'closed' },
                ],
                'filterModal.cancel': 'closed',
              },
            },
          },
        },
      },
    },
  },
});

export type CatalogListingSnapshot = SnapshotFrom<typeof catalogListingMachine>;
export type CatalogListingActor = ActorRefFrom<typeof catalogListingMachine>;

// Selectors: what the listing pages show, as pure functions of the snapshot.

export type ListingPhase = 'loading' | 'failed' | 'shown';

export function selectPhase(snapshot: CatalogListingSnapshot): ListingPhase {
  if (snapshot.matches('loading')) return 'loading';
  return snapshot.matches('failed') ? 'failed' : 'shown';
}

export const selectListing = (snapshot: CatalogListingSnapshot): Listing | null => snapshot.context.listing;

/** The next listing is loading while the last one stays on screen. */
export const selectReloading = (snapshot: CatalogListingSnapshot): boolean => snapshot.matches({ shown: { data: 'reloading' } });

export const selectQuery = (snapshot: CatalogListingSnapshot): ListingQuery => snapshot.context.query;

/** The store's shortest search term (the empty listing's message says it). */
export const selectSearchMinLength = (snapshot: CatalogListingSnapshot): number => snapshot.context.searchLength.min;

/** The listing has products to show (else the empty message), and so something to sort. */
export const selectShowsProducts = (snapshot: CatalogListingSnapshot): boolean => (snapshot.context.listing?.products.length ?? 0) > 0;

/**
 * Why a listing is empty: a search term shorter than the store's minimum (never sent), the filters (which the
 * shopper can clear), or nothing matches at all.
 */
export function selectEmptyReason(snapshot: CatalogListingSnapshot): 'tooShort' | 'filters' | 'search' | 'category' {
  const { source, query, searchLength } = snapshot.context;
  if (source.kind === 'search' && query.term && !wantsSuggestions(query.term, searchLength)) return 'tooShort';
  if (hasFilters(snapshot.context.query.filters)) return 'filters';
  return snapshot.context.source.kind;
}

export const selectCanFilter = (snapshot: CatalogListingSnapshot): boolean =>
  (snapshot.context.listing?.facets.length ?? 0) > 0 || hasFilters(snapshot.context.query.filters);

export const selectFilterModalOpen = (snapshot: CatalogListingSnapshot): boolean => snapshot.matches({ shown: { filterModal: 'open' } });

/** The filters of the sidebar, as applied. */
export const selectFacets = (snapshot: CatalogListingSnapshot): FacetView[] => facetsFor(snapshot.context, snapshot.context.query.filters);

/** The filters of the modal, with its pending choice. */
export const selectDraftFacets = (snapshot: CatalogListingSnapshot): FacetView[] => facetsFor(snapshot.context, snapshot.context.draft);

export const selectDraftHasFilters = (snapshot: CatalogListingSnapshot): boolean => hasFilters(snapshot.context.draft);

export interface FilterChip {
  code: FilterCode;
  value: string;
  /** The filter's name ("Marque"). */
  facet: string;
  /** The value's name ("Herbalune"). */
  label: string;
}

/** How many values are ticked, for the button that opens the filters. */
export const selectFilterCount = (snapshot: CatalogListingSnapshot): number =>
  Object.values(snapshot.context.query.filters).reduce((count, values) => count + values.length, 0);

/** The current filters, one removable chip per ticked value. */
export const selectChips = (snapshot: CatalogListingSnapshot): FilterChip[] =>
  selectFacets(snapshot).flatMap((facet) =>
    facet.options.filter((option) => option.selected).map((option) => ({ code: facet.code, value: option.value, facet: facet.label, label: option.label })),
  );

export interface SortView {
  active: SortChoice;
  choices: SortChoice[];
}

export const selectSort = (snapshot: CatalogListingSnapshot): SortView => {
  const active = activeSort(snapshot.context.query);
  const offered = snapshot.context.listing?.sorts ?? [];
  return { active, choices: offered.includes(active) ? offered : [active, ...offered] };
};

export interface PageLink {
  page: number;
  /** The query string of that page. */
  search: string;
  current: boolean;
}

export interface PaginationView {
  items: (PageLink | { gap: true; key: string })[];
  previous: PageLink | null;
  next: PageLink | null;
}

/** Links to the pages of the listing (none for a single page). */
export function selectPagination(snapshot: CatalogListingSnapshot): PaginationView | null {
  const total = snapshot.context.listing?.totalPages ?? 0;
  if (total < 2) return null;
  const { query } = snapshot.context;
  const link = (page: number): PageLink => ({ page, search: serializeListingQuery(withPage(query, page)), current: page === query.page });
  const items = paginationItems(query.page, total).map((item: PaginationItem, i) => (item === 'gap' ? { gap: true as const, key: `gap-${i}` } : link(item)));
  return {
    items,
    previous: query.page > 1 ? link(Math.min(query.page - 1, total)) : null,
    next: query.page < total ? link(query.page + 1) : null,
  };
}

/** The query string of the listing's first page with the same filters: the way out of a page that does not exist. */
export const selectFirstPageSearch = (snapshot: CatalogListingSnapshot): string | null =>
  snapshot.context.query.page > 1 ? serializeListingQuery(withPage(snapshot.context.query, 1)) : null;
