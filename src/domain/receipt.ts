// The receipt (spec §4 "order success"): the order as it was placed — its lines, amounts, delivery and payment — taken
// from the cart and the steps at that moment, kept in the tab so that a reload shows it again.
import type { Cart, Money } from './cart';
import type { Address, ShippingMethod } from './checkout';
import { shippingName } from './shipping-name';
import type { PaidWith, PlacedOrder } from './payment';
import type { PickupChoice } from './pickup';

export interface ReceiptLine {
  name: string;
  options: { label: string; value: string }[];
  quantity: number;
  /** Tax included, as the cart showed it. */
  rowTotal: Money;
  /** Days between deliveries of a line bought as a subscription; null for a one-time purchase. */
  subscriptionFrequency: number | null;
}

export interface ReceiptAmounts {
  subtotal: Money;
  /** Taken off, positive. */
  discounts: { label: string; amount: Money }[];
  shipping: Money;
  /** The VAT the total includes. */
  taxes: { label: string; amount: Money }[];
  grandTotal: Money;
}

/** The order as the receipt shows it (spec §3 `receipt.order`). */
export interface Receipt {
  orderId: string;
  /** The number the shopper quotes (Magento's increment id); the order id when the provider gives none. */
  orderNumber: string;
  /** Placed by a signed-in customer: the order is theirs to open in their account; a guest tracks it. */
  signedIn: boolean;
  email: string | null;
  lines: ReceiptLine[];
  /** The shipping method's name. */
  shippingMethod: string;
  /** What was paid, tax included, as the cart showed it; null if the cart was gone by then. */
  amounts: ReceiptAmounts | null;
  shippingAddress: Address;
  /** The store or relay point it is collected from, instead of the shipping address. */
  pickup?: PickupChoice | null;
  /** How it was paid, as far as it is known. */
  paidWith: PaidWith | null;
}

/** Bounds of what a receipt holds: a cart's lines, as the backend bounds them. */
const MAX_LINES = 100;

/** The receipt of the order just placed, from the cart and the steps as they stood. */
export function receiptOf(
  order: PlacedOrder,
  placed: { cart: Cart | null; signedIn: boolean; email: string | null; shippingAddress: Address; shippingMethod: ShippingMethod; pickup?: PickupChoice | null },
): Receipt {
  const { cart, shippingMethod } = placed;
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber ?? order.orderId,
    signedIn: placed.signedIn,
    email: placed.email,
    lines: (cart?.items ?? []).slice(0, MAX_LINES).map((item) => ({
      name: item.name,
      options: item.options.map(({ label, value }) => ({ label, value })),
      quantity: item.quantity,
      rowTotal: item.rowTotal,
      subscriptionFrequency: item.subscriptionFrequency ?? null,
    })),
    shippingMethod: shippingName(shippingMethod.carrierTitle, shippingMethod.methodTitle),
    amounts: cart && {
      subtotal: cart.prices.subtotal,
      discounts: cart.prices.discounts,
      // What the grand total counts: the cart's own, else the method's as offered.
      shipping: cart.shippingMethod?.amount ?? shippingMethod.amount,
      taxes: cart.prices.taxes,
      grandTotal: cart.prices.grandTotal,
    },
    shippingAddress: placed.shippingAddress,
    pickup: placed.pickup ?? null,
    paidWith: order.paidWith ?? null,
  };
}

/**
 * Where the shopper follows the order: a customer's order page in their account; for a guest, the tracking form with
 * the number and e-mail filled in.
 */
export function orderLinkOf(receipt: Receipt): string {
  if (receipt.signedIn) return `/order-history/${encodeURIComponent(receipt.orderNumber)}`;
  return `/track-my-order?${new URLSearchParams({ number: receipt.orderNumber, ...(receipt.email ? { email: receipt.email } : {}) }).toString()}`;
}

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && typeof (value as Money).value === 'number' && typeof (value as Money).currency === 'string';

const validAmounts = (amounts: Partial<ReceiptAmounts> | undefined) =>
  isMoney(amounts?.subtotal) && isMoney(amounts.shipping) && isMoney(amounts.grandTotal)
  && [amounts.discounts, amounts.taxes].every((rows) => Array.isArray(rows) && rows.every((row) => typeof row?.label === 'string' && isMoney(row.amount)));

/** A receipt the tab kept, as it was written; anything else (an older shape, an edited one) is none. */
export function storedReceipt(value: unknown): Receipt | null {
  const receipt = value as Partial<Receipt> | null;
  if (typeof receipt !== 'object' || receipt === null) return null;
  const valid = typeof receipt.orderNumber === 'string' && typeof receipt.orderId === 'string' && typeof receipt.signedIn === 'boolean'
    && Array.isArray(receipt.lines) && receipt.lines.length <= MAX_LINES && receipt.lines.every((line) => typeof line?.name === 'string' && isMoney(line.rowTotal) && Array.isArray(line.options))
    && typeof receipt.shippingMethod === 'string' && (receipt.amounts === null || validAmounts(receipt.amounts))
    && typeof receipt.shippingAddress?.postcode === 'string' && Array.isArray(receipt.shippingAddress.street);
  return valid ? (receipt as Receipt) : null;
}
