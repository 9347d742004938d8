import type { Origin } from './favorite-store';
import { PREFECTURES } from './prefectures';
import { STORE_LOCALE } from './store';
import { onMap, project } from './store-map';
import type { PointOfSale } from './stores';

// The store finder (store list): where the shopper searches from (a town or a postcode, or the device's location),
// each store's distance from there, and the order the list shows them in.

/** A place the list is sorted from: a town or postcode searched (`label`), or the device's location (no label). */
export interface SearchOrigin extends Origin {
  label: string | null;
}

/** The longest search the finder reads: a French town's name fits, and a longer text is no place. */
export const MAX_PLACE_QUERY_LENGTH = 80;

/** A town's name as compared: no case, no accents, hyphens and apostrophes as spaces ("Saint-Étienne" = "saint etienne"). */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-'’\s]+/g, ' ')
    .trim();
}

const placed = (store: PointOfSale): store is PointOfSale & Origin => store.latitude !== null && store.longitude !== null;

/** The middle of some stores' places. */
function middle(stores: readonly Origin[]): Origin {
  return {
    latitude: stores.reduce((sum, store) => sum + store.latitude, 0) / stores.length,
    longitude: stores.reduce((sum, store) => sum + store.longitude, 0) / stores.length,
  };
}

/** The department of a metropolitan postcode, as PREFECTURES names it (Corsica's 20xxx split in 2A and 2B). */
function departmentOf(postcode: string): string {
  if (!postcode.startsWith('20')) return postcode.slice(0, 2);
  return postcode.length < 3 || postcode[2]! <= '1' ? '2A' : '2B';
}

/**
 * Where a search for a town or a postcode is: the stores of that postcode or town when there are (their middle),
 * else the prefecture of its department or the prefecture of that name; null for a place the finder does not know.
 */
export function placeOf(query: string, stores: readonly PointOfSale[]): SearchOrigin | null {
  const text = query.trim().slice(0, MAX_PLACE_QUERY_LENGTH);
  const withPlaces = stores.filter(placed);
  if (/^\d{2,5}$/.test(text)) {
    const here = withPlaces.filter((store) => store.postcode === text);
    if (here.length > 0) return { ...middle(here), label: text };
    const prefecture = PREFECTURES.find((p) => p.department === departmentOf(text));
    return prefecture ? { latitude: prefecture.latitude, longitude: prefecture.longitude, label: text } : null;
  }
  const key = placeKey(text);
  if (key === '') return null;
  const town = withPlaces.filter((store) => placeKey(store.city) === key);
  if (town.length > 0) return { ...middle(town), label: town[0]!.city };
  const prefecture = PREFECTURES.find((p) => placeKey(p.town) === key);
  return prefecture ? { latitude: prefecture.latitude, longitude: prefecture.longitude, label: prefecture.town } : null;
}

/** Kilometres between two places, along the earth's surface (haversine, on a 6,371 km sphere). */
export function distanceKm(a: Origin, b: Origin): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A store of the list, with how far it is from the place searched (null: no place, or the store has no coordinates). */
export interface FoundStore {
  store: PointOfSale;
  distanceKm: number | null;
}

/** Names as the shop's language orders them: case and accents aside ("Vitrine Évry" next to "Vitrine Evry"). */
const byName = new Intl.Collator(STORE_LOCALE.replace('_', '-'), { sensitivity: 'base', numeric: true });

/**
 * The list in the finder's order: nearest first from the origin, then by name; stores that cannot be placed come
 * last. Without an origin, by name.
 */
export function storesFrom(stores: readonly PointOfSale[], origin: Origin | null): FoundStore[] {
  const found = stores.map((store) => ({ store, distanceKm: origin && placed(store) ? distanceKm(origin, store) : null }));
  return found.sort(
    (a, b) =>
      (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || byName.compare(a.store.name, b.store.name),
  );
}

/** How many of the nearest stores the map marks out once the list is sorted from a place. */
export const NEAREST_MARKED = 3;

/** A store on the list's map, in the map's units; `nearest` when it is among those marked out. */
export interface MapStore {
  identifier: string;
  x: number;
  y: number;
  nearest: boolean;
}

/** The list's map: every store it can place, the nearest marked out, and the place searched from when there is one. */
export function finderMap(found: readonly FoundStore[], origin: Origin | null): { stores: MapStore[]; origin: { x: number; y: number } | null } {
  const stores = found.flatMap(({ store }, index) =>
    onMap(store.latitude, store.longitude)
      ? [{ identifier: store.identifier, ...project(store.latitude!, store.longitude!), nearest: origin !== null && index < NEAREST_MARKED }]
      : [],
  );
  // The nearest are drawn last, over the others.
  stores.sort((a, b) => Number(a.nearest) - Number(b.nearest));
  return { stores, origin: origin && onMap(origin.latitude, origin.longitude) ? project(origin.latitude, origin.longitude) : null };
}
