import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { SEARCH_SUGGESTIONS_DEBOUNCE_MS } from '../src/domain/constants';
import { wantsSuggestions } from '../src/domain/search';

export interface ProductSuggestion {
  uid: string;
  name: string;
  href: string;
  image: { url: string; label: string } | null;
  price: { value: number; currency: string } | null;
}

export interface CategorySuggestion {
  uid: string;
  name: string;
  href: string;
  /** The names of its parent categories, top first. */
  parents: string[];
}

export interface Suggestions {
  query: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}

export type SearchSuggestionsEvent = { type: 'query.changed'; query: string } | { type: 'retry' };

export interface SearchSuggestionsContext {
  /** What the search field holds. */
  query: string;
  /** The last answer, kept on screen while the next one loads. */
  suggestions: Suggestions | null;
}

/**
 * Suggestions as the shopper types in the search panel (spec §2 "Search"): products and categories, asked for
 * from 3 characters once typing pauses (SUGGEST_DEBOUNCE). A new query while one is loading stops the stale
 * request (the invoked loader is stopped and its request aborted).
 */
export const searchSuggestionsMachine = setup({
  types: {
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
  },
  actors: {
    loadSuggestions: fromPromise<Suggestions, { query: string }>(async () => {
      throw new Error('loadSuggestions is provided by the app.');
    }),
  },
  delays: {
    SUGGEST_DEBOUNCE: SEARCH_SUGGESTIONS_DEBOUNCE_MS,
  },
  actions: {
    keepQuery: assign({ query: (_, params: { query: string }) => params.query }),
    keepSuggestions: assign({ suggestions: (_, params: { suggestions: Suggestions }) => params.suggestions }),
    forgetSuggestions: assign({ suggestions: null }),
  },
  guards: {
    wantsSuggestions: (_, params: { query: string }) => wantsSuggestions(params.query),
    hasSuggestions: (_, params: { suggestions: Suggestions }) => params.suggestions.products.length + params.suggestions.categories.length > 0,
  },
}).createMachine({
  id: 'searchSuggestions',
  context: { query: '', suggestions: null },
  on: {
    'query.changed': [
      {
        guard: { type: 'wantsSuggestions', params: ({ event }) => ({ query: event.query }) },
        target: '.debouncing',
        reenter: true,
        actions: { type: 'keepQuery', params: ({ event }) => ({ query: event.query }) },
      },
      { target: '.idle', actions: [{ type: 'keepQuery', params: ({ event }) => ({ query: event.query }) }, 'forgetSuggestions'] },
    ],
  },
  initial: 'idle',
  states: {
    idle: {},
    debouncing: {
      after: { SUGGEST_DEBOUNCE: 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadSuggestions',
        src: 'loadSuggestions',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: [
          {
            guard: { type: 'hasSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
            target: 'ready',
            actions: { type: 'keepSuggestions', params: ({ event }) => ({ suggestions: event.output }) },
          },
          { target: 'noResults', actions: 'forgetSuggestions' },
        ],
        onError: { target: 'failed', actions: 'forgetSuggestions' },
      },
    },
    ready: {},
    noResults: {},
    failed: {
      on: { retry: 'loading' },
    },
  },
});

export type SearchSuggestionsSnapshot = SnapshotFrom<typeof searchSuggestionsMachine>;
export type SearchSuggestionsActor = ActorRefFrom<typeof searchSuggestionsMachine>;

/** What the panel shows under the field. */
export type SuggestionsView =
  | { state: 'none' }
  /** 1 or 2 characters: a hint that suggestions start at 3. */
  | { state: 'tooShort' }
  /** Waiting or loading; the previous suggestions stay until the new ones arrive. */
  | { state: 'loading'; previous: Suggestions | null }
  | { state: 'ready'; suggestions: Suggestions }
  | { state: 'noResults'; query: string }
  | { state: 'failed' };

export function selectSuggestionsView(s: SearchSuggestionsSnapshot): SuggestionsView {
  if (s.matches('ready') && s.context.suggestions) return { state: 'ready', suggestions: s.context.suggestions };
  if (s.matches('noResults')) return { state: 'noResults', query: s.context.query.trim() };
  if (s.matches('failed')) return { state: 'failed' };
  if (s.matches('debouncing') || s.matches('loading')) return { state: 'loading', previous: s.context.suggestions };
  return s.context.query.trim() ? { state: 'tooShort' } : { state: 'none' };
}

export const selectQuery = (s: SearchSuggestionsSnapshot) => s.context.query;

/** Same view (keeps the panel from re-rendering for snapshots that change nothing on screen). */
export const sameSuggestionsView = (a: SuggestionsView, b: SuggestionsView) => JSON.stringify(a) === JSON.stringify(b);
