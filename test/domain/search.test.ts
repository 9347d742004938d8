import { describe, expect, it } from 'vitest';
import { movedHighlight, searchResultsPath, wantsSuggestions } from '../../src/domain/search';

describe('the search panel’s rules', () => {
  it('ask for suggestions from 3 characters, spaces round the words not counted', () => {
    expect(wantsSuggestions(' zi ')).toBe(false);
    expect(wantsSuggestions('zin')).toBe(true);
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
