import { describe, expect, it } from 'vitest';
import type { Cart, Money } from '../../src/domain/cart';
import { freeShippingProgress } from '../../src/domain/free-shipping';
import { CART, EMPTY_CART } from '../fixtures/cart';

const eur = (value: number): Money => ({ value, currency: 'EUR' });
/** A cart of `subtotal` (tax included) less `discounts`. */
const cartOf = (subtotal: number, ...discounts: number[]): Cart => ({
  ...CART,
  prices: { ...CART.prices, subtotal: eur(subtotal), discounts: discounts.map((value, i) => ({ label: `R${i}`, amount: eur(value) })) },
});

// The backend delivers for free from 49 € of goods, tax included, after discounts (src/backend/cart/shipping.ts).
describe('the free-shipping meter', () => {
  it('says what is left to add to a cart under the threshold, in the cart’s currency', () => {
    expect(freeShippingProgress(49, cartOf(36.7))).toEqual({ remaining: eur(12.3), reached: false, percent: 74 });
  });

  it('counts the goods after their discounts, as the backend does', () => {
    expect(freeShippingProgress(49, cartOf(55, 10))).toEqual({ remaining: eur(4), reached: false, percent: 91 });
    expect(freeShippingProgress(49, cartOf(60, 5, 6))).toEqual({ remaining: eur(0), reached: true, percent: 100 });
  });

  it('is reached at the threshold to the cent, not a cent before', () => {
    expect(freeShippingProgress(49, cartOf(49))?.reached).toBe(true);
    expect(freeShippingProgress(49, cartOf(48.99))).toEqual({ remaining: eur(0.01), reached: false, percent: 99 });
    expect(freeShippingProgress(49, cartOf(0.1 + 0.2 + 48.7))?.reached).toBe(true);
  });

  it('stays full above the threshold, and empty when discounts exceed the goods', () => {
    expect(freeShippingProgress(49, cartOf(120))).toEqual({ remaining: eur(0), reached: true, percent: 100 });
    expect(freeShippingProgress(49, cartOf(10, 15))).toEqual({ remaining: eur(49), reached: false, percent: 0 });
  });

  it('is not shown without a threshold, or without a line in the cart', () => {
    for (const threshold of [null, undefined, 0, -5, Number.NaN]) expect(freeShippingProgress(threshold, cartOf(20))).toBeNull();
    expect(freeShippingProgress(49, null)).toBeNull();
    expect(freeShippingProgress(49, EMPTY_CART)).toBeNull();
  });
});
