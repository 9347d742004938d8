/** Lowercase without accents: how the shop compares French text ("Mélatonine" and "melatonine" are equal). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The catalog search's query length bounds (store config catalog_search_min/max_query_length). */
export interface QueryLength {
  min: number;
  max: number;
}

/** Magento's defaults for catalog/search/min_query_length and max_query_length. */
export const DEFAULT_QUERY_LENGTH: QueryLength = { min: 3, max: 128 };

/** Each word is a prefix term of the full-text query: beyond a few, a search only costs, it finds nothing more. */
const MAX_SEARCH_WORDS = 10;

/**
 * Words of a shopper's search, accent-folded, each once; punctuation and FTS syntax are dropped. A search longer
 * than `max` characters is cut, as Magento's QueryFactory cuts it.
 */
export function searchTokens(text: string, max = DEFAULT_QUERY_LENGTH.max): string[] {
  const words = foldText(text.slice(0, max)).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** An FTS5 query matching every word as a prefix, optionally within one column. */
export function ftsQuery(tokens: readonly string[], column?: string): string {
  const terms = tokens.map((t) => `"${t}"*`).join(' ');
  return column ? `${column} : (${terms})` : terms;
}

/**
 * Whether a search is too short to run (Magento's Query::isQueryTextShort): some text, but fewer characters than
 * `min` once trimmed. Magento's catalog search then finds nothing. An empty search is no search (every product).
 */
export function isQueryTextShort(text: string, { min, max }: QueryLength): boolean {
  const length = [...text.trim().slice(0, max)].length;
  return length > 0 && length < min;
}
