import { savedFavorites, serializeFavorite, type FavoriteStore, type Origin, type SavedFavorites } from '../../domain/favorite-store';
import { favoriteStoreKey } from '../../domain/storage-keys';
import { locateDevice } from './device-location';
import type { BrowserStorage } from './storage';

// The favourite store's browser side (spec §4, §9): the `favorite_store_{store_code}` entries and the device's
// location. In the favourite store's chunk (favorite-store-logic.ts): the home page's first render needs none of it.

export function readSaved(storage: BrowserStorage, { storeCode, otherStoreCodes }: { storeCode: string; otherStoreCodes: readonly string[] }): SavedFavorites {
  return savedFavorites((code) => storage.getLocal(favoriteStoreKey(code)), storeCode, otherStoreCodes);
}

export const storeLocally = (storage: BrowserStorage, storeCode: string, store: FavoriteStore) =>
  storage.setLocal(favoriteStoreKey(storeCode), serializeFavorite(store));

export const forgetLocally = (storage: BrowserStorage, storeCode: string) => storage.removeLocal(favoriteStoreKey(storeCode));

/** The device's location, to find the nearest store: a refusal or a failure logs a warning and yields null. */
export async function locate(): Promise<Origin | null> {
  const location = await locateDevice();
  if (typeof location === 'object') return location;
  console.warn(`The nearest store cannot be found: ${location === 'refused' ? 'the location was refused' : 'the device cannot be located'}.`);
  return null;
}
