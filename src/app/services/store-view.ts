import { currentCurrency, type CurrencyChoice } from '../../domain/store-config';
import type { ConfigCopy } from './graphql/config-exchange';
import type { BrowserStorage } from './storage';

// The shopper's store view and currency (spec §9 store_view_code, store_view_currency, store_view_secure_base_media_url).
// Local storage holds them for the browser's requests; a cookie of the same name tells the server which store view
// and currency to render the page in. The server's word wins: the page was rendered in them.

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

/** A year: the choice lasts as long as the stored one does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The Set-Cookie value (or `document.cookie` assignment) that keeps `value`, or forgets the cookie when null. */
export function cookieLine(name: string, value: string | null): string {
  return value === null
    ? `${name}=; Max-Age=0; Path=/; SameSite=Lax`
    : `${name}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The currency offered by the page's copy, and the one shown: the stored choice if offered, else the store's default. */
export function currencyChoiceOf(copy: ConfigCopy, stored: string | null): CurrencyChoice | undefined {
  const currency = copy.currency as { available_currency_codes?: string[] | null; default_display_currency_code?: string | null } | undefined;
  const fallback = currency?.default_display_currency_code;
  if (!fallback) return undefined;
  const available = currency.available_currency_codes?.length ? currency.available_currency_codes : [fallback];
  return { available, current: currentCurrency(stored, available, fallback) };
}

/** Keeps a value in local storage and in its cookie; null forgets it in both. */
function keep(storage: BrowserStorage, key: 'store_view_code' | 'store_view_currency', value: string | null): void {
  if (value === null) storage.removeLocal(key);
  else storage.setLocal(key, value);
  document.cookie = cookieLine(key, value);
}

function keepMediaUrl(storage: BrowserStorage, url: string | null | undefined): void {
  if (url) storage.setLocal('store_view_secure_base_media_url', url);
  else storage.removeLocal('store_view_secure_base_media_url');
}

/** Saves a store view (its code, currency and media URL, spec §4) or a currency alone. Throws when storage refuses. */
export function saveChoice(
  storage: BrowserStorage,
  saved: { kind: 'store'; choice: { storeCode: string; currency: string | null; mediaUrl: string | null } } | { kind: 'currency'; currency: string },
): void {
  if (saved.kind === 'currency') {
    keep(storage, 'store_view_currency', saved.currency);
    return;
  }
  keep(storage, 'store_view_code', saved.choice.storeCode);
  keep(storage, 'store_view_currency', saved.choice.currency);
  keepMediaUrl(storage, saved.choice.mediaUrl);
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
