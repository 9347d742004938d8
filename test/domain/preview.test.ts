import { describe, expect, it } from 'vitest';
import { PREVIEW_OPERATIONS, PREVIEW_TTL_MS } from '../../src/domain/preview';
import { previewFromMessage } from '../../src/domain/preview-message';

describe('an admin’s preview message (spec §4)', () => {
  it('carries Authorization as a bearer token and Preview-Version', () => {
    expect(previewFromMessage({ Authorization: 'Bearer eyJh.eyJ1.c2ln', 'Preview-Version': '1767225600' })).toEqual({
      token: 'eyJh.eyJ1.c2ln', version: '1767225600',
    });
  });

  it('anything else is no preview', () => {
    for (const data of [
      null, 'Bearer x', 42, {}, { Authorization: 'Bearer x' }, { 'Preview-Version': '1' },
      { Authorization: 'Basic eA==', 'Preview-Version': '1' }, { Authorization: 'Bearer ', 'Preview-Version': '1' },
      { Authorization: 'Bearer a b', 'Preview-Version': '1' }, { Authorization: 'Bearer <script>', 'Preview-Version': '1' },
      { Authorization: `Bearer ${'a'.repeat(2000)}`, 'Preview-Version': '1' },
      { Authorization: 'Bearer x', 'Preview-Version': 1 }, { Authorization: 'Bearer x', 'Preview-Version': '0' },
      { Authorization: 'Bearer x', 'Preview-Version': '1.5' }, { Authorization: 'Bearer x', 'Preview-Version': '12345678901234' },
    ]) {
      expect(previewFromMessage(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('is removed after 10 s (spec §9) and changes the category, product, CMS, cart, listing and search reads (spec §6)', () => {
    expect(PREVIEW_TTL_MS).toBe(10_000);
    expect([...PREVIEW_OPERATIONS].sort()).toEqual([
      'Cart', 'CategoryListing', 'CmsBlocks', 'CmsPage', 'GetContactPageCmsBlocks', 'ProductDetails', 'SearchListing', 'SearchSuggestions',
    ]);
  });
});
