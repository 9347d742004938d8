import { describe, expect, it } from 'vitest';
import { favoriteOf, parseFavorite, savedFavorites, serializeFavorite } from '../../src/domain/favorite-store';
import { favoriteStoreKey } from '../../src/domain/storage-keys';
import { FRANCE_PATH, MAP_HEIGHT, MAP_WIDTH, onMap, project } from '../../src/domain/store-map';
import { STORES } from '../fixtures/cms';

const RIVOLI = { identifier: 'paris-rivoli', name: 'Vitrine Paris Rivoli', urlKey: 'paris-rivoli' };

describe('the saved favourite store (favorite_store_{store_code})', () => {
  it('keeps what the header needs of a store', () => {
    expect(favoriteOf(STORES[0]!)).toEqual(RIVOLI);
    expect(parseFavorite(serializeFavorite(RIVOLI))).toEqual(RIVOLI);
  });

  it('ignores an absent, damaged or foreign entry', () => {
    expect(parseFavorite(null)).toBeNull();
    expect(parseFavorite('')).toBeNull();
    expect(parseFavorite('{not json')).toBeNull();
    expect(parseFavorite('"paris-rivoli"')).toBeNull();
    expect(parseFavorite('null')).toBeNull();
    expect(parseFavorite(JSON.stringify({ identifier: '', name: 'x', urlKey: 'x' }))).toBeNull();
    expect(parseFavorite(JSON.stringify({ identifier: 42, name: 'x', urlKey: 'x' }))).toBeNull();
    expect(parseFavorite(JSON.stringify({ identifier: 'paris-rivoli', name: 42, urlKey: 'paris-rivoli' }))).toBeNull();
    expect(parseFavorite(JSON.stringify({ identifier: 'paris-rivoli', name: 'Vitrine Paris Rivoli' }))).toBeNull();
  });

  it("reads this store view's favourite, and the first other store view's identifier", () => {
    const lyon = { identifier: 'lyon-bellecour', name: 'Lyon', urlKey: 'lyon-bellecour' };
    const stored: Record<string, string> = { en: 'damaged', de: serializeFavorite(lyon), it: serializeFavorite(RIVOLI) };
    const read = (code: string) => stored[code] ?? null;
    expect(savedFavorites(read, 'fr', ['en', 'de', 'it'])).toEqual({ here: null, elsewhere: 'lyon-bellecour' });
    expect(savedFavorites(read, 'it', ['fr'])).toEqual({ here: RIVOLI, elsewhere: null });
    expect(savedFavorites(read, 'fr', [])).toEqual({ here: null, elsewhere: null });
  });
});

describe('the store map', () => {
  it('places towns where they are in France: Dunkirk north, Perpignan south, Brest west, Strasbourg east', () => {
    const dunkirk = project(51.03, 2.37);
    const perpignan = project(42.7, 2.9);
    const brest = project(48.39, -4.49);
    const strasbourg = project(48.57, 7.75);
    const paris = project(48.86, 2.34);
    expect(dunkirk.y).toBeLessThan(paris.y);
    expect(perpignan.y).toBeGreaterThan(paris.y);
    expect(brest.x).toBeLessThan(paris.x);
    expect(strasbourg.x).toBeGreaterThan(paris.x);
    // Paris to Strasbourg (~400 km east) is about as long as Paris to Perpignan is tall (~690 km south) in km ratio.
    expect((strasbourg.x - paris.x) / (perpignan.y - paris.y)).toBeCloseTo(397 / 684, 1);
  });

  it('shows the mainland and Corsica inside its box', () => {
    const numbers = FRANCE_PATH.match(/-?\d+(\.\d+)?/g)!.map(Number);
    expect(FRANCE_PATH.match(/M/g)).toHaveLength(2);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(Math.max(MAP_WIDTH, MAP_HEIGHT));
  });

  it('cannot place a store without coordinates or overseas', () => {
    expect(onMap(48.86, 2.34)).toBe(true);
    expect(onMap(null, 2.34)).toBe(false);
    expect(onMap(48.86, null)).toBe(false);
    // Oslo and Amsterdam to the north, Algiers to the south, the Atlantic to the west, Vienna to the east: off the map's box.
    for (const [latitude, longitude] of [[59.91, 10.75], [52.37, 4.9], [36.75, 3.06], [47, -15], [48.21, 16.37]] as const) expect(onMap(latitude, longitude)).toBe(false);
    // Saint-Denis, La Réunion.
    expect(onMap(-20.88, 55.45)).toBe(false);
  });
});

describe('where the favourite store is kept (spec §9)', () => {
  it('under favorite_store_{store_code}, one a store view', () => {
    expect([favoriteStoreKey('fr'), favoriteStoreKey('fr_ca')]).toEqual(['favorite_store_fr', 'favorite_store_fr_ca']);
  });
});
