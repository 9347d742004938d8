import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** What the listing lists: a category's products, or the results of the search in the query string. */
export type ListingSource = { kind: 'category'; uid: string } | { kind: 'search' };

export interface ListingInput {
  source: ListingSource;
  /** The location's query string: filters, sort, page and the search term live there. */
  search: string;
}

export interface Listing {
  title: string;
  totalCount: number;
  items: { uid: string; name: string; urlKey: string }[];
}

/** Catalog listing (spec §2 category page, search results): loads, then shows the products. */
export const catalogListingMachine = setup({
  types: {
    context: {} as ListingInput & { listing: Listing | null },
    input: {} as ListingInput,
    events: {} as { type: 'location.searchChanged'; search: string },
  },
  actors: {
    loadListing: fromPromise<Listing, ListingInput>(async () => {
      throw new Error('loadListing is provided by the app.');
    }),
  },
}).createMachine({
  id: 'catalogListing',
  context: ({ input }) => ({ ...input, listing: null }),
  initial: 'loading',
  on: {
    'location.searchChanged': { target: '.loading', actions: assign({ search: ({ event }) => event.search }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadListing',
        input: ({ context }) => ({ source: context.source, search: context.search }),
        onDone: { target: 'ready', actions: assign({ listing: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { tags: 'settled' },
    failed: { tags: 'settled' },
  },
});

export type CatalogListingSnapshot = SnapshotFrom<typeof catalogListingMachine>;
