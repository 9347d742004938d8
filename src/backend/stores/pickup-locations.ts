import type { Database } from 'better-sqlite3';
import type { PickupKind } from '../../domain/pickup';
import type { PointsOfSale } from './points-of-sale';

/** A place an order can be collected from, as Magento's PickupLocation reads it. */
export interface PickupLocation {
  code: string;
  kind: PickupKind;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countryId: string;
  phone: string | null;
  latitude: number;
  longitude: number;
}

interface RelayRow {
  code: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country_id: string;
  latitude: number;
  longitude: number;
}

/**
 * The places a cart's shipping address may name as its pickup location: the relay carrier's relay points (what the
 * `pickupLocations` query lists), and the shop's own stores for in-store pickup (its points of sale, by identifier).
 */
export class PickupLocations {
  readonly relays: PickupLocation[];

  constructor(db: Database, private readonly stores: PointsOfSale) {
    const rows = db.prepare('SELECT * FROM relay_point WHERE is_active = 1 ORDER BY code').all() as RelayRow[];
    this.relays = rows.map((r) => ({
      code: r.code, kind: 'relay', name: r.name, street: r.street, postcode: r.postcode, city: r.city, countryId: r.country_id,
      phone: null, latitude: r.latitude, longitude: r.longitude,
    }));
  }

  /** The place of a code, a relay point or a store; undefined for a code that names neither. */
  byCode(code: string): PickupLocation | undefined {
    const relay = this.relays.find((r) => r.code === code);
    if (relay) return relay;
    const store = this.stores.byIdentifier(code);
    return store && {
      code: store.identifier, kind: 'store', name: store.name, street: [store.address1, store.address2].filter(Boolean).join(', '),
      postcode: store.postcode, city: store.city, countryId: store.country_id, phone: store.telephone, latitude: store.latitude, longitude: store.longitude,
    };
  }
}

/**
 * The relay points nearest a postcode first (the embedded backend has no geocoder: those of its department first,
 * then by the postcodes' distance), as an area search of Magento's pickup locations orders them.
 */
export function nearestTo(postcode: string, places: readonly PickupLocation[]): PickupLocation[] {
  const department = postcode.slice(0, 2);
  const target = Number(postcode);
  const rank = (p: PickupLocation) => [p.postcode.slice(0, 2) === department ? 0 : 1, Math.abs(Number(p.postcode) - target)] as const;
  return [...places].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || a.code.localeCompare(b.code);
  });
}
