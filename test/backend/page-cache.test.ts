import { expect, test } from 'vitest';
import { PageCache } from '../../src/backend/graphql/page-cache';

const entry = (body: string, expires = 1000) => ({ status: 200, headers: {}, body, expires });

test('the page cache expires entries and makes room by dropping the least recently used', () => {
  const cache = new PageCache();
  cache.set('a', entry('A', 100));
  expect(cache.get('a', 50)?.body).toBe('A');
  expect(cache.get('a', 100)).toBeUndefined();

  const big = 'x'.repeat(1024 * 1024);
  for (let i = 0; i < 40; i++) cache.set(`k${i}`, entry(big));
  // 32 Mi code units of room: the oldest went out first.
  expect(cache.get('k0', 0)).toBeUndefined();
  expect(cache.get('k39', 0)?.body.length).toBe(big.length);
  // One answer too large for the cache is not kept.
  cache.set('huge', entry('y'.repeat(3 * 1024 * 1024)));
  expect(cache.get('huge', 0)).toBeUndefined();
});
