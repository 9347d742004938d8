import type { Cart, Money } from './cart';

// The free-shipping meter (mini cart, cart page): how far the cart is from the threshold from which the backend's
// carriers deliver for free (StoreConfig.free_shipping_subtotal). The backend compares the goods' total, tax
// included, after discounts (src/backend/cart/shipping.ts): the meter counts the same total.

export interface FreeShippingProgress {
  /** What is left to add; zero once the threshold is reached. */
  remaining: Money;
  reached: boolean;
  /** How far along, 0 to 100. */
  percent: number;
}

const cents = (euros: number) => Math.round(euros * 100);

/** The cart's goods total as the threshold counts it: subtotal including tax, less its discounts. */
export function freeShippingTotal(cart: Cart): number {
  return cents(cart.prices.subtotal.value) - cart.prices.discounts.reduce((sum, discount) => sum + cents(discount.amount.value), 0);
}

/** The meter, or null when there is nothing to measure: no threshold, or no line in the cart. */
export function freeShippingProgress(threshold: number | null | undefined, cart: Cart | null): FreeShippingProgress | null {
  if (typeof threshold !== 'number' || !Number.isFinite(threshold) || threshold <= 0 || !cart || cart.items.length === 0) return null;
  const goal = cents(threshold);
  const total = Math.max(0, freeShippingTotal(cart));
  const remaining = Math.max(0, goal - total);
  return {
    remaining: { value: remaining / 100, currency: cart.prices.subtotal.currency },
    reached: remaining === 0,
    percent: Math.min(100, Math.floor((total * 100) / goal)),
  };
}
