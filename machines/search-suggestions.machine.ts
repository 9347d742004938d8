import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { SEARCH_SUGGESTIONS_DEBOUNCE_MS } from '../src/domain/constants';
import { DEFAULT_SEARCH_LENGTH, movedHighlight, searchResultsPath, wantsSuggestions, type SearchLength } from '../src/domain/search';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

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

export type SearchSuggestionsEvent =
  | { type: 'query.changed'; query: string }
  | { type: 'retry' }
  /** ArrowDown (1) or ArrowUp (-1) in the field: the highlight moves through the suggestions, wrapping round. */
  | { type: 'highlight.move'; by: 1 | -1 }
  /** Enter in the field (or the Search button): the highlighted suggestion, or else the results for the query. */
  | { type: 'submit' };

export interface SearchSuggestionsContext {
  /** What the search field holds. */
  query: string;
  /** The last answer, kept on screen while the next one loads. */
  suggestions: Suggestions | null;
  /** The highlighted suggestion, by its place among them ("see all results" last); none until an arrow key. */
  active: number | null;
  /** The store's bounds of a search: shorter is not sent, longer is cut. */
  length: SearchLength;
}

/** The store's bounds of a search (its config); Magento's defaults without. */
export interface SearchSuggestionsInput {
  length?: SearchLength;
}

/** Where each suggestion leads, in the order shown: products, categories, then all the results for the query. */
export function suggestionTargets(suggestions: Suggestions, query: string): string[] {
  return [...suggestions.products.map((p) => p.href), ...suggestions.categories.map((c) => c.href), searchResultsPath(query)];
}

/**
 * Suggestions as the shopper types in the search panel (spec §2 "Search"): products and categories, asked for
 * from the store's minimum length (3 by default) once typing pauses (SUGGEST_DEBOUNCE). A new query while one is loading stops the stale
 * request (the invoked loader is stopped and its request aborted). Once they are there, the arrow keys move a
 * highlight through them (typing again forgets it), and a submit goes where the highlight is, or else to the
 * results for what was typed (`go`, provided by the app).
 */
export const searchSuggestionsMachine = setup({
  types: {
    context: {} as SearchSuggestionsContext,
    events: {} as SearchSuggestionsEvent,
    input: {} as SearchSuggestionsInput,
  },
  actors: {
    loadSuggestions: providedByTheApp<Suggestions, { query: string }>('loadSuggestions'),
  },
  delays: {
    SUGGEST_DEBOUNCE: SEARCH_SUGGESTIONS_DEBOUNCE_MS,
    requestTimeout: WAIT_LIMITS.requestTimeout,
  },
  actions: {
    keepQuery: assign({ query: ({ context }, params: { query: string }) => params.query.slice(0, context.length.max) }),
    keepSuggestions: assign({ suggestions: (_, params: { suggestions: Suggestions }) => params.suggestions }),
    forgetSuggestions: assign({ suggestions: null }),
    moveHighlight: assign({
      active: ({ context }, params: { by: 1 | -1 }) =>
        movedHighlight(context.active, context.suggestions ? suggestionTargets(context.suggestions, context.query).length : 0, params.by),
    }),
    forgetHighlight: assign({ active: null }),
    /** Moves the browser to a path of the shop. */
    go: (_, _params: { to: string }) => undefined,
  },
  guards: {
    wantsSuggestions: ({ context }, params: { query: string }) => wantsSuggestions(params.query, context.length),
    hasSuggestions: (_, params: { suggestions: Suggestions }) => params.suggestions.products.length + params.suggestions.categories.length > 0,
  },
}).createMachine({
  id: 'searchSuggestions',
  context: ({ input }) => ({ query: '', suggestions: null, active: null, length: input.length ?? DEFAULT_SEARCH_LENGTH }),
  on: {
    'query.changed': [
      {
        guard: { type: 'wantsSuggestions', params: ({ event }) => ({ query: event.query }) },
        target: '.debouncing',
        reenter: true,
        actions: [{ type: 'keepQuery', params: ({ event }) => ({ query: event.query }) }, 'forgetHighlight'],
      },
      { target: '.idle', actions: [{ type: 'keepQuery', params: ({ event }) => ({ query: event.query }) }, 'forgetSuggestions', 'forgetHighlight'] },
    ],
    submit: { actions: { type: 'go', params: ({ context }) => ({ to: searchResultsPath(context.query) }) } },
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
      after: { requestTimeout: { target: 'failed', actions: 'forgetSuggestions' } },
    },
    ready: {
      on: {
        'highlight.move': { actions: { type: 'moveHighlight', params: ({ event }) => event } },
        submit: { actions: { type: 'go', params: ({ context }) => ({ to: highlightedTarget(context) }) } },
      },
    },
    noResults: {},
    failed: {
      on: { retry: 'loading' },
    },
  },
});

/** Where the highlight leads, or the results for the query when nothing is highlighted. */
function highlightedTarget({ suggestions, query, active }: SearchSuggestionsContext): string {
  return (suggestions && active !== null && suggestionTargets(suggestions, query)[active]) || searchResultsPath(query);
}

export type SearchSuggestionsSnapshot = SnapshotFrom<typeof searchSuggestionsMachine>;
export type SearchSuggestionsActor = ActorRefFrom<typeof searchSuggestionsMachine>;

/** What the panel shows under the field. */
export type SuggestionsView =
  | { state: 'none' }
  /** Fewer characters than the store's minimum: a hint that suggestions start there. */
  | { state: 'tooShort'; min: number }
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
  return s.context.query.trim() ? { state: 'tooShort', min: s.context.length.min } : { state: 'none' };
}

/** The longest search the field takes. */
export function selectMaxLength(s: SearchSuggestionsSnapshot): number {
  return s.context.length.max;
}

export const selectQuery = (s: SearchSuggestionsSnapshot) => s.context.query;

/** The highlighted suggestion's place, while the suggestions it is among are on screen. */
export const selectActive = (s: SearchSuggestionsSnapshot) => (s.matches('ready') ? s.context.active : null);

/** Same view (keeps the panel from re-rendering for snapshots that change nothing on screen). */
export const sameSuggestionsView = (a: SuggestionsView, b: SuggestionsView) => JSON.stringify(a) === JSON.stringify(b);
