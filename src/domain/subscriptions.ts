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
