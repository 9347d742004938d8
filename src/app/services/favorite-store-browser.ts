import { savedFavorites, serializeFavorite, type FavoriteStore, type Origin, type SavedFavorites } from '../../domain/favorite-store';
import { favoriteStoreKey } from '../../domain/storage-keys';
import type { BrowserStorage } from './storage';

// The favourite store's browser side (spec §4, §9): the `favorite_store_{store_code}` entries and the device's
// location. In the favourite store's chunk (favorite-store-logic.ts): the home page's first render needs none of it.

/** How long the device may take to locate the shopper, and how old a position it may answer with. */
const LOCATE_TIMEOUT_MS = 10_000;
const POSITION_MAX_AGE_MS = 600_000;

export function readSaved(storage: BrowserStorage, { storeCode, otherStoreCodes }: { storeCode: string; otherStoreCodes: readonly string[] }): SavedFavorites {
  return savedFavorites((code) => storage.getLocal(favoriteStoreKey(code)), storeCode, otherStoreCodes);
}

export const storeLocally = (storage: BrowserStorage, storeCode: string, store: FavoriteStore) =>
  storage.setLocal(favoriteStoreKey(storeCode), serializeFavorite(store));

export const forgetLocally = (storage: BrowserStorage, storeCode: string) => storage.removeLocal(favoriteStoreKey(storeCode));

/**
 * The device's location: a coarse position is enough to find the nearest store. A refusal, a failure or a browser
 * without geolocation logs a warning and yields null.
 */
export function locate(): Promise<Origin | null> {
  return new Promise((resolve) => {
    const warn = (reason: string) => {
      console.warn(`The nearest store cannot be found: ${reason}`);
      resolve(null);
    };
    if (!('geolocation' in navigator)) {
      warn('this browser cannot locate the device.');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => warn(error.message || 'the location was refused.'),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
