import type { SavedChoice } from '../../../machines/switchers.machine';
import type { AvailableStore } from '../../domain/store-config';
import { storeViewChoice } from '../../domain/store-switch';
import type { BrowserStorage } from './storage';

// Saving the shopper's choice of store view or currency: loaded when they make one (a switcher, a URL with a store code).

/** A year: the choice lasts as long as the stored one does. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The Set-Cookie value (or `document.cookie` assignment) that keeps `value`, or forgets the cookie when null. */
export function cookieLine(name: string, value: string | null): string {
  return value === null
    ? `${name}=; Max-Age=0; Path=/; SameSite=Lax`
    : `${name}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** Keeps a value in local storage and in its cookie; null forgets it in both. */
function keep(storage: BrowserStorage, key: 'store_view_code' | 'store_view_currency', value: string | null): void {
  if (value === null) storage.removeLocal(key);
  else storage.setLocal(key, value);
  document.cookie = cookieLine(key, value);
}

/** Saves a store view (its code, currency and media URL, spec §4) or a currency alone. Throws when storage refuses. */
export function saveChoice(storage: BrowserStorage, saved: SavedChoice): void {
  if (saved.kind === 'currency') {
    keep(storage, 'store_view_currency', saved.currency);
    return;
  }
  keep(storage, 'store_view_code', saved.choice.storeCode);
  keep(storage, 'store_view_currency', saved.choice.currency);
  if (saved.choice.mediaUrl) storage.setLocal('store_view_secure_base_media_url', saved.choice.mediaUrl);
  else storage.removeLocal('store_view_secure_base_media_url');
}


/** A URL named another store view (spec §2): it is saved as a switch to it is. */
export function enterStore(storage: BrowserStorage, stores: readonly AvailableStore[], storeCode: string): void {
  saveChoice(storage, { kind: 'store', choice: storeViewChoice(stores, storeCode) });
}
