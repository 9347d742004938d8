import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ORDER_PAGE_SIZE, type OrderPage, type OrderSummary } from '../src/domain/orders';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type OrderHistoryEvent = { type: 'retry' } | { type: 'more' };

export interface OrderHistoryContext {
  /** The orders loaded so far, newest first. */
  orders: OrderSummary[];
  /** How many the customer has in all. */
  total: number;
  /** The last page loaded. */
  page: number;
  /** The next page failed to load: the list stays, and the button tries again. */
  moreFailed: boolean;
}

/**
 * The order history (issue 11, "/order-history"): the signed-in customer's orders, newest first, a page at a time;
 * "More orders" adds the next page under those shown. A first load that fails offers to try again.
 */
export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
  },
  actors: {
    loadOrders: providedByTheApp<OrderPage, { page: number; pageSize: number }>('loadOrders'),
  },
  actions: {
    keepFirstPage: assign((_, params: { page: OrderPage }) => ({ orders: [...params.page.orders], total: params.page.total, page: 1, moreFailed: false })),
    addPage: assign(({ context }, params: { page: OrderPage }) => ({
      orders: [...context.orders, ...params.page.orders], total: params.page.total, page: context.page + 1, moreFailed: false,
    })),
    markMoreFailed: assign({ moreFailed: true }),
  },
  guards: {
    hasMore: ({ context }) => context.orders.length < context.total,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'orderHistory',
  context: { orders: [], total: 0, page: 0, moreFailed: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: { page: 1, pageSize: ORDER_PAGE_SIZE },
        onDone: { target: 'showing', actions: { type: 'keepFirstPage', params: ({ event }) => ({ page: event.output }) } },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      tags: 'settled',
      on: { retry: 'loading' },
    },
    showing: {
      tags: 'settled',
      initial: 'idle',
      states: {
        idle: {
          on: { more: { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          invoke: {
            id: 'loadOrders',
            src: 'loadOrders',
            input: ({ context }) => ({ page: context.page + 1, pageSize: ORDER_PAGE_SIZE }),
            onDone: { target: 'idle', actions: { type: 'addPage', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'idle', actions: 'markMoreFailed' },
          },
          after: { requestTimeout: { target: 'idle', actions: 'markMoreFailed' } },
        },
      },
    },
  },
});

export type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;
export type OrderHistoryActor = ActorRefFrom<typeof orderHistoryMachine>;

export const selectOrders = (s: OrderHistorySnapshot) => s.context.orders;
export const selectHasMore = (s: OrderHistorySnapshot) => s.context.orders.length < s.context.total;
export const selectLoadingMore = (s: OrderHistorySnapshot) => s.matches({ showing: 'loadingMore' });
export const selectMoreFailed = (s: OrderHistorySnapshot) => s.context.moreFailed;
export const selectPhase = (s: OrderHistorySnapshot): 'loading' | 'failed' | 'empty' | 'list' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.context.total === 0 ? 'empty' : 'list';
