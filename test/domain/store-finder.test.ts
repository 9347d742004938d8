import { describe, expect, it } from 'vitest';
import { distanceKm, finderMap, NEAREST_MARKED, placeKey, placeOf, storesFrom } from '../../src/domain/store-finder';
import { frenchTime, type PointOfSale } from '../../src/domain/stores';
import { STORES } from '../fixtures/cms';

const [RIVOLI, LYON] = STORES as [PointOfSale, PointOfSale];
const store = (identifier: string, name: string, city: string, postcode: string, latitude: number | null, longitude: number | null): PointOfSale => ({
  ...RIVOLI, identifier, name, urlKey: identifier, city, postcode, latitude, longitude,
});
// Real places: Paris Rivoli, Lyon Bellecour, Marseille Vieux-Port, Saint-Étienne's centre; one store without coordinates.
const PARIS = store('paris', 'Vitrine Paris', 'Paris', '75001', 48.8603, 2.3437);
const BELLECOUR = store('bellecour', 'Vitrine Bellecour', 'Lyon', '69002', 45.7578, 4.832);
const MARSEILLE = store('marseille', 'vitrine Marseille', 'Marseille', '13001', 43.2951, 5.3744);
const ETIENNE = store('etienne', 'Vitrine Saint-Étienne', 'Saint-Étienne', '42000', 45.4397, 4.3872);
const NOWHERE = store('nowhere', 'Vitrine Atelier', 'Lyon', '69003', null, null);
const ALL = [PARIS, BELLECOUR, MARSEILLE, ETIENNE, NOWHERE];

describe('where a search for a town or a postcode is', () => {
  it('finds a store’s town whatever its case, accents, hyphens or spaces', () => {
    for (const query of ['saint etienne', 'SAINT-ÉTIENNE', '  Saint Etienne ', 'saint-etienne', 'Saint -  Étienne', 'Saint-Étienne-']) {
      expect(placeOf(query, ALL)).toEqual({ latitude: 45.4397, longitude: 4.3872, label: 'Saint-Étienne' });
    }
    expect(placeKey('L’Haÿ-les-Roses')).toBe('l hay les roses');
    // A town as the backend spells it, spaces around.
    expect(placeOf('lyon', [store('lyon', 'Vitrine Lyon', ' Lyon ', '69002', 45.7578, 4.832)])).toMatchObject({ latitude: 45.7578 });
  });

  it('takes the middle of the stores of a town or a postcode, and only stores placed on both coordinates', () => {
    // Lyon Part-Dieu, in the same town as Bellecour; a store with half its coordinates cannot be placed.
    const PART_DIEU = store('part-dieu', 'Vitrine Part-Dieu', 'Lyon', '69002', 45.7606, 4.8593);
    const HALF = store('half', 'Vitrine Moitié', 'Lyon', '69002', 40, null);
    for (const query of ['Lyon', '69002']) {
      const place = placeOf(query, [BELLECOUR, PART_DIEU, HALF]);
      expect(place!.latitude, query).toBeCloseTo(45.7592, 4);
      expect(place!.longitude, query).toBeCloseTo(4.84565, 4);
    }
    expect(storesFrom([HALF, BELLECOUR], placeOf('Lyon', ALL)).map((entry) => entry.distanceKm)).toEqual([0, null]);
    expect(storesFrom([store('other-half', 'Vitrine Autre', 'Lyon', '69002', null, 4.8)], placeOf('Lyon', ALL))[0]!.distanceKm).toBeNull();
  });

  it('finds a store’s postcode, then its department’s prefecture', () => {
    expect(placeOf('69002', ALL)).toEqual({ latitude: 45.7578, longitude: 4.832, label: '69002' });
    // No store in 13008: Marseille's prefecture, the department's.
    expect(placeOf('13008', ALL)).toMatchObject({ label: '13008', latitude: 43.296, longitude: 5.37 });
    // Corsica's postcodes name two departments.
    expect(placeOf('20000', ALL)).toMatchObject({ latitude: 41.927 });
    expect(placeOf('20200', ALL)).toMatchObject({ latitude: 42.697 });
    // Sartène (20100) is in Corse-du-Sud; a search for 202 is in Haute-Corse.
    expect(placeOf('20100', ALL)).toMatchObject({ latitude: 41.927 });
    expect(placeOf('202', ALL)).toMatchObject({ latitude: 42.697 });
    expect(placeOf(' 69002 ', ALL)).toMatchObject({ label: '69002', latitude: 45.7578 });
  });

  it('finds a prefecture by its name where there is no store', () => {
    expect(placeOf('versailles', ALL)).toEqual({ latitude: 48.805, longitude: 2.13, label: 'Versailles' });
  });

  it('knows no other place: an unknown town, an overseas or malformed postcode, a blank', () => {
    for (const query of ['Atlantide', '97400', '7', '750011', '', '   ', 'x'.repeat(500)]) expect(placeOf(query, ALL)).toBeNull();
    // A store whose town is not given is no place for a blank search.
    expect(placeOf(' - ', [store('unnamed', 'Vitrine', '', '69002', 45.7578, 4.832)])).toBeNull();
  });
});

describe('the list in the finder’s order', () => {
  it('measures distances along the earth’s surface', () => {
    // Paris to Lyon: about 392 km as the crow flies.
    expect(distanceKm(PARIS as { latitude: number; longitude: number }, BELLECOUR as { latitude: number; longitude: number })).toBeCloseTo(392, -1);
    expect(distanceKm({ latitude: 45, longitude: 4 }, { latitude: 45, longitude: 4 })).toBe(0);
  });

  it('is nearest first from a place, then by name; stores without coordinates last', () => {
    const found = storesFrom(ALL, placeOf('Lyon', ALL));
    expect(found.map((entry) => entry.store.identifier)).toEqual(['bellecour', 'etienne', 'marseille', 'paris', 'nowhere']);
    expect(found[0]!.distanceKm).toBe(0);
    expect(found[1]!.distanceKm).toBeGreaterThan(45);
    expect(found[1]!.distanceKm).toBeLessThan(55);
    expect(found[4]!.distanceKm).toBeNull();
  });

  it('is by name without a place, case and accents aside', () => {
    expect(storesFrom(ALL, null).map((entry) => entry.store.name)).toEqual([
      'Vitrine Atelier', 'Vitrine Bellecour', 'vitrine Marseille', 'Vitrine Paris', 'Vitrine Saint-Étienne',
    ]);
    expect(storesFrom([LYON, RIVOLI], null).map((entry) => entry.distanceKm)).toEqual([null, null]);
  });

  it('marks out the nearest on the map, and rings the place searched from', () => {
    const origin = placeOf('Lyon', ALL);
    const map = finderMap(storesFrom(ALL, origin), origin);
    expect(map.stores).toHaveLength(4);
    expect(map.stores.filter((s) => s.nearest).map((s) => s.identifier).sort()).toEqual(['bellecour', 'etienne', 'marseille'].slice(0, NEAREST_MARKED).sort());
    expect(map.origin).not.toBeNull();
    // The nearest are drawn over the others: last.
    const nearest = map.stores.map((s) => s.nearest);
    expect(nearest.lastIndexOf(false)).toBeLessThan(nearest.indexOf(true));
    const unsorted = finderMap(storesFrom(ALL, null), null);
    expect(unsorted.stores.some((s) => s.nearest)).toBe(false);
    expect(unsorted.origin).toBeNull();
  });
});

describe('opening times as French writes them', () => {
  it('reads "9 h 30", "20 h", "12 h 05", with no-break spaces', () => {
    expect(frenchTime('09:30')).toBe('9\u00a0h\u00a030');
    expect(frenchTime('20:00')).toBe('20\u00a0h');
    expect(frenchTime('12:05')).toBe('12\u00a0h\u00a005');
    expect(frenchTime('00:00')).toBe('0\u00a0h');
  });
});
