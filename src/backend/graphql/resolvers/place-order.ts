import { CART_MESSAGES } from '../../cart/messages';
import { CHECKOUT_MESSAGES as TEXT } from '../../checkout/messages';
import type { OrderRow } from '../../sales/orders';
import type { Context } from '../context';
import { MagentoError, inputError } from '../errors';
import { cartFor } from './cart';
import { mailContext } from './customers';
import type { FieldResolver } from './types';

/** An Order as placeOrder answers it; Adyen's module adds the cart id and the payment's status (adyen.ts). */
export interface OrderSource {
  order_number: string;
  order_id: string;
  cart_id: string;
  entity: OrderRow;
}

const orderOutput = (order: OrderRow, cartId: string): { errors: never[]; order: OrderSource } => ({
  errors: [],
  order: { order_number: order.increment_id, order_id: order.increment_id, cart_id: cartId, entity: order },
});

/**
 * placeOrder (Magento 2.4.7's PlaceOrder with Adyen's card payment): the cart's payment method and its stateData
 * (setPaymentMethodOnCart's adyen_additional_data_cc) pay the order, or an offline method takes it. A cart whose
 * order is already placed (paid, or taken offline) answers that order again. Failures read "Unable to place order: …",
 * as in Magento.
 */
export const placeOrderResolver: FieldResolver = (_s, args: { input?: { cart_id: string } | null }, context: Context) => {
  context.cache.markPrivate();
  const cartId = args.input?.cart_id;
  if (!cartId) throw inputError(CART_MESSAGES.missing('cart_id'));
  const { carts, orders, checkout } = context.services;
  const known = carts.find(cartId);
  const placed = known && orders.orderOf(known);
  if (known && placed && orders.isPlaced(placed) && (known.customer_id ?? 0) === (context.customer?.id ?? 0)) {
    return orderOutput(placed, cartId);
  }
  const quote = cartFor(cartId, context);
  const summary = checkout.summary(quote, carts.view(quote, context.session, context.now));
  if (!summary.email) throw inputError(TEXT.guestEmailMissing);
  const unable = (message: string) => inputError(TEXT.unableToPlaceOrder.replace('%message', message));
  if (!summary.payment) throw unable(TEXT.paymentMethodMissing);
  try {
    const order = orders.place({
      quote, method: summary.payment.method, stateData: summary.payment.info.stateData, publicHash: summary.payment.info.public_hash,
      session: context.session, now: context.now,
      mail: mailContext(context),
    });
    return orderOutput(order, cartId);
  } catch (error) {
    if (error instanceof MagentoError && error.category === 'graphql-input') throw unable(error.message);
    throw error;
  }
};
