import { TIMEZONE } from '../../../domain/store';
import { foldText } from '../../catalog/text';
import { dateRange, dayLabel, daysBetween, today, weekday, weekdayLabel } from '../../stores/dates';
import {
  STORE_LIST_ID, STORE_LIST_PATH, distanceKm, type OpeningHoursRow, type PointOfSaleRow, type SpecialHoursRow,
} from '../../stores/points-of-sale';
import type { Context } from '../context';
import { CUSTOMER_NOT_AUTHORIZED, authorizationError, inputError, noSuchEntity } from '../errors';
import { checkPaging, pageInfo, pageSlice } from '../paging';
import type { FieldResolver, Resolvers } from './types';

interface PointOfSaleNode extends PointOfSaleRow {
  distance: number | null;
}

interface Origin { latitude: number; longitude: number }
interface EqualFilter { eq?: string | null; in?: Array<string | null> | null }
interface PointOfSaleFilter {
  identifier?: EqualFilter | null;
  city?: EqualFilter | null;
  postcode?: EqualFilter | null;
  store_type?: EqualFilter | null;
  name?: { match?: string | null; match_type?: 'FULL' | 'PARTIAL' | null } | null;
}
interface RangeArgs { start?: string | null; end?: string | null }

/**
 * Hours are read for every shop of the response at once: the first shop asking loads all shops seen so far.
 */
class HoursLoader {
  readonly seen = new Set<number>();
  private readonly weekly = new Map<number, OpeningHoursRow[]>();
  private readonly special = new Map<string, Map<number, SpecialHoursRow[]>>();

  constructor(private readonly context: Context) {}

  opening(id: number): OpeningHoursRow[] {
    if (!this.weekly.has(id)) {
      const ids = [...this.seen, id].filter((x) => !this.weekly.has(x));
      const rows = this.context.services.pointsOfSale.openingHours(ids);
      for (const x of ids) this.weekly.set(x, rows.get(x) ?? []);
    }
    return this.weekly.get(id)!;
  }

  specials(id: number, start: string, end: string): SpecialHoursRow[] {
    const key = `${start}/${end}`;
    let byShop = this.special.get(key);
    if (!byShop?.has(id)) {
      byShop ??= new Map();
      const ids = [...this.seen, id].filter((x) => !byShop!.has(x));
      const rows = this.context.services.pointsOfSale.specialHours(ids, start, end);
      for (const x of ids) byShop.set(x, rows.get(x) ?? []);
      this.special.set(key, byShop);
    }
    return byShop.get(id)!;
  }
}

const loaders = new WeakMap<Context, HoursLoader>();
function hours(context: Context): HoursLoader {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new HoursLoader(context);
    loaders.set(context, loader);
  }
  return loader;
}

export function pointOfSaleNode(row: PointOfSaleRow, context: Context, origin?: Origin | null): PointOfSaleNode {
  context.cache.tag('pos', `pos_${row.entity_id}`);
  hours(context).seen.add(row.entity_id);
  return { ...row, distance: origin ? distanceKm(origin, row) : null };
}

export function pointOfSaleListNode(context: Context) {
  context.cache.tag('pos');
  return {
    id: STORE_LIST_ID,
    total_count: context.services.pointsOfSale.all.length,
    redirect_code: 0,
    relative_url: STORE_LIST_PATH,
    type: 'POINT_OF_SALE_LIST',
  };
}

function range(args: RangeArgs, context: Context) {
  return dateRange(args.start, args.end, today(context.now, TIMEZONE));
}

function checkOrigin(origin: Origin | null | undefined): Origin | null {
  if (!origin) return null;
  if (Math.abs(origin.latitude) > 90 || Math.abs(origin.longitude) > 180) {
    throw inputError('Invalid origin: latitude must be between -90 and 90 and longitude between -180 and 180.');
  }
  return origin;
}

function matches(row: PointOfSaleRow, filter: PointOfSaleFilter | null | undefined): boolean {
  if (!filter) return true;
  const equal = (value: string, f: EqualFilter | null | undefined) => {
    if (!f) return true;
    const wanted = f.eq !== undefined && f.eq !== null ? [f.eq] : (f.in ?? []).filter((v): v is string => v !== null);
    if (f.eq === undefined && f.in === undefined) return true;
    return wanted.some((w) => foldText(w.trim()) === foldText(value));
  };
  if (!equal(row.identifier, filter.identifier) || !equal(row.city, filter.city) || !equal(row.postcode, filter.postcode)
    || !equal(row.store_type, filter.store_type)) return false;
  if (filter.name?.match) {
    const wanted = foldText(filter.name.match.trim());
    return filter.name.match_type === 'FULL' ? foldText(row.name) === wanted : foldText(row.name).includes(wanted);
  }
  return true;
}

function nearest(origin: Origin, context: Context): PointOfSaleRow | undefined {
  return [...context.services.pointsOfSale.all].sort((a, b) => distanceKm(origin, a) - distanceKm(origin, b))[0];
}

const pointOfSaleFields: Record<string, FieldResolver> = {
  is_active: (p: PointOfSaleNode) => p.is_active === 1,
  region_id: () => null,
  relative_url: (p: PointOfSaleNode & { relative_url?: string }) => p.relative_url ?? `${STORE_LIST_PATH}/${p.url_key}`,
  redirect_code: (p: PointOfSaleNode & { redirect_code?: number }) => p.redirect_code ?? 0,
  type: () => 'POINT_OF_SALE',
  opening_hours: (p: PointOfSaleNode, _a, c: Context) => hours(c).opening(p.entity_id)
    .map((h) => ({ day: h.day, dayLabel: weekdayLabel(h.day), open: h.open, close: h.close })),
  special_hours: (p: PointOfSaleNode, args: RangeArgs, c: Context) => {
    const { start, end } = range(args, c);
    return hours(c).specials(p.entity_id, start, end)
      .map((h) => ({ title: h.title, date: h.date, dayLabel: dayLabel(h.date), open: h.open, close: h.close }));
  },
  special_schedule: (p: PointOfSaleNode, args: RangeArgs, c: Context) => {
    const { start, end } = range(args, c);
    const loader = hours(c);
    const specials = loader.specials(p.entity_id, start, end);
    const weekly = loader.opening(p.entity_id);
    return daysBetween(start, end).flatMap((date) => {
      const special = specials.filter((h) => h.date === date);
      if (special.length > 0) {
        return special.map((h) => ({ date, dayLabel: dayLabel(date), open: h.open, close: h.close, is_special: true, title: h.title }));
      }
      const regular = weekly.filter((h) => h.day === weekday(date));
      if (regular.length === 0) return [{ date, dayLabel: dayLabel(date), open: null, close: null, is_special: false, title: null }];
      return regular.map((h) => ({ date, dayLabel: dayLabel(date), open: h.open, close: h.close, is_special: false, title: null }));
    });
  },
};

export const pointOfSaleResolvers: Resolvers = {
  fields: {
    Query: {
      pointsOfSale: (_s, args: { filter?: PointOfSaleFilter | null; origin?: Origin | null; pageSize: number; currentPage: number }, context: Context) => {
        checkPaging(args.pageSize, args.currentPage);
        const origin = checkOrigin(args.origin);
        let rows = context.services.pointsOfSale.all.filter((r) => matches(r, args.filter));
        if (origin) rows = [...rows].sort((a, b) => distanceKm(origin, a) - distanceKm(origin, b));
        const page_info = pageInfo(rows.length, args.pageSize, args.currentPage);
        context.cache.tag('pos');
        return {
          total_count: rows.length,
          page_info,
          items: pageSlice(rows, args.pageSize, args.currentPage).map((r) => pointOfSaleNode(r, context, origin)),
        };
      },
      favoriteStore: (_s, args: { origin?: Origin | null }, context: Context) => {
        context.cache.markPrivate();
        const origin = checkOrigin(args.origin);
        if (context.customer) {
          const favorite = context.services.customers.find(context.customer.id)?.favorite_pos_id;
          const row = favorite ? context.services.pointsOfSale.byId(favorite) : undefined;
          if (row) return pointOfSaleNode(row, context, origin);
        }
        const row = origin ? nearest(origin, context) : undefined;
        return row ? pointOfSaleNode(row, context, origin) : null;
      },
    },
    Mutation: {
      setFavoriteStore: (_s, args: { identifier: string }, context: Context) => {
        if (!context.customer) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
        if (args.identifier.trim() === '') throw inputError('Required parameter "identifier" is missing');
        const row = context.services.pointsOfSale.byIdentifier(args.identifier);
        if (!row) throw noSuchEntity(`No such entity with identifier = ${args.identifier}`);
        context.services.customers.setFavorite(context.customer.id, row.entity_id, new Date(context.now).toISOString());
        return pointOfSaleNode(row, context);
      },
    },
    PointOfSale: pointOfSaleFields,
  },
};
