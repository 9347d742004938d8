import type { PointOfSale } from './stores';

// The shopper's favourite store (spec §3 "Favourite store", §4, §9 `favorite_store_{store_code}`): what the header
// shows of it, and how it is kept in the browser.

export interface FavoriteStore {
  identifier: string;
  name: string;
  urlKey: string;
}

/** A point of the globe, as the device locates the shopper. */
export interface Origin {
  latitude: number;
  longitude: number;
}

/** What the browser keeps: this store view's favourite, and the identifier of one saved for another store view. */
export interface SavedFavorites {
  here: FavoriteStore | null;
  elsewhere: string | null;
}

export const favoriteOf = (store: Pick<PointOfSale, 'identifier' | 'name' | 'urlKey'>): FavoriteStore => ({
  identifier: store.identifier,
  name: store.name,
  urlKey: store.urlKey,
});

/** The stored form of a favourite. */
export const serializeFavorite = (store: FavoriteStore) => JSON.stringify(store);

/** A stored favourite, or null when absent or not one (an older or damaged entry is ignored). */
export function parseFavorite(raw: string | null): FavoriteStore | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FavoriteStore> | null;
    return typeof value?.identifier === 'string' && value.identifier && typeof value.name === 'string' && typeof value.urlKey === 'string'
      ? { identifier: value.identifier, name: value.name, urlKey: value.urlKey }
      : null;
  } catch {
    return null;
  }
}

/** This store view's favourite, and the first favourite another store view saved (its identifier). */
export function savedFavorites(read: (storeCode: string) => string | null, storeCode: string, otherStoreCodes: readonly string[]): SavedFavorites {
  const elsewhere = otherStoreCodes.map((code) => parseFavorite(read(code))).find((store) => store !== null);
  return { here: parseFavorite(read(storeCode)), elsewhere: elsewhere?.identifier ?? null };
}
