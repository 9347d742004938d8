import { STORE_CURRENCY } from '../../../domain/store';
import { CART_MESSAGES } from '../../cart/messages';
import type { QuoteRow } from '../../cart/carts';
import { toCents } from '../../cart/totals';
import { PAYMENT_MESSAGES } from '../../payment/messages';
import { ADYEN_CC } from '../../payment/methods';
import type { PaymentResponse } from '../../payment/payment-response';
import type { OrderRow } from '../../sales/orders';
import type { Context } from '../context';
import { MagentoError, authorizationError, inputError, noSuchEntity } from '../errors';
import { cartFor, cartSource } from './cart';
import { mailContext } from './customers';
import type { OrderSource } from './place-order';
import type { Resolvers } from './types';

const origin = (context: Context) => context.baseUrl.replace(/\/$/, '');

/** AdyenPaymentStatus: the REST answer with its action and additionalData as JSON strings (Adyen's formatResponse). */
function statusOutput(response: PaymentResponse) {
  return {
    isFinal: response.isFinal,
    resultCode: response.resultCode,
    action: response.action ? JSON.stringify(response.action) : null,
    additionalData: response.additionalData ? JSON.stringify(response.additionalData) : null,
    canDonate: false,
  };
}

/**
 * The cart of Adyen's payment status and details: the caller's, as GetCartForUser checks it, but inactive too once
 * its order is placed (Adyen reads the inactive quote for the status; the details answer a final payment again).
 */
function placedOrActiveCart(cartId: string, context: Context): QuoteRow {
  const quote = context.services.carts.find(cartId);
  if (quote && quote.is_active !== 1 && context.services.orders.isPlaced(context.services.orders.orderOf(quote))) {
    if ((quote.customer_id ?? 0) !== (context.customer?.id ?? 0)) throw authorizationError(CART_MESSAGES.forbidden(cartId));
    return quote;
  }
  return cartFor(cartId, context);
}

function orderOfCart(quote: QuoteRow, orderNumber: unknown, context: Context): OrderRow {
  const order = typeof orderNumber === 'string' ? context.services.orders.byIncrementId(orderNumber) : undefined;
  if (!order || order.quote_id !== quote.entity_id) throw noSuchEntity(PAYMENT_MESSAGES.orderDoesNotExist);
  return order;
}

export const adyenResolvers: Resolvers = {
  fields: {
    Query: {
      adyenPaymentMethods: (_s, args: { cart_id: string }, context: Context) => {
        context.cache.markPrivate();
        const cart = cartSource(cartFor(args.cart_id, context), context);
        return {
          paymentMethodsResponse: { paymentMethods: [{ name: ADYEN_CC.title, type: 'scheme', brand: null, brands: ['visa', 'mc', 'cartebancaire', 'amex'] }] },
          // Adyen gives the amount in minor units.
          paymentMethodsExtraDetails: [{
            type: 'scheme', icon: null, isOpenInvoice: false,
            configuration: { amount: { value: toCents(cart.checkout().grandTotal), currency: STORE_CURRENCY }, currency: STORE_CURRENCY },
          }],
        };
      },
      adyenPaymentStatus: (_s, args: { orderNumber?: string | null; cartId?: string | null }, context: Context) => {
        context.cache.markPrivate();
        if (!args.orderNumber) throw inputError(PAYMENT_MESSAGES.orderIdMissing);
        if (!args.cartId) throw inputError(CART_MESSAGES.missing('cart_id'));
        const quote = context.services.carts.find(args.cartId);
        if (!quote) throw noSuchEntity(PAYMENT_MESSAGES.orderDoesNotExist);
        if ((quote.customer_id ?? 0) !== (context.customer?.id ?? 0)) throw authorizationError(CART_MESSAGES.forbidden(args.cartId));
        return statusOutput(context.services.orders.status(orderOfCart(quote, args.orderNumber, context), origin(context)));
      },
    },
    Mutation: {
      adyenPaymentDetails: (_s, args: { payload: string; cart_id: string }, context: Context) => {
        context.cache.markPrivate();
        if (!args.payload) throw inputError(CART_MESSAGES.missing('payload'));
        if (!args.cart_id) throw inputError(CART_MESSAGES.missing('cart_id'));
        let payload: Record<string, unknown>;
        try {
          payload = JSON.parse(args.payload) as Record<string, unknown>;
        } catch {
          throw inputError('Unable to unserialize value. Error: Syntax error');
        }
        if (!payload || typeof payload !== 'object' || !('orderId' in payload)) throw inputError(PAYMENT_MESSAGES.orderIdMissingFromPayload);
        const order = orderOfCart(placedOrActiveCart(args.cart_id, context), payload.orderId, context);
        try {
          return statusOutput(context.services.orders.details(order, payload, origin(context), context.now, mailContext(context)));
        } catch (error) {
          // Adyen's resolver hides the reason (a refusal included): the payment status tells it. Only the unexpected is logged.
          if (!(error instanceof MagentoError)) context.services.log(new Error(`Payment details of order ${order.increment_id} failed`, { cause: error }));
          throw inputError(PAYMENT_MESSAGES.unknownError);
        }
      },
    },
    Order: {
      adyen_payment_status: (o: OrderSource, _a, context: Context) => statusOutput(context.services.orders.status(o.entity, origin(context))),
    },
  },
};
