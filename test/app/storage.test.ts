import { describe, expect, it } from 'vitest';
import { createBrowserStorage, memoryStorageArea } from '../../src/app/services/storage';

describe('browser storage', () => {
  it('stores namespaced entries with value, timeStored and ttl', () => {
    const area = memoryStorageArea();
    const storage = createBrowserStorage(area, () => 1_000);
    storage.setPersisted('signin_token', 'abc', 1200);
    expect(JSON.parse(area.getItem('vitrine-persistence__signin_token')!)).toEqual({ value: 'abc', timeStored: 1_000, ttl: 1200 });
    expect(storage.getPersisted('signin_token')).toBe('abc');
  });

  it('reads an expired entry as absent and forgets it', () => {
    let now = 0;
    const area = memoryStorageArea();
    const storage = createBrowserStorage(area, () => now);
    storage.setPersisted('signin_token', 'abc', 10);
    now = 10_000;
    expect(storage.getPersisted('signin_token')).toBe('abc');
    now = 10_001;
    expect(storage.getPersisted('signin_token')).toBeUndefined();
    expect(area.getItem('vitrine-persistence__signin_token')).toBeNull();
  });

  it('keeps entries without ttl, and reads garbage as absent', () => {
    const area = memoryStorageArea();
    const storage = createBrowserStorage(area, () => 0);
    storage.setPersisted('shipping_address', { city: 'Lyon' });
    expect(storage.getPersisted('shipping_address')).toEqual({ city: 'Lyon' });
    area.setItem('vitrine-persistence__billing_address', '{not json');
    expect(storage.getPersisted('billing_address')).toBeUndefined();
  });

  it('gives plain keys their defaults: the French store view code', () => {
    const storage = createBrowserStorage(memoryStorageArea());
    expect(storage.getLocal('store_view_code')).toBe('fr');
    expect(storage.getLocal('cartId')).toBeNull();
    storage.setLocal('cartId', 'masked-1');
    expect(storage.getLocal('cartId')).toBe('masked-1');
    storage.removeLocal('cartId');
    expect(storage.getLocal('cartId')).toBeNull();
  });
});
