import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Origin } from '../src/domain/favorite-store';
import { finderMap, placeOf, storesFrom, type SearchOrigin } from '../src/domain/store-finder';
import type { PointOfSale } from '../src/domain/stores';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export interface PointsOfSaleInput {
  /** One store's page; null for the list of stores. */
  identifier: string | null;
}

/** What the device answers when asked where it is: a place, or why there is none. */
export type DeviceLocation = Origin | 'refused' | 'unavailable';

export type PointsOfSaleEvent =
  | { type: 'retry' }
  /** The finder's search for a town or a postcode (blank: the whole list again). */
  | { type: 'finder.search'; query: string }
  /** "Autour de moi": the device's location. */
  | { type: 'finder.locate' };

interface PointsOfSaleContext extends PointsOfSaleInput {
  stores: PointOfSale[] | null;
  /** The last search, as typed. */
  query: string;
  /** Where the list is sorted from: the place searched or the device's location. */
  origin: SearchOrigin | null;
}

/**
 * The store locator's pages (spec §2 point of sale, point of sale list): loads the stores with their hours,
 * all of them for the list or the one of a store's page. A failed load can be retried. On the list, the finder
 * sorts the stores from a town or a postcode searched, or from the device's location.
 */
export const pointsOfSaleMachine = setup({
  types: {
    context: {} as PointsOfSaleContext,
    events: {} as PointsOfSaleEvent,
    input: {} as PointsOfSaleInput,
  },
  actors: {
    loadPointsOfSale: providedByTheApp<PointOfSale[], PointsOfSaleInput>('loadPointsOfSale'),
    locateDevice: providedByTheApp<DeviceLocation>('locateDevice'),
  },
  actions: {
    keepStores: assign({ stores: (_, params: { stores: PointOfSale[] }) => params.stores }),
    keepQuery: assign({ query: (_, params: { query: string }) => params.query }),
    searchFrom: assign({ origin: ({ context }, params: { query: string }) => placeOf(params.query, context.stores!) }),
    locateFrom: assign({ origin: (_, params: { location: DeviceLocation }) => (typeof params.location === 'object' ? { ...params.location, label: null } : null) }),
    forgetOrigin: assign({ origin: null }),
  },
  guards: {
    isFound: (_, params: { stores: PointOfSale[] }) => params.stores.length > 0,
    isBlank: (_, params: { query: string }) => params.query.trim() === '',
    isKnownPlace: ({ context }, params: { query: string }) => placeOf(params.query, context.stores!) !== null,
    wasLocated: (_, params: { location: DeviceLocation }) => typeof params.location === 'object',
    wasRefused: (_, params: { location: DeviceLocation }) => params.location === 'refused',
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'pointsOfSale',
  context: ({ input }) => ({ identifier: input.identifier, stores: null, query: '', origin: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPointsOfSale',
        src: 'loadPointsOfSale',
        input: ({ context }) => ({ identifier: context.identifier }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ stores: event.output }) },
            target: 'ready',
            actions: { type: 'keepStores', params: ({ event }) => ({ stores: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    ready: {
      tags: 'settled',
      initial: 'unsorted',
      states: {
        /** The whole list by name, as the server renders it. */
        unsorted: {},
        /** Nearest first from the town or postcode searched. */
        searched: {},
        /** The search names no place the finder knows: the list stays as it was. */
        placeUnknown: {},
        locating: {
          invoke: {
            id: 'locateDevice',
            src: 'locateDevice',
            onDone: [
              {
                guard: { type: 'wasLocated', params: ({ event }) => ({ location: event.output }) },
                target: 'located',
                actions: { type: 'locateFrom', params: ({ event }) => ({ location: event.output }) },
              },
              { guard: { type: 'wasRefused', params: ({ event }) => ({ location: event.output }) }, target: 'locationRefused' },
              { target: 'locationUnavailable' },
            ],
            onError: 'locationUnavailable',
          },
        },
        /** Nearest first from the device's location. */
        located: {},
        /** The shopper did not let the site know where the device is. */
        locationRefused: {},
        /** The device could not tell where it is (no geolocation, no fix in time). */
        locationUnavailable: {},
      },
      on: {
        'finder.search': [
          {
            guard: { type: 'isBlank', params: ({ event }) => ({ query: event.query }) },
            target: '.unsorted',
            actions: [{ type: 'keepQuery', params: ({ event }) => ({ query: event.query }) }, 'forgetOrigin'],
          },
          {
            guard: { type: 'isKnownPlace', params: ({ event }) => ({ query: event.query }) },
            target: '.searched',
            actions: [
              { type: 'keepQuery', params: ({ event }) => ({ query: event.query }) },
              { type: 'searchFrom', params: ({ event }) => ({ query: event.query }) },
            ],
          },
          { target: '.placeUnknown', actions: { type: 'keepQuery', params: ({ event }) => ({ query: event.query }) } },
        ],
        'finder.locate': '.locating',
      },
    },
    /** No store (the list is empty, or the store closed since its link was made). */
    empty: { tags: 'settled' },
    failed: {
      tags: ['settled', 'failed'],
      on: { retry: 'loading' },
    },
  },
});

export type PointsOfSaleSnapshot = SnapshotFrom<typeof pointsOfSaleMachine>;
export type PointsOfSaleActor = ActorRefFrom<typeof pointsOfSaleMachine>;

// The pages show their stores once `ready` (at least one read): searches and the selectors below read them then.
export const selectStore = (s: PointsOfSaleSnapshot) => s.context.stores![0]!;
export const selectStoresView = (s: PointsOfSaleSnapshot): 'loading' | 'ready' | 'empty' | 'failed' =>
  s.matches('ready') ? 'ready' : s.matches('empty') ? 'empty' : s.matches('failed') ? 'failed' : 'loading';

/** The list in the finder's order, each store with its distance from the place searched or the device. */
export const selectFoundStores = (s: PointsOfSaleSnapshot) => storesFrom(s.context.stores!, s.context.origin);
/** The list's map: the stores, the nearest marked out, and the place searched from. */
export const selectFinderMap = (s: PointsOfSaleSnapshot) => finderMap(selectFoundStores(s), s.context.origin);
/** Where the list is sorted from: a place's name, the device (null label), or nothing. */
export const selectOrigin = (s: PointsOfSaleSnapshot) => s.context.origin;
/** The last search, as typed (trimmed). */
export const selectQuery = (s: PointsOfSaleSnapshot) => s.context.query.trim();
export const selectLocating = (s: PointsOfSaleSnapshot) => s.matches({ ready: 'locating' });
/** What the finder says of its last search or location, if anything is amiss. */
export const selectFinderProblem = (s: PointsOfSaleSnapshot): 'placeUnknown' | 'locationRefused' | 'locationUnavailable' | null =>
  s.matches({ ready: 'placeUnknown' })
    ? 'placeUnknown'
    : s.matches({ ready: 'locationRefused' })
      ? 'locationRefused'
      : s.matches({ ready: 'locationUnavailable' })
        ? 'locationUnavailable'
        : null;
