import { PAYMENT_MESSAGES } from '../payment/messages';
import type { OrderRow } from '../sales/orders';
import { text, type RestContext, type RestRoute } from './context';
import { badRequest, noSuchCart, notFound, unauthorized } from './errors';

/** The order of a guest route: its id (the entity id payment-information answered) and the cart it was placed from. */
function guestOrder(context: RestContext): OrderRow {
  const { orders, carts } = context.services;
  const id = text(context.body.orderId);
  const order = /^\d+$/.test(id) ? orders.byId(Number(id)) : undefined;
  const maskedId = context.params.cartId!;
  const quote = carts.find(maskedId);
  if (!quote || quote.customer_id !== null) throw noSuchCart(maskedId);
  if (!order || order.quote_id !== quote.entity_id) throw notFound(PAYMENT_MESSAGES.entityNotFound);
  return order;
}

/** The order of a carts/mine route: it must be the signed-in customer's. */
function customerOrder(context: RestContext): OrderRow {
  if (!context.customer) throw unauthorized();
  const id = text(context.body.orderId);
  const order = /^\d+$/.test(id) ? context.services.orders.byId(Number(id)) : undefined;
  if (!order || order.customer_id !== context.customer.id) throw notFound(PAYMENT_MESSAGES.entityNotFound);
  return order;
}

/** Adyen's module answers a JSON string that encodes the payment's state. */
const status = (context: RestContext, order: OrderRow) => JSON.stringify(context.services.orders.status(order, context.origin));

function details(context: RestContext, order: OrderRow): string {
  let payload: unknown;
  try {
    payload = typeof context.body.payload === 'string' ? JSON.parse(context.body.payload) : undefined;
  } catch {
    payload = undefined;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw badRequest(PAYMENT_MESSAGES.detailsNotJson);
  const answer = context.services.orders.details(order, payload as Record<string, unknown>, context.origin, context.now, context.mail);
  return JSON.stringify(answer);
}

export const adyenRoutes: RestRoute[] = [
  {
    method: 'POST', path: '/V1/adyen/orders/guest-carts/:cartId/payment-status', resource: 'anonymous', required: ['orderId'],
    handle: (context) => status(context, guestOrder(context)),
  },
  {
    method: 'POST', path: '/V1/adyen/orders/carts/mine/payment-status', resource: 'self', required: ['orderId'],
    handle: (context) => status(context, customerOrder(context)),
  },
  {
    method: 'POST', path: '/V1/adyen/guest-carts/:cartId/payments-details', resource: 'anonymous', required: ['payload', 'orderId'],
    handle: (context) => details(context, guestOrder(context)),
  },
  {
    method: 'POST', path: '/V1/adyen/carts/mine/payments-details', resource: 'self', required: ['payload', 'orderId'],
    handle: (context) => details(context, customerOrder(context)),
  },
];
