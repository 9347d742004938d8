// One customer's account, seen with another customer's token: none of their addresses, orders, wishlist, saved
// cards or subscriptions, through GraphQL or REST; each attempt on them answers Magento's own refusal.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addOk, bearer, customerToken } from './cart-support';
import { ADDRESS, rest, stateData, CARDS } from './checkout-support';
import { startTestBackend, type GraphQLReply, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
  t.backend.hooks.setStock('MELA-1', 50);
});
afterAll(() => t.close());

const FREQUENCY_UID = Buffer.from('subscription/frequency').toString('base64');
const STREET = '27 rue du Secret';

const ok = (reply: GraphQLReply) => {
  expect(reply.body.errors, JSON.stringify(reply.body)).toBeUndefined();
  return reply.body.data!;
};
const refusal = (reply: GraphQLReply) => {
  expect(reply.body.data && Object.values(reply.body.data).some((value) => value !== null), JSON.stringify(reply.body)).toBeFalsy();
  return reply.body.errors?.[0]?.message;
};

/** The first customer: an address, a wishlist item, a paid order (a subscribed line, the card saved). */
async function accountOfFirst(token: string) {
  const headers = bearer(token);
  const address = ok(await t.gql(
    `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
    { variables: { input: { firstname: 'Alice', lastname: 'Premier', street: [STREET], city: 'Lyon', postcode: '69003', telephone: '0612345678', country_code: 'FR', default_shipping: true, default_billing: true } }, headers },
  )).createCustomerAddress.id as number;
  const wishlistId = ok(await t.gql('{ customer { wishlists { id } } }', { headers })).customer.wishlists[0].id as string;
  ok(await t.gql('mutation ($id: ID!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: "MELA-1", quantity: 1 }]) { user_errors { code } } }', { variables: { id: wishlistId }, headers }));
  const wishlistItem = ok(await t.gql('{ customer { wishlists { items_v2 { items { id } } } } }', { headers })).customer.wishlists[0].items_v2.items[0].id as string;

  const cartId = ok(await t.gql('{ customerCart { id } }', { headers })).customerCart.id as string;
  await addOk(t, cartId, [{ sku: 'MELA-1', quantity: 1, entered_options: [{ uid: FREQUENCY_UID, value: '30' }] }], headers);
  const shippingAddress = { ...ADDRESS, street: [STREET] };
  const info = await rest(t, '/rest/V1/carts/mine/shipping-information', {
    addressInformation: { shipping_address: shippingAddress, billing_address: shippingAddress, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
  }, { headers });
  expect(info.status).toBe(200);
  const card = { ...JSON.parse(stateData(CARDS.authorised)), storePaymentMethod: true };
  const placed = await rest(t, '/rest/V1/carts/mine/payment-information', {
    cartId, billingAddress: shippingAddress, paymentMethod: { method: 'adyen_cc', additional_data: { stateData: JSON.stringify(card), cc_type: 'scheme' } },
  }, { headers });
  expect(placed.status).toBe(200);
  const orderId = String(placed.body);
  const number = ok(await t.gql('{ customer { orders { items { number } } } }', { headers })).customer.orders.items[0].number as string;
  const publicHash = ok(await t.gql('{ customerPaymentTokens { items { public_hash } } }', { headers })).customerPaymentTokens.items[0].public_hash as string;
  const subscription = ok(await t.gql('{ customer { subscriptions { id } } }', { headers })).customer.subscriptions[0].id as string;
  return { address, wishlistId, wishlistItem, orderId, number, publicHash, subscription };
}

describe('another customer’s token', () => {
  let first: Awaited<ReturnType<typeof accountOfFirst>>;
  let other: Record<string, string>;
  beforeAll(async () => {
    first = await accountOfFirst(await customerToken(t, 'alice.premier@example.com'));
    other = bearer(await customerToken(t, 'bruno.second@example.com'));
  });

  test('reads nothing of the first one’s account', async () => {
    const reply = await t.gql(
      `{ customer { email addresses { id street } orders { total_count items { number } } wishlists { id items_count } subscriptions { id } }
         customerPaymentTokens { items { public_hash } } }`,
      { headers: other },
    );
    const data = ok(reply);
    expect(data.customer.email).toBe('bruno.second@example.com');
    expect(data.customer.addresses).toEqual([]);
    expect(data.customer.orders).toEqual({ total_count: 0, items: [] });
    expect(data.customer.wishlists).toEqual([{ id: expect.not.stringMatching(`^${first.wishlistId}$`), items_count: 0 }]);
    expect(data.customer.subscriptions).toEqual([]);
    expect(data.customerPaymentTokens.items).toEqual([]);
    expect(JSON.stringify(reply.body)).not.toContain(STREET);
  });

  test('changes nothing of it: each attempt is refused with Magento’s words', async () => {
    expect(refusal(await t.gql('mutation ($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Paris" }) { id } }', { variables: { id: first.address }, headers: other })))
      .toBe(`Could not find a address with ID "${first.address}"`);
    expect(refusal(await t.gql('mutation ($id: Int!) { deleteCustomerAddress(id: $id) }', { variables: { id: first.address }, headers: other })))
      .toBe(`Could not find a address with ID "${first.address}"`);
    expect(refusal(await t.gql('mutation ($id: ID!, $item: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: [$item]) { user_errors { code } } }', { variables: { id: first.wishlistId, item: first.wishlistItem }, headers: other })))
      .toBe('The wishlist was not found.');
    expect(refusal(await t.gql('mutation ($id: ID!) { addWishlistItemsToCart(wishlistId: $id) { status } }', { variables: { id: first.wishlistId }, headers: other })))
      .toBe('The wishlist was not found.');
    expect(refusal(await t.gql('mutation ($hash: String!) { deletePaymentToken(public_hash: $hash) { result } }', { variables: { hash: first.publicHash }, headers: other })))
      .toBe(`Could not find a token using public hash: ${first.publicHash}`);
    expect(refusal(await t.gql('mutation ($id: ID!) { cancelSubscription(id: $id) { subscription { id } } }', { variables: { id: first.subscription }, headers: other })))
      .toBe(`Could not find a subscription with ID "${first.subscription}"`);
    const reorder = await t.gql('mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { total_quantity } userInputErrors { message } } }', { variables: { n: first.number }, headers: other });
    expect(JSON.stringify(reorder.body)).not.toContain('MELA');
    expect(reorder.body.data?.reorderItems?.cart?.total_quantity ?? 0).toBe(0);
  });

  test('cannot pay with the first one’s saved card, nor read the first one’s payment (REST)', async () => {
    const cartId = ok(await t.gql('{ customerCart { id } }', { headers: other })).customerCart.id as string;
    await addOk(t, cartId, [{ sku: 'MELA-1', quantity: 1 }], other);
    await rest(t, '/rest/V1/carts/mine/shipping-information', {
      addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
    }, { headers: other });
    const stolen = await rest(t, '/rest/V1/carts/mine/payment-information', {
      cartId, billingAddress: ADDRESS,
      paymentMethod: { method: 'adyen_cc_vault', additional_data: { stateData: JSON.stringify({ paymentMethod: { type: 'scheme', encryptedSecurityCode: 'test_737' } }), public_hash: first.publicHash } },
    }, { headers: other });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('Error with payment method please select different payment method.');
    const status = await rest(t, '/rest/V1/adyen/orders/carts/mine/payment-status', { orderId: first.orderId }, { headers: other });
    expect(status.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(status.body)).not.toContain(STREET);
  });
});
