// The header's search (spec §2 "Search"): when a search is worth sending, and where the results live.

/** The store's bounds of a search, in characters (Magento's catalog/search/min_query_length and max_query_length). */
export interface SearchLength {
  min: number;
  max: number;
}

/** Magento's defaults, for a store config that does not say. */
export const DEFAULT_SEARCH_LENGTH: SearchLength = { min: 3, max: 128 };

const whole = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : fallback);

/** The bounds the store config gives (catalog_search_min_query_length, catalog_search_max_query_length). */
export function searchLengthOf(config: { catalog_search_min_query_length?: number | null; catalog_search_max_query_length?: number | null }): SearchLength {
  const min = whole(config.catalog_search_min_query_length, DEFAULT_SEARCH_LENGTH.min);
  return { min, max: Math.max(min, whole(config.catalog_search_max_query_length, DEFAULT_SEARCH_LENGTH.max)) };
}

/** Characters Magento leaves out when it measures a match (its CategoryFilter's special characters). */
const SPECIAL_CHARACTERS = /[-+~/\\<>'":*$#@()!,.?`=%&^]/g;

/**
 * Whether a search is long enough to send: at least `min` characters once cut at `max`, spaces around the words
 * and Magento's special characters not counted (the backend refuses a shorter category match, and finds nothing
 * for a shorter search).
 */
export function wantsSuggestions(query: string, { min, max }: SearchLength = DEFAULT_SEARCH_LENGTH): boolean {
  return [...query.slice(0, max).replace(SPECIAL_CHARACTERS, '').trim()].length >= min;
}

/** The search results page for a query. */
export function searchResultsPath(query: string): string {
  return `/search.html?query=${encodeURIComponent(query.trim())}`;
}

/**
 * The highlighted suggestion after an arrow key, among `count` (the last one is "see all results"): down from none
 * is the first, up from none the last; past either end wraps round.
 */
export function movedHighlight(active: number | null, count: number, by: 1 | -1): number | null {
  if (count === 0) return null;
  if (active === null) return by === 1 ? 0 : count - 1;
  return (active + by + count) % count;
}
