import type { Client } from '@urql/core';
import { makeDefaultStorage } from '@urql/exchange-graphcache/default-storage';
import { STORE_CODE } from '../../../domain/store';
import { readPreview } from '../preview';
import type { BrowserStorage } from '../storage';
import { createGraphqlClient } from './client';
import type { ConfigCopy } from './config-exchange';

/** Days the normalized cache is kept in the browser between visits. */
const CACHE_DAYS = 7;

/** The browser's client: same origin, identity from browser storage, cache persisted per store view. */
export function createBrowserClient(storage: BrowserStorage, copy: ConfigCopy): Client {
  const storeCode = storage.getLocal('store_view_code') ?? STORE_CODE;
  let cacheId: string | null = null;
  return createGraphqlClient({
    url: '/graphql',
    identity: {
      storeCode: () => storeCode,
      currency: () => storage.getLocal('store_view_currency'),
      token: () => storage.getPersisted<string>('signin_token') ?? null,
      cacheId: () => cacheId,
      preview: readPreview,
    },
    config: () => copy,
    storage: makeDefaultStorage({ idbName: `vitrine-cache-${storeCode}`, maxAge: CACHE_DAYS }),
    onCacheId: (id) => (cacheId = id),
    isOnline: () => navigator.onLine,
  });
}
