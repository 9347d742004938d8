import type { QuoteRow } from '../cart/carts';
import { isEmail } from '../customers/email';
import { CHECKOUT_MESSAGES } from '../checkout/messages';
import { addressFromWebapi } from './address-input';
import { customerCart, guestCart } from './carts';
import { object, text, type RestContext, type RestRoute } from './context';
import { badRequest, missingFields } from './errors';
import { cartTotals } from './totals';

/** The place a shipping address names, when it names one; a code that names none is refused. */
function pickupLocation(services: RestContext['services'], code: string): string | null {
  if (code === '') return null;
  if (!services.pickupLocations.byCode(code)) throw badRequest(CHECKOUT_MESSAGES.pickupLocationUnknown);
  return code;
}

/**
 * shipping-information (Magento_Checkout's ShippingInformationManagement): both addresses and the shipping method at
 * once; answers PaymentDetails, the payment methods and the totals with the chosen shipping.
 */
function saveShippingInformation(context: RestContext, quote: QuoteRow) {
  const info = object(context.body.addressInformation) ?? {};
  const shippingInput = info.shipping_address ?? info.shippingAddress;
  const shipping = addressFromWebapi(shippingInput);
  // InventoryInStorePickupQuote: the store or relay point rides on the shipping address's extension attributes.
  const extension = object(object(shippingInput)?.extension_attributes ?? object(shippingInput)?.extensionAttributes) ?? {};
  const billing = addressFromWebapi(info.billing_address ?? info.billingAddress);
  const { services, session, now } = context;
  let saved = services.checkout.saveShippingInformation(quote, {
    shipping, billing,
    carrierCode: text(info.shipping_carrier_code ?? info.shippingCarrierCode),
    methodCode: text(info.shipping_method_code ?? info.shippingMethodCode),
    pickupLocationCode: pickupLocation(services, text(extension.pickup_location_code ?? extension.pickupLocationCode)),
  }, session, now);
  // A guest may give the e-mail with the shipping address (spec §5: the guest's e-mail is asked at this step).
  const email = shipping?.email ?? billing?.email;
  if (saved.customer_id === null && email && isEmail(email)) saved = services.checkout.setGuestEmail(saved, email, now);
  const view = services.carts.view(saved, session, now);
  const summary = services.checkout.summary(saved, view);
  return {
    payment_methods: services.checkout.paymentMethods(summary).map(({ code, title }) => ({ code, title })),
    totals: cartTotals(view, summary),
  };
}

/**
 * payment-information (PaymentInformationManagement::savePaymentInformationAndPlaceOrder): keeps the billing
 * address (and a guest's e-mail), places the order and starts its card payment, or takes it with an offline method;
 * answers the order's entity id as a JSON string. A cart whose order is placed answers that order again.
 */
function placeOrder(context: RestContext, quote: QuoteRow, email?: string): string {
  const { services } = context;
  const existing = services.orders.orderOf(quote);
  if (existing && services.orders.isPlaced(existing)) return String(existing.entity_id);
  const payment = object(context.body.paymentMethod) ?? {};
  const method = text(payment.method);
  if (!method) throw missingFields(['method']);
  if (email !== undefined && !isEmail(email)) throw badRequest(CHECKOUT_MESSAGES.invalidEmail);
  const billing = addressFromWebapi(context.body.billingAddress);
  const saved = services.checkout.savePaymentInformation(quote, { email, billing }, context.now);
  const additional = object(payment.additional_data ?? payment.additionalData) ?? {};
  const order = services.orders.place({
    quote: saved, method, stateData: additional.stateData, publicHash: additional.public_hash, session: context.session, now: context.now,
    mail: context.mail,
  });
  return String(order.entity_id);
}

export const checkoutRoutes: RestRoute[] = [
  {
    method: 'POST', path: '/V1/guest-carts/:cartId/shipping-information', resource: 'anonymous', required: ['addressInformation'],
    handle: (context) => saveShippingInformation(context, guestCart(context)),
  },
  {
    method: 'POST', path: '/V1/carts/mine/shipping-information', resource: 'self', required: ['addressInformation'],
    handle: (context) => saveShippingInformation(context, customerCart(context)),
  },
  {
    method: 'POST', path: '/V1/guest-carts/:cartId/payment-information', resource: 'anonymous', required: ['email', 'paymentMethod'],
    handle: (context) => placeOrder(context, guestCart(context, true), text(context.body.email)),
  },
  {
    method: 'POST', path: '/V1/carts/mine/payment-information', resource: 'self', required: ['paymentMethod'],
    handle: (context) => placeOrder(context, customerCart(context, true)),
  },
];
