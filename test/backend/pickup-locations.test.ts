// In-store pickup's interface (InventoryInStorePickupGraphQl): the relay points as pickup locations, nearest an area
// first, and the store or relay point a cart's shipping address names, refused when it names none.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addOk, guestCart, onlyError } from './cart-support';
import { ADDRESS, CARDS, CART_ADDRESS, mailFilesOf, payGuest, query, rest, waitForMail } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const PICKUP_LOCATIONS = `query ($term: String!, $size: Int) { pickupLocations(area: { radius: 50, search_term: $term }, pageSize: $size) {
  total_count items { pickup_location_code name postcode city country_id } } }`;
const SET_SHIPPING = `mutation ($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) {
  cart { shipping_addresses { pickup_location_code city } } } }`;

describe('pickupLocations', () => {
  test('the relay points nearest a postcode first, those of its department before the others', async () => {
    const reply = await t.gql(PICKUP_LOCATIONS, { variables: { term: '69003:FR', size: 5 } });
    expect(reply.body.errors).toBeUndefined();
    const { items, total_count } = reply.body.data!.pickupLocations;
    expect(total_count).toBeGreaterThan(5);
    expect(items).toHaveLength(5);
    expect(items.slice(0, 2).map((item: { postcode: string }) => item.postcode)).toEqual(['69003', '69003']);
    expect(items.slice(0, 4).every((item: { city: string }) => item.city === 'Lyon')).toBe(true);
  });

  test('filters with Magento’s FilterTypeInput; an operator a lookup by equality cannot honour is refused, not ignored', async () => {
    const byCode = await t.gql('{ pickupLocations(filters: { city: { eq: "Lyon" } }, pageSize: 20) { items { city } } }');
    expect(byCode.body.errors).toBeUndefined();
    expect(byCode.body.data!.pickupLocations.items.length).toBeGreaterThan(0);
    expect(byCode.body.data!.pickupLocations.items.every((item: { city: string }) => item.city === 'Lyon')).toBe(true);
    const like = await t.gql('{ pickupLocations(filters: { city: { like: "Ly%" } }) { items { city } } }');
    expect(like.body.errors?.[0]?.message).toBe('The "like" filter is not supported for pickup locations; use "eq" or "in".');
  });

  test('a search term without a postcode and a page too large are refused', async () => {
    expect(onlyError(await t.gql(PICKUP_LOCATIONS, { variables: { term: 'Lyon:FR' } })).category).toBe('graphql-input');
    expect(onlyError(await t.gql(PICKUP_LOCATIONS, { variables: { term: '69003:FR', size: 500 } })).category).toBe('graphql-input');
  });
});

describe('setShippingAddressesOnCart with a pickup location', () => {
  test('a store or relay point is kept on the shipping address; an unknown one is refused, a new address forgets it', async () => {
    const id = await guestCart(t);
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }]);
    const set = (code: string | null) =>
      t.gql(SET_SHIPPING, { variables: { input: { cart_id: id, shipping_addresses: [{ address: CART_ADDRESS, pickup_location_code: code }] } } });
    const relay = await set('FR-069047');
    expect(relay.body.errors).toBeUndefined();
    expect(relay.body.data!.setShippingAddressesOnCart.cart.shipping_addresses[0].pickup_location_code).toBe('FR-069047');
    expect(onlyError(await set('nulle-part'))).toEqual({ message: 'The pickup location is not available.', category: 'graphql-input' });
    const home = await set(null);
    expect(home.body.data!.setShippingAddressesOnCart.cart.shipping_addresses[0].pickup_location_code).toBeNull();
  });
});

describe('an order collected from a relay point or a store (REST shipping-information, as the storefront places it)', () => {
  async function placed(carrier: string, method: string, code: string, coupon = '') {
    const id = await guestCart(t);
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 2 }]);
    if (coupon) expect((await t.gql('mutation ($id: String!, $c: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $c }) { cart { id } } }', { variables: { id, c: coupon } })).body.errors).toBeUndefined();
    const shipping = await rest(t, `/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: {
        shipping_address: { ...ADDRESS, extension_attributes: { pickup_location_code: code } },
        billing_address: ADDRESS,
        shipping_carrier_code: carrier,
        shipping_method_code: method,
      },
    });
    expect(shipping.status, JSON.stringify(shipping.body)).toBe(200);
    const paid = await payGuest(t, id, CARDS.authorised);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const before = mailFilesOf(t, 'order-confirmation').length;
    await waitForMail(t, 'order-confirmation', before);
    return t.backend.hooks.latestMail('camille@example.com')!.text;
  }

  test('the confirmation says where it is collected, not the home address; its discount as the cart labels it', async () => {
    const relay = await placed('mondialrelay', 'pointrelais', 'FR-069047', 'BIENVENUE10');
    expect(relay).toContain('Livraison au point relais Épicerie Part-Dieu, 92 rue de Bonnel, 69003 Lyon');
    expect(relay).not.toContain('Adresse de livraison');
    expect(relay).toMatch(/Bienvenue\u00a0: 10 % de remise \(BIENVENUE10\)\u00a0: −1,98\u00a0€/);
    const store = query<{ identifier: string; name: string }>(t, 'SELECT identifier, name FROM point_of_sale WHERE is_active = 1 ORDER BY name LIMIT 1')[0]!;
    expect(await placed('instore', 'pickup', store.identifier)).toContain(`Retrait à ${store.name}`);
    // A relay point named with a home delivery is no place to collect from: the address is the delivery's.
    expect(await placed('colissimo', 'domicile', 'FR-069047')).toContain('Adresse de livraison');
  });

  test('a pickup location that names nothing is refused by REST too', async () => {
    const id = await guestCart(t);
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }]);
    const reply = await rest(t, `/rest/V1/guest-carts/${id}/shipping-information`, {
      addressInformation: {
        shipping_address: { ...ADDRESS, extension_attributes: { pickup_location_code: 'nulle-part' } },
        billing_address: ADDRESS,
        shipping_carrier_code: 'mondialrelay',
        shipping_method_code: 'pointrelais',
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'The pickup location is not available.' });
  });
});
