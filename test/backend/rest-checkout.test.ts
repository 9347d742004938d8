// Magento's REST checkout under /rest/V1: routing and its prefixes, shipping-information's PaymentDetails, and the
// webapi error answers (bad JSON, missing fields, unknown, foreign or inactive carts, no token on "mine").
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addOk, bearer, customerToken, guestCart } from './cart-support';
import { ADDRESS, CARDS, payment, readyGuestCart, rest } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const shippingInfo = (overrides: Record<string, unknown> = {}) => ({
  addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile', ...overrides },
});

async function cartWithMelatonin(): Promise<string> {
  const id = await guestCart(t);
  await addOk(t, id, [{ sku: 'MELA-1', quantity: 2 }]);
  return id;
}

async function customerCartWith(token: string, sku: string): Promise<string> {
  const id = (await t.gql('query { customerCart { id } }', { headers: bearer(token) })).body.data!.customerCart.id as string;
  await addOk(t, id, [{ sku, quantity: 1 }], bearer(token));
  return id;
}

describe('shipping-information', () => {
  test('saves both addresses and the method; answers the payment methods and the totals with shipping', async () => {
    const id = await cartWithMelatonin();
    const reply = await rest(t, `/rest/V1/guest-carts/${id}/shipping-information`, shippingInfo());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expect(reply.body.payment_methods).toEqual([{ code: 'adyen_cc', title: 'Carte bancaire' }]);
    expect(reply.body.totals).toMatchObject({
      grand_total: 24.7, base_grand_total: 24.7, subtotal: 18.77, subtotal_incl_tax: 19.8, discount_amount: 0,
      shipping_amount: 4.64, shipping_incl_tax: 4.9, shipping_tax_amount: 0.26, tax_amount: 1.29,
      quote_currency_code: 'EUR', items_qty: 2,
    });
    expect(reply.body.totals.items[0]).toMatchObject({ name: 'Mélatonine 1 mg', qty: 2, price_incl_tax: 9.9, row_total_incl_tax: 19.8, tax_percent: 5.5 });
    expect(reply.body.totals.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);
    // GraphQL reads the same checkout.
    const cart = await t.gql(`query ($id: String!) { cart(cart_id: $id) { billing_address { city }
      shipping_addresses { selected_shipping_method { carrier_code } } prices { grand_total { value } } } }`, { variables: { id } });
    expect(cart.body.data!.cart).toEqual({
      billing_address: { city: 'Lyon' }, shipping_addresses: [{ selected_shipping_method: { carrier_code: 'colissimo' } }], prices: { grand_total: { value: 24.7 } },
    });
  });

  test('routes under /rest/default/V1 and /rest/<store code>/V1 too; camelCase address fields are read', async () => {
    const id = await cartWithMelatonin();
    const camel = { ...ADDRESS, country_id: undefined, countryId: 'FR' };
    for (const prefix of ['/rest/default/V1', '/rest/fr/V1', '/rest/all/V1']) {
      const reply = await rest(t, `${prefix}/guest-carts/${id}/shipping-information`, shippingInfo({ shipping_address: camel }));
      expect(reply.status, prefix).toBe(200);
    }
    expect((await rest(t, `/rest/nowhere/V1/guest-carts/${id}/shipping-information`, shippingInfo())).body)
      .toEqual({ message: 'Request does not match any route.' });
  });

  test('a guest e-mail given with the shipping address is kept for a guest cart', async () => {
    const id = await cartWithMelatonin();
    await rest(t, `/rest/V1/guest-carts/${id}/shipping-information`, shippingInfo({ shipping_address: { ...ADDRESS, email: 'lou@example.com' } }));
    expect((await t.gql('query ($id: String!) { cart(cart_id: $id) { email } }', { variables: { id } })).body.data!.cart.email).toBe('lou@example.com');
  });

  test('Magento’s refusals: empty cart, no address, bad address, unknown method', async () => {
    const id = await cartWithMelatonin();
    const post = (body: unknown, cart = id) => rest(t, `/rest/V1/guest-carts/${cart}/shipping-information`, body);
    const empty = await guestCart(t);
    expect(await post(shippingInfo(), empty)).toMatchObject({ status: 400, body: { message: "The shipping method can't be set for an empty cart. Add an item to cart and try again." } });
    expect(await post(shippingInfo({ shipping_address: undefined }))).toMatchObject({ status: 400, body: { message: 'The shipping address is missing. Set the address and try again.' } });
    expect(await post(shippingInfo({ shipping_address: { ...ADDRESS, firstname: '', telephone: ' ' } }))).toMatchObject({
      status: 400,
      body: {
        message: 'The shipping information was unable to be saved. Error: "%message"',
        parameters: { message: 'Please check the shipping address information. "firstname" is required. Enter and try again. "telephone" is required. Enter and try again.' },
      },
    });
    expect(await post(shippingInfo({ shipping_carrier_code: 'colissimo', shipping_method_code: 'express' }))).toMatchObject({
      status: 404, body: { message: 'Carrier with such method not found: %1, %2', parameters: ['colissimo', 'express'] },
    });
    expect(await post(shippingInfo({ shipping_method_code: '' }))).toMatchObject({
      status: 404, body: { message: 'The shipping method is missing. Select the shipping method and try again.' },
    });
    expect(await post({})).toEqual(expect.objectContaining({
      status: 400, body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'addressInformation' } },
    }));
  });
});

describe('webapi requests', () => {
  test('an unknown route or method is 404 "Request does not match any route."', async () => {
    expect(await rest(t, '/rest/V1/guest-carts/abc/nothing', {})).toMatchObject({ status: 404, body: { message: 'Request does not match any route.' } });
    expect(await rest(t, '/rest/V1/guest-carts/abc/shipping-information', undefined, { method: 'GET' }))
      .toMatchObject({ status: 404, body: { message: 'Request does not match any route.' } });
  });

  test('malformed JSON, a wrong content type, no content type, a body too large: 400/413, never a 500', async () => {
    const id = await cartWithMelatonin();
    const path = `/rest/V1/guest-carts/${id}/payment-information`;
    expect(await rest(t, path, '{"email": "a@example.com",')).toMatchObject({ status: 400, body: { message: 'Decoding error.' } });
    expect(await rest(t, path, 'email=a', { headers: { 'Content-Type': 'text/plain' } }))
      .toMatchObject({ status: 400, body: { message: 'Server cannot understand Content-Type HTTP header media type %1', parameters: ['text/plain'] } });
    const bare = await fetch(`${t.url}${path}`, { method: 'POST', body: new Uint8Array([123, 125]) });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({ message: 'Content-Type header is empty.' });
    const huge = await rest(t, path, JSON.stringify({ email: 'x'.repeat(1024 * 1024) }));
    expect(huge).toMatchObject({ status: 413, body: { message: 'Request body is too large.' } });
  });

  test('missing parameters: one is named, several are listed', async () => {
    const id = await cartWithMelatonin();
    const path = `/rest/V1/guest-carts/${id}/payment-information`;
    expect((await rest(t, path, { paymentMethod: { method: 'adyen_cc' } })).body)
      .toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'email' } });
    expect(await rest(t, path, { cartId: id })).toMatchObject({
      status: 400,
      body: {
        message: 'One or more input exceptions have occurred.',
        errors: [
          { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'email' } },
          { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'paymentMethod' } },
        ],
      },
    });
    expect((await rest(t, path, { email: 'a@example.com', paymentMethod: {} })).body)
      .toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'method' } });
  });

  test('an unknown cart, a customer’s cart used as a guest, an inactive cart: 404 "No such entity"', async () => {
    const noSuch = (id: string) => ({ status: 404, body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: id } } });
    const post = (id: string, what: string, body: unknown) => rest(t, `/rest/V1/guest-carts/${id}/${what}`, body);
    expect(await post('nope', 'shipping-information', shippingInfo())).toMatchObject(noSuch('nope'));
    expect(await post('nope', 'payment-information', payment('nope', CARDS.authorised))).toMatchObject(noSuch('nope'));
    const token = await customerToken(t, 'rest.foreign@example.com');
    const own = await customerCartWith(token, 'MELA-1');
    expect(await post(own, 'shipping-information', shippingInfo())).toMatchObject(noSuch(own));
    expect(await post(own, 'payment-information', payment(own, CARDS.authorised))).toMatchObject(noSuch(own));
    const ended = await readyGuestCart(t);
    t.backend.hooks.deactivateCart(ended);
    expect(await post(ended, 'shipping-information', shippingInfo())).toMatchObject(noSuch(ended));
    expect(await post(ended, 'payment-information', payment(ended, CARDS.authorised))).toMatchObject(noSuch(ended));
  });

  test('carts/mine: no token, a bad token → 401; with the token, the customer’s active cart', async () => {
    const unauthorized = { status: 401, body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } } };
    for (const path of ['/rest/V1/carts/mine/shipping-information', '/rest/V1/carts/mine/payment-information',
      '/rest/V1/adyen/orders/carts/mine/payment-status', '/rest/V1/adyen/carts/mine/payments-details']) {
      expect(await rest(t, path, shippingInfo()), path).toMatchObject(unauthorized);
      expect(await rest(t, path, shippingInfo(), { headers: { Authorization: 'Bearer nonsense' } }), path).toMatchObject(unauthorized);
    }
    const token = await customerToken(t, 'rest.mine@example.com');
    expect(await rest(t, '/rest/V1/carts/mine/shipping-information', shippingInfo(), { headers: bearer(token) }))
      .toMatchObject({ status: 404, body: { message: 'No such entity with %fieldName = %fieldValue' } });
    await customerCartWith(token, 'OMEGA3');
    const reply = await rest(t, '/rest/V1/carts/mine/shipping-information', shippingInfo(), { headers: bearer(token) });
    expect(reply.status).toBe(200);
    expect(reply.body.totals.grand_total).toBe(28.9);
  });
});
