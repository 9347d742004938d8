// The cart as the shop reads it (spec §3 "Cart", "Shipping estimate"), and the rules of its errors (spec §8).
import type { Selection } from './product';
import { optionChoices, variantFor } from './product-options';

export interface Money {
  value: number;
  currency: string;
}

export interface CartItemOption {
  label: string;
  value: string;
  /** The option's and the value's uids. */
  optionUid: string;
  valueUid: string;
}

export interface CartItem {
  uid: string;
  /** The line's product: the parent of a configurable one. */
  sku: string;
  name: string;
  urlKey: string;
  /** The variant's image for a configurable line, else the product's; null when it has none. */
  image: { url: string; label: string } | null;
  /** Chosen option values: set for a configurable product only. */
  options: CartItemOption[];
  /** A configurable product's options with all their values (and attribute codes), to choose another variant. */
  choices: { optionUid: string; code: string; label: string; values: { uid: string; label: string }[] }[];
  /** A configurable product's variants: the values each stands for (attribute code → value uid) and its stock. */
  variants: { options: Selection; inStock: boolean }[];
  quantity: number;
  unitPrice: Money;
  rowTotal: Money;
  /** False when the stock no longer covers the line (its errors say why). */
  isAvailable: boolean;
  /** Days between deliveries of a subscribed line; absent or null for a one-time purchase. */
  subscriptionFrequency?: number | null;
}

export interface CartPrices {
  subtotal: Money;
  /** Coupons and rules, each with its label; amounts are positive. */
  discounts: { label: string; amount: Money }[];
  taxes: { label: string; amount: Money }[];
  grandTotal: Money;
}

export interface Cart {
  id: string;
  items: CartItem[];
  /** The cart trigger's count (spec §3): `total_summary_quantity_including_config`. */
  itemCount: number;
  totalQuantity: number;
  prices: CartPrices;
  couponCode: string | null;
  /** The shipping method the cart holds (its shipping address's selected one), as its grand total counts it. */
  shippingMethod?: ChosenShipping | null;
}

/** A cart's chosen shipping method: which one, and what it adds to the grand total. */
export interface ChosenShipping {
  carrierCode: string;
  methodCode: string;
  amount: Money;
}

/** What a shopper asks to add: a product (the parent with chosen option values for a configurable one). */
export interface CartLine {
  sku: string;
  /** Option value uids of a configurable product's variant. */
  selectedOptions: string[];
  quantity: number;
  /** For the success message and the image remembered by sku. */
  name: string;
  image: string | null;
  /** Days between deliveries when the shopper subscribes (subscribe and save). */
  frequency?: number | null;
}

export interface ShippingEstimate {
  carrierCode: string;
  methodCode: string;
  title: string;
  amount: Money;
}

/** Spec §9: the cart summary's currency when nothing says otherwise. */
export const CART_DEFAULT_CURRENCY = 'USD';

/** Spec §3: the initial shipping estimate, 0 USD, before any is asked for. */
export const INITIAL_SHIPPING_ESTIMATE: Money = { value: 0, currency: CART_DEFAULT_CURRENCY };

/** Spec §9: the estimate and checkout deliver to France only. */
export const SHIPPING_COUNTRY = 'FR';

// Spec §8: errors matched by message.
const GONE_CART_MESSAGES = ['Could not find a cart', "The cart isn't active", 'The current user cannot perform operations on cart'];
const STOCK_MESSAGES = ['Some of the products are out of stock.', 'There are no source items with the in stock status', 'The requested qty is not available'];

/** The cart is missing, inactive or someone else's: the shop forgets it and starts a new one (spec §4). */
export const isGoneCartError = (message: string) => GONE_CART_MESSAGES.some((gone) => message.includes(gone));

/** A stock message of spec §8: never shown as an error; the lines it concerns are removed instead. */
export const isStockMessage = (message: string) => STOCK_MESSAGES.some((stock) => message.includes(stock));

/** The messages left to show once stock messages are dropped (spec §8), joined as GraphQL errors are. */
export function shownErrors(messages: string[]): string | null {
  const shown = messages.filter((message) => !isStockMessage(message));
  return shown.length ? shown.join(', ') : null;
}

/** Spec §3: the summary of a cart, USD when there is no cart to tell its currency. */
export function cartSummary(cart: Cart | null): { currencyCode: string; numItems: number; subtotal: number } {
  if (!cart) return { currencyCode: CART_DEFAULT_CURRENCY, numItems: 0, subtotal: 0 };
  return {
    currencyCode: cart.prices.grandTotal.currency || CART_DEFAULT_CURRENCY,
    numItems: cart.items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: cart.prices.subtotal.value,
  };
}

/** A French postcode: five digits. */
export const isFrenchPostcode = (postcode: string) => /^\d{5}$/.test(postcode.trim());

/** What the shopper typed as a coupon code, without surrounding spaces; null when nothing was typed. */
export function couponCodeOf(text: string): string | null {
  const code = text.trim();
  return code === '' ? null : code;
}

/** The chosen option values are the line's own: changing to them would change nothing. */
export function isSameVariant(item: CartItem, selectedOptions: readonly string[]): boolean {
  const current = item.options.map((option) => option.valueUid);
  return current.length === selectedOptions.length && current.every((uid) => selectedOptions.includes(uid));
}

/** Spec §3: the total the shopper would pay, the cart's grand total plus the shipping estimate when there is one. */
export function estimatedTotal(grandTotal: Money, estimate: ShippingEstimate | null): Money {
  return estimate ? { value: Math.round((grandTotal.value + estimate.amount.value) * 100) / 100, currency: grandTotal.currency } : grandTotal;
}

/**
 * Two readings of a cart hold the same lines in the same quantities, the same coupon and the same total: a
 * shipping estimate made for one holds for the other.
 */
export function sameContents(a: Cart | null, b: Cart | null): boolean {
  if (!a || !b) return a === b;
  const lines = (cart: Cart) => cart.items.map((item) => `${item.uid}×${item.quantity}`).join(' ');
  return a.couponCode === b.couponCode && a.prices.grandTotal.value === b.prices.grandTotal.value && lines(a) === lines(b);
}

/** The values chosen as a selection (attribute code → value uid): the line's own, or others given by value uid. */
function selectionOf(item: CartItem, valueUids: readonly string[] = item.options.map((option) => option.valueUid)): Selection {
  return Object.fromEntries(item.choices.flatMap((choice) => {
    const uid = choice.values.find((value) => valueUids.includes(value.uid))?.uid;
    return uid ? [[choice.code, uid]] : [];
  }));
}

/**
 * The values offered to change a line's options, each with whether it can be chosen: the product page's rule (a
 * variant in stock has it, with the line's values for the other options).
 */
export function lineOptionChoices(item: CartItem) {
  const selection = selectionOf(item);
  return item.choices.map((choice) => ({ ...choice, values: optionChoices(item, selection, choice) }));
}

/** The variant these values stand for is one the product has, in stock: the line may change to it. */
export function isVariantInStock(item: CartItem, selectedOptions: readonly string[]): boolean {
  return variantFor({ options: item.choices, variants: item.variants }, selectionOf(item, selectedOptions))?.inStock === true;
}

/** The value of an option the line was chosen with (a configurable line), or null. */
export function chosenValueOf(item: CartItem, optionUid: string): string | null {
  return item.options.find((option) => option.optionUid === optionUid)?.valueUid ?? null;
}

