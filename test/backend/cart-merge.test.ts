// mergeCarts: a guest cart into the signed-in customer's, with Magento 2.4.7's checks and texts.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_FILE } from '../../src/backend/db/open';
import { CART, CART_FIELDS, CUSTOMER_CART, addOk, bearer, customerToken, guestCart, onlyError, optionUids } from './cart-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const MERGE = `mutation ($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART_FIELDS} }
}`;
const merge = (token: string | null, source: string, destination?: string | null) =>
  t.gql(MERGE, { variables: { source, destination }, headers: token ? bearer(token) : {} });

const lines = (cart: { items: Array<{ product: { sku: string }; quantity: number; configured_variant?: { sku: string } }> }) =>
  cart.items.map((i) => [i.configured_variant?.sku ?? i.product.sku, i.quantity]);

async function customerCartId(token: string): Promise<string> {
  return (await t.gql(CUSTOMER_CART, { headers: bearer(token) })).body.data!.customerCart.id as string;
}

describe('mergeCarts', () => {
  test('moves the guest lines into the customer’s cart, summing the same product, and ends the guest cart', async () => {
    const token = await customerToken(t, 'fusion@example.com');
    const mine = await customerCartId(token);
    await addOk(t, mine, [{ sku: 'MELA-1', quantity: 3 }, { sku: 'MAG-B6', quantity: 1 }], bearer(token));
    const guest = await guestCart(t);
    const uids = await optionUids(t, 'VITC-POUDRE');
    await addOk(t, guest, [{ sku: 'MELA-1', quantity: 2 }, { sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['150 g']!, uids.Citron!] }]);
    await t.gql('mutation { applyCouponToCart(input: { cart_id: "' + guest + '", coupon_code: "BIENVENUE10" }) { cart { id } } }');

    const reply = await merge(token, guest, mine);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.headers.get('cache-control')).toContain('no-store');
    const cart = reply.body.data!.mergeCarts;
    expect(cart).toMatchObject({ id: mine, email: 'fusion@example.com', total_quantity: 7, applied_coupons: [{ code: 'BIENVENUE10' }] });
    expect(lines(cart)).toEqual([['MELA-1', 5], ['MAG-B6', 1], ['VITC-150-CIT', 1]]);
    expect(onlyError(await t.gql(CART, { variables: { id: guest } }))).toEqual({ message: "The cart isn't active.", category: 'graphql-no-such-entity' });
    expect((await t.gql(CUSTOMER_CART, { headers: bearer(token) })).body.data!.customerCart.total_quantity).toBe(7);
  });

  test('without a destination, into the customer’s active cart, created if they have none', async () => {
    const token = await customerToken(t, 'sans-panier@example.com');
    const guest = await guestCart(t);
    await addOk(t, guest, [{ sku: 'OMEGA3', quantity: 2 }]);
    for (const destination of [undefined, null]) {
      const reply = await merge(token, destination === undefined ? guest : await filledGuest(), destination);
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data!.mergeCarts.id).toBe(await customerCartId(token));
    }
    expect(lines((await t.gql(CUSTOMER_CART, { headers: bearer(token) })).body.data!.customerCart)).toEqual([['OMEGA3', 3]]);
  });

  test('a sum over the stock keeps the customer’s line as it was (Magento drops the guest’s)', async () => {
    const token = await customerToken(t, 'stock@example.com');
    const mine = await customerCartId(token);
    await addOk(t, mine, [{ sku: 'MAG-B6', quantity: 6 }], bearer(token));
    const guest = await guestCart(t);
    await addOk(t, guest, [{ sku: 'MAG-B6', quantity: 6 }, { sku: 'MELA-1', quantity: 1 }]);
    const cart = (await merge(token, guest, mine)).body.data!.mergeCarts;
    expect(lines(cart)).toEqual([['MAG-B6', 6], ['MELA-1', 1]]);
  });

  test('refusals, with nothing changed', async () => {
    const token = await customerToken(t, 'refus@example.com');
    const other = await customerToken(t, 'voisin@example.com');
    const guest = await filledGuest();
    const othersCart = await customerCartId(other);

    const guestCaller = await merge(null, guest);
    expect(guestCaller.status).toBe(403);
    expect(onlyError(guestCaller)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    expect(onlyError(await merge(token, ''))).toEqual({ message: 'Required parameter "source_cart_id" is missing', category: 'graphql-input' });
    expect(onlyError(await merge(token, guest, ''))).toEqual({ message: 'The parameter "destination_cart_id" cannot be empty', category: 'graphql-input' });
    expect(onlyError(await merge(token, 'inconnu'))).toEqual({ message: 'Could not find a cart with ID "inconnu"', category: 'graphql-no-such-entity' });
    // Someone else's cart, as the source or as the destination; a guest cart as the destination.
    expect(onlyError(await merge(token, othersCart))).toEqual({
      message: `The current user cannot perform operations on cart "${othersCart}"`, category: 'graphql-authorization',
    });
    expect(onlyError(await merge(token, guest, othersCart))).toEqual({
      message: `The current user cannot perform operations on cart "${othersCart}"`, category: 'graphql-authorization',
    });
    const anotherGuest = await guestCart(t);
    expect(onlyError(await merge(token, guest, anotherGuest)).message).toBe(`The current user cannot perform operations on cart "${anotherGuest}"`);

    // The failed attempts created no cart for the customer and left the guest cart whole.
    expect((await t.gql(CART, { variables: { id: guest } })).body.data!.cart.total_quantity).toBe(1);
    const db = new Database(join(t.dataDir, DATABASE_FILE), { readonly: true });
    expect(db.prepare(`SELECT COUNT(*) AS n FROM quote JOIN customer_entity c ON c.entity_id = quote.customer_id
      WHERE c.email = 'refus@example.com'`).get()).toEqual({ n: 0 });
    db.close();

    const ended = await filledGuest();
    t.backend.hooks.deactivateCart(ended);
    expect(onlyError(await merge(token, ended))).toEqual({ message: "The cart isn't active.", category: 'graphql-no-such-entity' });
  });
});

async function filledGuest(): Promise<string> {
  const id = await guestCart(t);
  await addOk(t, id, [{ sku: 'OMEGA3', quantity: 1 }]);
  return id;
}
