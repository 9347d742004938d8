// The quantity stepper's rule (spec §2 product page and cart): whole units from 1 to a maximum. Typed text
// is judged as it is, so that a bad entry gets a message naming the problem and stays in the field.
import { CART_COUNTER_MAX } from './constants';

export const MIN_QUANTITY = 1;
/**
 * The most units of one product a shopper can choose. Magento's own default (`max_sale_qty` 10000) bounds
 * nothing a shopper could mean; 99 is the largest count the cart counter shows in full (spec §9), and more
 * of one supplement than that is a wholesale order, not a basket.
 */
export const MAX_QUANTITY = CART_COUNTER_MAX;

export interface QuantityBounds {
  min: number;
  max: number;
  /** The maximum is the stock left, not the shop's cap: the message says so. */
  limitedByStock: boolean;
}

/** From 1 to the lesser of the units left (when the backend tells) and the cap. */
export function quantityBounds(unitsLeft: number | null): QuantityBounds {
  const left = unitsLeft === null ? Number.POSITIVE_INFINITY : Math.max(MIN_QUANTITY, Math.floor(unitsLeft));
  return { min: MIN_QUANTITY, max: Math.min(left, MAX_QUANTITY), limitedByStock: left < MAX_QUANTITY };
}

export type QuantityError =
  | { message: 'quantity.required' }
  | { message: 'quantity.notANumber' }
  | { message: 'quantity.wholeNumber' }
  | { message: 'quantity.minimum'; values: { min: number } }
  | { message: 'quantity.maximum'; values: { max: number } }
  | { message: 'quantity.onlyLeft'; values: { max: number } };

export type QuantityCheck = { ok: true; value: number } | { ok: false; error: QuantityError };

/** Reads what the shopper typed: a whole number within the bounds, or the reason it is not one. */
export function checkQuantity(text: string, bounds: QuantityBounds): QuantityCheck {
  const typed = text.trim();
  if (typed === '') return { ok: false, error: { message: 'quantity.required' } };
  if (/^[-+]?\d*[.,]\d+$/.test(typed)) return { ok: false, error: { message: 'quantity.wholeNumber' } };
  if (!/^[-+]?\d+$/.test(typed)) return { ok: false, error: { message: 'quantity.notANumber' } };
  const value = Number(typed);
  if (value < bounds.min) return { ok: false, error: { message: 'quantity.minimum', values: { min: bounds.min } } };
  if (value > bounds.max) {
    return bounds.limitedByStock
      ? { ok: false, error: { message: 'quantity.onlyLeft', values: { max: bounds.max } } }
      : { ok: false, error: { message: 'quantity.maximum', values: { max: bounds.max } } };
  }
  return { ok: true, value };
}
