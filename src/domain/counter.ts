import { CART_COUNTER_MAX } from './constants';

/** The cart trigger's counter text: the count, or "99+" above 99 (spec §2). Empty when there is nothing. */
export function cartCounterText(count: number): string {
  if (count <= 0) return '';
  return count > CART_COUNTER_MAX ? `${CART_COUNTER_MAX}+` : String(count);
}
