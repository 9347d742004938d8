import type { ResultOf } from '@graphql-typed-document-node/core';
import type { PointsOfSaleInput } from '../../../machines/points-of-sale.machine';
import { addDays, SCHEDULE_DAYS, SPECIAL_HOURS_DAYS, storeToday, type PointOfSale } from '../../domain/stores';
import { POINT_OF_SALE, POINTS_OF_SALE } from '../graphql/stores';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/** The list asks for every store at once: a chain has tens of them, not thousands. */
const LIST_PAGE_SIZE = 100;

type ListedStore = NonNullable<ResultOf<typeof POINTS_OF_SALE>['pointsOfSale']>['items'][number];
type StorePage = NonNullable<ResultOf<typeof POINT_OF_SALE>['pointsOfSale']>['items'][number];
/** A store of the list, or of its own page with its week and its special days. */
type StoreAnswer = ListedStore & Partial<Pick<StorePage, 'opening_hours' | 'special_hours'>>;

function pointOfSale(answer: StoreAnswer): PointOfSale[] {
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
  const graphql = await client();
  const stores: readonly StoreAnswer[] | undefined =
    identifier === null
      ? (await queryData(graphql, POINTS_OF_SALE, { day: today, pageSize: LIST_PAGE_SIZE })).pointsOfSale?.items
      : (
          await queryData(graphql, POINT_OF_SALE, {
            identifier,
            start: today,
            end: addDays(today, SCHEDULE_DAYS - 1),
            specialEnd: addDays(today, SPECIAL_HOURS_DAYS - 1),
          })
        ).pointsOfSale?.items;
  return (stores ?? []).flatMap(pointOfSale);
}
