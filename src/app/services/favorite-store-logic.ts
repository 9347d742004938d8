import { fromPromise } from 'xstate';
import { favoriteStoreMachine, type FavoriteStoreInput } from '../../../machines/favorite-store.machine';
import type { FavoriteStore, Origin } from '../../domain/favorite-store';
import { forgetLocally, locate, readSaved, storeLocally } from './favorite-store-browser';
import { load } from './load-data';
import type { DataServices } from './route';
import type { BrowserEffects } from './shop-logic';

/**
 * The favourite store's machine with its services: its own chunk, loaded by the app on the session's first news (a
 * browser's, after the first render; a server never loads it).
 */
export const favoriteStoreLogic = (services: DataServices, browser?: BrowserEffects) =>
  favoriteStoreMachine.provide({
    actors: {
      loadServerFavorite: load<FavoriteStore | null>((d) => d.loadServerFavorite(services)),
      loadStoreDetails: load<FavoriteStore | null, { identifier: string }>((d, input) => d.loadStoreDetails(services, input)),
      loadNearest: load<FavoriteStore | null, Origin>((d, input) => d.loadNearestStore(services, input)),
      saveFavorite: load<FavoriteStore, { identifier: string }>((d, input) => d.saveFavoriteStore(services, input)),
      ...(browser && {
        readSaved: fromPromise(async ({ input }: { input: FavoriteStoreInput }) => readSaved(browser.storage, input)),
        locate: fromPromise(locate),
      }),
    },
    ...(browser && {
      actions: {
        storeLocally: (_: unknown, { storeCode, store }: { storeCode: string; store: FavoriteStore }) => storeLocally(browser.storage, storeCode, store),
        forgetLocally: (_: unknown, { storeCode }: { storeCode: string }) => forgetLocally(browser.storage, storeCode),
      },
    }),
  });
