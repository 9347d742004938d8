import type { FavoriteStoreSnapshot } from './favorite-store.machine';

// What the favourite store's views read (favorite-store.machine.ts), apart from its chart: the header's control is in
// every page's first load, the chart is not.

export const selectFavoriteStore = (s: FavoriteStoreSnapshot) => s.context.store;
/** A choice is being saved on the server: the store page's button waits. */
export const selectSavingFavorite = (s: FavoriteStoreSnapshot) => s.matches({ started: 'saving' });
export const selectFavoriteSaveFailed = (s: FavoriteStoreSnapshot) => s.context.saveFailed;
