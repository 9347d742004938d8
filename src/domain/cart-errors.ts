import { isGoneCartError } from './cart';

// Cart errors as the shopper reads them: Magento's English texts (spec §8) mapped to the shop's messages.

export type CartErrorCode =
  | 'cartExpired'
  | 'createFailed'
  | 'network'
  | 'productUnavailable'
  | 'outOfStock'
  | 'qtyNotAvailable'
  | 'qtyTooLow'
  | 'qtyTooHigh'
  | 'qtyWhole'
  | 'chooseOptions'
  | 'optionsUnavailable'
  | 'couponInvalid'
  | 'couponAttempts'
  | 'couponAlreadyApplied'
  | 'cartEmpty';

export interface CartError {
  /** The shop's message (`cart.error.<code>` in lang/), or null to show the backend's text as it is. */
  code: CartErrorCode | null;
  text: string;
  /** The request never got an answer: never a reason to forget the cart (spec §4). */
  network: boolean;
  /** The cart is missing, inactive or someone else's (spec §8). */
  gone: boolean;
}

const KNOWN: [fragment: string, code: CartErrorCode][] = [
  ['Unable to create cart', 'createFailed'],
  ['Could not find a product with SKU', 'productUnavailable'],
  ['There are no source items with the in stock status', 'outOfStock'],
  ['Some of the products are out of stock', 'outOfStock'],
  ['The requested qty is not available', 'qtyNotAvailable'],
  ['The fewest you may purchase is', 'qtyTooLow'],
  ['The product quantity should be greater than 0', 'qtyTooLow'],
  ['The requested qty exceeds the maximum', 'qtyTooHigh'],
  ['You cannot use decimal quantity', 'qtyWhole'],
  ['You need to choose options for your item', 'chooseOptions'],
  ['The required options you selected are not available', 'optionsUnavailable'],
  ["The coupon code isn't valid", 'couponInvalid'],
  ['Too many coupon codes were tried on this cart', 'couponAttempts'],
  ['A coupon is already applied', 'couponAlreadyApplied'],
  ['Cart does not contain products', 'cartEmpty'],
];

/** Reads a failure (an Error with an optional `network` flag, or a message) as a cart error. */
export function cartErrorOf(failure: unknown): CartError {
  const text = failure instanceof Error ? failure.message : String(failure);
  const network = failure instanceof Error && (failure as { network?: unknown }).network === true;
  if (network) return { code: 'network', text, network, gone: false };
  const gone = isGoneCartError(text);
  const code = gone ? 'cartExpired' : (KNOWN.find(([fragment]) => text.includes(fragment))?.[1] ?? null);
  return { code, text, network, gone };
}
