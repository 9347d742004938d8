import { currentCurrency, offersChoice, type AvailableStore, type CurrencyChoice } from '../../domain/store-config';
import type { ConfigCopy } from './graphql/config-exchange';
import type { BrowserStorage } from './storage';

// The shopper's store view and currency (spec §9 store_view_code, store_view_currency, store_view_secure_base_media_url).
// Local storage holds them for the browser's requests; a cookie of the same name tells the server which store view
// and currency to render the page in. The server's word wins: the page was rendered in them. Only a shop that offers
// a choice has any of this to do: the browser loads this module with the switchers (switchers-logic.ts).

export const STORE_COOKIE = 'store_view_code';
export const CURRENCY_COOKIE = 'store_view_currency';

/** A cookie of the request's `Cookie` header (or `document.cookie`), decoded; null when absent. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The currency offered by the page's copy, and the one shown: the stored choice if offered, else the store's default. */
export function currencyChoiceOf(copy: ConfigCopy, stored: string | null): CurrencyChoice | undefined {
  const currency = copy.currency as { available_currency_codes?: string[] | null; default_display_currency_code?: string | null } | undefined;
  const fallback = currency?.default_display_currency_code;
  if (!fallback) return undefined;
  const available = currency.available_currency_codes?.length ? currency.available_currency_codes : [fallback];
  return { available, current: currentCurrency(stored, available, fallback) };
}

/** The shop offers another store view or currency (spec §9): the switchers show, and their code loads. */
export function switchersShown(copy: ConfigCopy): boolean {
  const currencies = (copy.currency as { available_currency_codes?: string[] | null } | undefined)?.available_currency_codes ?? [];
  return offersChoice((copy.availableStores as AvailableStore[] | undefined) ?? [], currencies);
}

/** Keeps the store view's media base URL, or forgets it. */
export function keepMediaUrl(storage: BrowserStorage, url: string | null | undefined): void {
  if (url) storage.setLocal('store_view_secure_base_media_url', url);
  else storage.removeLocal('store_view_secure_base_media_url');
}

/**
 * At start, the store view and currency the page was rendered in become the stored ones (a URL with a store code
 * chose another store view on the server), so that the browser's requests go on in them.
 */
export function adoptServedStore(storage: BrowserStorage, copy: ConfigCopy): void {
  const config = copy.storeConfig as { store_code?: string; secure_base_media_url?: string | null } | undefined;
  if (!config?.store_code) return;
  if (storage.getLocal('store_view_code') !== config.store_code) storage.setLocal('store_view_code', config.store_code);
  keepMediaUrl(storage, config.secure_base_media_url);
  const chosen = cookieValue(document.cookie, CURRENCY_COOKIE);
  const offered = currencyChoiceOf(copy, chosen)?.available ?? [];
  if (chosen && offered.includes(chosen)) storage.setLocal('store_view_currency', chosen);
  else storage.removeLocal('store_view_currency');
}
