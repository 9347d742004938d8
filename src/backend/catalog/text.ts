/** Lowercase without accents: how the shop compares French text ("Mélatonine" and "melatonine" are equal). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Magento's default catalog/search/max_query_length: a longer search is cut, as Magento's QueryFactory cuts it. */
const MAX_QUERY_LENGTH = 128;
/** Each word is a prefix term of the full-text query: beyond a few, a search only costs, it finds nothing more. */
const MAX_SEARCH_WORDS = 10;

/** Words of a shopper's search, accent-folded, each once; punctuation and FTS syntax are dropped. */
export function searchTokens(text: string): string[] {
  const words = foldText(text.slice(0, MAX_QUERY_LENGTH)).match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** An FTS5 query matching every word as a prefix, optionally within one column. */
export function ftsQuery(tokens: readonly string[], column?: string): string {
  const terms = tokens.map((t) => `"${t}"*`).join(' ');
  return column ? `${column} : (${terms})` : terms;
}
