// Customer.wishlists, addProductsToWishlist, removeProductsFromWishlist and addWishlistItemsToCart, with Magento
// 2.4.7's checks and texts; a customer never sees nor changes another's wishlist.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CUSTOMER_CART, bearer, customerToken, onlyError, optionUids } from './cart-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const LIST_FIELDS = /* GraphQL */ `
  id
  items_count
  items_v2(currentPage: 1, pageSize: 20) {
    items {
      __typename
      id
      quantity
      added_at
      product { sku name stock_status }
      ... on ConfigurableWishlistItem {
        configured_variant { sku }
        configurable_options { option_label value_label }
      }
    }
    page_info { current_page page_size total_pages }
  }
`;
const WISHLISTS = `{ customer { wishlists { ${LIST_FIELDS} } } }`;
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${LIST_FIELDS} } user_errors { code message } }
}`;
const REMOVE = `mutation ($id: ID!, $items: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $items) { wishlist { ${LIST_FIELDS} } user_errors { code message } }
}`;
const TO_CART = `mutation ($id: ID!, $items: [ID!]) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) {
    status
    wishlist { ${LIST_FIELDS} }
    add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId }
  }
}`;

interface Item { id: string; quantity: number; product: { sku: string } }

async function wishlistOf(token: string) {
  const reply = await t.gql(WISHLISTS, { headers: bearer(token) });
  expect(reply.body.errors, JSON.stringify(reply.body)).toBeUndefined();
  const lists = reply.body.data!.customer.wishlists as Array<{ id: string; items_count: number; items_v2: { items: Item[] } }>;
  expect(lists).toHaveLength(1);
  return lists[0]!;
}

const skus = (list: { items_v2: { items: Item[] } }) => list.items_v2.items.map((i) => [i.product.sku, i.quantity]);

describe('Customer.wishlists', () => {
  test('one empty wishlist, created on first use and the same afterwards; private', async () => {
    const token = await customerToken(t, 'liste-vide@example.com');
    const first = await wishlistOf(token);
    expect(first).toMatchObject({ items_count: 0, items_v2: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 0 } } });
    expect(first.id).toMatch(/^\d+$/);
    expect((await wishlistOf(token)).id).toBe(first.id);
    const reply = await t.gql(WISHLISTS, { headers: bearer(token) });
    expect(reply.headers.get('cache-control')).toContain('no-store');
  });

  test('a guest: Magento’s authorization error', async () => {
    const reply = await t.gql('mutation { addProductsToWishlist(wishlistId: "1", wishlistItems: [{ sku: "MELA-1", quantity: 1 }]) { user_errors { code } } }');
    expect(reply.status).toBe(403);
    expect(onlyError(reply)).toEqual({ message: 'The current user cannot perform operations on wishlist', category: 'graphql-authorization' });
  });
});

describe('addProductsToWishlist', () => {
  test('simple and configurable products; the same one again adds to its quantity', async () => {
    const token = await customerToken(t, 'ajout@example.com');
    const { id } = await wishlistOf(token);
    const uids = await optionUids(t, 'VITC-POUDRE');
    const reply = await t.gql(ADD, {
      variables: { id, items: [
        { sku: 'MELA-1', quantity: 1 },
        { sku: 'VITC-150-CIT', parent_sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['150 g'], uids.Citron] },
      ] },
      headers: bearer(token),
    });
    expect(reply.body.errors).toBeUndefined();
    const { wishlist, user_errors } = reply.body.data!.addProductsToWishlist;
    expect(user_errors).toEqual([]);
    expect(wishlist.items_count).toBe(2);
    expect(wishlist.items_v2.items[0]).toMatchObject({ __typename: 'SimpleWishlistItem', product: { sku: 'MELA-1', stock_status: 'IN_STOCK' } });
    expect(wishlist.items_v2.items[0].added_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(wishlist.items_v2.items[1]).toMatchObject({
      __typename: 'ConfigurableWishlistItem',
      product: { sku: 'VITC-POUDRE' },
      configured_variant: { sku: 'VITC-150-CIT' },
      configurable_options: [{ option_label: expect.any(String), value_label: '150 g' }, { option_label: expect.any(String), value_label: 'Citron' }],
    });
    const again = await t.gql(ADD, { variables: { id, items: [{ sku: 'MELA-1', quantity: 2 }] }, headers: bearer(token) });
    expect(skus(again.body.data!.addProductsToWishlist.wishlist)).toEqual([['MELA-1', 3], ['VITC-POUDRE', 1]]);
  });

  test('a configurable without its options is kept unconfigured', async () => {
    const token = await customerToken(t, 'sans-options@example.com');
    const { id } = await wishlistOf(token);
    const reply = await t.gql(ADD, { variables: { id, items: [{ sku: 'VITC-POUDRE', quantity: 1 }] }, headers: bearer(token) });
    expect(reply.body.data!.addProductsToWishlist.wishlist.items_v2.items[0]).toMatchObject({
      __typename: 'ConfigurableWishlistItem', configured_variant: null, configurable_options: null,
    });
  });

  test('unknown SKU, a quantity of 0: user errors, nothing saved; the rest is added', async () => {
    const token = await customerToken(t, 'erreurs@example.com');
    const { id } = await wishlistOf(token);
    const reply = await t.gql(ADD, {
      variables: { id, items: [{ sku: 'INCONNU', quantity: 1 }, { sku: 'MELA-1', quantity: 0 }, { sku: 'OMEGA3', quantity: 1 }] },
      headers: bearer(token),
    });
    expect(reply.body.data!.addProductsToWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "INCONNU"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ]);
    expect(skus(await wishlistOf(token))).toEqual([['OMEGA3', 1]]);
  });

  test('another customer’s wishlist id, an id that does not exist, a missing id: Magento’s errors, nothing saved', async () => {
    const owner = await customerToken(t, 'proprietaire@example.com');
    const intruder = await customerToken(t, 'intrus@example.com');
    const { id } = await wishlistOf(owner);
    await t.gql(ADD, { variables: { id, items: [{ sku: 'MELA-1', quantity: 1 }] }, headers: bearer(owner) });
    for (const wishlistId of [id, '999999', 'abc']) {
      const reply = await t.gql(ADD, { variables: { id: wishlistId, items: [{ sku: 'OMEGA3', quantity: 1 }] }, headers: bearer(intruder) });
      expect(onlyError(reply)).toEqual({ message: 'The wishlist was not found.', category: 'graphql-input' });
      expect(reply.body.data?.addProductsToWishlist ?? null).toBeNull();
    }
    const missing = await t.gql(ADD, { variables: { id: '0', items: [{ sku: 'OMEGA3', quantity: 1 }] }, headers: bearer(intruder) });
    expect(onlyError(missing)).toEqual({ message: '"wishlistId" and "wishlistItems" parameters are required', category: 'graphql-input' });
    expect(skus(await wishlistOf(owner))).toEqual([['MELA-1', 1]]);
    expect((await wishlistOf(intruder)).items_count).toBe(0);
  });
});

describe('removeProductsFromWishlist', () => {
  test('removes the items named; an unknown id or another customer’s item is reported and stays', async () => {
    const owner = await customerToken(t, 'retrait@example.com');
    const other = await customerToken(t, 'retrait-autre@example.com');
    const mine = await wishlistOf(owner);
    const added = await t.gql(ADD, { variables: { id: mine.id, items: [{ sku: 'MELA-1', quantity: 1 }, { sku: 'OMEGA3', quantity: 1 }] }, headers: bearer(owner) });
    const [mela, omega] = added.body.data!.addProductsToWishlist.wishlist.items_v2.items as Item[];
    const theirs = await wishlistOf(other);

    const refused = await t.gql(REMOVE, { variables: { id: mine.id, items: [mela!.id] }, headers: bearer(other) });
    expect(onlyError(refused)).toEqual({ message: 'The wishlist was not found.', category: 'graphql-input' });
    const foreign = await t.gql(REMOVE, { variables: { id: theirs.id, items: [mela!.id] }, headers: bearer(other) });
    expect(foreign.body.data!.removeProductsFromWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: `Could not find a wishlist item with ID "${mela!.id}"` },
    ]);
    expect(skus(await wishlistOf(owner))).toEqual([['MELA-1', 1], ['OMEGA3', 1]]);

    const removed = await t.gql(REMOVE, { variables: { id: mine.id, items: [omega!.id, '424242'] }, headers: bearer(owner) });
    expect(removed.body.data!.removeProductsFromWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "424242"' },
    ]);
    expect(skus(removed.body.data!.removeProductsFromWishlist.wishlist)).toEqual([['MELA-1', 1]]);
  });
});

describe('addWishlistItemsToCart', () => {
  test('moves the items to the customer’s cart, configurable options kept; they leave the wishlist', async () => {
    const token = await customerToken(t, 'vers-panier@example.com');
    const { id } = await wishlistOf(token);
    const uids = await optionUids(t, 'VITC-POUDRE');
    const added = await t.gql(ADD, {
      variables: { id, items: [{ sku: 'MELA-1', quantity: 2 }, { sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['300 g'], uids.Citron] }, { sku: 'OMEGA3', quantity: 1 }] },
      headers: bearer(token),
    });
    const [mela, vitc] = added.body.data!.addProductsToWishlist.wishlist.items_v2.items as Item[];
    const reply = await t.gql(TO_CART, { variables: { id, items: [mela!.id, vitc!.id] }, headers: bearer(token) });
    expect(reply.body.errors).toBeUndefined();
    const result = reply.body.data!.addWishlistItemsToCart;
    expect(result.status).toBe(true);
    expect(result.add_wishlist_items_to_cart_user_errors).toEqual([]);
    expect(skus(result.wishlist)).toEqual([['OMEGA3', 1]]);
    const cart = await t.gql(CUSTOMER_CART, { headers: bearer(token) });
    expect(cart.body.data!.customerCart.items.map((i: { product: { sku: string }; quantity: number; configured_variant?: { sku: string } }) =>
      [i.product.sku, i.quantity, i.configured_variant?.sku])).toEqual([['MELA-1', 2, undefined], ['VITC-POUDRE', 1, 'VITC-300-CIT']]);
  });

  test('an item the cart refuses stays with its error; an unknown item id is an input error and nothing moves', async () => {
    const token = await customerToken(t, 'refus-panier@example.com');
    const other = await customerToken(t, 'refus-autre@example.com');
    const { id } = await wishlistOf(token);
    const added = await t.gql(ADD, { variables: { id, items: [{ sku: 'VITC-POUDRE', quantity: 1 }, { sku: 'OMEGA3', quantity: 1 }] }, headers: bearer(token) });
    const [vitc, omega] = added.body.data!.addProductsToWishlist.wishlist.items_v2.items as Item[];

    const unknown = await t.gql(TO_CART, { variables: { id, items: [omega!.id, '777777'] }, headers: bearer(token) });
    expect(onlyError(unknown)).toEqual({ message: 'The wishlist item ids "777777" were not found.', category: 'graphql-input' });
    const foreign = await t.gql(TO_CART, { variables: { id, items: [omega!.id] }, headers: bearer(other) });
    expect(onlyError(foreign)).toEqual({ message: 'The wishlist was not found.', category: 'graphql-input' });
    expect((await wishlistOf(token)).items_count).toBe(2);

    const reply = await t.gql(TO_CART, { variables: { id }, headers: bearer(token) });
    const result = reply.body.data!.addWishlistItemsToCart;
    expect(result.status).toBe(false);
    expect(result.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.', wishlistId: id, wishlistItemId: vitc!.id },
    ]);
    expect(skus(result.wishlist)).toEqual([['VITC-POUDRE', 1]]);
    const cart = await t.gql(CUSTOMER_CART, { headers: bearer(token) });
    expect(cart.body.data!.customerCart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['OMEGA3']);
  });

  test('with the wishlist switched off in the store config, the wishlist and its mutations answer Magento’s text', async () => {
    const token = await customerToken(t, 'desactive@example.com');
    const { id } = await wishlistOf(token);
    expect(t.backend.hooks.setConfig('magento_wishlist_general_is_enabled', '0')).toBeUndefined();
    try {
      const reply = await t.gql(ADD, { variables: { id, items: [{ sku: 'MELA-1', quantity: 1 }] }, headers: bearer(token) });
      expect(onlyError(reply)).toEqual({ message: 'The wishlist configuration is currently disabled.', category: 'graphql-input' });
      expect(onlyError(await t.gql(WISHLISTS, { headers: bearer(token) })).message).toBe('The wishlist configuration is currently disabled.');
    } finally {
      t.backend.hooks.setConfig('magento_wishlist_general_is_enabled', '1');
    }
  });
});
