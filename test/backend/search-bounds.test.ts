import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from './helpers';

// Magento's catalog/search/min_query_length and max_query_length, as store config fields the backend's search
// and the storefront read. Fixture products: MELA-1 (Mélatonine), MAG-B6 (Magnésium B6) …

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const search = async (text: string) => {
  const reply = await t.gql('query ($text: String!) { products(search: $text) { total_count items { sku } } }', { variables: { text } });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.products as { total_count: number; items: { sku: string }[] };
};
const categoryMatch = (match: string) =>
  t.gql('query ($match: String!) { categories(filters: { name: { match: $match } }) { items { name } } }', { variables: { match } });

describe('the catalog search’s query length bounds', () => {
  test('the store config says them: 3 and 128, Magento’s defaults', async () => {
    const reply = await t.gql('{ storeConfig { catalog_search_min_query_length catalog_search_max_query_length } }');
    expect(reply.body.data?.storeConfig).toEqual({ catalog_search_min_query_length: 3, catalog_search_max_query_length: 128 });
  });

  test('a search shorter than the minimum finds nothing, as Magento’s search does; from the minimum it searches', async () => {
    expect(await search('ma')).toEqual({ total_count: 0, items: [] });
    expect(await search('  ma  ')).toEqual({ total_count: 0, items: [] });
    expect((await search('mag')).items.map((item) => item.sku)).toContain('MAG-B6');
  });

  test('the store’s own bounds apply at once: a higher minimum, a shorter maximum cutting the search', async () => {
    expect(t.backend.hooks.setConfig('catalog_search_min_query_length', 5)).toBeUndefined();
    expect(await search('magn')).toEqual({ total_count: 0, items: [] });
    expect((await search('magné')).items.map((item) => item.sku)).toContain('MAG-B6');
    expect(t.backend.hooks.setConfig('catalog_search_max_query_length', 5)).toBeUndefined();
    // Cut at 5 characters, "magnésium zzzzzz" is "magné": the words past the cut are not searched.
    expect((await search('magnésium zzzzzz')).items.map((item) => item.sku)).toContain('MAG-B6');
    t.backend.hooks.setConfig('catalog_search_min_query_length', 3);
    t.backend.hooks.setConfig('catalog_search_max_query_length', 128);
  });

  test('a category name match shorter than the minimum is Magento’s input error; its special characters do not count', async () => {
    for (const match of ['mi', 'm-i', '  mi  ', 'm.!']) {
      const reply = await categoryMatch(match);
      expect(reply.status).toBe(200);
      expect(reply.body.errors?.[0]).toMatchObject({ message: 'Invalid match filter. Minimum length is 3.', extensions: { category: 'graphql-input' } });
    }
    const found = await categoryMatch('min');
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data?.categories.items.map((c: { name: string }) => c.name)).toContain('Minéraux');
  });
});
