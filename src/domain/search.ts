import { SEARCH_SUGGESTIONS_MIN_LENGTH } from './constants';

// The header's search (spec §2 "Search"): when suggestions are worth asking for, and where the results live.

/** Suggestions are asked for from 3 characters, spaces around the words not counted. */
export function wantsSuggestions(query: string): boolean {
  return query.trim().length >= SEARCH_SUGGESTIONS_MIN_LENGTH;
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
