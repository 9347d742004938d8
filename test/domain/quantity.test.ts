import { describe, expect, it } from 'vitest';
import { checkQuantity, MAX_QUANTITY, quantityBounds } from '../../src/domain/quantity';

describe('quantity bounds', () => {
  it('run from 1 to the shop’s cap of 99 when stock is not low', () => {
    expect(MAX_QUANTITY).toBe(99);
    expect(quantityBounds(null)).toEqual({ min: 1, max: 99, limitedByStock: false });
  });

  it('stop at the units left when fewer are left than the cap', () => {
    expect(quantityBounds(3)).toEqual({ min: 1, max: 3, limitedByStock: true });
    expect(quantityBounds(150)).toEqual({ min: 1, max: 99, limitedByStock: false });
  });
});

describe('a typed quantity', () => {
  const bounds = quantityBounds(null);
  const messageOf = (text: string, b = bounds) => {
    const check = checkQuantity(text, b);
    return check.ok ? check.value : check.error;
  };

  it('is read as a whole number within the bounds, spaces around it ignored', () => {
    expect(messageOf('1')).toBe(1);
    expect(messageOf(' 12 ')).toBe(12);
    expect(messageOf('099')).toBe(99);
  });

  it('is required', () => {
    expect(messageOf('')).toEqual({ message: 'quantity.required' });
    expect(messageOf('   ')).toEqual({ message: 'quantity.required' });
  });

  it('must be a number: letters and other signs are refused', () => {
    for (const text of ['abc', '2a', 'deux', '1e3', '--1', '½', 'x1.5', '1.5x']) expect(messageOf(text), text).toEqual({ message: 'quantity.notANumber' });
  });

  it('must be whole: decimals are refused, with either separator', () => {
    for (const text of ['1.5', '2,5', '.5', '-0,5', '1.25']) expect(messageOf(text), text).toEqual({ message: 'quantity.wholeNumber' });
  });

  it('must be at least 1: zero and negative numbers are refused', () => {
    for (const text of ['0', '-1', '-12']) expect(messageOf(text), text).toEqual({ message: 'quantity.minimum', values: { min: 1 } });
  });

  it('must be at most the maximum, saying whether the stock or the shop sets it', () => {
    expect(messageOf('100')).toEqual({ message: 'quantity.maximum', values: { max: 99 } });
    expect(messageOf('4', quantityBounds(3))).toEqual({ message: 'quantity.onlyLeft', values: { max: 3 } });
    expect(messageOf('3', quantityBounds(3))).toBe(3);
  });
});
