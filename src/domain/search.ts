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
