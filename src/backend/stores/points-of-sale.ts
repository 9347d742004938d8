import type { Database, Statement } from 'better-sqlite3';
import { STORES_FRONT_NAME } from '../../domain/store';

/** Where the store list lives (spec §2: the store-locator front name); shops are under it. */
export const STORE_LIST_PATH = STORES_FRONT_NAME;
/** Entity id of the one store list page. */
export const STORE_LIST_ID = 1;

export interface PointOfSaleRow {
  entity_id: number;
  identifier: string;
  name: string;
  url_key: string;
  store_type: string;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  region: string;
  country_id: string;
  telephone: string;
  latitude: number;
  longitude: number;
  is_active: number;
}

export interface OpeningHoursRow {
  pos_id: number;
  day: number;
  open: string | null;
  close: string | null;
}

export interface SpecialHoursRow {
  pos_id: number;
  date: string;
  title: string | null;
  open: string | null;
  close: string | null;
}

const IDS = '(SELECT value FROM json_each(?))';

/** Physical shops: a handful of rows read once; their hours are read in batches per request. */
export class PointsOfSale {
  readonly all: PointOfSaleRow[];
  private readonly hours: Statement<[string], OpeningHoursRow>;
  private readonly special: Statement<[string, string, string], SpecialHoursRow>;

  constructor(db: Database) {
    this.all = db.prepare('SELECT * FROM point_of_sale WHERE is_active = 1 ORDER BY name').all() as PointOfSaleRow[];
    this.hours = db.prepare(
      `SELECT pos_id, day, open, close FROM point_of_sale_opening_hours WHERE pos_id IN ${IDS}
       ORDER BY pos_id, (day + 6) % 7, open`,
    );
    this.special = db.prepare(
      `SELECT pos_id, date, title, open, close FROM point_of_sale_special_hours
       WHERE pos_id IN ${IDS} AND date BETWEEN ? AND ? ORDER BY pos_id, date, open`,
    );
  }

  byId(id: number): PointOfSaleRow | undefined {
    return this.all.find((p) => p.entity_id === id);
  }

  byIdentifier(identifier: string): PointOfSaleRow | undefined {
    return this.all.find((p) => p.identifier === identifier);
  }

  /** The regular week of each shop, Monday first. */
  openingHours(ids: readonly number[]): Map<number, OpeningHoursRow[]> {
    return group(this.hours.all(JSON.stringify(ids)));
  }

  specialHours(ids: readonly number[], start: string, end: string): Map<number, SpecialHoursRow[]> {
    return group(this.special.all(JSON.stringify(ids), start, end));
  }
}

function group<T extends { pos_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.pos_id) ?? [];
    list.push(row);
    map.set(row.pos_id, list);
  }
  return map;
}

/** Great-circle distance in kilometres, to 0.1 km. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2
    + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}
