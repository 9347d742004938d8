// A stock Magento's checkout without Adyen's module (the `core` profile): Magento's offline methods offered with their
// default titles and placed at once (state new, status pending, stock taken, one confirmation, the cart ended, the
// same order placed again); the zero-total method alone for a cart with nothing to pay, in every profile; and what
// such a Magento answers without the shop's modules: reCAPTCHA unconfigured, forms without a bot-protection answer,
// no store pages.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BACKEND_PROFILES, type BackendProfile } from '../../src/backend/config/profile';
import { salesRules } from '../../src/backend/seed/promotions';
import { CART_ADDRESS, query, rest, stockOf, waitForMail } from './checkout-support';
import { bearer, newCustomer, theError } from './customer-support';
import { fixtureSeed } from './fixtures/seed';
import { startTestBackend, type TestBackend } from './helpers';

const profile = (name: BackendProfile['name']) => BACKEND_PROFILES.find((p) => p.name === name)!;

// A coupon that takes off the whole cart: with in-store pickup, nothing is left to pay.
const seed = {
  ...fixtureSeed,
  salesRules: [...salesRules, { name: 'Offert', label: 'Commande offerte', coupons: ['OFFERT100'], action: 'by_percent' as const, amount: 100 }],
};

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ seed, profile: profile('core') });
});
afterAll(() => t.close());

const CHECKOUT = 'email prices { grand_total { value } } available_payment_methods { code title is_deferred } selected_payment_method { code title }';
const CREATE = 'mutation { createGuestCart { cart { id } } }';
const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { items { quantity prices { row_total_including_tax { value } } } } user_errors { message } }
}`;
const EMAIL = 'mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }';
const SHIPPING = `mutation ($id: String!, $address: CartAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
}`;
const BILLING = `mutation ($id: String!, $address: CartAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address, same_as_shipping: true } }) { cart { id } }
}`;
const METHOD = `mutation ($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { ${CHECKOUT} } }
}`;
const COUPON = 'mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } } }';
const PAYMENT = `mutation ($id: String!, $code: String!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { ${CHECKOUT} } }
}`;
const PLACE = 'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } order { order_number } } }';
const CART = `query ($id: String!) { cart(cart_id: $id) { ${CHECKOUT} } }`;

/** A guest cart through GraphQL up to its shipping method (Colissimo: 2 × 9,90 € + 4,90 €); its masked id. */
async function guestCheckout(b: TestBackend, email: string, { quantity = 2, carrier = 'colissimo', method = 'domicile', coupon = '' } = {}) {
  const id = (await b.gql(CREATE)).body.data!.createGuestCart.cart.id as string;
  expect((await b.gql(ADD, { variables: { id, items: [{ sku: 'MELA-1', quantity }] } })).body.data!.addProductsToCart.user_errors).toEqual([]);
  if (coupon) expect((await b.gql(COUPON, { variables: { id, code: coupon } })).body.errors).toBeUndefined();
  expect((await b.gql(EMAIL, { variables: { id, email } })).body.errors).toBeUndefined();
  expect((await b.gql(SHIPPING, { variables: { id, address: CART_ADDRESS } })).body.errors).toBeUndefined();
  expect((await b.gql(BILLING, { variables: { id, address: CART_ADDRESS } })).body.errors).toBeUndefined();
  const chosen = await b.gql(METHOD, { variables: { id, carrier, method } });
  expect(chosen.body.errors).toBeUndefined();
  return { id, cart: chosen.body.data!.setShippingMethodsOnCart.cart };
}

const pay = (b: TestBackend, id: string, code: string) => b.gql(PAYMENT, { variables: { id, code } });
const place = (b: TestBackend, id: string) => b.gql(PLACE, { variables: { id } });
const orderOf = (b: TestBackend, id: string) => b.backend.hooks.orders(id);
const confirmationsTo = async (b: TestBackend, email: string) => (await waitForMail(b, 'order-confirmation')).filter((f) => f.endsWith(`-${email}.eml`));

const OFFLINE = [
  { code: 'checkmo', title: 'Check / Money order', is_deferred: false },
  { code: 'banktransfer', title: 'Bank Transfer Payment', is_deferred: false },
];
const FREE = [{ code: 'free', title: 'No Payment Information Required', is_deferred: false }];
const UNAVAILABLE = { message: 'The requested Payment Method is not available.', category: 'graphql-input' };

describe('offline payment methods (core profile)', () => {
  test('a guest pays by check: offered with Magento’s titles, placed at once, pending, stock taken, one confirmation', async () => {
    const stock = stockOf(t, 'MELA-1');
    const { id, cart } = await guestCheckout(t, 'cheque@example.com');
    expect(cart.prices.grand_total.value).toBe(24.7);
    expect(cart.available_payment_methods).toEqual(OFFLINE);
    expect(cart.selected_payment_method).toEqual({ code: '', title: '' });
    const chosen = await pay(t, id, 'checkmo');
    expect(chosen.body.errors).toBeUndefined();
    expect(chosen.body.data!.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({ code: 'checkmo', title: 'Check / Money order' });

    const placed = await place(t, id);
    expect(placed.body.errors).toBeUndefined();
    const number = placed.body.data!.placeOrder.order.order_number as string;
    expect(number).toMatch(/^\d{9}$/);
    expect(placed.body.data!.placeOrder.errors).toEqual([]);
    expect(orderOf(t, id).orders).toEqual([expect.objectContaining({
      increment_id: number, state: 'new', status: 'pending', grand_total: 24.7, customer_email: 'cheque@example.com', email_sent: true, payment_result: null,
    })]);
    const orderId = Number(orderOf(t, id).orders[0]!.id);
    expect(query(t, 'SELECT method, amount_paid FROM sales_order_payment WHERE parent_id = ?', orderId)).toEqual([{ method: 'checkmo', amount_paid: null }]);
    expect(query(t, 'SELECT COUNT(*) AS n FROM adyen_payment_attempt WHERE order_id = ?', orderId)).toEqual([{ n: 0 }]);
    // Its goods are sold: out of the stock, and no reservation left for the pending-payment cleanup to give back.
    expect(stockOf(t, 'MELA-1')).toBe(stock - 2);
    expect(query(t, 'SELECT COUNT(*) AS n FROM inventory_reservation WHERE order_id = ?', orderId)).toEqual([{ n: 0 }]);
    expect(await confirmationsTo(t, 'cheque@example.com')).toHaveLength(1);
    const mail = t.backend.hooks.latestMail('cheque@example.com')!;
    expect(mail.kind).toBe('order-confirmation');
    expect(mail.text).toContain('Nous la préparerons dès réception de votre paiement (Check / Money order).');
    expect(mail.text).toContain(`Commande n° ${number}`);
    expect(theError(await t.gql(CART, { variables: { id } }))).toEqual({ message: 'The cart isn\'t active.', category: 'graphql-no-such-entity' });

    // Placing again answers the same order, and nothing else happens.
    const again = await place(t, id);
    expect(again.body.data!.placeOrder.order.order_number).toBe(number);
    expect(orderOf(t, id).count).toBe(1);
    expect(stockOf(t, 'MELA-1')).toBe(stock - 2);
    expect(await confirmationsTo(t, 'cheque@example.com')).toHaveLength(1);
  });

  test('a method the cart is not offered is refused with Magento’s text, before and at placement', async () => {
    const { id } = await guestCheckout(t, 'refus@example.com');
    for (const code of ['adyen_cc', 'adyen_cc_vault', 'free', 'purchaseorder']) expect(theError(await pay(t, id, code))).toEqual(UNAVAILABLE);
    expect(theError(await place(t, id))).toEqual({ message: 'Unable to place order: Enter a valid payment method and try again.', category: 'graphql-input' });
    expect(orderOf(t, id).count).toBe(0);
  });

  test('a guest pays by bank transfer the same way', async () => {
    const { id } = await guestCheckout(t, 'virement@example.com', { quantity: 1 });
    expect((await pay(t, id, 'banktransfer')).body.data!.setPaymentMethodOnCart.cart.selected_payment_method)
      .toEqual({ code: 'banktransfer', title: 'Bank Transfer Payment' });
    const number = (await place(t, id)).body.data!.placeOrder.order.order_number as string;
    expect(orderOf(t, id).orders).toEqual([expect.objectContaining({ increment_id: number, state: 'new', status: 'pending', email_sent: true })]);
    expect(t.backend.hooks.latestMail('virement@example.com')!.text).toContain('dès réception de votre paiement (Bank Transfer Payment)');
  });

  test('REST: shipping-information offers the offline methods, payment-information places with one; Adyen’s routes are not there', async () => {
    const id = (await t.gql(CREATE)).body.data!.createGuestCart.cart.id as string;
    await t.gql(ADD, { variables: { id, items: [{ sku: 'MAG-B6', quantity: 1 }] } });
    const address = { ...CART_ADDRESS, country_id: 'FR' };
    const info = await rest(t, `/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
    });
    expect(info.body.payment_methods).toEqual(OFFLINE.map(({ code, title }) => ({ code, title })));
    const body = (method: string) => ({ cartId: id, email: 'rest@example.com', billingAddress: address, paymentMethod: { method } });
    expect(await rest(t, `/rest/V1/guest-carts/${id}/payment-information`, body('adyen_cc')))
      .toMatchObject({ status: 400, body: { message: 'The requested Payment Method is not available.' } });
    const placed = await rest(t, `/rest/V1/guest-carts/${id}/payment-information`, body('banktransfer'));
    expect(placed.status).toBe(200);
    expect(await rest(t, `/rest/V1/guest-carts/${id}/payment-information`, body('banktransfer'))).toMatchObject({ status: 200, body: placed.body });
    expect(orderOf(t, id).orders).toEqual([expect.objectContaining({ id: placed.body, state: 'new', status: 'pending' })]);
    expect(await rest(t, `/rest/V1/adyen/orders/guest-carts/${id}/payment-status`, { orderId: placed.body, cartId: id }))
      .toMatchObject({ status: 404, body: { message: 'Request does not match any route.' } });
  });

  test('a customer’s order history shows the order waiting for its check, with its method', async () => {
    const token = await newCustomer(t, 'historique@example.com');
    const id = (await t.gql('query { customerCart { id } }', { headers: bearer(token) })).body.data!.customerCart.id as string;
    const as = { headers: bearer(token) };
    await t.gql(ADD, { variables: { id, items: [{ sku: 'MAG-B6', quantity: 3 }] }, ...as });
    await t.gql(SHIPPING, { variables: { id, address: CART_ADDRESS }, ...as });
    await t.gql(BILLING, { variables: { id, address: CART_ADDRESS }, ...as });
    await t.gql(METHOD, { variables: { id, carrier: 'colissimo', method: 'domicile' }, ...as });
    await t.gql(PAYMENT, { variables: { id, code: 'checkmo' }, ...as });
    const number = (await t.gql(PLACE, { variables: { id }, ...as })).body.data!.placeOrder.order.order_number as string;
    const history = await t.gql(`{ customer { orders { total_count items {
      number status total { grand_total { value } } payment_methods { name type }
    } } } }`, as);
    expect(history.body.data!.customer.orders).toEqual({
      total_count: 1,
      items: [{ number, status: 'Pending', total: { grand_total: { value: 59.7 } }, payment_methods: [{ name: 'Check / Money order', type: 'checkmo' }] }],
    });
  });
});

describe('a cart with nothing to pay', () => {
  test('is offered the zero-total method alone, whatever else it is offered once it costs something', async () => {
    const { id, cart } = await guestCheckout(t, 'offert@example.com', { coupon: 'OFFERT100', carrier: 'instore', method: 'pickup' });
    expect(cart.prices.grand_total.value).toBe(0);
    expect(cart.available_payment_methods).toEqual(FREE);
    expect(theError(await pay(t, id, 'checkmo'))).toEqual(UNAVAILABLE);
    expect((await pay(t, id, 'free')).body.data!.setPaymentMethodOnCart.cart.selected_payment_method)
      .toEqual({ code: 'free', title: 'No Payment Information Required' });
    // Home delivery costs 4,90 € of a cart of free goods: the method chosen no longer fits, placing says so.
    const delivered = (await t.gql(METHOD, { variables: { id, carrier: 'colissimo', method: 'domicile' } })).body.data!.setShippingMethodsOnCart.cart;
    expect(delivered.prices.grand_total.value).toBe(4.9);
    expect(delivered.available_payment_methods).toEqual(OFFLINE);
    expect(theError(await place(t, id))).toEqual({ message: 'Unable to place order: The requested Payment Method is not available.', category: 'graphql-input' });
    expect(orderOf(t, id).count).toBe(0);

    await t.gql(METHOD, { variables: { id, carrier: 'instore', method: 'pickup' } });
    const number = (await place(t, id)).body.data!.placeOrder.order.order_number as string;
    expect(orderOf(t, id).orders).toEqual([expect.objectContaining({ increment_id: number, state: 'new', status: 'pending', grand_total: 0, email_sent: true })]);
    expect(t.backend.hooks.latestMail('offert@example.com')!.text).toContain('Nous préparons votre colis.');
  });

  test.each(['full', 'core,adyen'] as const)('on the %s profile too, beside Adyen’s card for the others; Adyen’s status of it is its final Error', async (name) => {
    const b = await startTestBackend({ seed, profile: profile(name) });
    try {
      expect((await guestCheckout(b, 'carte@example.com')).cart.available_payment_methods).toEqual([{ code: 'adyen_cc', title: 'Carte bancaire', is_deferred: false }]);
      const { id, cart } = await guestCheckout(b, 'gratuit@example.com', { coupon: 'OFFERT100', carrier: 'instore', method: 'pickup' });
      expect(cart.available_payment_methods).toEqual(FREE);
      expect(theError(await pay(b, id, 'adyen_cc'))).toEqual(UNAVAILABLE);
      await pay(b, id, 'free');
      const placed = await b.gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number adyen_payment_status { isFinal resultCode action additionalData } } } }', { variables: { id } });
      expect(placed.body.errors).toBeUndefined();
      // Adyen's module reads the result code its payments leave on the order's payment: none, so a final Error.
      expect(placed.body.data!.placeOrder.order.adyen_payment_status).toEqual({ isFinal: true, resultCode: 'Error', action: null, additionalData: null });
      expect(orderOf(b, id).orders).toEqual([expect.objectContaining({ state: 'new', status: 'pending', grand_total: 0 })]);
    } finally {
      await b.close();
    }
  });
});

describe('without the shop’s modules (core profile)', () => {
  test('recaptchaV3Config answers an unconfigured reCAPTCHA', async () => {
    expect((await t.gql('{ recaptchaV3Config { is_enabled forms website_key badge_position language_code minimum_score failure_message } }')).body.data).toEqual({
      recaptchaV3Config: {
        is_enabled: false, forms: [], website_key: '', badge_position: 'inline', language_code: '', minimum_score: 0.5,
        failure_message: 'reCAPTCHA verification failed.',
      },
    });
    expect(theError(await t.gql('{ botProtectionChallenge(action: "contactUs") { challenge } }')).message)
      .toBe('Cannot query field "botProtectionChallenge" on type "Query".');
  });

  test('the newsletter and contact forms need no bot-protection answer, nor a consent', async () => {
    expect((await t.gql('mutation { subscribeEmailToNewsletter(email: "lettre@example.com") { status } }')).body)
      .toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
    expect((await t.gql('mutation { contactUs(input: { name: "Léa", email: "lea@example.com", comment: "Une question" }) { status } }')).body)
      .toEqual({ data: { contactUs: { status: true } } });
  });

  test('no URL is a point of sale’s page or the stores’ list, nor leads to one', async () => {
    for (const url of ['stores/paris-marais', 'stores', '/stores/lyon-bellecour']) {
      expect((await t.gql('query ($url: String!) { route(url: $url) { __typename relative_url } }', { variables: { url } })).body, url)
        .toEqual({ data: { route: null } });
      expect((await t.gql('query ($url: String!) { urlResolver(url: $url) { type } }', { variables: { url } })).body, url)
        .toEqual({ data: { urlResolver: null } });
    }
    expect((await t.gql('{ route(url: "melatonine-1-mg.html") { __typename } }')).body.data).toEqual({ route: { __typename: 'SimpleProduct' } });
  });

  test('a subscription frequency in a line’s entered options is an option Magento does not know: the line is a one-time purchase', async () => {
    const id = (await t.gql(CREATE)).body.data!.createGuestCart.cart.id as string;
    const frequency = { uid: Buffer.from('subscription/frequency').toString('base64'), value: '30' };
    const added = await t.gql(ADD, { variables: { id, items: [{ sku: 'MELA-1', quantity: 1, entered_options: [frequency] }] } });
    expect(added.body.data!.addProductsToCart.cart.items).toEqual([{ quantity: 1, prices: { row_total_including_tax: { value: 9.9 } } }]);
  });
});
