import type { Client } from '@urql/core';
import type { DefaultStorage } from '@urql/exchange-graphcache/default-storage';
import type { Preview } from '../../domain/preview';
import type { ConfigCopy } from './graphql/config-exchange';
import type { DataServices } from './route';
import type { BrowserStorage } from './storage';
import { online } from './until-done';

/** The browser's data services, with what a sign-out clears. */
export interface BrowserDataServices extends DataServices {
  /**
   * Sign-out (spec §4): forgets the cached customer and cart data: the client with its normalized cache, the
   * cache's persisted copy and the cache id. The next request starts a new client on an empty cache.
   */
  clearCustomerData(): Promise<void>;
}

/**
 * The client is created, with urql, on the first request: urql loads after the first render. `preview`: the admin's
 * preview this page read at start, which the client's requests of drafted content carry.
 */
export function browserDataServices(copy: ConfigCopy, storage: BrowserStorage, preview: Preview | null = null): BrowserDataServices {
  const stores = (copy.availableStores as { store_code: string }[] | undefined) ?? [];
  const code = () => online().then(() => import('./graphql/browser-client'));
  let opened: Promise<{ client: Client; cache: DefaultStorage }> | undefined;
  // A new client waits until the persisted copy of a dropped one is cleared: it would read it back otherwise.
  let cleared: Promise<void> = Promise.resolve();
  const open = () =>
    (opened ??= Promise.all([code(), cleared]).then(([{ createBrowserClient, persistedCache }]) => {
      const cache = persistedCache(storage);
      return { client: createBrowserClient(storage, copy, cache, preview), cache };
    }));
  return {
    client: async () => (await open()).client,
    storeCodes: () => stores.map((store) => store.store_code),
    clearCustomerData() {
      storage.removeLocal('magento_cache_id');
      const dropped = opened;
      opened = undefined;
      // The dropped client's own storage object is cleared: it keeps a copy of the day's entries that it writes back.
      cleared = (async () => {
        const cache = dropped ? (await dropped).cache : (await code()).persistedCache(storage);
        await cache.clear();
      })();
      return cleared;
    },
  };
}
