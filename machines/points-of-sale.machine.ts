import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PointOfSale } from '../src/domain/stores';
import { providedByTheApp } from './provided';

export interface PointsOfSaleInput {
  /** One store's page; null for the list of stores. */
  identifier: string | null;
}

export type PointsOfSaleEvent = { type: 'retry' };

/**
 * The store locator's pages (spec §2 point of sale, point of sale list): loads the stores with their hours,
 * all of them for the list or the one of a store's page. A failed load can be retried.
 */
export const pointsOfSaleMachine = setup({
  types: {
    context: {} as PointsOfSaleInput & { stores: PointOfSale[] | null },
    events: {} as PointsOfSaleEvent,
    input: {} as PointsOfSaleInput,
  },
  actors: {
    loadPointsOfSale: providedByTheApp<PointOfSale[], PointsOfSaleInput>('loadPointsOfSale'),
  },
  actions: {
    keepStores: assign({ stores: (_, params: { stores: PointOfSale[] }) => params.stores }),
  },
  guards: {
    isFound: (_, params: { stores: PointOfSale[] }) => params.stores.length > 0,
  },
}).createMachine({
  id: 'pointsOfSale',
  context: ({ input }) => ({ identifier: input.identifier, stores: null }),
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
    },
    ready: { tags: 'settled' },
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

export const selectStores = (s: PointsOfSaleSnapshot) => s.context.stores ?? [];
export const selectStore = (s: PointsOfSaleSnapshot) => s.context.stores?.[0] ?? null;
export const selectStoresView = (s: PointsOfSaleSnapshot): 'loading' | 'ready' | 'empty' | 'failed' =>
  s.matches('ready') ? 'ready' : s.matches('empty') ? 'empty' : s.matches('failed') ? 'failed' : 'loading';
