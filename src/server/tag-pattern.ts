// Magento's purge contract: a PURGE request names the cache tags to drop in its X-Magento-Tags-Pattern header, a
// regular expression over an object's X-Magento-Tags ("((^|,)cat_p_42(,|$))|((^|,)cat_c_7(,|$))"), ".*" for all.

/** The tag a purge of everything names: no Magento tag holds a "*". */
export const EVERY_TAG = '*';

/** Magento splits a purge whose header would pass this many bytes (Varnish's default limit is 8 KB a header). */
export const TAG_PATTERN_MAX_LENGTH = 7_500;

const escaped = (tag: string) => tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header values that purge `tags`, as few as fit under `maxLength` each; [".*"] for everything. */
export function tagPatterns(tags: readonly string[], maxLength = TAG_PATTERN_MAX_LENGTH): string[] {
  if (tags.includes(EVERY_TAG)) return ['.*'];
  const patterns: string[] = [];
  let current = '';
  for (const tag of new Set(tags)) {
    const one = `((^|,)${escaped(tag)}(,|$))`;
    if (current && current.length + 1 + one.length > maxLength) {
      patterns.push(current);
      current = '';
    }
    current = current ? `${current}|${one}` : one;
  }
  if (current) patterns.push(current);
  return patterns;
}

const ONE_TAG = /\(\(\^\|,\)((?:\\.|[^\\()|,])+)\(,\|\$\)\)/g;

/**
 * The tags a pattern names: Magento's form, read back; anything else (".*", a pattern of another form) is read as
 * everything, since dropping too much only costs renders and dropping too little shows a shopper stale prices.
 */
export function tagsOfPattern(pattern: string): string[] {
  const tags = [...pattern.matchAll(ONE_TAG)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
  const rest = pattern.replace(ONE_TAG, '').replace(/\|/g, '');
  return tags.length > 0 && rest === '' ? tags : [EVERY_TAG];
}
