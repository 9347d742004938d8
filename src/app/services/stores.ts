import type { PointsOfSaleInput } from '../../../machines/points-of-sale.machine';
import { addDays, SCHEDULE_DAYS, SPECIAL_HOURS_DAYS, storeToday, type PointOfSale } from '../../domain/stores';
import { POINT_OF_SALE, POINTS_OF_SALE } from '../graphql/stores';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/** The list asks for every store at once: a chain has tens of them, not thousands. */
const LIST_PAGE_SIZE = 100;

interface DayAnswer {
  date: string;
  open: string | null;
  close: string | null;
  is_special: boolean;
  title: string | null;
}

interface PointOfSaleAnswer {
  identifier: string | null;
  name: string | null;
  url_key: string | null;
  store_type: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  telephone: string | null;
  latitude: number | null;
  longitude: number | null;
  opening_hours?: { day: number; open: string | null; close: string | null }[];
  special_schedule: DayAnswer[];
  special_hours?: { date: string; title: string | null; open: string | null; close: string | null }[];
}

function pointOfSale(answer: PointOfSaleAnswer): PointOfSale[] {
  if (!answer.identifier || !answer.name || !answer.url_key) return [];
  return [
    {
      identifier: answer.identifier,
      name: answer.name,
      urlKey: answer.url_key,
      storeType: answer.store_type,
      address1: answer.address1 ?? '',
      address2: answer.address2 || null,
      postcode: answer.postcode ?? '',
      city: answer.city ?? '',
      telephone: answer.telephone || null,
      latitude: answer.latitude,
      longitude: answer.longitude,
      openingHours: answer.opening_hours ?? [],
      schedule: answer.special_schedule.map((day) => ({ date: day.date, open: day.open, close: day.close, special: day.is_special, title: day.title })),
      specialHours: answer.special_hours ?? [],
    },
  ];
}

/**
 * The stores of the list (today's hours) or of a store's page (its week, the coming days, special days ahead).
 * Days are asked for explicitly, from today in the store's timezone, so that a cached answer is a day's answer.
 */
export async function loadPointsOfSale({ client }: DataServices, { identifier }: PointsOfSaleInput, now = Date.now()): Promise<PointOfSale[]> {
  const today = storeToday(now);
  const { pointsOfSale } = await queryData<{ pointsOfSale: { items: PointOfSaleAnswer[] } | null }>(
    await client(),
    identifier === null ? POINTS_OF_SALE : POINT_OF_SALE,
    identifier === null
      ? { day: today, pageSize: LIST_PAGE_SIZE }
      : { identifier, start: today, end: addDays(today, SCHEDULE_DAYS - 1), specialEnd: addDays(today, SPECIAL_HOURS_DAYS - 1) },
  );
  return (pointsOfSale?.items ?? []).flatMap(pointOfSale);
}
