import { describe, expect, it } from 'vitest';
import { movedHighlight, searchLengthOf, searchResultsPath, wantsSuggestions } from '../../src/domain/search';

describe('the search panel’s rules', () => {
  it('ask for suggestions from 3 characters, spaces round the words not counted', () => {
    expect(wantsSuggestions(' zi ')).toBe(false);
    expect(wantsSuggestions('zin')).toBe(true);
  });

  it('follow the store’s bounds: its minimum, Magento’s special characters not counted, and its maximum cut first', () => {
    expect(wantsSuggestions('zinc', { min: 5, max: 128 })).toBe(false);
    expect(wantsSuggestions('zinc!', { min: 4, max: 128 })).toBe(true);
    expect(wantsSuggestions('z-i-n', { min: 4, max: 128 })).toBe(false);
    expect(wantsSuggestions('   zinc', { min: 3, max: 4 })).toBe(false);
  });

  it('read the bounds from the store config, Magento’s defaults (3 and 128) when it says nothing usable', () => {
    expect(searchLengthOf({ catalog_search_min_query_length: 2, catalog_search_max_query_length: 64 })).toEqual({ min: 2, max: 64 });
    expect(searchLengthOf({})).toEqual({ min: 3, max: 128 });
    expect(searchLengthOf({ catalog_search_min_query_length: 0, catalog_search_max_query_length: null })).toEqual({ min: 3, max: 128 });
    expect(searchLengthOf({ catalog_search_min_query_length: 10, catalog_search_max_query_length: 5 })).toEqual({ min: 10, max: 10 });
  });

  it('send a search to the results page, the query trimmed and encoded', () => {
    expect(searchResultsPath(' omega 3 ')).toBe('/search.html?query=omega%203');
  });

  it('move the highlight down from none to the first, up from none to the last, and wrap round both ends', () => {
    expect(movedHighlight(null, 4, 1)).toBe(0);
    expect(movedHighlight(null, 4, -1)).toBe(3);
    expect(movedHighlight(1, 4, 1)).toBe(2);
    expect(movedHighlight(3, 4, 1)).toBe(0);
    expect(movedHighlight(0, 4, -1)).toBe(3);
    expect(movedHighlight(null, 0, 1)).toBeNull();
  });
});
