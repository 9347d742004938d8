// The order of a cart's lines when a shopper changes a line's options: the storefront adds the chosen variant, then
// removes the old line (Magento 2.4.7 has no mutation that changes a configurable line's options); the new line
// takes the old one's place instead of going to the bottom.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART, REMOVE, addOk, guestCart, optionUids } from './cart-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

interface Line { uid: string; product: { sku: string }; configured_variant?: { sku: string } }
const skus = (cart: { items: Line[] }) => cart.items.map((item) => item.configured_variant?.sku ?? item.product.sku);

describe('the place of a line', () => {
  test('another variant of a line, added then the old line removed, stands where the old line stood', async () => {
    const uids = await optionUids(t, 'VITC-POUDRE');
    const id = await guestCart(t);
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }]);
    await addOk(t, id, [{ sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['150 g'], uids.Citron] }]);
    let cart = await addOk(t, id, [{ sku: 'MAG-B6', quantity: 2 }]);
    expect(skus(cart)).toEqual(['MELA-1', 'VITC-150-CIT', 'MAG-B6']);
    const old = cart.items[1].uid as string;

    cart = await addOk(t, id, [{ sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['300 g'], uids.Citron] }]);
    expect(skus(cart)).toEqual(['MELA-1', 'VITC-150-CIT', 'VITC-300-CIT', 'MAG-B6']);
    const removed = await t.gql(REMOVE, { variables: { input: { cart_id: id, cart_item_uid: old } } });
    expect(removed.body.errors).toBeUndefined();
    expect(skus(removed.body.data!.removeItemFromCart.cart)).toEqual(['MELA-1', 'VITC-300-CIT', 'MAG-B6']);

    // The order holds when the cart is read again, and a new product still goes to the bottom.
    expect(skus((await t.gql(CART, { variables: { id } })).body.data!.cart)).toEqual(['MELA-1', 'VITC-300-CIT', 'MAG-B6']);
    cart = await addOk(t, id, [{ sku: 'VITD3-2000', quantity: 1 }]);
    expect(skus(cart)).toEqual(['MELA-1', 'VITC-300-CIT', 'MAG-B6', 'VITD3-2000']);
  });
});
