import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, newCustomer, theError } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

// The favourite store's operations as the storefront sends them (spec §7): GetFavoriteStore, setFavoriteStore,
// FavoriteStoreFullDetails.

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const GET = 'query GetFavoriteStore($origin: PointOfSaleOriginInput) { favoriteStore(origin: $origin) { identifier name url_key } }';
const SET = 'mutation setFavoriteStore($identifier: String!) { setFavoriteStore(identifier: $identifier) { identifier name url_key } }';
const DETAILS = `query FavoriteStoreFullDetails($identifier: String!) {
  pointsOfSale(filter: { identifier: { eq: $identifier } }, pageSize: 1) { total_count items { identifier name url_key } }
}`;

/** The test shop has two stores, Paris Marais and Lyon Bellecour: from Marseille, Lyon's is the nearest. */
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const MARSEILLE = { latitude: 43.2951, longitude: 5.3745 };

const favorite = async (token: string | null, origin: { latitude: number; longitude: number } | null = null) =>
  (await t.gql(GET, { variables: { origin }, ...(token && { headers: bearer(token) }) })).body.data?.favoriteStore?.identifier ?? null;

describe('the favourite store', () => {
  test('a guest gets the nearest store to their location, and nothing without one', async () => {
    expect(await favorite(null, MARSEILLE)).toBe('lyon-bellecour');
    expect(await favorite(null, PARIS)).toBe('paris-marais');
    expect(await favorite(null)).toBeNull();
  });

  test('each customer sees and changes only their own favourite', async () => {
    const camille = await newCustomer(t, 'camille.favori@example.com');
    const dominique = await newCustomer(t, 'dominique.favori@example.com');
    // Without a favourite: none, or the nearest.
    expect(await favorite(camille)).toBeNull();
    expect(await favorite(camille, MARSEILLE)).toBe('lyon-bellecour');

    const set = await t.gql(SET, { variables: { identifier: 'paris-marais' }, headers: bearer(camille) });
    expect(set.body.data?.setFavoriteStore).toEqual({ identifier: 'paris-marais', name: 'Vitrine Paris Marais', url_key: 'paris-marais' });
    // Saved: it wins over the nearest store.
    expect(await favorite(camille)).toBe('paris-marais');
    expect(await favorite(camille, MARSEILLE)).toBe('paris-marais');

    // Another customer's token neither sees Camille's favourite nor changes it.
    expect(await favorite(dominique)).toBeNull();
    expect(await favorite(dominique, MARSEILLE)).toBe('lyon-bellecour');
    await t.gql(SET, { variables: { identifier: 'lyon-bellecour' }, headers: bearer(dominique) });
    expect(await favorite(dominique)).toBe('lyon-bellecour');
    expect(await favorite(camille)).toBe('paris-marais');
    // A guest's question is answered for a guest, whoever chose before.
    expect(await favorite(null)).toBeNull();
  });

  test('the answer is private: never cached for another shopper', async () => {
    const reply = await t.gql(GET, { variables: { origin: PARIS } });
    expect(reply.headers.get('cache-control')).toMatch(/private|no-store|no-cache/);
  });

  test('bad input answers Magento’s errors, never a server failure', async () => {
    const token = await newCustomer(t, 'erreurs.favori@example.com');
    expect(theError(await t.gql(SET, { variables: { identifier: 'nulle-part' }, headers: bearer(token) }))).toEqual({
      message: 'No such entity with identifier = nulle-part',
      category: 'graphql-no-such-entity',
    });
    expect(theError(await t.gql(SET, { variables: { identifier: '  ' }, headers: bearer(token) }))).toEqual({
      message: 'Required parameter "identifier" is missing',
      category: 'graphql-input',
    });
    expect(theError(await t.gql(SET, { variables: { identifier: 'lyon-bellecour' } }))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    const badOrigin = await t.gql(GET, { variables: { origin: { latitude: 120, longitude: 2 } } });
    expect(theError(badOrigin)).toMatchObject({ category: 'graphql-input' });
    expect(badOrigin.status).not.toBe(500);
    // The failed attempts changed nothing.
    expect(await favorite(token)).toBeNull();
  });

  test('a store looked up by identifier: found, or no item (the storefront then finds the nearest)', async () => {
    const found = await t.gql(DETAILS, { variables: { identifier: 'lyon-bellecour' } });
    expect(found.body.data?.pointsOfSale).toEqual({
      total_count: 1,
      items: [{ identifier: 'lyon-bellecour', name: 'Vitrine Lyon Bellecour', url_key: 'lyon-bellecour' }],
    });
    const gone = await t.gql(DETAILS, { variables: { identifier: 'ancienne-boutique' } });
    expect(gone.body.data?.pointsOfSale).toEqual({ total_count: 0, items: [] });
  });
});
