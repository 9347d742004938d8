import { fromPromise } from 'xstate';
import { orderDetailMachine } from '../../../../machines/order-detail.machine';
import { orderHistoryMachine } from '../../../../machines/order-history.machine';
import { trackOrderMachine } from '../../../../machines/track-order.machine';
import { loadOrder, loadOrders, lookUpOrder, reorder } from '../orders';
import type { PageLogic } from '../page-logic';

/** The order history, an order's page and the tracking form, over the data services. */
export const orderHistoryLogic: PageLogic = (services) =>
  orderHistoryMachine.provide({ actors: { loadOrders: fromPromise(({ input }) => loadOrders(services, input)) } });

export const orderDetailLogic: PageLogic = (services) =>
  orderDetailMachine.provide({
    actors: {
      loadOrder: fromPromise(({ input }) => loadOrder(services, input)),
      reorder: fromPromise(({ input }) => reorder(services, input)),
    },
  });

export const trackOrderLogic: PageLogic = (services) =>
  trackOrderMachine.provide({ actors: { lookUpOrder: fromPromise(({ input }) => lookUpOrder(services, input)) } });
