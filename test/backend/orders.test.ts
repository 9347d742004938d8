// Placing is idempotent per cart: a repeated or concurrent payment-information answers the one order. Signed-in
// customers' carts/mine forms; Adyen's payment-status and payments-details refusals; the orders test hook.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addOk, bearer, customerToken, guestCart } from './cart-support';
import {
  ADDRESS, CARDS, CART_ADDRESS, actionToken, guestDetails, guestStatus, payGuest, payment, query, readyGuestCart, rest, simulatorPage, stockOf,
  waitForMail,
} from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ testHooks: true });
});
afterAll(() => t.close());
beforeEach(() => {
  t.backend.hooks.setStock('MELA-1', 50);
});

const orderCount = () => query<{ n: number }>(t, 'SELECT COUNT(*) AS n FROM sales_order')[0]!.n;

describe('idempotent placing', () => {
  test('the same payment-information twice: the same order id, one order, one payment, stock taken once', async () => {
    const cartId = await readyGuestCart(t);
    const before = orderCount();
    const first = await payGuest(t, cartId, CARDS.authorised);
    const second = await payGuest(t, cartId, CARDS.authorised);
    expect(second).toMatchObject({ status: 200, body: first.body });
    expect(orderCount()).toBe(before + 1);
    expect(stockOf(t, 'MELA-1')).toBe(48);
    expect(query(t, 'SELECT COUNT(*) AS n FROM adyen_payment_attempt WHERE order_id = ?', Number(first.body))).toEqual([{ n: 1 }]);
    expect(await waitForMail(t, 'order-confirmation')).toHaveLength(1);
  });

  test('five at once (Promise.all): one order, every answer its id', async () => {
    const cartId = await readyGuestCart(t);
    const before = orderCount();
    const replies = await Promise.all(Array.from({ length: 5 }, () => payGuest(t, cartId, CARDS.authorised)));
    expect(new Set(replies.map((r) => `${r.status} ${r.body}`)).size).toBe(1);
    expect(replies[0]!.status).toBe(200);
    expect(orderCount()).toBe(before + 1);
    expect(stockOf(t, 'MELA-1')).toBe(48);
  });

  test('at once with a 3-D Secure card: one order; its latest attempt is the one to finish', async () => {
    const cartId = await readyGuestCart(t);
    const before = orderCount();
    const replies = await Promise.all(Array.from({ length: 3 }, () => payGuest(t, cartId, CARDS.fingerprint)));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(orderCount()).toBe(before + 1);
    const orderId = replies[0]!.body as string;
    const results = query<{ result_code: string }>(t, 'SELECT result_code FROM adyen_payment_attempt WHERE order_id = ? ORDER BY attempt_id', Number(orderId));
    expect(results.map((r) => r.result_code)).toEqual(['Cancelled', 'Cancelled', 'IdentifyShopper']);
    const page = await simulatorPage(t, actionToken((await guestStatus(t, cartId, orderId)).action).threeDSMethodUrl);
    expect(JSON.parse((await guestDetails(t, cartId, orderId, page.threeDSResult!)).body)).toMatchObject({ resultCode: 'Authorised' });
  });

  test('a placement after the cart changed (refused card, then more goods) copies the cart as it is now', async () => {
    const cartId = await readyGuestCart(t);
    await payGuest(t, cartId, CARDS.refused);
    await addOk(t, cartId, [{ sku: 'OMEGA3', quantity: 1 }]);
    const paid = await payGuest(t, cartId, CARDS.authorised);
    const items = query<{ sku: string; qty_ordered: number }>(t, 'SELECT sku, qty_ordered FROM sales_order_item WHERE order_id = ? ORDER BY item_id', Number(paid.body));
    expect(items).toEqual([{ sku: 'MELA-1', qty_ordered: 2 }, { sku: 'OMEGA3', qty_ordered: 1 }]);
    // 19,80 € + 24,00 € of goods, below the free delivery's 49 €; 0,3 kg by Colissimo: 5,90 €.
    expect(query(t, 'SELECT grand_total FROM sales_order WHERE entity_id = ?', Number(paid.body))).toEqual([{ grand_total: 49.7 }]);
  });

  test('what the order keeps: lines, both addresses, shipping, totals, the guest’s e-mail', async () => {
    const cartId = await readyGuestCart(t);
    const id = Number((await payGuest(t, cartId, CARDS.authorised)).body);
    expect(query(t, `SELECT customer_is_guest, customer_email, customer_firstname, shipping_method, shipping_description, subtotal,
      subtotal_incl_tax, shipping_amount, shipping_incl_tax, tax_amount, grand_total, total_qty_ordered, order_currency_code
      FROM sales_order WHERE entity_id = ?`, id)).toEqual([{
      customer_is_guest: 1, customer_email: 'camille@example.com', customer_firstname: 'Camille', shipping_method: 'colissimo_domicile',
      shipping_description: 'Colissimo - Livraison à domicile en 2 à 3 jours ouvrés', subtotal: 18.77, subtotal_incl_tax: 19.8,
      shipping_amount: 4.64, shipping_incl_tax: 4.9, tax_amount: 1.29, grand_total: 24.7, total_qty_ordered: 2, order_currency_code: 'EUR',
    }]);
    expect(query(t, 'SELECT address_type, street, city, country_id FROM sales_order_address WHERE parent_id = ? ORDER BY address_type', id)).toEqual([
      { address_type: 'billing', street: '12 rue de la République', city: 'Lyon', country_id: 'FR' },
      { address_type: 'shipping', street: '12 rue de la République', city: 'Lyon', country_id: 'FR' },
    ]);
    expect(query(t, 'SELECT method, amount_ordered, amount_paid FROM sales_order_payment WHERE parent_id = ?', id))
      .toEqual([{ method: 'adyen_cc', amount_ordered: 24.7, amount_paid: 24.7 }]);
  });

  test('an incomplete checkout is refused with Magento’s texts, before any order', async () => {
    const cartId = await guestCart(t);
    await addOk(t, cartId, [{ sku: 'MELA-1', quantity: 2 }]);
    // Without a billing address until the end: payment-information keeps the one it is given, even when refused.
    const pay = (body: Record<string, unknown> = { billingAddress: undefined }) =>
      rest(t, `/rest/V1/guest-carts/${cartId}/payment-information`, { ...payment(cartId, CARDS.authorised), ...body });
    expect((await pay()).body).toEqual({ message: 'The shipping address is missing. Set the address and try again.' });
    await t.gql('mutation ($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { id } } }', {
      variables: { input: { cart_id: cartId, shipping_addresses: [{ address: CART_ADDRESS }] } },
    });
    expect((await pay()).body).toEqual({ message: 'The shipping method is missing. Select the shipping method and try again.' });
    await rest(t, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
    });
    expect((await pay()).body).toEqual({
      message: 'Please check the billing address information. "firstname" is required. Enter and try again. "lastname" is required. '
        + 'Enter and try again. "street" is required. Enter and try again. "city" is required. Enter and try again. "telephone" is required. '
        + 'Enter and try again. "postcode" is required. Enter and try again. "countryId" is required. Enter and try again.',
    });
    t.backend.hooks.setStock('MELA-1', 1);
    expect((await pay({})).body).toEqual({ message: 'The requested qty is not available' });
    expect(t.backend.hooks.orders(cartId).count).toBe(0);
    t.backend.hooks.setStock('MELA-1', 50);
    expect((await pay({})).status).toBe(200);
  });
});

describe('signed-in customers: carts/mine', () => {
  test('the whole flow with a challenge card; the order is the customer’s; repeated placement answers it again', async () => {
    const token = await customerToken(t, 'orders.mine@example.com');
    const cartId = (await t.gql('query { customerCart { id } }', { headers: bearer(token) })).body.data!.customerCart.id as string;
    await addOk(t, cartId, [{ sku: 'MELA-1', quantity: 1 }], bearer(token));
    const auth = { headers: bearer(token) };
    const info = await rest(t, '/rest/V1/carts/mine/shipping-information', {
      addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'instore', shipping_method_code: 'pickup' },
    }, auth);
    expect(info.body.totals.grand_total).toBe(9.9);
    const body = { cartId, billingAddress: ADDRESS, paymentMethod: payment(cartId, CARDS.challenge).paymentMethod };
    const placed = await rest(t, '/rest/V1/carts/mine/payment-information', body, auth);
    expect(placed.status).toBe(200);
    const orderId = placed.body as string;
    const status = JSON.parse((await rest(t, '/rest/V1/adyen/orders/carts/mine/payment-status', { orderId }, auth)).body);
    expect(status.resultCode).toBe('ChallengeShopper');
    const done = await simulatorPage(t, actionToken(status.action).acsURL, 'password');
    const details = await rest(t, '/rest/V1/adyen/carts/mine/payments-details', {
      payload: JSON.stringify({ details: { threeDSResult: done.threeDSResult } }), orderId,
    }, auth);
    expect(JSON.parse(details.body)).toMatchObject({ isFinal: true, resultCode: 'Authorised' });
    expect(query(t, 'SELECT customer_is_guest, customer_email, state FROM sales_order WHERE entity_id = ?', Number(orderId)))
      .toEqual([{ customer_is_guest: 0, customer_email: 'orders.mine@example.com', state: 'processing' }]);
    expect(t.backend.hooks.latestMail('orders.mine@example.com')!.kind).toBe('order-confirmation');
    // The cart ended; the same request again answers the same order, whatever cart the customer has now.
    expect(await rest(t, '/rest/V1/carts/mine/payment-information', body, auth)).toMatchObject({ status: 200, body: orderId });
    // Another customer sees nothing of it.
    const other = await customerToken(t, 'orders.other@example.com');
    expect(await rest(t, '/rest/V1/adyen/orders/carts/mine/payment-status', { orderId }, { headers: bearer(other) }))
      .toMatchObject({ status: 404, body: { message: "The entity that was requested doesn't exist. Verify the entity and try again." } });
    expect(await rest(t, '/rest/V1/carts/mine/payment-information', body, { headers: bearer(other) }))
      .toMatchObject({ status: 404, body: { message: 'No such entity with %fieldName = %fieldValue' } });
  });
});

describe('payment-status and payments-details refusals', () => {
  test('unknown cart, unknown order, another cart’s order; bad payloads; a result not issued for the attempt', async () => {
    const cartId = await readyGuestCart(t);
    const orderId = (await payGuest(t, cartId, CARDS.fingerprint)).body as string;
    const other = await readyGuestCart(t);
    const status = (cart: string, id: string) => rest(t, `/rest/V1/adyen/orders/guest-carts/${cart}/payment-status`, { orderId: id, cartId: cart });
    const notFound = { status: 404, body: { message: "The entity that was requested doesn't exist. Verify the entity and try again." } };
    expect(await status('nope', orderId)).toMatchObject({ status: 404, body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'nope' } } });
    expect(await status(cartId, '99999')).toMatchObject(notFound);
    expect(await status(other, orderId)).toMatchObject(notFound);
    expect((await rest(t, `/rest/V1/adyen/orders/guest-carts/${cartId}/payment-status`, {})).body)
      .toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'orderId' } });
    const details = (payload: unknown) => rest(t, `/rest/V1/adyen/guest-carts/${cartId}/payments-details`, { payload, orderId, cartId });
    expect(await details('{not json')).toMatchObject({ status: 400, body: { message: 'Payment details call failed because the request was not a valid JSON' } });
    expect(await details(JSON.stringify({ details: { threeDSResult: 'forged.token' } }))).toMatchObject({ status: 400, body: { message: 'Payment details call failed' } });
    expect(await guestDetails(t, other, orderId, 'x')).toMatchObject(notFound);
    // A result of another attempt.
    const otherOrder = (await payGuest(t, other, CARDS.fingerprint)).body as string;
    const page = await simulatorPage(t, actionToken((await guestStatus(t, other, otherOrder)).action).threeDSMethodUrl);
    expect(await guestDetails(t, cartId, orderId, page.threeDSResult!)).toMatchObject({ status: 400, body: { message: 'Payment details call failed' } });
    expect(await guestStatus(t, cartId, orderId)).toMatchObject({ isFinal: false, resultCode: 'IdentifyShopper' });
  });

  test('the simulator’s pages: an unknown reference, a challenge page for a fingerprint attempt, wrong methods', async () => {
    const missing = await simulatorPage(t, `${t.url}/payment-simulator/3ds/challenge?ref=nothing`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Cette vérification n’existe pas ou n’est plus valable.');
    expect((await simulatorPage(t, `${t.url}/payment-simulator/elsewhere`)).status).toBe(404);
    const cartId = await readyGuestCart(t);
    const orderId = (await payGuest(t, cartId, CARDS.fingerprint)).body as string;
    const { threeDSMethodUrl } = actionToken((await guestStatus(t, cartId, orderId)).action);
    const ref = new URL(threeDSMethodUrl).searchParams.get('ref')!;
    expect((await simulatorPage(t, `${t.url}/payment-simulator/3ds/challenge?ref=${ref}`)).status).toBe(404);
    expect((await fetch(`${t.url}/payment-simulator/3ds/fingerprint?ref=${ref}`, { method: 'POST' })).status).toBe(405);
    const empty = await simulatorPage(t, `${t.url}/payment-simulator/3ds/challenge?ref=${ref}`, '');
    expect(empty.status).toBe(404);
  });
});

describe('the orders test hook', () => {
  test('GET /__test__/orders?cartId= and /__test__/orders/count count the orders in the database', async () => {
    const cartId = await readyGuestCart(t);
    const hook = async (path: string) => (await fetch(`${t.url}/__test__/${path}`)).json();
    expect(await hook(`orders/count?cartId=${cartId}`)).toEqual({ count: 0 });
    const orderId = (await payGuest(t, cartId, CARDS.authorised)).body as string;
    expect(await hook(`orders/count?cartId=${cartId}`)).toEqual({ count: 1 });
    expect(await hook(`orders?cartId=${cartId}`)).toEqual({
      count: 1,
      orders: [{ id: orderId, increment_id: expect.stringMatching(/^\d{9}$/), state: 'processing', status: 'processing', grand_total: 24.7,
        customer_email: 'camille@example.com', email_sent: true, payment_result: 'Authorised' }],
    });
    expect((await hook('orders/count')).count).toBe(orderCount());
    expect((await fetch(`${t.url}/__test__/orders/count`, { method: 'POST' })).status).toBe(405);
  });
});
