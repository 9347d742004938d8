// The subscription provider's offer and its rules, shared by the embedded backend, the machines and the views.

/** How often a subscribed product is delivered, in days. */
export const SUBSCRIPTION_FREQUENCIES = [30, 60, 90] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** The frequency the product page proposes first. */
export const DEFAULT_SUBSCRIPTION_FREQUENCY: SubscriptionFrequency = 30;

/** What a subscribed line saves on each delivery, in percent. */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;

export type SubscriptionStatus = 'ACTIVE' | 'PAUSED' | 'CANCELED';

/** A subscription as the shopper's portal shows it. */
export interface Subscription {
  id: string;
  productName: string;
  sku: string;
  quantity: number;
  frequency: number;
  /** ISO calendar day; null once canceled. */
  nextDeliveryDate: string | null;
  status: SubscriptionStatus;
}

/** The product page's offer (ProductInterface.subscription_offer). */
export interface SubscriptionOffer {
  frequencies: number[];
  discountPercent: number;
}

export function isSubscriptionFrequency(value: unknown): value is SubscriptionFrequency {
  return SUBSCRIPTION_FREQUENCIES.includes(value as SubscriptionFrequency);
}

/** A price with the subscription's discount, rounded to the cent as the cart rounds it. */
export function subscribedPrice(price: number, discountPercent: number): number {
  return Math.round(price * (100 - discountPercent)) / 100;
}

/** The ISO calendar day `days` days after `date`. */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Which actions a subscription in this status offers. */
export function subscriptionActions(status: SubscriptionStatus): { skip: boolean; change: boolean; pause: boolean; resume: boolean; cancel: boolean } {
  return {
    skip: status === 'ACTIVE',
    change: status !== 'CANCELED',
    pause: status === 'ACTIVE',
    resume: status === 'PAUSED',
    cancel: status !== 'CANCELED',
  };
}

/**
 * The uid of the entered option that carries a subscribed line's frequency in addProductsToCart (base64 of
 * "subscription/frequency", the way Magento encodes option uids); its value is the number of days.
 */
export const SUBSCRIPTION_OPTION_UID = 'c3Vic2NyaXB0aW9uL2ZyZXF1ZW5jeQ==';

/** A change the shopper asks of one subscription. */
export type SubscriptionChange =
  | { action: 'skip' | 'pause' | 'resume' | 'cancel'; id: string }
  | { action: 'changeFrequency'; id: string; frequency: number };

/** Why the backend refused a change or a link, as a message of the catalogues. */
export type SubscriptionFailure = 'notFound' | 'notAllowed' | 'linkInvalid' | 'network' | 'generic';

/** The module's texts (beginnings) and what the shopper reads for each. */
const KNOWN_FAILURES: [fragment: string, failure: SubscriptionFailure][] = [
  ['Could not find a subscription with ID', 'notFound'],
  ['Only an active subscription', 'notAllowed'],
  ['Only a paused subscription', 'notAllowed'],
  ['The subscription is canceled', 'notAllowed'],
  ['The link is invalid or has expired', 'linkInvalid'],
  ["The current customer isn't authorized", 'linkInvalid'],
];

/** Reads a failure (an Error with an optional `network` flag, or a message) as what the page shows. */
export function subscriptionFailureOf(failure: unknown): SubscriptionFailure {
  if (failure instanceof Error && (failure as { network?: unknown }).network === true) return 'network';
  const text = failure instanceof Error ? failure.message : String(failure);
  return KNOWN_FAILURES.find(([fragment]) => text.includes(fragment))?.[1] ?? 'generic';
}

/** The list with one subscription replaced by its new state. */
export function withSubscription(list: readonly Subscription[], changed: Subscription): Subscription[] {
  return list.map((s) => (s.id === changed.id ? changed : s));
}

/** What the portal's code opened: the customer's account (a token for the session) or a guest's subscriptions. */
export type PortalAccess = { kind: 'customer'; token: string } | { kind: 'guest'; portalToken: string };
