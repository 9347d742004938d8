// Adyen's module over GraphQL: adyenPaymentMethods, setPaymentMethodOnCart with adyen_additional_data_cc's stateData,
// placeOrder with Order.adyen_payment_status, adyenPaymentDetails and adyenPaymentStatus.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addOk, guestCart, onlyError } from './cart-support';
import { CARDS, CART_ADDRESS, actionToken, simulatorPage, stateData } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const STATUS = 'isFinal resultCode action additionalData canDonate';
const CHECKOUT = `mutation ($id: String!, $email: String!, $address: CartAddressInput!, $card: String!) {
  setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } }
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { id } }
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "colissimo", method_code: "domicile" }] }) { cart { id } }
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "adyen_cc", adyen_additional_data_cc: { stateData: $card } } }) {
    cart { selected_payment_method { code } }
  }
}`;
const PLACE = `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } order { order_number cart_id adyen_payment_status { ${STATUS} } } } }`;
const DETAILS = `mutation ($id: String!, $payload: String!) { adyenPaymentDetails(cart_id: $id, payload: $payload) { ${STATUS} } }`;
const STATUS_QUERY = `query ($id: String!, $number: String!) { adyenPaymentStatus(cartId: $id, orderNumber: $number) { ${STATUS} } }`;

async function checkout(card: string): Promise<string> {
  const id = await guestCart(t);
  await addOk(t, id, [{ sku: 'MELA-1', quantity: 2 }]);
  const reply = await t.gql(CHECKOUT, { variables: { id, email: 'gael@example.com', address: CART_ADDRESS, card: stateData(card) } });
  expect(reply.body.errors).toBeUndefined();
  return id;
}

describe('Adyen over GraphQL', () => {
  test('adyenPaymentMethods: cards, with the amount in minor units', async () => {
    const id = await checkout(CARDS.authorised);
    const reply = await t.gql(`query ($id: String!) { adyenPaymentMethods(cart_id: $id) {
      paymentMethodsResponse { paymentMethods { name type brands } }
      paymentMethodsExtraDetails { type isOpenInvoice configuration { amount { value currency } currency } }
    } }`, { variables: { id } });
    expect(reply.body.data!.adyenPaymentMethods).toEqual({
      paymentMethodsResponse: { paymentMethods: [{ name: 'Carte bancaire', type: 'scheme', brands: ['visa', 'mc', 'cartebancaire', 'amex'] }] },
      paymentMethodsExtraDetails: [{ type: 'scheme', isOpenInvoice: false, configuration: { amount: { value: 2470, currency: 'EUR' }, currency: 'EUR' } }],
    });
  });

  test('placeOrder with a card authorised at once; placing again answers the same order', async () => {
    const id = await checkout(CARDS.authorised);
    const reply = await t.gql(PLACE, { variables: { id } });
    expect(reply.body.errors).toBeUndefined();
    const { order, errors } = reply.body.data!.placeOrder;
    expect(errors).toEqual([]);
    expect(order).toMatchObject({ order_number: expect.stringMatching(/^\d{9}$/), cart_id: id, adyen_payment_status: { isFinal: true, resultCode: 'Authorised', action: null } });
    expect(JSON.parse(order.adyen_payment_status.additionalData)).toMatchObject({ merchantReference: order.order_number });
    expect((await t.gql(PLACE, { variables: { id } })).body.data!.placeOrder.order.order_number).toBe(order.order_number);
    const status = await t.gql(STATUS_QUERY, { variables: { id, number: order.order_number } });
    expect(status.body.data!.adyenPaymentStatus).toMatchObject({ isFinal: true, resultCode: 'Authorised' });
    // A query by GET, and still private: a payment's state is never cached.
    expect(status.headers.get('cache-control')).toContain('no-store');
  });

  test('a challenge card: the action as a JSON string, then adyenPaymentDetails with the page’s result', async () => {
    const id = await checkout(CARDS.challenge);
    const order = (await t.gql(PLACE, { variables: { id } })).body.data!.placeOrder.order;
    expect(order.adyen_payment_status).toMatchObject({ isFinal: false, resultCode: 'ChallengeShopper' });
    const action = JSON.parse(order.adyen_payment_status.action);
    expect(action).toMatchObject({ type: 'threeDS2', subtype: 'challenge' });
    const done = await simulatorPage(t, actionToken(action).acsURL, 'password');
    const payload = JSON.stringify({ orderId: order.order_number, details: { threeDSResult: done.threeDSResult } });
    const details = await t.gql(DETAILS, { variables: { id, payload } });
    expect(details.body.data!.adyenPaymentDetails).toMatchObject({ isFinal: true, resultCode: 'Authorised' });
    // The cart ended with the payment; the same details again answer the same result.
    expect((await t.gql(DETAILS, { variables: { id, payload } })).body.data!.adyenPaymentDetails).toMatchObject({ resultCode: 'Authorised' });
  });

  test('refusals: placeOrder’s texts, a refused challenge hidden as Adyen hides it, unknown orders', async () => {
    const refused = await checkout(CARDS.refused);
    expect(onlyError(await t.gql(PLACE, { variables: { id: refused } })))
      .toEqual({ message: 'Unable to place order: The payment is REFUSED.', category: 'graphql-input' });
    const id = await checkout(CARDS.challenge);
    const order = (await t.gql(PLACE, { variables: { id } })).body.data!.placeOrder.order;
    const done = await simulatorPage(t, actionToken(JSON.parse(order.adyen_payment_status.action)).acsURL, 'wrong');
    const payload = JSON.stringify({ orderId: order.order_number, details: { threeDSResult: done.threeDSResult } });
    expect(onlyError(await t.gql(DETAILS, { variables: { id, payload } }))).toEqual({ message: 'An unknown error has occurred', category: 'graphql-input' });
    expect((await t.gql(STATUS_QUERY, { variables: { id, number: order.order_number } })).body.data!.adyenPaymentStatus)
      .toMatchObject({ isFinal: true, resultCode: 'Refused' });
    expect(onlyError(await t.gql(STATUS_QUERY, { variables: { id, number: '999999999' } })))
      .toEqual({ message: 'Order does not exist', category: 'graphql-no-such-entity' });
    expect(onlyError(await t.gql(DETAILS, { variables: { id, payload: '{}' } }))).toEqual({ message: 'Missing "orderId" from payload', category: 'graphql-input' });
    const empty = await guestCart(t);
    expect(onlyError(await t.gql(PLACE, { variables: { id: empty } }))).toEqual({ message: 'Guest email for cart is missing.', category: 'graphql-input' });
  });
});
