import type { AccountConsentTexts } from '../../domain/customer';
import { CARD_PAYMENT_METHOD, CheckoutError, SAVED_CARD_PAYMENT_METHOD, type Address, type PaymentMethod, type ShippingMethod } from '../../domain/checkout';
import {
  cardStateData,
  paymentResultOf,
  savedCardStateData,
  threeDSDetails,
  type CardChoice,
  type OrderDraft,
  type PaymentResult,
  type PlacedOrder,
} from '../../domain/payment';
import { CREATE_ADDRESS } from '../graphql/address-book';
import {
  CHECKOUT_CONSENT_TEXTS, GUEST_CONSENT, PICKUP_LOCATIONS, PLACE_ORDER, SET_BILLING_ADDRESS, SET_GUEST_EMAIL, SET_PAYMENT_METHOD, SET_SHIPPING_ADDRESS, SET_SHIPPING_METHOD,
} from '../graphql/checkout';
import { favouriteFirst, MAX_PICKUP_PLACES, type PickupChoice, type PickupKind, type PickupOffer } from '../../domain/pickup';
import { loadPointsOfSale } from './stores';
import { logError } from './errors';
import { mutationData, queryData, RequestError } from './graphql/request';
import { cartAddressInput, customerAddressInput, webapiAddress } from './magento-address';
import { RestError, type Rest } from './rest';
import type { DataServices } from './route';

// Checkout's calls (spec §7): the steps by GraphQL on the cart, the order and its card payment by Magento's REST
// (Adyen's module for the payment's status and its 3-D Secure details), an order paid offline by GraphQL. Failures reach the machines as
// CheckoutErrors with what the shopper reads.

export interface CheckoutServices extends DataServices {
  rest: Rest;
}

/** Adyen's module's words for a refused payment. */
const REFUSED = /^The payment is REFUSED\.?$/;

/** What the shopper reads of a failed call: the network, a refused card, else spec §5's generic form error (the cause is logged). */
async function read<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((error instanceof RequestError && error.network) || (error instanceof RestError && error.status === 0)) throw new CheckoutError({ reason: 'network' });
    // Adyen's module refuses a card it was told is refused at once by failing the payment information.
    if (error instanceof RestError && REFUSED.test(error.message)) throw new CheckoutError({ reason: 'paymentRefused' });
    logError(error);
    throw new CheckoutError({ reason: 'generic' });
  }
}

/** The store's consent label and notice for a guest at checkout (public, read by GET). */
export async function loadCheckoutConsentTexts({ client }: DataServices): Promise<AccountConsentTexts> {
  const { storeConfig } = await queryData(await client(), CHECKOUT_CONSENT_TEXTS, {});
  const texts = storeConfig?.gdpr_consent_texts;
  return { label: texts?.label_checkout ?? '', legal: texts?.legal_checkout || null };
}

/**
 * A guest's e-mail and data-protection consent (spec §6: recorded with the cart id; sent again on a retry, the
 * backend keeps one per cart), then the address on the cart; asked, it is also kept in the customer's address book
 * (a failure there is only logged: the order goes on with the address on the cart).
 */
export function submitShippingAddress(
  { client }: DataServices,
  { cartId, email, consent, address, saveInAddressBook }: { cartId: string; email: string | null; consent: boolean; address: Address; saveInAddressBook: boolean },
): Promise<ShippingMethod[]> {
  return read(async () => {
    if (email !== null) await mutationData(await client(), SET_GUEST_EMAIL, { cartId, email });
    if (consent) await mutationData(await client(), GUEST_CONSENT, { cartId, isConsent: true });
    const { setShippingAddressesOnCart } = await mutationData(await client(), SET_SHIPPING_ADDRESS, { cartId, address: cartAddressInput(address) });
    if (saveInAddressBook) await saveInBook(await client(), address);
    const methods = setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods ?? [];
    return methods.flatMap((method) =>
      method && method.available
        ? [{ carrierCode: method.carrier_code, methodCode: method.method_code ?? '', carrierTitle: method.carrier_title, methodTitle: method.method_title ?? '', amount: { value: method.amount.value ?? 0, currency: method.amount.currency ?? 'EUR' } }]
        : [],
    );
  });
}

async function saveInBook(client: Awaited<ReturnType<DataServices['client']>>, address: Address): Promise<void> {
  await mutationData(client, CREATE_ADDRESS, { input: customerAddressInput(address) }).catch(logError);
}

/** The method on the cart; one that collects first names its store or relay point on the shipping address. */
export function submitShippingMethod(
  { client }: DataServices,
  { cartId, method, address, pickup }: { cartId: string; method: ShippingMethod; address: Address; pickup: PickupChoice | null },
): Promise<void> {
  return read(async () => {
    if (pickup) await mutationData(await client(), SET_SHIPPING_ADDRESS, { cartId, address: cartAddressInput(address), pickupLocationCode: pickup.place.code });
    await mutationData(await client(), SET_SHIPPING_METHOD, { cartId, carrierCode: method.carrierCode, methodCode: method.methodCode });
  });
}

/**
 * The places to collect from: the shop's stores (the shopper's favourite, as this browser keeps it, first), or the
 * relay points nearest the shipping address's postcode.
 */
export async function loadPickupPlaces(
  services: DataServices,
  { kind, postcode, favourite }: { kind: PickupKind; postcode: string; favourite: string | null },
): Promise<PickupOffer> {
  if (kind === 'store') {
    const stores = (await loadPointsOfSale(services, { identifier: null })).slice(0, MAX_PICKUP_PLACES);
    const places = stores.map((store) => ({
      code: store.identifier, name: store.name, street: [store.address1, store.address2].filter(Boolean).join(', '), postcode: store.postcode, city: store.city,
    }));
    return { places: favouriteFirst(places, favourite), favourite: places.some((place) => place.code === favourite) ? favourite : null };
  }
  const { pickupLocations } = await queryData(await services.client(), PICKUP_LOCATIONS, { searchTerm: `${postcode}:FR`, pageSize: MAX_PICKUP_PLACES });
  const places = (pickupLocations?.items ?? []).flatMap((item) =>
    item?.pickup_location_code && item.name
      ? [{ code: item.pickup_location_code, name: item.name, street: item.street ?? '', postcode: item.postcode ?? '', city: item.city ?? '' }]
      : [],
  );
  return { places, favourite: null };
}

/**
 * The billing address as an address of its own: Magento's `same_as_shipping` would set it as the shipping address
 * again (and lose the method). Answers the payment methods the backend offers the cart now that it has both.
 */
export function submitBillingAddress({ client }: DataServices, { cartId, address }: { cartId: string; address: Address }): Promise<PaymentMethod[]> {
  return read(async () => {
    const { setBillingAddressOnCart } = await mutationData(await client(), SET_BILLING_ADDRESS, { cartId, billing: { address: cartAddressInput(address) } });
    return (setBillingAddressOnCart?.cart.available_payment_methods ?? []).flatMap((method) => (method ? [{ code: method.code, title: method.title }] : []));
  });
}

/**
 * Places the order with one of Magento's offline methods (no payment details): the method on the cart, then the
 * order, whose number the receipt shows. Magento places one order per cart: a second attempt is refused, never doubled.
 */
export function placeOfflineOrder({ client }: DataServices, { draft, method }: { draft: OrderDraft; method: string }): Promise<PlacedOrder> {
  return read(async () => {
    await mutationData(await client(), SET_PAYMENT_METHOD, { cartId: draft.cartId, code: method });
    const { placeOrder } = await mutationData(await client(), PLACE_ORDER, { cartId: draft.cartId });
    const number = placeOrder?.order?.order_number;
    if (!number) throw new Error('placeOrder answered no order number');
    return { orderId: number, orderNumber: number };
  });
}

/** The checkout's webapi address: a guest's e-mail with it, and the pickup place of a collected order. */
const checkoutAddress = (address: Address, email: string | null, pickup: PickupChoice | null = null) => ({
  ...webapiAddress(address),
  ...(email ? { email } : {}),
  // In-store pickup's extension attribute: the store or relay point the order is collected from.
  ...(pickup ? { extension_attributes: { pickup_location_code: pickup.place.code } } : {}),
});

/** Guests' carts go by their masked id; a customer's by "mine" (spec §6). */
const cartPath = (draft: OrderDraft) => (draft.signedIn ? '/V1/carts/mine' : `/V1/guest-carts/${encodeURIComponent(draft.cartId)}`);
const adyenPath = (draft: OrderDraft, what: 'payment-status' | 'payments-details') =>
  what === 'payment-status'
    ? draft.signedIn ? '/V1/adyen/orders/carts/mine/payment-status' : `/V1/adyen/orders/guest-carts/${encodeURIComponent(draft.cartId)}/payment-status`
    : draft.signedIn ? '/V1/adyen/carts/mine/payments-details' : `/V1/adyen/guest-carts/${encodeURIComponent(draft.cartId)}/payments-details`;

/** Adyen's module's payment method: a card's state data, or a saved card's (adyen_cc_vault) with its vault token's public hash. */
const paymentMethodOf = (payment: CardChoice) =>
  payment.kind === 'new'
    ? { method: CARD_PAYMENT_METHOD, additional_data: { stateData: cardStateData(payment.card, payment.store), cc_type: 'scheme' } }
    : { method: SAVED_CARD_PAYMENT_METHOD, additional_data: { stateData: savedCardStateData(payment.cvc), public_hash: payment.card.publicHash } };

/**
 * Places the order (spec §7 REST): the shipping information, then the payment information with the card's state
 * data; the answer is the order id. The backend places one order per cart however often this is sent.
 */
export function placeOrder({ rest }: CheckoutServices, { draft, payment }: { draft: OrderDraft; payment: CardChoice }): Promise<PlacedOrder> {
  return read(async () => {
    const billingAddress = checkoutAddress(draft.billingAddress, draft.email);
    await rest('POST', `${cartPath(draft)}/shipping-information`, {
      body: {
        addressInformation: {
          shipping_address: checkoutAddress(draft.shippingAddress, draft.email, draft.pickup ?? null),
          billing_address: billingAddress,
          shipping_carrier_code: draft.shippingMethod.carrierCode,
          shipping_method_code: draft.shippingMethod.methodCode,
        },
      },
    });
    const orderId = await rest<string | number>('POST', `${cartPath(draft)}/payment-information`, {
      body: {
        cartId: draft.cartId,
        ...(draft.email ? { email: draft.email } : {}),
        billingAddress,
        paymentMethod: paymentMethodOf(payment),
      },
    });
    return { orderId: String(orderId), orderNumber: null };
  });
}

/** The payment's status for the order: read again after an interruption, never paid twice. */
export function paymentStatus({ rest }: CheckoutServices, { draft, order }: { draft: OrderDraft; order: PlacedOrder }): Promise<PaymentResult> {
  return read(async () => paymentResultOf(await rest<string>('POST', adyenPath(draft, 'payment-status'), { body: { orderId: order.orderId, cartId: draft.cartId } })));
}

/** A 3-D Secure step's result, sent back to the provider. */
export function paymentDetails({ rest }: CheckoutServices, { draft, order, threeDSResult }: { draft: OrderDraft; order: PlacedOrder; threeDSResult: string }): Promise<PaymentResult> {
  return read(async () =>
    paymentResultOf(await rest<string>('POST', adyenPath(draft, 'payments-details'), { body: { payload: threeDSDetails(threeDSResult), orderId: order.orderId, cartId: draft.cartId } })),
  );
}
