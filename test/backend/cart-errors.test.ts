// Magento 2.4.7's answers to bad cart requests: the same texts, categories and HTTP statuses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADD, APPLY_COUPON, CART, CREATE_EMPTY_CART, CREATE_GUEST_CART, CUSTOMER_CART, REMOVE, REMOVE_COUPON, UPDATE, add, addOk,
  bearer, customerToken, guestCart, onlyError, optionUids,
} from './cart-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
let camille: string;
let hugo: string;
beforeAll(async () => {
  t = await startTestBackend();
  camille = await customerToken(t, 'camille.errors@example.com');
  hugo = await customerToken(t, 'hugo.errors@example.com');
});
afterAll(() => t.close());

const userErrors = (reply: Awaited<ReturnType<TestBackend['gql']>>) => reply.body.data!.addProductsToCart.user_errors;

describe('which cart', () => {
  test('an unknown cart id', async () => {
    const reply = await t.gql(CART, { variables: { id: 'nope' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expect(onlyError(reply)).toEqual({ message: 'Could not find a cart with ID "nope"', category: 'graphql-no-such-entity' });
    expect(onlyError(await add(t, 'nope', [{ sku: 'MELA-1', quantity: 1 }])))
      .toEqual({ message: 'Could not find a cart with ID "nope"', category: 'graphql-no-such-entity' });
  });

  test('a guest cart is the guest’s: a signed-in customer is refused it, with a 403', async () => {
    const id = await guestCart(t);
    const reply = await t.gql(CART, { variables: { id }, headers: bearer(camille) });
    expect(reply.status).toBe(403);
    expect(onlyError(reply)).toEqual({
      message: `The current user cannot perform operations on cart "${id}"`, category: 'graphql-authorization',
    });
  });

  test('a customer’s cart is theirs only: a guest or another customer is refused it', async () => {
    const id = (await t.gql(CUSTOMER_CART, { headers: bearer(camille) })).body.data!.customerCart.id as string;
    const refused = { message: `The current user cannot perform operations on cart "${id}"`, category: 'graphql-authorization' };
    for (const headers of [{}, bearer(hugo)]) {
      expect(onlyError(await t.gql(CART, { variables: { id }, headers }))).toEqual(refused);
      const added = await add(t, id, [{ sku: 'MELA-1', quantity: 1 }], headers);
      expect(added.status).toBe(403);
      expect(onlyError(added)).toEqual(refused);
      expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [{ cart_item_id: 1, quantity: 1 }] } }, headers })))
        .toEqual(refused);
      expect(onlyError(await t.gql(REMOVE, { variables: { input: { cart_id: id, cart_item_id: 1 } }, headers }))).toEqual(refused);
      expect(onlyError(await t.gql(APPLY_COUPON, { variables: { input: { cart_id: id, coupon_code: 'BIENVENUE10' } }, headers })))
        .toEqual(refused);
      expect(onlyError(await t.gql(REMOVE_COUPON, { variables: { input: { cart_id: id } }, headers }))).toEqual(refused);
    }
    expect((await t.gql(CART, { variables: { id }, headers: bearer(camille) })).body.errors).toBeUndefined();
  });

  test('a deactivated cart (as after an order) is not active; the customer then gets a new one', async () => {
    const id = (await t.gql(CUSTOMER_CART, { headers: bearer(hugo) })).body.data!.customerCart.id as string;
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }], bearer(hugo));
    expect(t.backend.hooks.deactivateCart(id)).toBe(true);
    const inactive = { message: "The cart isn't active.", category: 'graphql-no-such-entity' };
    expect(onlyError(await t.gql(CART, { variables: { id }, headers: bearer(hugo) }))).toEqual(inactive);
    expect(onlyError(await add(t, id, [{ sku: 'MELA-1', quantity: 1 }], bearer(hugo)))).toEqual(inactive);
    // Magento looks at the cart's state before its owner.
    expect(onlyError(await t.gql(CART, { variables: { id } }))).toEqual(inactive);
    const next = (await t.gql(CUSTOMER_CART, { headers: bearer(hugo) })).body.data!.customerCart;
    expect(next.id).not.toBe(id);
    expect(next.items).toEqual([]);
    expect(t.backend.hooks.deactivateCart('unknown')).toBe(false);
  });

  test('customerCart needs a signed-in customer; createGuestCart refuses one', async () => {
    const reply = await t.gql(CUSTOMER_CART);
    expect(reply.status).toBe(403);
    expect(onlyError(reply)).toEqual({ message: 'The request is allowed for logged in customer', category: 'graphql-authorization' });
    expect(onlyError(await t.gql(CREATE_GUEST_CART, { headers: bearer(camille) })))
      .toEqual({ message: 'Use `Query.customerCart` for logged in customer.', category: 'graphql-already-exists' });
  });

  test('a predefined cart id must have 32 characters and be new', async () => {
    const short = { message: 'Cart ID length should to be 32 symbols.', category: 'graphql-input' };
    expect(onlyError(await t.gql(CREATE_GUEST_CART, { variables: { input: { cart_uid: '1234567890' } } }))).toEqual(short);
    expect(onlyError(await t.gql(CREATE_EMPTY_CART, { variables: { input: { cart_id: '1234567890' } } }))).toEqual(short);
    const id = await guestCart(t);
    const taken = { message: `Cart with ID "${id}" already exists.`, category: 'graphql-already-exists' };
    expect(onlyError(await t.gql(CREATE_GUEST_CART, { variables: { input: { cart_uid: id } } }))).toEqual(taken);
    expect(onlyError(await t.gql(CREATE_EMPTY_CART, { variables: { input: { cart_id: id } } }))).toEqual(taken);
  });

  test('missing parameters', async () => {
    expect(onlyError(await t.gql(CART, { variables: { id: '' } })))
      .toEqual({ message: 'Required parameter "cart_id" is missing', category: 'graphql-input' });
    expect(onlyError(await add(t, '', [{ sku: 'MELA-1', quantity: 1 }])))
      .toEqual({ message: 'Required parameter "cartId" is missing', category: 'graphql-input' });
    const id = await guestCart(t);
    expect(onlyError(await add(t, id, []))).toEqual({ message: 'Required parameter "cartItems" is missing', category: 'graphql-input' });
    expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: '', cart_items: [] } } })))
      .toEqual({ message: 'Required parameter "cart_id" is missing.', category: 'graphql-input' });
    expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [] } } })))
      .toEqual({ message: 'Required parameter "cart_items" is missing.', category: 'graphql-input' });
    expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [{ quantity: 1 }] } } })))
      .toEqual({ message: 'Required parameter "cart_item_id" for "cart_items" is missing.', category: 'graphql-input' });
    expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [{ cart_item_id: 5 }] } } })))
      .toEqual({ message: 'Required parameter "quantity" for "cart_items" is missing.', category: 'graphql-input' });
    expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [{ cart_item_id: 5, cart_item_uid: 'NQ==', quantity: 1 }] } } })))
      .toEqual({ message: '`cart_item_id` and `cart_item_uid` can\'t be used at the same time.', category: 'graphql-input' });
    expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [{ cart_item_uid: 'not base64!', quantity: 1 }] } } })))
      .toEqual({ message: 'Value of uid "not base64!" is incorrect.', category: 'graphql-input' });
    expect(onlyError(await t.gql(REMOVE, { variables: { input: { cart_id: id } } })))
      .toEqual({ message: 'Required parameter "cart_item_id" is missing.', category: 'graphql-input' });
    expect(onlyError(await t.gql(REMOVE, { variables: { input: { cart_id: '', cart_item_id: 1 } } })))
      .toEqual({ message: 'Required parameter "cart_id" is missing.', category: 'graphql-input' });
    expect(onlyError(await t.gql(APPLY_COUPON, { variables: { input: { cart_id: id, coupon_code: '' } } })))
      .toEqual({ message: 'Required parameter "coupon_code" is missing', category: 'graphql-input' });
    expect(onlyError(await t.gql(REMOVE_COUPON, { variables: { input: { cart_id: '' } } })))
      .toEqual({ message: 'Required parameter "cart_id" is missing', category: 'graphql-input' });
  });
});

describe('adding: user errors with Magento’s codes, the cart unchanged', () => {
  test('unknown SKU, a product out of stock, a quantity that is not positive', async () => {
    const id = await guestCart(t);
    const reply = await add(t, id, [
      { sku: 'NOPE', quantity: 1 },
      { sku: 'ZINC-15', quantity: 1 },
      { sku: 'MELA-1', quantity: 0 },
      { sku: 'MELA-1', quantity: -3 },
    ]);
    expect(reply.body.errors).toBeUndefined();
    expect(userErrors(reply)).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' },
      // Magento 2.4.7 does not tell an unsalable product from an unknown one.
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "ZINC-15"' },
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
    ]);
    expect(reply.body.data!.addProductsToCart.cart.items).toEqual([]);
  });

  test('decimal, too small, huge and more than in stock, checked on the line’s total', async () => {
    const id = await guestCart(t);
    const reply = await add(t, id, [
      { sku: 'MELA-1', quantity: 1.5 },
      { sku: 'MELA-1', quantity: 0.5 },
      { sku: 'MELA-1', quantity: 100000 },
      { sku: 'MELA-1', quantity: 11 },
    ]);
    expect(userErrors(reply)).toEqual([
      { code: 'UNDEFINED', message: 'You cannot use decimal quantity for this product.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The fewest you may purchase is 1' },
      { code: 'UNDEFINED', message: 'The requested qty exceeds the maximum qty allowed in shopping cart' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect(reply.body.data!.addProductsToCart.cart.items).toEqual([]);
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 8 }]);
    const more = await add(t, id, [{ sku: 'MELA-1', quantity: 3 }]);
    expect(userErrors(more)).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }]);
    expect(more.body.data!.addProductsToCart.cart.items[0].quantity).toBe(8);
  });

  test('the valid products of a request are added, the others reported', async () => {
    const id = await guestCart(t);
    const reply = await add(t, id, [{ sku: 'MELA-1', quantity: 1 }, { sku: 'NOPE', quantity: 1 }, { sku: 'OMEGA3', quantity: 2 }]);
    expect(userErrors(reply)).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' }]);
    expect(reply.body.data!.addProductsToCart.cart.total_quantity).toBe(3);
  });

  test('configurable: options missing, a combination out of stock, a variant out of stock by SKU, too many', async () => {
    const uids = await optionUids(t, 'VITC-POUDRE');
    const id = await guestCart(t);
    const reply = await add(t, id, [
      { sku: 'VITC-POUDRE', quantity: 1 },
      { sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['150 g']] },
      { sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['150 g'], uids.Nature] },
      { sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['300 g'], uids.Nature] },
      { sku: 'VITC-150-NAT', parent_sku: 'VITC-POUDRE', quantity: 1 },
      { sku: 'VITC-POUDRE', quantity: 4, selected_options: [uids['300 g'], uids.Citron] },
    ]);
    expect(userErrors(reply)).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
      { code: 'NOT_SALABLE', message: 'The required options you selected are not available.' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "VITC-150-NAT"' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect(reply.body.data!.addProductsToCart.cart.items).toEqual([]);
  });
});

describe('updating and removing', () => {
  test('quantities Magento refuses, with the SKU; nothing changes', async () => {
    const id = await guestCart(t);
    const cart = await addOk(t, id, [{ sku: 'MELA-1', quantity: 2 }, { sku: 'VITC-300-CIT', quantity: 1 }]);
    const [mela, vitc] = cart.items.map((i: { id: string }) => Number(i.id));
    const update = (cart_items: unknown[]) => t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items } } });
    const cases: Array<[unknown[], string]> = [
      [[{ cart_item_id: mela, quantity: 1.5 }], 'Could not update the product with SKU MELA-1: You cannot use decimal quantity for this product.'],
      [[{ cart_item_id: mela, quantity: 0.5 }], 'Could not update the product with SKU MELA-1: The fewest you may purchase is 1'],
      [[{ cart_item_id: mela, quantity: 1e9 }], 'Could not update the product with SKU MELA-1: The requested qty exceeds the maximum qty allowed in shopping cart'],
      [[{ cart_item_id: mela, quantity: 11 }], 'Could not update the product with SKU MELA-1: The requested qty is not available'],
      // All or nothing: the first line's change is not kept either.
      [[{ cart_item_id: mela, quantity: 3 }, { cart_item_id: vitc, quantity: 4 }], 'Could not update the product with SKU VITC-300-CIT: The requested qty is not available'],
    ];
    for (const [items, message] of cases) expect(onlyError(await update(items))).toEqual({ message, category: 'graphql-input' });
    expect(onlyError(await update([{ cart_item_id: 999999, quantity: 2 }])))
      .toEqual({ message: 'Could not find cart item with id: 999999.', category: 'graphql-no-such-entity' });
    expect(onlyError(await update([{ cart_item_id: 999999, quantity: 0 }])).message)
      .toMatch(/^The \d+ Cart doesn't contain the 999999 item\.$/);
    const unchanged = (await t.gql(CART, { variables: { id } })).body.data!.cart;
    expect(unchanged.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    // A negative quantity removes the line, as 0 does.
    const removed = await update([{ cart_item_id: vitc, quantity: -1 }]);
    expect(removed.body.data!.updateCartItems.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['MELA-1']);
  });

  test('another cart’s item is not this cart’s', async () => {
    const mine = await guestCart(t);
    const theirs = await guestCart(t);
    const item = (await addOk(t, theirs, [{ sku: 'MELA-1', quantity: 1 }])).items[0];
    expect(onlyError(await t.gql(REMOVE, { variables: { input: { cart_id: mine, cart_item_uid: item.uid } } })))
      .toEqual({ message: "The cart doesn't contain the item", category: 'graphql-no-such-entity' });
    expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: mine, cart_items: [{ cart_item_uid: item.uid, quantity: 2 }] } } })))
      .toEqual({ message: `Could not find cart item with id: ${item.id}.`, category: 'graphql-no-such-entity' });
  });
});

describe('stock that changes under a cart', () => {
  test('out of stock: the cart reports it with its items, the line is unavailable, updates are refused', async () => {
    expect(t.backend.hooks.setStock('OMEGA3', 10)).toBe(true);
    const id = await guestCart(t);
    await addOk(t, id, [{ sku: 'MELA-1', quantity: 1 }, { sku: 'OMEGA3', quantity: 2 }]);
    expect(t.backend.hooks.setStock('OMEGA3', 0)).toBe(true);

    const reply = await t.gql(CART, { variables: { id } });
    expect(reply.status).toBe(200);
    expect(reply.body.errors).toEqual([{
      message: 'Some of the products are out of stock.', locations: expect.any(Array), path: ['cart', 'items', 0],
      extensions: { category: 'graphql-input' },
    }]);
    const items = reply.body.data!.cart.items;
    expect(items[0]).toBeNull();
    expect(items.slice(1).map((i: { product: { sku: string }; is_available: boolean; errors: unknown }) => [i.product.sku, i.is_available, i.errors]))
      .toEqual([
        ['MELA-1', true, null],
        ['OMEGA3', false, [{ code: 'ITEM_QTY', message: 'There are no source items with the in stock status' }]],
      ]);
    const omega = items[2];
    expect(onlyError(await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [{ cart_item_uid: omega.uid, quantity: 1 }] } } })))
      .toEqual({ message: 'Could not update the product with SKU OMEGA3: There are no source items with the in stock status', category: 'graphql-input' });
    // Adding anything reports the cart's own error too (Magento does).
    const added = await add(t, id, [{ sku: 'MELA-1', quantity: 1 }]);
    expect(userErrors(added)).toEqual([{ code: 'UNDEFINED', message: 'Some of the products are out of stock.' }]);
    expect(added.body.data!.addProductsToCart.cart.total_quantity).toBe(4);
    // The catalogue shows it too.
    const product = await t.gql('{ products(filter: { sku: { eq: "OMEGA3" } }) { items { stock_status } } }');
    expect(product.body.data!.products.items).toEqual([{ stock_status: 'OUT_OF_STOCK' }]);
    t.backend.hooks.setStock('OMEGA3', 10);
  });

  test('less in stock than in the cart: "The requested qty is not available", until the line is lowered', async () => {
    const id = await guestCart(t);
    const cart = await addOk(t, id, [{ sku: 'MAG-B6', quantity: 5 }]);
    t.backend.hooks.setStock('MAG-B6', 3);
    const reply = await t.gql(CART, { variables: { id } });
    expect(reply.body.errors?.map((e) => [e.message, e.path])).toEqual([['The requested qty is not available', ['cart', 'items', 0]]]);
    expect(reply.body.data!.cart.items[1]).toMatchObject({
      is_available: false, errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
    });
    const lowered = await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [{ cart_item_uid: cart.items[0].uid, quantity: 3 }] } } });
    expect(lowered.body.errors).toBeUndefined();
    expect(lowered.body.data!.updateCartItems.cart.items[0]).toMatchObject({ quantity: 3, is_available: true, errors: null });
    t.backend.hooks.setStock('MAG-B6', 10);
  });
});

test('every cart operation answers no-store', async () => {
  const id = await guestCart(t);
  const replies = [
    await t.gql(CART, { variables: { id } }),
    await t.gql(CART, { variables: { id: 'nope' } }),
    await add(t, id, [{ sku: 'MELA-1', quantity: 1 }]),
    await t.gql(ADD.replace('mutation', 'mutation Named'), { variables: { id, items: [{ sku: 'NOPE', quantity: 1 }] } }),
  ];
  for (const reply of replies) expect(reply.headers.get('cache-control')).toContain('no-store');
});
