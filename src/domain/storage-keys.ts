import { STORE_CODE } from './store';

// Browser storage keys of spec §3 and §9.

/** Entries under this namespace carry `{ value, timeStored, ttl }`. */
export const PERSISTENCE_NAMESPACE = 'vitrine-persistence';

export const PERSISTED_KEYS = [
  'signin_token',
  /** The first name the token's customer was greeted by: a reload without network still says "Bonjour, …". */
  'signin_firstname',
  'availableShippingMethods',
  'availablePaymentMethods',
  'billing_address',
  'paymentMethod',
  'shipping_address',
  'shippingMethod',
] as const;
export type PersistedKey = (typeof PERSISTED_KEYS)[number];

/** What checkout keeps between visits; a sign-out clears it (spec §4). */
export const CHECKOUT_KEYS = ['availableShippingMethods', 'availablePaymentMethods', 'billing_address', 'paymentMethod', 'shipping_address', 'shippingMethod'] as const satisfies readonly PersistedKey[];

/** The tab's own storage (sessionStorage): the receipt of the order it placed last, a guest's subscription portal. */
export const TAB_KEYS = {
  receipt: `${PERSISTENCE_NAMESPACE}__receipt`,
  subscriptionPortal: `${PERSISTENCE_NAMESPACE}__subscription_portal`,
} as const;

/** Plain local keys, each with its default when absent. */
export const LOCAL_KEYS = {
  cartId: null,
  imagesBySku: null,
  store_view_code: STORE_CODE,
  store_view_currency: null,
  store_view_secure_base_media_url: null,
  /** The backend's X-Magento-Cache-Id, sent back on every request until a sign-out forgets it (spec §7). */
  magento_cache_id: null,
} as const;
export type LocalKey = keyof typeof LOCAL_KEYS | `favorite_store_${string}`;

export function favoriteStoreKey(storeCode: string): LocalKey {
  return `favorite_store_${storeCode}`;
}
