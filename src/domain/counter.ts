import { CART_COUNTER_MAX } from './constants';

/** The cart trigger's counter text: the count, or "99+" above 99 (spec §2). Empty when there is nothing. */
export function cartCounterText(count: number): string {
  if (count <= 0) return '';
  return count > CART_COUNTER_MAX ? `${CART_COUNTER_MAX}+` : String(count);
}

/**
 * The values of the cart trigger's accessible name (`header.cartToggle`). Above 99 the name says "more than 99" before
 * the count: the counter shows "99+", and what is seen must be part of the name (WCAG 2.5.3).
 */
export function cartTriggerNameValues(count: number): { count: number; max: number; capped: 'yes' | 'no' } {
  return { count, max: CART_COUNTER_MAX, capped: count > CART_COUNTER_MAX ? 'yes' : 'no' };
}
