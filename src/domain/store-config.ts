import {
  COPYRIGHT_YEAR_PLACEHOLDER, STORE_CODE, STORE_CURRENCY, STORE_GROUP_CODE, STORE_GROUP_NAME, STORE_LOCALE,
  STORE_NAME, TIMEZONE, URL_SUFFIX,
} from './store';

/**
 * The built-in copy of the store configuration (spec §3, §7): the client answers a store-config query from it
 * only when every queried field is here; the embedded backend seeds its configuration from the same values.
 * Field names are Magento's `StoreConfig` fields, or the extension's where core lacks them.
 */
export const STORE_CONFIG = {
  store_code: STORE_CODE,
  store_name: STORE_NAME,
  store_group_code: STORE_GROUP_CODE,
  store_group_name: STORE_GROUP_NAME,
  locale: STORE_LOCALE,
  default_display_currency_code: STORE_CURRENCY,
  base_currency_code: STORE_CURRENCY,
  timezone: TIMEZONE,
  category_url_suffix: URL_SUFFIX,
  product_url_suffix: URL_SUFFIX,
  newsletter_enabled: true,
  contact_enabled: true,
  copyright: `© ${COPYRIGHT_YEAR_PLACEHOLDER} Vitrine. Tous droits réservés.`,
  customer_token_expiration_time: 1200,
  minimum_password_length: '10',
  required_character_classes_number: '3',
  magento_wishlist_general_is_enabled: '1',
  grid_per_page: 6,
  catalog_default_sort_by: 'position',
} as const;

/** The store configuration fields the shell shows (footer, titles, formats). */
export interface ShellStoreConfig {
  store_code: string;
  store_name: string;
  copyright: string;
  locale: string;
  default_display_currency_code: string;
  /** Dates (an order's) are shown in the store's time zone. */
  timezone: string;
  category_url_suffix: string;
  product_url_suffix: string;
  /** Whether the contact page takes messages: when false, nothing links to it (spec §4 "Contact widget"). */
  contact_enabled?: boolean | null;
  /** Seconds a customer token lives (spec §9). */
  customer_token_expiration_time?: number | null;
  minimum_password_length?: string | number | null;
  required_character_classes_number?: string | number | null;
  /** Whether shoppers have a favourite store (spec §3). */
  favorite_point_of_sale_enabled?: boolean | null;
  /** The footer's newsletter block shows unless false (spec §3). */
  newsletter_enabled?: boolean | null;
  /** The bounds of a search, in characters (Magento's catalog/search/min_query_length and max_query_length). */
  catalog_search_min_query_length?: number | null;
  catalog_search_max_query_length?: number | null;
  /** The cart total (tax included, after discounts) from which delivery is free; none without a threshold. */
  free_shipping_subtotal?: number | null;
}

/** Replaces the year placeholder of the copyright line (spec §3). */
export function copyrightLine(copyright: string, now: Date): string {
  return copyright.split(COPYRIGHT_YEAR_PLACEHOLDER).join(String(now.getFullYear()));
}

/** A store view the shopper may switch to (spec §3 "Available store"), as far as the switcher shows it. */
export interface AvailableStore {
  store_code: string;
  store_name: string;
  /** What switching to it saves with its code (spec §4); absent from the built-in copy. */
  default_display_currency_code?: string | null;
  secure_base_media_url?: string | null;
}

/** The built-in copy's store views: the French one only (spec §9). */
export const AVAILABLE_STORES: AvailableStore[] = [{ store_code: STORE_CODE, store_name: STORE_NAME }];

/** The store switcher hides itself when there is only one store view (spec §9). */
export function storeSwitcherShown(stores: readonly AvailableStore[]): boolean {
  return stores.length > 1;
}

/**
 * The same page in another store view: its path behind the store code, which the router recognises, saves and
 * reloads with (spec §2).
 */
export function storeSwitchPath(storeCode: string, path: string): string {
  return `/${storeCode}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The currencies the shop offers and the one its prices are shown in (spec §3 "Currency"). */
export interface CurrencyChoice {
  available: readonly string[];
  current: string;
}

/** The built-in copy's currency: EUR only (spec §3, §9). */
export const BUILT_IN_CURRENCY: CurrencyChoice = { available: [STORE_CURRENCY], current: STORE_CURRENCY };

/** The currency switcher hides itself when there is only one currency (spec §9). */
export function currencySwitcherShown(currency: CurrencyChoice): boolean {
  return currency.available.length > 1;
}

/** The shop offers another store view or currency: the switchers show (spec §9), and their code loads. */
export function offersChoice(stores: readonly AvailableStore[], currencies: readonly string[]): boolean {
  return stores.length > 1 || currencies.length > 1;
}

/**
 * The currency prices are shown in (spec §3 current_currency_code): the stored choice when the shop still offers
 * it, else the store's default.
 */
export function currentCurrency(stored: string | null | undefined, available: readonly string[], fallback: string): string {
  return stored && available.includes(stored) ? stored : fallback;
}
