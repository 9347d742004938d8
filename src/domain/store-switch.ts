import type { AvailableStore, CurrencyChoice } from './store-config';

// What switching store view or currency may do and saves (spec §4, §5): the switchers' rules, loaded with them.

/** Switching goes only to another code of the available list (spec §4, §5). */
export function isCurrencySwitch(currency: CurrencyChoice, code: string): boolean {
  return code !== currency.current && currency.available.includes(code);
}

/** Switching goes only to another known store view. */
export function isStoreSwitch(stores: readonly AvailableStore[], current: string, code: string): boolean {
  return code !== current && stores.some((store) => store.store_code === code);
}

/** What switching to a store view saves (spec §4): its code, its currency, its media base URL. */
export interface StoreViewChoice {
  storeCode: string;
  currency: string | null;
  mediaUrl: string | null;
}

export function storeViewChoice(stores: readonly AvailableStore[], code: string): StoreViewChoice {
  const store = stores.find((each) => each.store_code === code);
  return { storeCode: code, currency: store?.default_display_currency_code ?? null, mediaUrl: store?.secure_base_media_url ?? null };
}

/**
 * Where switching store view goes (spec §4): the route the new store view has for this page (its relative URL, or the
 * shell's own path), keeping the query string; home when it has none.
 */
export function storeSwitchTarget(relativeUrl: string | null | undefined, search: string): string {
  if (relativeUrl == null) return '/';
  const path = relativeUrl.startsWith('/') ? relativeUrl : `/${relativeUrl}`;
  return `${path}${search}`;
}
