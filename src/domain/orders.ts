// A customer's orders and the order tracking form (issue 11): what the shop reads of Magento's CustomerOrder, the
// status the shopper reads, the tracking form's rules and what its failures mean.
import type { Money } from './cart';
import { postcode } from './checkout';
import { email, maxLength, required, type Rule } from './validation';

/** Orders one page of the history shows; "More orders" loads the next as many. */
export const ORDER_PAGE_SIZE = 10;

/** Magento's default statuses, by the label `CustomerOrder.status` answers; any other shows as it is. */
export type OrderStatus = 'pending' | 'pendingPayment' | 'processing' | 'complete' | 'closed' | 'canceled';

const STATUSES: Readonly<Record<string, OrderStatus>> = {
  // An order paid offline (check, bank transfer) waits for its payment as Pending.
  Pending: 'pending',
  'Pending Payment': 'pendingPayment',
  Processing: 'processing',
  Complete: 'complete',
  Closed: 'closed',
  Canceled: 'canceled',
};

export const orderStatusOf = (label: string): OrderStatus | null => STATUSES[label] ?? null;

export interface OrderSummary {
  number: string;
  /** ISO 8601, UTC (Magento's order_date is "Y-m-d H:i:s" in UTC). */
  date: string;
  /** The status label as Magento gives it. */
  status: string;
  total: Money;
}

export interface OrderLine {
  id: string;
  name: string;
  sku: string;
  quantity: number;
  /** Unit price excluding tax (Magento's product_sale_price). */
  unitPrice: Money;
  options: ReadonlyArray<{ label: string; value: string }>;
}

export interface OrderAddress {
  name: string;
  company: string | null;
  street: readonly string[];
  postcode: string;
  city: string;
  country: string;
  telephone: string | null;
}

export interface OrderDetail extends OrderSummary {
  lines: readonly OrderLine[];
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  shippingMethod: string | null;
  payment: string | null;
  subtotal: Money;
  discounts: ReadonlyArray<{ label: string; amount: Money }>;
  /** Shipping excluding tax (Magento's total_shipping). */
  shipping: Money;
  /** Shipping including tax (Magento's shipping_handling.amount_including_tax), when the backend tells it. */
  shippingInclTax: Money | null;
  tax: Money;
  /** The VAT rates the order was taxed at, in percent (Magento's total.taxes). */
  taxRates: readonly number[];
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The amounts an order shows, tax included as everywhere else in the shop. Magento answers an order's lines and
 * subtotal excluding tax, so: with one VAT rate, a line's unit price is its price times that rate, rounded as
 * Magento rounds a row; the subtotal is what the exact totals leave (grand total − shipping + discounts), so the
 * summary adds up to the cent. Several rates, or no shipping including tax: the amounts stay excluding tax, and say so.
 */
export function orderAmounts(order: OrderDetail): {
  inclTax: boolean;
  lines: ReadonlyArray<{ id: string; unit: Money; total: Money }>;
  subtotal: Money;
  shipping: Money;
} {
  const rates = [...new Set(order.taxRates)];
  const rate = rates.length === 1 ? rates[0]! : rates.length === 0 && order.tax.value === 0 ? 0 : null;
  const price = (value: number) => ({ ...order.total, value: cents(value) });
  if (rate === null || order.shippingInclTax === null) {
    return {
      inclTax: false,
      lines: order.lines.map((line) => ({ id: line.id, unit: line.unitPrice, total: price(line.unitPrice.value * line.quantity) })),
      subtotal: order.subtotal,
      shipping: order.shipping,
    };
  }
  const discounts = order.discounts.reduce((sum, d) => sum + Math.abs(d.amount.value), 0);
  return {
    inclTax: true,
    lines: order.lines.map((line) => {
      const unit = cents(line.unitPrice.value * (1 + rate / 100));
      return { id: line.id, unit: price(unit), total: price(unit * line.quantity) };
    }),
    subtotal: price(order.total.value - order.shippingInclTax.value + discounts),
    shipping: order.shippingInclTax,
  };
}

export interface OrderPage {
  orders: readonly OrderSummary[];
  total: number;
}

/** Magento's order_date ("2030-12-20 10:00:00", UTC) as ISO 8601. */
export const orderDateOf = (text: string) => `${text.replace(' ', 'T')}Z`;

/** What stopped a line from going back to the cart (Magento's CheckoutUserInputErrorCodes). */
export type ReorderProblem = 'INSUFFICIENT_STOCK' | 'NOT_SALABLE' | 'PRODUCT_NOT_FOUND' | 'REORDER_NOT_AVAILABLE' | 'UNDEFINED';

export interface ReorderOutcome {
  /** One per line that could not go back to the cart. */
  problems: readonly ReorderProblem[];
}

/** Each kind of problem once: the shopper reads one sentence per kind, not one per line. */
export const reorderProblemsOf = (codes: readonly ReorderProblem[]): ReorderProblem[] => [...new Set(codes)];

// The tracking form: Magento's guestOrder input (number, e-mail, and the billing postcode up to 2.4.7, the billing last
// name from 2.4.8), bounded as the backend is.
export const TRACK_FIELDS = ['number', 'email', 'postcode', 'lastname'] as const;
export type TrackField = (typeof TRACK_FIELDS)[number];

/** Longest text each field takes: nothing longer can be an order's (255, Magento's column for a name). */
export const TRACK_MAX_LENGTH: Readonly<Record<TrackField, number>> = { number: 32, email: 254, postcode: 5, lastname: 255 };

const orderNumber: Rule = (value) =>
  typeof value === 'string' && value.trim() !== '' && !/^[A-Za-z0-9-]{1,32}$/.test(value.trim()) ? { message: 'trackOrder.numberInvalid' } : null;

/** The form's rules. `asksPostcode`: the backend looks orders up by the billing postcode; else by the billing last name. */
export const trackRules = (asksPostcode = true): Record<TrackField, Rule[]> => ({
  number: [required, orderNumber],
  email: [required, email],
  postcode: asksPostcode ? [required, postcode] : [],
  lastname: asksPostcode ? [] : [required, maxLength(TRACK_MAX_LENGTH.lastname)],
});

/** The fields the form shows: the billing postcode or the billing last name, as the backend looks orders up. */
export const trackFieldsShown = (asksPostcode: boolean): readonly TrackField[] =>
  TRACK_FIELDS.filter((field) => field !== (asksPostcode ? 'lastname' : 'postcode'));

/** What guestOrder takes: the order's number and e-mail, with its billing postcode or its billing last name. */
export type TrackQuery = { number: string; email: string } & ({ postcode: string } | { lastname: string });

/**
 * Why a lookup failed: one neutral answer whether the order exists or not; a customer's order (only once the
 * three fields match) is seen signed in; too many failures from this address; the network; anything else.
 */
export type TrackFailure = 'notFound' | 'signInRequired' | 'tooManyAttempts' | 'network' | 'generic';

const TRACK_KNOWN: [fragment: string, failure: TrackFailure][] = [
  ["We couldn't locate an order with the information provided", 'notFound'],
  ['Please login to view the order', 'signInRequired'],
  ['Too many attempts to find an order', 'tooManyAttempts'],
];

export function trackFailureOf(failure: unknown): TrackFailure {
  if (failure instanceof Error && (failure as { network?: unknown }).network === true) return 'network';
  const text = failure instanceof Error ? failure.message : String(failure);
  return TRACK_KNOWN.find(([fragment]) => text.includes(fragment))?.[1] ?? 'generic';
}
