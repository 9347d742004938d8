import { describe, expect, it } from 'vitest';
import { EVERY_TAG, tagPatterns, tagsOfPattern } from '../../src/server/tag-pattern';

// Magento's purge header: what its cache invalidation sends (Magento\CacheInvalidate), and what its VCL bans with.

describe('the X-Magento-Tags-Pattern of a purge', () => {
  it('is Magento’s: one "((^|,)tag(,|$))" alternative a tag, which bans exactly the objects holding one of them', () => {
    const [pattern] = tagPatterns(['cat_p_42', 'cat_c_7']);
    expect(pattern).toBe('((^|,)cat_p_42(,|$))|((^|,)cat_c_7(,|$))');
    // As Varnish applies it to an object's X-Magento-Tags.
    const bans = (tags: string) => new RegExp(pattern!).test(tags);
    expect(bans('cat_p,cat_p_42,gql_store_config')).toBe(true);
    expect(bans('cat_c_7')).toBe(true);
    expect(bans('cat_p,cat_p_420,cat_c_70')).toBe(false);
  });

  it('is split so that no header passes the limit, and no tag is lost or cut', () => {
    const tags = Array.from({ length: 2_000 }, (_, i) => `cat_p_${i}`);
    const patterns = tagPatterns(tags, 1_000);
    expect(patterns.length).toBeGreaterThan(1);
    for (const pattern of patterns) expect(pattern.length).toBeLessThanOrEqual(1_000);
    expect(patterns.flatMap(tagsOfPattern)).toEqual(tags);
  });

  it('purges everything as ".*", and reads ".*" or any pattern not of Magento’s form as everything', () => {
    expect(tagPatterns(['cat_p_1', EVERY_TAG])).toEqual(['.*']);
    expect(tagsOfPattern('.*')).toEqual([EVERY_TAG]);
    expect(tagsOfPattern('cat_p_.*')).toEqual([EVERY_TAG]);
    expect(tagsOfPattern('((^|,)cat_p_1(,|$))|cat_c_.*')).toEqual([EVERY_TAG]);
    expect(tagsOfPattern('')).toEqual([EVERY_TAG]);
  });

  it('reads back the tags it wrote, regular expression characters included', () => {
    const tags = ['cms_b_footer-links', 'cms_p_about.us', 'gql_store_config'];
    expect(tagsOfPattern(tagPatterns(tags)[0]!)).toEqual(tags);
    expect(new RegExp(tagPatterns(['cms_p_about.us'])[0]!).test('cms_p_aboutXus')).toBe(false);
  });
});
