import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphqlClient } from '../../src/app/services/graphql/client';
import { loadListing } from '../../src/app/services/catalog';
import type { DataServices } from '../../src/app/services/route';
import { DATABASE_FILE } from '../../src/backend/db/open';
import { startTestBackend, type TestBackend } from './helpers';

// The layered navigation is the installation's: an attribute an administrator makes filterable (is_filterable)
// appears in the products' filter input and aggregations, and as a filter of the shop's listings, with no code.
let t: TestBackend;
const VITAMINS_MINERALS = { kind: 'category', uid: 'NA==' } as const;

/** A "Saveur" attribute, filterable, with two values set on two products of the fixture catalogue. */
function addFlavour(dataDir: string) {
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.prepare(`INSERT INTO eav_attribute (attribute_id, attribute_code, frontend_label, frontend_input, position, is_filterable)
    VALUES (300, 'saveur_fruit', 'Saveur fruitée', 'select', 9, 1)`).run();
  const option = (id: number, label: string, order: number) =>
    db.prepare('INSERT INTO eav_attribute_option (option_id, attribute_id, code, label, sort_order) VALUES (?, 300, ?, ?, ?)').run(id, label, label, order);
  option(3001, 'Citron', 1);
  option(3002, 'Orange', 2);
  const set = (sku: string, optionId: number) =>
    db.prepare('INSERT INTO catalog_product_option_value (product_id, option_id) SELECT entity_id, ? FROM catalog_product WHERE sku = ?').run(optionId, sku);
  set('MAG-B6', 3001);
  set('VITC-POUDRE', 3002);
  db.close();
}

beforeAll(async () => {
  const first = await startTestBackend({ keepData: true });
  await first.close();
  addFlavour(first.dataDir);
  t = await startTestBackend({ dataDir: first.dataDir });
});
afterAll(() => t.close());

function services(): DataServices {
  const client = createGraphqlClient({
    url: `${t.url}/graphql`,
    identity: { storeCode: () => 'fr', currency: () => null, token: () => null, cacheId: () => null, preview: () => null },
    config: () => ({}),
  });
  return { client: async () => client, storeCodes: () => ['fr'] };
}

describe('filters from the backend', () => {
  it('declares every filterable attribute in the filter input, of the type its values call for', async () => {
    const { body: { data } } = await t.gql('{ __type(name: "ProductAttributeFilterInput") { inputFields { name type { name } } } }');
    const fields = Object.fromEntries((data!.__type.inputFields as { name: string; type: { name: string } }[]).map((f) => [f.name, f.type.name]));
    expect(fields).toMatchObject({
      brand: 'FilterEqualTypeInput', form: 'FilterEqualTypeInput', dietary: 'FilterEqualTypeInput',
      saveur_fruit: 'FilterEqualTypeInput', price: 'FilterRangeTypeInput', name: 'FilterMatchTypeInput',
    });
  });

  it('counts its values in the aggregations and filters on them', async () => {
    const { body: { data } } = await t.gql(`{ products(filter: { category_uid: { eq: "NA==" }, saveur_fruit: { in: ["3001"] } }) {
      total_count items { sku } aggregations { attribute_code label options { label value count } } } }`);
    expect(data!.products.items).toEqual([{ sku: 'MAG-B6' }]);
    const all = await t.gql('{ products(filter: { category_uid: { eq: "NA==" } }) { aggregations { attribute_code label options { label value count } } } }');
    expect(all.body.data!.products.aggregations.find((a: { attribute_code: string }) => a.attribute_code === 'saveur_fruit')).toEqual({
      attribute_code: 'saveur_fruit', label: 'Saveur fruitée',
      options: [{ label: 'Citron', value: '3001', count: 1 }, { label: 'Orange', value: '3002', count: 1 }],
    });
  });

  it('shows up as a filter of the listing, ticked from the URL, counted as if untouched', async () => {
    const listing = await loadListing(services(), { source: VITAMINS_MINERALS, search: '?saveur_fruit=3001' });
    expect(listing.products.map((product) => product.sku)).toEqual(['MAG-B6']);
    expect(listing.facets.find((facet) => facet.code === 'saveur_fruit')).toEqual({
      code: 'saveur_fruit', label: 'Saveur fruitée',
      options: [{ value: '3001', label: 'Citron', count: 1 }, { value: '3002', label: 'Orange', count: 1 }],
    });
    expect(listing.facets.map((facet) => facet.code)).toEqual(['category_uid', 'price', 'brand', 'form', 'dietary', 'saveur_fruit']);
  });
});
