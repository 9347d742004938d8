import 'fake-indexeddb/auto';
import { gql } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserDataServices } from '../../src/app/services/browser-data';
import { persistedCache } from '../../src/app/services/graphql/browser-client';
import { createBrowserStorage, memoryStorageArea, type StorageArea } from '../../src/app/services/storage';
import { UI_WAIT_MS } from '../harness/limits';

const CUSTOMER = gql`
  query AccountChip {
    customer {
      firstname
    }
  }
`;

/**
 * The browser's fetch, answering the customer with a cache id; records the cache id each request sent. It answers
 * after a quarter-second, as a network does: the cache has read its persisted copy by then (it persists nothing
 * before), even on a host kept busy, where 20 ms was not always enough.
 */
function fakeFetch(cacheId: string) {
  const sentCacheIds: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sentCacheIds.push(new Headers(init?.headers).get('X-Magento-Cache-Id'));
      await new Promise((resolve) => setTimeout(resolve, 250));
      return new Response(JSON.stringify({ data: { customer: { __typename: 'Customer', firstname: 'Léa' } } }), {
        headers: { 'Content-Type': 'application/json', 'X-Magento-Cache-Id': cacheId },
      });
    }),
  );
  return sentCacheIds;
}

/** A signed-in customer's page load: its data services over the browser's local storage, each test on its own store view's cache. */
function page(area: StorageArea, storeCode: string) {
  const storage = createBrowserStorage(area);
  storage.setLocal('store_view_code', storeCode);
  storage.setPersisted('signin_token', 'secret', 3600);
  return { storage, services: browserDataServices({}, storage) };
}

/** What the persisted cache of a store view holds. */
const persisted = async (area: StorageArea, storeCode: string) => persistedCache(page(area, storeCode).storage).readData();

/** Waits for the client to have written its answers to the persisted cache (it does so after each answer). */
const written = (area: StorageArea, storeCode: string) =>
  vi.waitFor(async () => expect(Object.keys(await persisted(area, storeCode))).not.toHaveLength(0), { timeout: UI_WAIT_MS, interval: 50 });

// graphcache writes to its storage only when NODE_ENV is not 'test'.
beforeEach(() => vi.stubEnv('NODE_ENV', 'development'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('browser data: the cache id (spec §7)', () => {
  it('is kept across page loads and sent back, until a sign-out forgets it', async () => {
    const sent = fakeFetch('group-1');
    const area = memoryStorageArea();
    const first = page(area, 'cache_id');
    await (await first.services.client()).query(CUSTOMER, {}).toPromise();
    expect(first.storage.getLocal('magento_cache_id')).toBe('group-1');

    const next = page(area, 'cache_id');
    await (await next.services.client()).query(CUSTOMER, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(sent).toEqual([null, 'group-1']);

    await next.services.clearCustomerData();
    expect(next.storage.getLocal('magento_cache_id')).toBeNull();
  });
});

describe('browser data: clearing the customer’s data (sign-out)', () => {
  it('otherwise, the next page load reads the persisted cache', async () => {
    fakeFetch('group-1');
    const area = memoryStorageArea();
    await (await page(area, 'kept').services.client()).query(CUSTOMER, {}).toPromise();
    await written(area, 'kept');
    const next = await page(area, 'kept').services.client();
    await vi.waitFor(async () =>
      expect((await next.query(CUSTOMER, {}, { requestPolicy: 'cache-only' }).toPromise()).data?.customer?.firstname).toBe('Léa'),
    { timeout: UI_WAIT_MS });
  });

  it('drops the client with its cache and empties the persisted copy', async () => {
    const sent = fakeFetch('group-1');
    const area = memoryStorageArea();
    const { services } = page(area, 'cleared');
    const before = await services.client();
    await before.query(CUSTOMER, {}).toPromise();
    await written(area, 'cleared');

    await services.clearCustomerData();
    expect(await persisted(area, 'cleared')).toEqual({});
    const after = await services.client();
    expect(after).not.toBe(before);
    // The new client asks the network again, without the forgotten cache id.
    await after.query(CUSTOMER, {}).toPromise();
    expect(sent).toEqual([null, null]);
  });

  it('empties the persisted copy a previous page left, before this page made any request', async () => {
    fakeFetch('group-1');
    const area = memoryStorageArea();
    await (await page(area, 'previous').services.client()).query(CUSTOMER, {}).toPromise();
    await written(area, 'previous');

    await page(area, 'previous').services.clearCustomerData();
    expect(await persisted(area, 'previous')).toEqual({});
  });
});
