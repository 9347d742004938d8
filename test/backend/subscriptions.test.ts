// The subscription provider's module: the product's offer, a subscribed cart line (its frequency and price), the
// subscriptions a paid order starts (GraphQL placeOrder and REST payment-information), the customer's actions, the
// portal's e-mailed link for guests, and that nobody reaches another's subscriptions.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addOk, add, bearer, customerToken, guestCart, onlyError } from './cart-support';
import { CARDS, CART_ADDRESS, payGuest, query, stateData } from './checkout-support';
import { mailFiles, newestMail } from './customer-support';
import { SHOP_LIMITS } from '../../src/backend/limits/shop-limits';
import { anotherDevice } from '../harness/devices';
import { startTestBackend, type TestBackend } from './helpers';

const FREQUENCY_UID = Buffer.from('subscription/frequency').toString('base64');
const subscribed = (sku: string, days: string, quantity = 1) => ({ sku, quantity, entered_options: [{ uid: FREQUENCY_UID, value: days }] });

const FIELDS = 'id product_name product_sku quantity frequency discount_percent status next_delivery_date order_number';
const MINE = `query { customer { subscriptions { ${FIELDS} } } }`;
const PORTAL = `query { subscriptionPortal { ${FIELDS} } }`;
const action = (name: string, extra = '') => `mutation ($id: ID!${extra ? `, ${extra}` : ''}) {
  ${name}(id: $id${extra ? ', frequency: $frequency' : ''}) { subscription { ${FIELDS} } } }`;
const portal = (token: string) => ({ 'X-Subscription-Portal-Token': token });
const SKIP = action('skipNextSubscriptionDelivery');
const CHANGE = action('changeSubscriptionFrequency', '$frequency: Int!');
const PAUSE = action('pauseSubscription');
const RESUME = action('resumeSubscription');
const CANCEL = action('cancelSubscription');
const REQUEST_LINK = 'mutation ($email: String!) { requestSubscriptionPortalLink(email: $email) { result } }';
const EXCHANGE = 'mutation ($code: String!) { exchangeSubscriptionPortalCode(code: $code) { customer_token portal_token } }';

const CHECKOUT = `mutation ($id: String!, $address: CartAddressInput!, $card: String!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { id } }
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "colissimo", method_code: "domicile" }] }) { cart { id } }
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "adyen_cc", adyen_additional_data_cc: { stateData: $card } } }) { cart { id } }
}`;
const PLACE = 'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } order { order_number } } }';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

/** A customer's order of `sku` every 30 days, placed over GraphQL; returns the customer's token. */
async function customerSubscribes(email: string, sku = 'MAG-B6', quantity = 1): Promise<string> {
  const token = await customerToken(t, email);
  const cart = await t.gql('query { customerCart { id } }', { headers: bearer(token) });
  const id = cart.body.data!.customerCart.id as string;
  await addOk(t, id, [subscribed(sku, '30', quantity)], bearer(token));
  expect((await t.gql(CHECKOUT, { variables: { id, address: CART_ADDRESS, card: stateData(CARDS.authorised) }, headers: bearer(token) })).body.errors).toBeUndefined();
  const placed = await t.gql(PLACE, { variables: { id }, headers: bearer(token) });
  expect(placed.body.data!.placeOrder.errors).toEqual([]);
  return token;
}

async function mine(token: string) {
  const reply = await t.gql(MINE, { headers: bearer(token) });
  expect(reply.body.errors, JSON.stringify(reply.body)).toBeUndefined();
  return reply.body.data!.customer.subscriptions as Array<Record<string, unknown>>;
}

/** Waits for the background e-mail to `to` to reach its file. */
async function mailTo(to: string, count = 1): Promise<void> {
  for (let i = 0; i < 100 && mailsTo(to) < count; i++) await new Promise((r) => setTimeout(r, 20));
  expect(mailsTo(to)).toBe(count);
}

const mailsTo = (to: string) => mailFiles(t).filter((f) => f.endsWith(`-subscription-portal-${to}.eml`)).length;

function portalCode(to: string): string {
  const eml = newestMail(t, 'subscription-portal', to)!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /subscriptions-auth\?code=([\w-]+)/.exec(eml)![1]!;
}

describe('the offer and the cart', () => {
  test('every product offers 30, 60 or 90 days at 10 % off, on a public, cacheable answer', async () => {
    const reply = await t.gql('{ products(filter: { sku: { eq: "MELA-1" } }) { items { sku ... on SimpleProduct { subscription_offer { frequencies discount_percent } } } } }');
    expect(reply.body.data!.products.items[0].subscription_offer).toEqual({ frequencies: [30, 60, 90], discount_percent: 10 });
    expect(reply.headers.get('cache-control')).toContain('public');
  });

  test('a subscribed line keeps its frequency and costs 10 % less; a one-time add leaves it subscribed', async () => {
    const id = await guestCart(t);
    const cart = await addOk(t, id, [subscribed('MELA-1', '60')]);
    expect(cart.total_quantity).toBe(1);
    const line = await t.gql(`query ($id: String!) { cart(cart_id: $id) { items { ... on SimpleCartItem { subscription_frequency } prices { price_including_tax { value } } } } }`, { variables: { id } });
    expect(line.body.data!.cart.items).toEqual([{ subscription_frequency: 60, prices: { price_including_tax: { value: 8.91 } } }]);
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }]);
    const again = await t.gql(`query ($id: String!) { cart(cart_id: $id) { items { quantity ... on SimpleCartItem { subscription_frequency } } } }`, { variables: { id } });
    expect(again.body.data!.cart.items).toEqual([{ quantity: 2, subscription_frequency: 60 }]);
  });

  test('a one-time line has no frequency; a frequency not offered is refused and nothing is added', async () => {
    const id = await guestCart(t);
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }]);
    const plain = await t.gql(`query ($id: String!) { cart(cart_id: $id) { items { ... on SimpleCartItem { subscription_frequency } } } }`, { variables: { id } });
    expect(plain.body.data!.cart.items).toEqual([{ subscription_frequency: null }]);
    for (const value of ['45', 'souvent', '']) {
      expect(onlyError(await add(t, id, [subscribed('VITD3-2000', value)]))).toEqual({
        message: `The delivery frequency "${value}" is not available. Choose 30, 60 or 90 days.`, category: 'graphql-input',
      });
    }
    const after = await t.gql(`query ($id: String!) { cart(cart_id: $id) { total_quantity } }`, { variables: { id } });
    expect(after.body.data!.cart.total_quantity).toBe(1);
  });
});

describe('subscriptions of a paid order', () => {
  test('placeOrder starts one subscription per subscribed line, next delivery one period after the order', async () => {
    const token = await customerSubscribes('abonnee@example.com', 'MELA-1', 2);
    const [subscription] = await mine(token);
    expect(subscription).toMatchObject({
      product_name: 'Mélatonine 1 mg', product_sku: 'MELA-1', quantity: 2, frequency: 30, discount_percent: 10,
      status: 'ACTIVE', next_delivery_date: '2031-01-19',
    });
    expect(subscription!.order_number).toMatch(/^\d+$/);
  });

  test('REST payment-information starts a guest\'s subscription, reached through the portal\'s link', async () => {
    const id = await guestCart(t);
    await addOk(t, id, [subscribed('VITD3-2000', '90'), { sku: 'MELA-1', quantity: 1 }]);
    const ready = await t.gql(`mutation ($id: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }
      setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "colissimo", method_code: "domicile" }] }) { cart { id } }
    }`, { variables: { id, address: CART_ADDRESS } });
    expect(ready.body.errors).toBeUndefined();
    const paid = await payGuest(t, id, CARDS.authorised);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    expect((await t.gql(REQUEST_LINK, { variables: { email: 'camille@example.com' } })).body.data!.requestSubscriptionPortalLink).toEqual({ result: true });
    await mailTo('camille@example.com');
    const code = portalCode('camille@example.com');
    const access = (await t.gql(EXCHANGE, { variables: { code } })).body.data!.exchangeSubscriptionPortalCode;
    expect(access.customer_token).toBeNull();
    const list = await t.gql(PORTAL, { headers: portal(access.portal_token) });
    expect(list.headers.get('cache-control')).not.toContain('public');
    expect(list.body.data!.subscriptionPortal).toEqual([expect.objectContaining({
      product_sku: 'VITD3-2000', frequency: 90, status: 'ACTIVE', next_delivery_date: '2031-03-20',
    })]);
    const sub = list.body.data!.subscriptionPortal[0];
    const skipped = await t.gql(SKIP, { variables: { id: sub.id }, headers: portal(access.portal_token) });
    expect(skipped.body.data!.skipNextSubscriptionDelivery.subscription.next_delivery_date).toBe('2031-06-18');

    // The guest's portal session reaches no customer's subscription.
    const [customers] = await mine(await customerSubscribes('voisine@example.com'));
    expect(onlyError(await t.gql(CANCEL, { variables: { id: customers!.id }, headers: portal(access.portal_token) }))).toEqual({
      message: `Could not find a subscription with ID "${customers!.id}"`, category: 'graphql-no-such-entity',
    });

    // The code works once.
    expect(onlyError(await t.gql(EXCHANGE, { variables: { code } }))).toEqual({
      message: 'The link is invalid or has expired. Ask for a new one.', category: 'graphql-input',
    });
  });
});

describe('the customer\'s actions', () => {
  test('skip, change the frequency, pause, resume and cancel', async () => {
    const token = await customerSubscribes('actions@example.com');
    const [{ id }] = (await mine(token)) as [{ id: string }];
    const run = async (mutation: string, variables: Record<string, unknown> = {}) => {
      const reply = await t.gql(mutation, { variables: { id, ...variables }, headers: bearer(token) });
      expect(reply.body.errors, JSON.stringify(reply.body)).toBeUndefined();
      return Object.values(reply.body.data!)[0].subscription;
    };
    expect(await run(SKIP)).toMatchObject({ next_delivery_date: '2031-02-18', status: 'ACTIVE' });
    expect(await run(CHANGE, { frequency: 60 })).toMatchObject({ frequency: 60, next_delivery_date: '2031-02-18' });
    expect(await run(SKIP)).toMatchObject({ next_delivery_date: '2031-04-19' });
    expect(await run(PAUSE)).toMatchObject({ status: 'PAUSED' });
    expect(onlyError(await t.gql(SKIP, { variables: { id }, headers: bearer(token) }))).toEqual({
      message: 'Only an active subscription can do this.', category: 'graphql-input',
    });
    expect(await run(RESUME)).toMatchObject({ status: 'ACTIVE', next_delivery_date: '2031-04-19' });
    expect(await run(CANCEL)).toMatchObject({ status: 'CANCELED', next_delivery_date: null });
    expect(onlyError(await t.gql(CANCEL, { variables: { id }, headers: bearer(token) }))).toEqual({
      message: 'The subscription is canceled.', category: 'graphql-input',
    });
  });

  test('bad input: an unknown id, a frequency not offered, no id; nothing changes', async () => {
    const token = await customerSubscribes('mauvais@example.com');
    const [before] = await mine(token);
    for (const id of ['999999', 'abc', '1e3']) {
      expect(onlyError(await t.gql(SKIP, { variables: { id }, headers: bearer(token) }))).toEqual({
        message: `Could not find a subscription with ID "${id}"`, category: 'graphql-no-such-entity',
      });
    }
    expect(onlyError(await t.gql(SKIP, { variables: { id: '' }, headers: bearer(token) }))).toEqual({
      message: 'Required parameter "id" is missing', category: 'graphql-input',
    });
    expect(onlyError(await t.gql(CHANGE, { variables: { id: before!.id, frequency: 45 }, headers: bearer(token) }))).toEqual({
      message: 'The delivery frequency "45" is not available. Choose 30, 60 or 90 days.', category: 'graphql-input',
    });
    expect(await mine(token)).toEqual([before]);
  });

  test('another customer sees none of them and changes nothing; a guest is not authorized', async () => {
    const first = await customerSubscribes('premier@example.com');
    const [theirs] = await mine(first);
    const second = await customerToken(t, 'second@example.com');
    expect(await mine(second)).toEqual([]);
    for (const mutation of [SKIP, PAUSE, RESUME, CANCEL]) {
      expect(onlyError(await t.gql(mutation, { variables: { id: theirs!.id }, headers: bearer(second) }))).toEqual({
        message: `Could not find a subscription with ID "${theirs!.id}"`, category: 'graphql-no-such-entity',
      });
    }
    expect(onlyError(await t.gql(CHANGE, { variables: { id: theirs!.id, frequency: 90 }, headers: bearer(second) })).category).toBe('graphql-no-such-entity');
    expect(onlyError(await t.gql(SKIP, { variables: { id: theirs!.id } }))).toEqual({
      message: "The current customer isn't authorized.", category: 'graphql-authorization',
    });
    expect(onlyError(await t.gql(PORTAL, { headers: portal('forged.token') })).category).toBe('graphql-authorization');
    expect(onlyError(await t.gql(PORTAL)).category).toBe('graphql-authorization');
    expect(await mine(first)).toEqual([theirs]);
  });
});

describe('the portal\'s link', () => {
  test('the same answer for any address; an e-mail only for one with subscriptions; bad e-mails refused', async () => {
    const before = mailFiles(t).length;
    expect((await t.gql(REQUEST_LINK, { variables: { email: 'inconnu@example.com' } })).body.data!.requestSubscriptionPortalLink).toEqual({ result: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(newestMail(t, 'subscription-portal', 'inconnu@example.com')).toBeUndefined();
    expect(mailFiles(t).length).toBe(before);
    expect(onlyError(await t.gql(REQUEST_LINK, { variables: { email: '' } }))).toEqual({ message: 'Email address is required.', category: 'graphql-input' });
    expect(onlyError(await t.gql(REQUEST_LINK, { variables: { email: 'pas-une-adresse' } }))).toEqual({
      message: 'The email address is not valid.', category: 'graphql-input',
    });
  });

  test('an account\'s e-mail gets a customer token; guest subscriptions of that address join the account', async () => {
    await customerSubscribes('compte@example.com');
    await t.gql(REQUEST_LINK, { variables: { email: 'compte@example.com' } });
    await mailTo('compte@example.com');
    const access = (await t.gql(EXCHANGE, { variables: { code: portalCode('compte@example.com') } })).body.data!.exchangeSubscriptionPortalCode;
    expect(access.portal_token).toBeNull();
    expect(await mine(access.customer_token)).toHaveLength(1);
  });

  test('a wrong or expired code is refused', async () => {
    expect(onlyError(await t.gql(EXCHANGE, { variables: { code: 'nope' } })).message).toBe('The link is invalid or has expired. Ask for a new one.');
    expect(onlyError(await t.gql(EXCHANGE, { variables: { code: '' } })).message).toBe('Required parameter "code" is missing');
    // One link a minute to an address.
    t.clock.now += 61_000;
    await t.gql(REQUEST_LINK, { variables: { email: 'compte@example.com' } });
    await mailTo('compte@example.com', 2);
    const code = portalCode('compte@example.com');
    t.clock.now += 3600_000;
    expect(onlyError(await t.gql(EXCHANGE, { variables: { code } })).message).toBe('The link is invalid or has expired. Ask for a new one.');
    t.clock.now -= 3600_000;
  });

  test('a client asking too often gets the same answer and no more e-mail', async () => {
    // This client asked four times above (a camille, an inconnu, two compte); the limit is five per 15 minutes. A
    // minute on (one link a minute to an address), the fifth asking sends.
    t.clock.now += 61_000;
    for (let i = 0; i < 8; i++) {
      expect((await t.gql(REQUEST_LINK, { variables: { email: 'compte@example.com' } })).body.data!.requestSubscriptionPortalLink).toEqual({ result: true });
    }
    // The fifth asking's e-mail arrives (in the background, however slow the host); none of the next seven does.
    await mailTo('compte@example.com', 3);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo('compte@example.com')).toBe(3);
    t.clock.now += 15 * 60_000;
    await t.gql(REQUEST_LINK, { variables: { email: 'compte@example.com' } });
    await mailTo('compte@example.com', 4);
  });
  test('one link a minute and five an hour to an address, whichever clients ask', async () => {
    await customerSubscribes('cible-portail@example.com');
    t.clock.now += 2 * 60 * 60_000;
    const ask = () => t.gql(REQUEST_LINK, { variables: { email: 'cible-portail@example.com' }, from: anotherDevice() });
    for (let i = 0; i < 30; i++) expect((await ask()).body.data!.requestSubscriptionPortalLink).toEqual({ result: true });
    await mailTo('cible-portail@example.com', 1);
    for (let minute = 1; minute <= 5; minute++) {
      t.clock.now += 61_000;
      await ask();
    }
    await mailTo('cible-portail@example.com', 5);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo('cible-portail@example.com')).toBe(5);
  });

  test('a client past its limit stays there when the backend starts again', async () => {
    const own = await startTestBackend({ keepData: true });
    const client = anotherDevice();
    const ask = (on: TestBackend) => on.gql(REQUEST_LINK, { variables: { email: 'personne@example.com' }, from: client });
    for (let i = 0; i < SHOP_LIMITS.portalPerClient.attempts; i++) await ask(own);
    await own.close();
    const again = await startTestBackend({ dataDir: own.dataDir });
    try {
      // The asking past the limit answers as any other, and is not counted: the five before the restart still are.
      expect((await ask(again)).body.data!.requestSubscriptionPortalLink).toEqual({ result: true });
      const rows = query<{ n: number }>(again, "SELECT COUNT(*) AS n FROM limit_attempt WHERE scope = 'portalPerClient' AND subject = ?", client);
      expect(rows).toEqual([{ n: SHOP_LIMITS.portalPerClient.attempts }]);
    } finally {
      await again.close();
    }
  });
});
