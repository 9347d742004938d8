import { describe, expect, it } from 'vitest';
import { paginationItems } from '../../src/domain/pagination';

describe('pagination links', () => {
  it('link every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keep the first, the last and the neighbours of the current page, with gaps of two pages or more', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('never hide a single page behind a gap', () => {
    expect(paginationItems(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
  });
});
