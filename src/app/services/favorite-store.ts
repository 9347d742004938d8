import type { ResultOf } from '@graphql-typed-document-node/core';
import type { FavoriteStore, Origin } from '../../domain/favorite-store';
import { FAVORITE_STORE_FIELDS, FAVORITE_STORE_FULL_DETAILS, GET_FAVORITE_STORE, SET_FAVORITE_STORE } from '../graphql/favorite-store';
import { mutationData, queryData, RequestError } from './graphql/request';
import type { DataServices } from './route';

// The favourite store's calls (spec §7). The customer's favourite is private: read from the network, never from a
// cache that may hold another customer's.

function favoriteOf(answer: ResultOf<typeof FAVORITE_STORE_FIELDS> | null | undefined): FavoriteStore | null {
  return answer?.identifier && answer.name && answer.url_key ? { identifier: answer.identifier, name: answer.name, urlKey: answer.url_key } : null;
}

/** The signed-in customer's favourite, or null when they have none. */
export async function loadServerFavorite({ client }: DataServices): Promise<FavoriteStore | null> {
  const { favoriteStore } = await queryData(await client(), GET_FAVORITE_STORE, { origin: null }, { requestPolicy: 'network-only' });
  return favoriteOf(favoriteStore);
}

/** The customer's favourite if signed in, else the store nearest to the origin. */
export async function loadNearestStore({ client }: DataServices, origin: Origin): Promise<FavoriteStore | null> {
  const { favoriteStore } = await queryData(await client(), GET_FAVORITE_STORE, { origin }, { requestPolicy: 'network-only' });
  return favoriteOf(favoriteStore);
}

/** A store by identifier; null when no store has it (any more). */
export async function loadStoreDetails({ client }: DataServices, { identifier }: { identifier: string }): Promise<FavoriteStore | null> {
  const { pointsOfSale } = await queryData(await client(), FAVORITE_STORE_FULL_DETAILS, { identifier });
  return favoriteOf(pointsOfSale?.items[0]);
}

export async function saveFavoriteStore({ client }: DataServices, { identifier }: { identifier: string }): Promise<FavoriteStore> {
  const { setFavoriteStore } = await mutationData(await client(), SET_FAVORITE_STORE, { identifier });
  const store = favoriteOf(setFavoriteStore);
  if (!store) throw new RequestError('Empty answer', false);
  return store;
}
