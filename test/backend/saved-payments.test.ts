// Saved cards (Magento Vault with Adyen's module): a card saved at checkout by a customer who asks, listed by
// customerPaymentTokens, deleted by deletePaymentToken, paid with again (adyen_cc_vault, its security code asked
// again); never another customer's, never the card's number.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addOk, bearer, customerToken } from './cart-support';
import { ADDRESS, CARDS, actionToken, query, rest, simulatorPage, stateData } from './checkout-support';
import { theError } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());
beforeEach(() => {
  t.backend.hooks.setStock('MELA-1', 50);
});

const TOKENS = 'query { customerPaymentTokens { items { details payment_method_code public_hash type } } }';
const DELETE = `mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) {
  result customerPaymentTokens { items { details payment_method_code public_hash type } } } }`;

const tokensOf = async (token: string) => {
  const reply = await t.gql(TOKENS, { headers: bearer(token) });
  expect(reply.body.errors, JSON.stringify(reply.body)).toBeUndefined();
  return reply.body.data!.customerPaymentTokens.items as Array<{ details: string; payment_method_code: string; public_hash: string; type: string }>;
};

/** The customer's cart with one jar and its shipping information; its masked id. */
async function readyCustomerCart(token: string): Promise<string> {
  const cartId = (await t.gql('query { customerCart { id } }', { headers: bearer(token) })).body.data!.customerCart.id as string;
  await addOk(t, cartId, [{ sku: 'MELA-1', quantity: 1 }], bearer(token));
  const info = await rest(t, '/rest/V1/carts/mine/shipping-information', {
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
  }, { headers: bearer(token) });
  expect(info.status).toBe(200);
  return cartId;
}

const pay = (token: string, cartId: string, paymentMethod: unknown) =>
  rest(t, '/rest/V1/carts/mine/payment-information', { cartId, billingAddress: ADDRESS, paymentMethod }, { headers: bearer(token) });

const withCard = (card: string, store: boolean, options?: Parameters<typeof stateData>[1]) => {
  const data = JSON.parse(stateData(card, options)) as Record<string, unknown>;
  return { method: 'adyen_cc', additional_data: { stateData: JSON.stringify(store ? { ...data, storePaymentMethod: true } : data), cc_type: 'scheme' } };
};

const withSaved = (publicHash: string, cvc = '737', extra: Record<string, unknown> = {}) => ({
  method: 'adyen_cc_vault',
  additional_data: { stateData: JSON.stringify({ paymentMethod: { type: 'scheme', encryptedSecurityCode: `test_${cvc}`, ...extra } }), public_hash: publicHash },
});

const status = async (token: string, orderId: string) =>
  JSON.parse((await rest(t, '/rest/V1/adyen/orders/carts/mine/payment-status', { orderId }, { headers: bearer(token) })).body as string);

const orderState = (orderId: string) => query<{ state: string }>(t, 'SELECT state FROM sales_order WHERE entity_id = ?', Number(orderId))[0]?.state;

/** Every value in `value`, as text, the JSON a column holds opened too. */
function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed !== null && typeof parsed === 'object') return valuesOf(parsed);
    } catch {
      // Plain text, not JSON.
    }
    return [value];
  }
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [String(value)];
}

describe('saving a card at checkout', () => {
  test('an authorised card the customer asked to save becomes a vault token: brand, last four, expiry; never the number', async () => {
    const token = await customerToken(t, 'vault.save@example.com');
    expect(await tokensOf(token)).toEqual([]);
    const placed = await pay(token, await readyCustomerCart(token), withCard(CARDS.authorised, true, { month: '03', year: '2035' }));
    expect(placed.status).toBe(200);
    const tokens = await tokensOf(token);
    expect(tokens).toEqual([{ details: expect.any(String), payment_method_code: 'adyen_cc', public_hash: expect.stringMatching(/^[0-9a-f]{64}$/), type: 'card' }]);
    expect(JSON.parse(tokens[0]!.details)).toEqual({ type: 'visa', maskedCC: '1111', expirationDate: '3/2035', tokenType: 'CardOnFile' });
    // Nowhere in the database is the card's number or its security code. The code is looked for as a value, sent or
    // encrypted: as a substring it turns up by chance in a random token's digits.
    const rows = [...query(t, 'SELECT * FROM vault_payment_token'), ...query(t, 'SELECT * FROM adyen_stored_card'), ...query(t, 'SELECT * FROM adyen_payment_attempt')];
    expect(JSON.stringify(rows)).not.toContain(CARDS.authorised);
    expect(valuesOf(rows).filter((value) => value === '737' || value.includes('test_737'))).toEqual([]);
    // The same card saved again keeps one token.
    await pay(token, await readyCustomerCart(token), withCard(CARDS.authorised, true, { month: '04', year: '2036' }));
    const again = await tokensOf(token);
    expect(again.map((item) => item.public_hash)).toEqual([tokens[0]!.public_hash]);
    expect(JSON.parse(again[0]!.details).expirationDate).toBe('4/2036');
  });

  test('nothing is saved without asking, for a refused card, or before 3-D Secure authorises', async () => {
    const token = await customerToken(t, 'vault.nothing@example.com');
    expect((await pay(token, await readyCustomerCart(token), withCard(CARDS.authorised, false))).status).toBe(200);
    const refused = await pay(token, await readyCustomerCart(token), withCard(CARDS.refused, true));
    expect(refused).toMatchObject({ status: 400, body: { message: 'The payment is REFUSED.' } });
    const wrongCode = await pay(token, await readyCustomerCart(token), withCard(CARDS.authorised, true, { cvc: '123' }));
    expect(wrongCode).toMatchObject({ status: 400, body: { message: 'The payment is REFUSED.' } });
    expect(await tokensOf(token)).toEqual([]);
    // A challenge card: saved once the challenge passes.
    const orderId = (await pay(token, await readyCustomerCart(token), withCard(CARDS.challenge, true))).body as string;
    const challenge = await status(token, orderId);
    expect(challenge.resultCode).toBe('ChallengeShopper');
    expect(await tokensOf(token)).toEqual([]);
    const done = await simulatorPage(t, actionToken(challenge.action).acsURL, 'password');
    await rest(t, '/rest/V1/adyen/carts/mine/payments-details', {
      payload: JSON.stringify({ details: { threeDSResult: done.threeDSResult } }), orderId,
    }, { headers: bearer(token) });
    expect((await tokensOf(token)).map((item) => JSON.parse(item.details).maskedCC)).toEqual(['0000']);
  });

  test('a guest asking to save a card pays and saves nothing', async () => {
    const before = query(t, 'SELECT COUNT(*) AS n FROM vault_payment_token')[0];
    const cartId = (await t.gql('mutation { createGuestCart { cart { id } } }', { method: 'POST' })).body.data!.createGuestCart.cart.id as string;
    await addOk(t, cartId, [{ sku: 'MELA-1', quantity: 1 }]);
    await rest(t, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
    });
    const placed = await rest(t, `/rest/V1/guest-carts/${cartId}/payment-information`, {
      cartId, email: 'guest.vault@example.com', billingAddress: ADDRESS, paymentMethod: withCard(CARDS.authorised, true),
    });
    expect(placed.status).toBe(200);
    expect(query(t, 'SELECT COUNT(*) AS n FROM vault_payment_token')[0]).toEqual(before);
  });
});

describe('paying with a saved card', () => {
  test('the security code asked again; 3-D Secure as the card takes it; wrong code, unknown or another customer’s hash: nothing paid', async () => {
    const token = await customerToken(t, 'vault.pay@example.com');
    await pay(token, await readyCustomerCart(token), withCard(CARDS.fingerprint, true));
    const [saved] = await tokensOf(token);
    expect(saved).toBeUndefined();
    // The fingerprint card is saved once its fingerprint authorises it.
    const cartId = await readyCustomerCart(token);
    const first = (await pay(token, cartId, withCard(CARDS.fingerprint, true))).body as string;
    const fingerprint = await status(token, first);
    const page = await simulatorPage(t, actionToken(fingerprint.action).threeDSMethodUrl);
    await rest(t, '/rest/V1/adyen/carts/mine/payments-details', { payload: JSON.stringify({ details: { threeDSResult: page.threeDSResult } }), orderId: first }, { headers: bearer(token) });
    const [card] = await tokensOf(token);
    expect(JSON.parse(card!.details)).toMatchObject({ type: 'visa', maskedCC: '0006' });

    const next = await readyCustomerCart(token);
    // A wrong security code is refused; the order stays unpaid and the cart active.
    const refused = await pay(token, next, withSaved(card!.public_hash, '000'));
    expect(refused).toMatchObject({ status: 400, body: { message: 'The payment is REFUSED.' } });
    // Unknown hash, another customer's hash, no security code: "Error with payment method…", no attempt made.
    const other = await customerToken(t, 'vault.other@example.com');
    await pay(other, await readyCustomerCart(other), withCard(CARDS.authorised, true));
    const [othersCard] = await tokensOf(other);
    const methodError = { status: 400, body: { message: 'Error with payment method please select different payment method.' } };
    const attemptsBefore = query(t, 'SELECT COUNT(*) AS n FROM adyen_payment_attempt')[0];
    expect(await pay(token, next, withSaved('0'.repeat(64)))).toMatchObject(methodError);
    expect(await pay(token, next, withSaved(othersCard!.public_hash))).toMatchObject(methodError);
    expect(await pay(token, next, { method: 'adyen_cc_vault', additional_data: { stateData: '{"paymentMethod":{"type":"scheme"}}', public_hash: card!.public_hash } }))
      .toMatchObject(methodError);
    // A stored card id that is not the token's.
    expect(await pay(token, next, withSaved(card!.public_hash, '737', { storedPaymentMethodId: '1234567890123456' }))).toMatchObject(methodError);
    expect(query(t, 'SELECT COUNT(*) AS n FROM adyen_payment_attempt')[0]).toEqual(attemptsBefore);
    // The right code: the fingerprint again, then authorised.
    const orderId = (await pay(token, next, withSaved(card!.public_hash))).body as string;
    const answer = await status(token, orderId);
    expect(answer).toMatchObject({ isFinal: false, resultCode: 'IdentifyShopper' });
    const again = await simulatorPage(t, actionToken(answer.action).threeDSMethodUrl);
    const details = await rest(t, '/rest/V1/adyen/carts/mine/payments-details', {
      payload: JSON.stringify({ details: { threeDSResult: again.threeDSResult } }), orderId,
    }, { headers: bearer(token) });
    expect(JSON.parse(details.body as string)).toMatchObject({ isFinal: true, resultCode: 'Authorised', additionalData: { cardSummary: '0006', paymentMethod: 'visa' } });
    expect(orderState(orderId)).toBe('processing');
  });
});

describe('customerPaymentTokens and deletePaymentToken', () => {
  test('each customer sees and deletes their own cards only; Magento’s texts otherwise', async () => {
    const first = await customerToken(t, 'vault.first@example.com');
    const second = await customerToken(t, 'vault.second@example.com');
    await pay(first, await readyCustomerCart(first), withCard(CARDS.authorised, true));
    const [card] = await tokensOf(first);
    expect(await tokensOf(second)).toEqual([]);
    // Another customer's hash is not found, and stays.
    const stolen = await t.gql(DELETE, { variables: { hash: card!.public_hash }, headers: bearer(second), method: 'POST' });
    expect(theError(stolen)).toEqual({ message: `Could not find a token using public hash: ${card!.public_hash}`, category: 'graphql-no-such-entity' });
    expect(await tokensOf(first)).toHaveLength(1);
    // Unknown, empty, a guest.
    expect(theError(await t.gql(DELETE, { variables: { hash: 'nope' }, headers: bearer(first), method: 'POST' })).message)
      .toBe('Could not find a token using public hash: nope');
    expect(theError(await t.gql(DELETE, { variables: { hash: '' }, headers: bearer(first), method: 'POST' })))
      .toEqual({ message: 'Specify the "public_hash" value.', category: 'graphql-input' });
    expect(theError(await t.gql(DELETE, { variables: { hash: card!.public_hash }, method: 'POST' })))
      .toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    expect(theError(await t.gql(TOKENS)).category).toBe('graphql-authorization');
    // The owner deletes it: the remaining tokens answer; deleted, it is gone for good (and cannot be paid with).
    const deleted = await t.gql(DELETE, { variables: { hash: card!.public_hash }, headers: bearer(first), method: 'POST' });
    expect(deleted.body).toEqual({ data: { deletePaymentToken: { result: true, customerPaymentTokens: { items: [] } } } });
    expect(await tokensOf(first)).toEqual([]);
    expect(theError(await t.gql(DELETE, { variables: { hash: card!.public_hash }, headers: bearer(first), method: 'POST' })).category).toBe('graphql-no-such-entity');
    expect(await pay(first, await readyCustomerCart(first), withSaved(card!.public_hash)))
      .toMatchObject({ status: 400, body: { message: 'Error with payment method please select different payment method.' } });
  });

  test('an expired card is not listed', async () => {
    const token = await customerToken(t, 'vault.expired@example.com');
    await pay(token, await readyCustomerCart(token), withCard(CARDS.authorised, true, { month: '12', year: '2030' }));
    expect(await tokensOf(token)).toHaveLength(1);
    const now = t.clock.now;
    t.clock.now = Date.parse('2031-01-01T00:00:01Z');
    try {
      // Signed in again (the first token has expired meanwhile).
      expect(await tokensOf(await customerToken(t, 'vault.expired@example.com'))).toEqual([]);
    } finally {
      t.clock.now = now;
    }
  });
});
