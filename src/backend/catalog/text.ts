/** Lowercase without accents: how the shop compares French text ("Mélatonine" and "melatonine" are equal). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Words of a shopper's search, accent-folded; punctuation and FTS syntax are dropped. */
export function searchTokens(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** An FTS5 query matching every word as a prefix, optionally within one column. */
export function ftsQuery(tokens: readonly string[], column?: string): string {
  const terms = tokens.map((t) => `"${t}"*`).join(' ');
  return column ? `${column} : (${terms})` : terms;
}
