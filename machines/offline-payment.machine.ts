import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureOf, type CheckoutFailure, type PaymentMethod } from '../src/domain/checkout';
import type { OrderDraft, PlacedOrder } from '../src/domain/payment';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type OfflinePaymentEvent =
  /** One of the methods offered (its code). */
  | { type: 'method.choose'; code: string }
  /** Place the order with it. */
  | { type: 'submit' };

export interface OfflinePaymentInput {
  draft: OrderDraft;
  /**
   * What the backend offers the cart, one at least (checkout pays offline only then, `paysByCard`): Magento's offline
   * methods, none of which asks for payment details.
   */
  methods: PaymentMethod[];
}

export interface OfflinePaymentContext {
  draft: OrderDraft;
  methods: PaymentMethod[];
  /** The method chosen: the first offered until the shopper picks another. */
  chosen: string;
  /** Why the order was not placed: shown on the payment step, where the shopper tries again. */
  failure: CheckoutFailure | null;
  order: PlacedOrder | null;
}

/**
 * Paying without a card (spec §4 order success, on a Magento without Adyen's module): the shopper picks one of the
 * methods the backend offers — check or money order, bank transfer, or, for a zero total, none needed — and places
 * the order, which Magento records as pending until the payment arrives. Without a cart id nothing is sent (spec §5);
 * a refusal or a lost answer comes back to the choice with why, and placing again is the shopper's to ask. The
 * machine ends with the order placed.
 */
export const offlinePaymentMachine = setup({
  types: {
    context: {} as OfflinePaymentContext,
    events: {} as OfflinePaymentEvent,
    input: {} as OfflinePaymentInput,
    output: {} as PlacedOrder,
  },
  actors: {
    placeOfflineOrder: providedByTheApp<PlacedOrder, { draft: OrderDraft; method: string }>('placeOfflineOrder'),
  },
  actions: {
    choose: assign({ chosen: (_, params: { code: string }) => params.code }),
    clearFailure: assign({ failure: null }),
    reject: assign({ failure: (_, params: { failure: CheckoutFailure }) => params.failure }),
    keepOrder: assign({ order: (_, params: { order: PlacedOrder }) => params.order }),
  },
  guards: {
    isOffered: ({ context }, params: { code: string }) => context.methods.some((method) => method.code === params.code),
    hasNoCartId: ({ context }) => !context.draft.cartId,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'offlinePayment',
  context: ({ input }) => ({ draft: input.draft, methods: input.methods, chosen: input.methods[0]!.code, failure: null, order: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'method.choose': { guard: { type: 'isOffered', params: ({ event }) => event }, actions: { type: 'choose', params: ({ event }) => event } },
        submit: [
          { guard: 'hasNoCartId', actions: { type: 'reject', params: { failure: { reason: 'missingCartId' } } } },
          { target: 'placing', actions: 'clearFailure' },
        ],
      },
    },
    placing: {
      invoke: {
        id: 'placeOfflineOrder',
        src: 'placeOfflineOrder',
        input: ({ context }) => ({ draft: context.draft, method: context.chosen }),
        onDone: { target: 'placed', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'choosing', actions: { type: 'reject', params: ({ event }) => ({ failure: failureOf(event.error) }) } },
      },
      // No answer reads as a lost one: back to the choice, never placed again but by the shopper (the backend then
      // answers the cart's one order, if the first placing went in).
      after: { requestTimeout: { target: 'choosing', actions: { type: 'reject', params: { failure: { reason: 'network' } } } } },
    },
    placed: { type: 'final' },
  },
  output: ({ context }): PlacedOrder => ({
    ...context.order!,
    paidWith: { kind: 'offline', code: context.chosen, title: context.methods.find((method) => method.code === context.chosen)?.title ?? context.chosen },
  }),
});

export type OfflinePaymentSnapshot = SnapshotFrom<typeof offlinePaymentMachine>;
export type OfflinePaymentActor = ActorRefFrom<typeof offlinePaymentMachine>;

// Selectors: what the payment step shows.
export const selectMethods = (s: OfflinePaymentSnapshot) => s.context.methods;
export const selectChosen = (s: OfflinePaymentSnapshot) => s.context.chosen;
export const selectPlacing = (s: OfflinePaymentSnapshot) => s.matches('placing');
export const selectFailure = (s: OfflinePaymentSnapshot) => s.context.failure;
