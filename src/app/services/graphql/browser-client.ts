import type { Client } from '@urql/core';
import { makeDefaultStorage, type DefaultStorage } from '@urql/exchange-graphcache/default-storage';
import { STORE_CODE } from '../../../domain/store';
import type { Preview } from '../../../domain/preview';
import type { BrowserStorage } from '../storage';
import { createGraphqlClient } from './client';
import type { ConfigCopy } from './config-exchange';

/** Days the normalized cache is kept in the browser between visits. */
const CACHE_DAYS = 7;

const storeCodeOf = (storage: BrowserStorage) => storage.getLocal('store_view_code') ?? STORE_CODE;

/** The normalized cache kept between visits, one per store view (IndexedDB). */
export function persistedCache(storage: BrowserStorage): DefaultStorage {
  return makeDefaultStorage({ idbName: `vitrine-cache-${storeCodeOf(storage)}`, maxAge: CACHE_DAYS });
}

/**
 * The browser's client: same origin, identity from browser storage, cache persisted per store view. The cache id
 * is kept in local storage, so that the next page load sends it back too. In an admin's preview (read once, at the
 * page's start) the cache stays in memory: a draft is never kept for a later visit.
 */
export function createBrowserClient(
  storage: BrowserStorage, copy: ConfigCopy, cache: DefaultStorage = persistedCache(storage), preview: Preview | null = null,
): Client {
  const storeCode = storeCodeOf(storage);
  return createGraphqlClient({
    url: '/graphql',
    identity: {
      storeCode: () => storeCode,
      currency: () => storage.getLocal('store_view_currency'),
      token: () => storage.getPersisted<string>('signin_token') ?? null,
      cacheId: () => storage.getLocal('magento_cache_id'),
      preview: () => preview,
    },
    config: () => copy,
    ...(!preview && { storage: cache }),
    onCacheId: (id) => storage.setLocal('magento_cache_id', id),
    isOnline: () => navigator.onLine,
  });
}
