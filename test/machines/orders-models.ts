import { orderDetailMachine, type OrderDetailSnapshot } from '../../machines/order-detail.machine';
import { orderHistoryMachine, type OrderHistorySnapshot } from '../../machines/order-history.machine';
import { trackOrderMachine, type TrackOrderSnapshot } from '../../machines/track-order.machine';
import { trackRules, type ReorderOutcome, type TrackField } from '../../src/domain/orders';
import { UNEXPECTED } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { FIRST_PAGE, NEXT_PAGE, NO_ORDERS, ORDER, ORDER_NOT_FOUND, SHORT_PAGE, SIGN_IN_REQUIRED, TOO_MANY_LOOKUPS } from '../fixtures/orders';
import { defineModel } from '../harness/model';
import { fieldChanges, invalidFields } from './account-models';

// The models of a customer's orders: the history, one order with its reorder, and the tracking form.

/**
 * The history: a first page with more to come, one holding them all, or none; the next page added or failed; a
 * first load failed and tried again. What tells states apart: how many orders show of how many, and a failed next page.
 */
export const orderHistoryModel = defineModel({
  name: 'orderHistory',
  machine: orderHistoryMachine,
  identity: (s: OrderHistorySnapshot) => ({ shown: s.context.orders.length, total: s.context.total, moreFailed: s.context.moreFailed }),
  events: (s: OrderHistorySnapshot) => [
    ...(s.matches('loading') ? [FIRST_PAGE, SHORT_PAGE, NO_ORDERS] : [NEXT_PAGE]).map((output) => ({ type: 'xstate.done.actor.loadOrders' as const, output })),
    { type: 'xstate.error.actor.loadOrders' as const, error: NETWORK_DOWN },
    { type: 'retry' as const },
    { type: 'more' as const },
  ],
});

export const REORDERED: ReorderOutcome = { problems: [] };
export const REORDERED_IN_PART: ReorderOutcome = { problems: ['INSUFFICIENT_STOCK'] };
export const REORDERED_NONE: ReorderOutcome = { problems: ['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_FOUND'] };

/**
 * One order: found, not the customer's (null), or failed and tried again; reordered in full, in part, not at all,
 * or failed, and reordered again. What tells states apart: the order, the problems of the last reorder, its failure.
 */
export const orderDetailModel = defineModel({
  name: 'orderDetail',
  machine: orderDetailMachine,
  input: { number: ORDER.number },
  identity: (s: OrderDetailSnapshot) => ({ order: s.context.order !== null, problems: s.context.problems, failed: s.context.reorderFailed }),
  events: () => [
    { type: 'xstate.done.actor.loadOrder' as const, output: ORDER },
    { type: 'xstate.done.actor.loadOrder' as const, output: null },
    { type: 'xstate.error.actor.loadOrder' as const, error: NETWORK_DOWN },
    { type: 'retry' as const },
    { type: 'reorder' as const },
    ...[REORDERED, REORDERED_IN_PART, REORDERED_NONE].map((output) => ({ type: 'xstate.done.actor.reorder' as const, output })),
    { type: 'xstate.error.actor.reorder' as const, error: NETWORK_DOWN },
  ],
});

export const TRACK_GOOD: Record<TrackField, string> = { number: ORDER.number, email: 'camille@example.com', postcode: '69002', lastname: 'Durand' };

/** A last name one character longer than Magento's column. */
const TRACK_LASTNAME_TOO_LONG = 'D'.repeat(256);

/**
 * The tracking form, by the billing postcode (Magento 2.4.7) or by the billing last name (2.4.8): its fields put
 * right one by one, or one broken again per rule; the order found; the one neutral answer, a customer's order, too
 * many attempts, the network, anything else. What tells states apart: the wrong fields, whether errors show, the
 * failure, and whether an order shows.
 */
export const trackOrderModel = defineModel({
  name: 'trackOrder',
  machine: trackOrderMachine,
  inputs: [{}, { asksPostcode: false }],
  identity: (s: TrackOrderSnapshot) => ({
    invalid: invalidFields(trackRules(s.context.asksPostcode), s.context.values),
    showErrors: s.context.showErrors,
    failure: s.context.failure,
    order: s.context.order !== null,
  }),
  events: (s: TrackOrderSnapshot) => [
    ...fieldChanges<TrackField>(trackRules(s.context.asksPostcode), s.context.values, TRACK_GOOD, [
      { field: 'number', value: '12/34' },
      { field: 'email', value: 'camille@' },
      s.context.asksPostcode ? { field: 'postcode', value: '6900' } : { field: 'lastname', value: TRACK_LASTNAME_TOO_LONG },
    ]),
    { type: 'submit' as const },
    { type: 'xstate.done.actor.lookUpOrder' as const, output: ORDER },
    ...[ORDER_NOT_FOUND, SIGN_IN_REQUIRED, TOO_MANY_LOOKUPS, NETWORK_DOWN, UNEXPECTED].map((error) => ({ type: 'xstate.error.actor.lookUpOrder' as const, error })),
  ],
});
