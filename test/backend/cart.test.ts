import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADD, CART, CREATE_EMPTY_CART, CUSTOMER_CART, REMOVE, UPDATE, addOk, bearer, customerToken, euros, guestCart, onlyError,
  optionUids,
} from './cart-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

describe('creating carts', () => {
  test('createGuestCart answers an empty cart with a 32-character id, never cached', async () => {
    const reply = await t.gql('mutation { createGuestCart { cart { id total_quantity items { uid } } } }');
    expect(reply.headers.get('cache-control')).toContain('no-store');
    const cart = reply.body.data!.createGuestCart.cart;
    expect(cart.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(cart).toMatchObject({ total_quantity: 0, items: [] });
    const again = await guestCart(t);
    expect(again).not.toBe(cart.id);
  });

  test('createGuestCart and createEmptyCart take a predefined 32-character id', async () => {
    const id = 'abcdefghijklmnopqrstuvwxyz012345';
    const created = await t.gql('mutation ($input: CreateGuestCartInput) { createGuestCart(input: $input) { cart { id } } }', {
      variables: { input: { cart_uid: id } },
    });
    expect(created.body.data!.createGuestCart.cart.id).toBe(id);
    const empty = await t.gql(CREATE_EMPTY_CART, { variables: { input: { cart_id: 'Z'.repeat(32) } } });
    expect(empty.body.data).toEqual({ createEmptyCart: 'Z'.repeat(32) });
  });

  test('createEmptyCart (deprecated) makes a guest cart; for a customer it answers their active cart', async () => {
    const guest = await t.gql('mutation { createEmptyCart }');
    const guestId = guest.body.data!.createEmptyCart as string;
    expect((await t.gql(CART, { variables: { id: guestId } })).body.data!.cart.total_quantity).toBe(0);

    const token = await customerToken(t, 'empty-cart@example.com');
    const first = (await t.gql('mutation { createEmptyCart }', { headers: bearer(token) })).body.data!.createEmptyCart;
    const second = (await t.gql('mutation { createEmptyCart }', { headers: bearer(token) })).body.data!.createEmptyCart;
    expect(second).toBe(first);
    const customerCart = await t.gql(CUSTOMER_CART, { headers: bearer(token) });
    expect(customerCart.body.data!.customerCart.id).toBe(first);
  });

  test('customerCart creates the active cart once, with the customer’s e-mail, and keeps it', async () => {
    const token = await customerToken(t, 'camille.cart@example.com');
    const first = await t.gql(CUSTOMER_CART, { headers: bearer(token) });
    expect(first.headers.get('cache-control')).toContain('no-store');
    const cart = first.body.data!.customerCart;
    expect(cart).toMatchObject({ email: 'camille.cart@example.com', total_quantity: 0, items: [] });
    await addOk(t, cart.id, [{ sku: 'MELA-1', quantity: 2 }], bearer(token));
    const again = await t.gql(CUSTOMER_CART, { headers: bearer(token) });
    expect(again.body.data!.customerCart).toMatchObject({ id: cart.id, total_quantity: 2 });
    expect((await t.gql(CART, { variables: { id: cart.id }, headers: bearer(token) })).body.data!.cart.total_quantity).toBe(2);
  });

  test('a guest cart query is private even without a token: no CDN may keep it', async () => {
    const id = await guestCart(t);
    const reply = await t.gql(CART, { variables: { id } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.headers.get('cache-control')).toBe('no-store, no-cache, must-revalidate, max-age=0');
    expect(reply.headers.get('x-magento-tags')).toBeNull();
    expect((await t.gql(CART, { variables: { id } })).headers.get('x-magento-cache-debug')).toBeNull();
  });
});

describe('adding products', () => {
  test('a simple product by SKU, with its pictures and prices; adding it again adds to the same line', async () => {
    const id = await guestCart(t);
    let cart = await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }]);
    expect(cart.items).toHaveLength(1);
    const [item] = cart.items;
    expect(item).toMatchObject({
      __typename: 'SimpleCartItem', quantity: 1, is_available: true, errors: null,
      product: { sku: 'MELA-1', name: 'Mélatonine 1 mg' },
      prices: {
        price: euros(9.38), price_including_tax: euros(9.9), row_total: euros(9.38), row_total_including_tax: euros(9.9),
        total_item_discount: euros(0), discounts: null,
      },
    });
    expect(item.uid).toBe(Buffer.from(item.id).toString('base64'));
    expect(item.product.small_image.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/catalog\/product\/m\/e\/melatonine-1-mg-front\.png$/);
    expect(item.product.media_gallery.map((m: { position: number }) => m.position)).toEqual([1, 2]);

    cart = await addOk(t, id, [{ sku: 'MELA-1', quantity: 2 }]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: item.id, quantity: 3 });
    expect(cart.total_quantity).toBe(3);
  });

  test('several products at once; the count follows the total quantity', async () => {
    const id = await guestCart(t);
    const cart = await addOk(t, id, [{ sku: 'MELA-1', quantity: 2 }, { sku: 'VITD3-2000', quantity: 1 }, { sku: 'MAG-B6', quantity: 1 }]);
    expect(cart.items.map((i: { product: { sku: string }; quantity: number }) => [i.product.sku, i.quantity]))
      .toEqual([['MELA-1', 2], ['VITD3-2000', 1], ['MAG-B6', 1]]);
    expect(cart.total_quantity).toBe(4);
    expect(cart.total_summary_quantity_including_config).toBe(4);
    // The special price is the price the cart takes.
    expect(cart.items[1].prices.price_including_tax).toEqual(euros(11.6));
  });

  test('a configurable product by its SKU and selected options, as a ConfigurableCartItem', async () => {
    const uids = await optionUids(t, 'VITC-POUDRE');
    const id = await guestCart(t);
    let cart = await addOk(t, id, [{ sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['150 g'], uids.Citron] }]);
    const [item] = cart.items;
    expect(item).toMatchObject({
      __typename: 'ConfigurableCartItem', quantity: 1,
      product: { sku: 'VITC-POUDRE', name: 'Vitamine C liposomale' },
      configured_variant: { sku: 'VITC-150-CIT' },
      prices: { price_including_tax: euros(15), row_total_including_tax: euros(15) },
    });
    expect(item.configurable_options).toEqual([
      { option_label: 'Contenance', value_label: '150 g', configurable_product_option_value_uid: uids['150 g'],
        configurable_product_option_uid: expect.any(String) },
      { option_label: 'Saveur', value_label: 'Citron', configurable_product_option_value_uid: uids.Citron,
        configurable_product_option_uid: expect.any(String) },
    ]);
    // The option uids are the product's (configurable/<product id>/<attribute id>).
    const product = await t.gql('{ products(filter: { sku: { eq: "VITC-POUDRE" } }) { items { ... on ConfigurableProduct { configurable_options { uid } } } } }');
    expect(item.configurable_options.map((o: { configurable_product_option_uid: string }) => o.configurable_product_option_uid))
      .toEqual(product.body.data!.products.items[0].configurable_options.map((o: { uid: string }) => o.uid));

    // The same options again (in another order) add to the line.
    cart = await addOk(t, id, [{ sku: 'VITC-POUDRE', quantity: 2, selected_options: [uids.Citron, uids['150 g']] }]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
  });

  test('a configurable’s variant by its own SKU is a simple line, parent_sku or not (as Magento 2.4.7)', async () => {
    const id = await guestCart(t);
    const cart = await addOk(t, id, [
      { sku: 'VITC-300-CIT', quantity: 1 },
      { sku: 'VITC-300-CIT', parent_sku: 'VITC-POUDRE', quantity: 1 },
    ]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      __typename: 'SimpleCartItem', quantity: 2,
      product: { sku: 'VITC-300-CIT', name: 'Vitamine C liposomale - 300 g - Citron' },
      prices: { price_including_tax: euros(26), row_total_including_tax: euros(52) },
    });
  });

  test('20 additions of the same SKU at once end with a quantity of 20', async () => {
    expect(t.backend.hooks.setStock('MAG-B6', 100)).toBe(true);
    const id = await guestCart(t);
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.gql(ADD, { variables: { id, items: [{ sku: 'MAG-B6', quantity: 1 }] } })));
    for (const reply of replies) expect(reply.body.data!.addProductsToCart.user_errors).toEqual([]);
    const cart = (await t.gql(CART, { variables: { id } })).body.data!.cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(20);
    expect(cart.total_quantity).toBe(20);
    expect(t.backend.hooks.setStock('MAG-B6', 10)).toBe(true);
  });
});

describe('changing quantities', () => {
  test('updateCartItems sets quantities by id or uid; 0 removes the line', async () => {
    const id = await guestCart(t);
    const cart = await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }, { sku: 'OMEGA3', quantity: 1 }]);
    const [mela, omega] = cart.items;
    const updated = await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [
      { cart_item_id: Number(mela.id), quantity: 4 },
      { cart_item_uid: omega.uid, quantity: 2 },
    ] } } });
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateCartItems.cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([4, 2]);
    expect(updated.body.data!.updateCartItems.cart.total_quantity).toBe(6);

    const zero = await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [{ cart_item_uid: omega.uid, quantity: 0 }] } } });
    expect(zero.body.data!.updateCartItems.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['MELA-1']);
  });

  test('removeItemFromCart by id or uid; the cart stays', async () => {
    const id = await guestCart(t);
    const cart = await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }, { sku: 'OMEGA3', quantity: 1 }]);
    const first = await t.gql(REMOVE, { variables: { input: { cart_id: id, cart_item_id: Number(cart.items[0].id) } } });
    expect(first.body.data!.removeItemFromCart.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['OMEGA3']);
    const second = await t.gql(REMOVE, { variables: { input: { cart_id: id, cart_item_uid: cart.items[1].uid } } });
    expect(second.body.data!.removeItemFromCart.cart).toMatchObject({ id, items: [], total_quantity: 0 });
    expect(onlyError(await t.gql(REMOVE, { variables: { input: { cart_id: id, cart_item_uid: cart.items[1].uid } } })))
      .toEqual({ message: "The cart doesn't contain the item", category: 'graphql-no-such-entity' });
  });
});
