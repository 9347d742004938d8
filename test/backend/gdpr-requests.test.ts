// Data-protection requests carried out once confirmed (issue 34): the export e-mails the customer's data as a JSON
// attachment; the erasure anonymises the account at once, keeps the orders without the personal data, refuses
// sign-in as wrong credentials do, revokes every token and ends the newsletter subscription.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addOk, customerToken } from './cart-support';
import { ADDRESS, CARDS, payment, query, rest } from './checkout-support';
import { bearer, theError } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ testHooks: true });
});
afterAll(() => t.close());
beforeEach(() => t.backend.hooks.setStock('MELA-1', 50));

const PASSWORD = 'Panier-2030!';
const REQUEST = 'mutation ($type: GdprRequestTypeEnum!) { requestGdprAction(type: $type) { type status } }';
const CONFIRM = 'mutation ($type: GdprRequestTypeEnum!, $code: String!) { confirmGdprRequest(type: $type, code: $code) { type status } }';
const SIGN_IN = 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
const ADD_ADDRESS = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`;

/** Asks for `type` and confirms it with the e-mailed code, as the link's page does. */
async function askAndConfirm(token: string, email: string, type: 'EXPORT' | 'ERASE') {
  await t.gql(REQUEST, { variables: { type }, headers: bearer(token) });
  const code = new RegExp(`/gdpr-request/type/${type.toLowerCase()}/code/(\\w+)`).exec(t.backend.hooks.latestMail(email)?.text ?? '')![1]!;
  return t.gql(CONFIRM, { variables: { type, code }, headers: bearer(token) });
}

/** A customer with an address, a newsletter subscription, a wishlist line and a paid order: its token and order number. */
async function busyCustomer(email: string) {
  const token = await customerToken(t, email);
  const auth = { headers: bearer(token) };
  await t.gql(ADD_ADDRESS, { variables: { input: {
    firstname: 'Inès', lastname: 'Martin', street: ['3 rue des Lilas'], city: 'Nantes', postcode: '44000', country_code: 'FR', telephone: '0611223344',
  } }, ...auth });
  await t.gql('mutation { updateCustomerV2(input: { is_subscribed: true }) { customer { is_subscribed } } }', auth);
  const wishlistId = (await t.gql('{ customer { wishlists { id } } }', auth)).body.data!.customer.wishlists[0].id as string;
  await t.gql('mutation ($id: ID!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: "MELA-1", quantity: 1 }]) { user_errors { message } } }',
    { variables: { id: wishlistId }, ...auth });
  const cartId = (await t.gql('query { customerCart { id } }', auth)).body.data!.customerCart.id as string;
  await addOk(t, cartId, [{ sku: 'MELA-1', quantity: 1 }], bearer(token));
  await rest(t, '/rest/V1/carts/mine/shipping-information', {
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
  }, auth);
  const placed = await rest(t, '/rest/V1/carts/mine/payment-information', {
    cartId, billingAddress: ADDRESS, paymentMethod: payment(cartId, CARDS.authorised).paymentMethod,
  }, auth);
  expect(placed.status).toBe(200);
  return { token, orderId: Number(placed.body) };
}

describe('a confirmed export request', () => {
  test('e-mails the customer’s data to the account’s address as a JSON attachment', async () => {
    const email = 'copie@example.com';
    const { token } = await busyCustomer(email);
    expect((await askAndConfirm(token, email, 'EXPORT')).body.data).toEqual({ confirmGdprRequest: { type: 'EXPORT', status: 'CONFIRMED' } });
    const mail = t.backend.hooks.latestMail(email)!;
    expect(mail.kind).toBe('gdpr-data');
    expect(mail.subject).toBe('Copie de vos données personnelles Vitrine');
    const [file] = mail.attachments!;
    expect(file).toMatchObject({ filename: 'donnees-personnelles-2030-12-20.json', contentType: 'application/json' });
    const data = JSON.parse(file!.content);
    expect(data.account).toMatchObject({ email, firstname: 'Inès', lastname: 'Martin' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.addresses).toEqual([expect.objectContaining({ street: '3 rue des Lilas', city: 'Nantes', telephone: '0611223344' })]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].items).toEqual([expect.objectContaining({ sku: 'MELA-1', qty_ordered: 1 })]);
    expect(data.orders[0].addresses.map((a: { type: string }) => a.type)).toEqual(['billing', 'shipping']);
    expect(data.newsletter).toMatchObject({ email, status: 1 });
    expect(data.wishlist).toEqual([expect.objectContaining({ sku: 'MELA-1' })]);
    expect(data).toHaveProperty('subscriptions');
    expect(data).toHaveProperty('consents');
    // The account goes on.
    expect((await t.gql('{ customer { email } }', { headers: bearer(token) })).body.data).toEqual({ customer: { email } });
  });
});

describe('a confirmed erasure request', () => {
  test('anonymises the account at once: sign-in refused as with wrong credentials, every token revoked', async () => {
    const email = 'oubliez-moi@example.com';
    const { token, orderId } = await busyCustomer(email);
    const elsewhere = (await t.gql(SIGN_IN, { variables: { e: email, p: PASSWORD } })).body.data!.generateCustomerToken.token as string;
    expect((await askAndConfirm(token, email, 'ERASE')).body.data).toEqual({ confirmGdprRequest: { type: 'ERASE', status: 'CONFIRMED' } });

    // Thirty seconds later, with the right password.
    t.clock.now += 30_000;
    expect(theError(await t.gql(SIGN_IN, { variables: { e: email, p: PASSWORD } }))).toEqual({
      message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      category: 'graphql-authentication',
    });
    for (const held of [token, elsewhere]) {
      expect(theError(await t.gql('{ customer { email } }', { headers: bearer(held) }))).toEqual({ message: 'User token has been revoked', category: 'graphql-authentication' });
    }

    // No personal field is left on the account; its addresses, wishlist and newsletter subscription are gone.
    const [account] = query<Record<string, unknown>>(t, 'SELECT * FROM customer_entity WHERE entity_id = (SELECT MAX(entity_id) FROM customer_entity)');
    expect(JSON.stringify(account)).not.toMatch(/Inès|Martin|oubliez-moi/);
    expect(account!.password_hash).toBeNull();
    expect(query(t, 'SELECT COUNT(*) AS n FROM customer_address_entity WHERE parent_id = ?', account!.entity_id)).toEqual([{ n: 0 }]);
    expect(query(t, 'SELECT COUNT(*) AS n FROM wishlist WHERE customer_id = ?', account!.entity_id)).toEqual([{ n: 0 }]);
    expect(query(t, 'SELECT COUNT(*) AS n FROM newsletter_subscriber WHERE email = ? OR customer_id = ?', email, account!.entity_id)).toEqual([{ n: 0 }]);

    // The order is kept for the accounts, detached, without the e-mail or the phone numbers; its billing address stays.
    const [order] = query<Record<string, unknown>>(t, 'SELECT customer_id, customer_email, grand_total FROM sales_order WHERE entity_id = ?', orderId);
    expect(order).toMatchObject({ customer_id: null });
    expect(order!.customer_email).not.toBe(email);
    expect(order!.grand_total).toBeGreaterThan(0);
    const addresses = query<Record<string, unknown>>(t, 'SELECT address_type, firstname, street, telephone, email FROM sales_order_address WHERE parent_id = ? ORDER BY address_type', orderId);
    expect(addresses.map((a) => [a.address_type, a.telephone, a.email])).toEqual([['billing', null, null], ['shipping', null, null]]);
    expect(addresses[0]!.street).toBe(ADDRESS.street.join('\n'));
    expect(addresses[1]!.firstname).toBe('Anonyme');

    // The address is free: a new account can be made with it.
    const again = await t.gql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
      variables: { input: { firstname: 'Inès', lastname: 'Martin', email, password: PASSWORD } },
    });
    expect(again.body.data).toEqual({ createCustomerV2: { customer: { email } } });
  });
});
