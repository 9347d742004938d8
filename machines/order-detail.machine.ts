import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { reorderProblemsOf, type OrderDetail, type ReorderOutcome, type ReorderProblem } from '../src/domain/orders';
import type { ShellRequest } from './shell-bus';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type OrderDetailEvent = { type: 'retry' } | { type: 'reorder' };

export interface OrderDetailContext {
  number: string;
  order: OrderDetail | null;
  /** What could not go back to the cart at the last reorder, one per line refused. */
  problems: readonly ReorderProblem[];
  /** The last reorder failed as a whole (network, backend): nothing was added. */
  reorderFailed: boolean;
}

/**
 * An order of the signed-in customer (issue 11, "/order-history/{number}"): its lines, addresses, shipping, payment
 * and totals; an order that is not theirs is not found, as one that does not exist. "Reorder" puts its lines back
 * in the customer's cart, then asks the shell's cart to refresh (up the shell's bus) so that the header and the
 * mini cart show them; lines that could not be added are said, by kind.
 */
export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    input: {} as { number: string },
  },
  actors: {
    loadOrder: providedByTheApp<OrderDetail | null, { number: string }>('loadOrder'),
    reorder: providedByTheApp<ReorderOutcome, { number: string }>('reorder'),
  },
  actions: {
    keepOrder: assign({ order: (_, params: { order: OrderDetail | null }) => params.order }),
    startReorder: assign({ problems: [], reorderFailed: false }),
    keepProblems: assign({ problems: (_, params: { outcome: ReorderOutcome }) => params.outcome.problems }),
    markReorderFailed: assign({ reorderFailed: true }),
    refreshCart: sendParent({ type: 'shell.cart', request: { type: 'cart.refresh' } } satisfies ShellRequest),
  },
  guards: {
    isFound: (_, params: { order: OrderDetail | null }) => params.order !== null,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ number: input.number, order: null, problems: [], reorderFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ number: context.number }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ order: event.output }) },
            target: 'showing',
            actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'notFound' },
        ],
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      tags: 'settled',
      on: { retry: 'loading' },
    },
    notFound: { tags: 'settled' },
    showing: {
      tags: 'settled',
      initial: 'idle',
      states: {
        idle: {
          on: { reorder: { target: 'reordering', actions: 'startReorder' } },
        },
        reordering: {
          invoke: {
            id: 'reorder',
            src: 'reorder',
            input: ({ context }) => ({ number: context.number }),
            onDone: { target: 'reordered', actions: [{ type: 'keepProblems', params: ({ event }) => ({ outcome: event.output }) }, 'refreshCart'] },
            onError: { target: 'idle', actions: 'markReorderFailed' },
          },
          // No answer reads as a failed reorder; ordering again is the shopper's to ask, never sent again on its own.
          after: { requestTimeout: { target: 'idle', actions: 'markReorderFailed' } },
        },
        reordered: {
          on: { reorder: { target: 'reordering', actions: 'startReorder' } },
        },
      },
    },
  },
});

export type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;
export type OrderDetailActor = ActorRefFrom<typeof orderDetailMachine>;

export const selectOrder = (s: OrderDetailSnapshot) => s.context.order;
export const selectPhase = (s: OrderDetailSnapshot): 'loading' | 'failed' | 'notFound' | 'order' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('notFound') ? 'notFound' : 'order';
export const selectReordering = (s: OrderDetailSnapshot) => s.matches({ showing: 'reordering' });
/** After a reorder: whether anything went to the cart (some lines may not have), and what could not. */
export const selectReorderResult = (s: OrderDetailSnapshot) =>
  s.matches({ showing: 'reordered' })
    ? { added: s.context.problems.length < (s.context.order?.lines.length ?? 0), problems: reorderProblemsOf(s.context.problems) }
    : null;
export const selectReorderFailed = (s: OrderDetailSnapshot) => s.context.reorderFailed;
