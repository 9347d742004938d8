import { fromPromise } from 'xstate';
import { savedFavorites, serializeFavorite, type FavoriteStore, type SavedFavorites } from '../../domain/favorite-store';
import { favoriteStoreKey } from '../../domain/storage-keys';
import type { FavoriteStoreInput } from '../../../machines/favorite-store.machine';
import { locate } from './geolocation';
import type { BrowserStorage } from './storage';

/** The favourite store's browser side: the `favorite_store_{store_code}` entries and the device's location. */
export function browserFavoriteStore(storage: BrowserStorage) {
  return {
    readSaved: fromPromise<SavedFavorites, FavoriteStoreInput>(async ({ input }) =>
      savedFavorites((code) => storage.getLocal(favoriteStoreKey(code)), input.storeCode, input.otherStoreCodes),
    ),
    locate,
    storeLocally: (storeCode: string, store: FavoriteStore) => storage.setLocal(favoriteStoreKey(storeCode), serializeFavorite(store)),
    forgetLocally: (storeCode: string) => storage.removeLocal(favoriteStoreKey(storeCode)),
  };
}

export type BrowserFavoriteStore = ReturnType<typeof browserFavoriteStore>;
