import { describe, expect, test } from 'vitest';
import { productRating, starFills, starScale } from '../../src/domain/review-stars';

const STAR_RATING = { items: [{ values: ['1', '2', '3', '4', '5'].map((value) => ({ value })) }] };

describe('review stars', () => {
  test('the scale is the rating metadata’s highest value: "Star Rating with values 1 to 5" gives 5 stars', () => {
    expect(starScale(STAR_RATING)).toBe(5);
    expect(starScale({ items: [{ values: ['1', '2', '3'].map((value) => ({ value })) }] })).toBe(3);
  });

  test('a shop without a rating has no scale, and so no stars', () => {
    expect(starScale({ items: [] })).toBeNull();
    expect(starScale({ items: [{ values: ['0', '-1', '2.5', 'x', '4'].map((value) => ({ value })) }] })).toBe(4);
    expect(starScale({ items: [{ values: ['0', '-3', 'deux'].map((value) => ({ value })) }] })).toBeNull();
    expect(productRating(90, 1, 5)).toEqual({ average: 4.5, scale: 5, count: 1 });
    expect(productRating(-20, 3, 5)).toBeNull();
    expect(starScale(null)).toBeNull();
    expect(productRating(90, 12, null)).toBeNull();
  });

  test('the average is the summary in percent on the scale, to a tenth', () => {
    expect(productRating(90, 12, 5)).toEqual({ average: 4.5, scale: 5, count: 12 });
    expect(productRating(86.6667, 3, 5)).toEqual({ average: 4.3, scale: 5, count: 3 });
    expect(productRating(100, 1, 5)).toEqual({ average: 5, scale: 5, count: 1 });
  });

  test('a product without reviews shows no stars at all', () => {
    expect(productRating(0, 0, 5)).toBeNull();
    expect(productRating(null, null, 5)).toBeNull();
    expect(productRating(80, 0, 5)).toBeNull();
  });

  test('stars fill up to the average, the last one partly', () => {
    expect(starFills({ average: 4.5, scale: 5, count: 12 })).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills({ average: 4.3, scale: 5, count: 3 }).map((fill) => Math.round(fill * 10) / 10)).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills({ average: 1, scale: 5, count: 1 })).toEqual([1, 0, 0, 0, 0]);
  });
});
