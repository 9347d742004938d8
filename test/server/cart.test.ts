import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, waitFor } from 'xstate';
import { cartMachine, selectItemCount, type CartActor, type CartEvent } from '../../machines/cart.machine';
import type { Backend } from '../../src/backend/index';
import * as cartServices from '../../src/app/services/cart';
import { createGraphqlClient } from '../../src/app/services/graphql/client';
import { loadProduct } from '../../src/app/services/product';
import type { DataServices } from '../../src/app/services/route';
import type { CartLine } from '../../src/domain/cart';
import type { Product } from '../../src/domain/product';
import { servedBackend } from './served-backend';

// The cart machine on its real services, against the shop's own backend and catalogue: what a shopper's clicks
// become, including races, a cart deactivated under the shopper, stock that runs out, and a network that fails.
let backend: Backend;
let closeBackend: () => Promise<void>;
let graphqlUrl: string;
let omega: Product;
let collagen: Product;

beforeAll(async () => {
  ({ backend, graphqlUrl, close: closeBackend } = await servedBackend('cart'));
  const { services } = shop();
  omega = (await loadProduct(services, { uid: '', urlKey: 'omega-3-algue-dha-vegetal' }))!;
  collagen = (await loadProduct(services, { uid: '', urlKey: 'collagene-marin-hydrolyse' }))!;
});
afterAll(() => closeBackend());

/** Data services over one client (its queue included) whose requests are recorded; `offline` makes fetch fail. */
function shop() {
  const sent: { operation: string; variables: Record<string, unknown> }[] = [];
  const state = { offline: false };
  const client = createGraphqlClient({
    url: graphqlUrl,
    identity: { storeCode: () => 'fr', currency: () => null, token: () => null, cacheId: () => null, preview: () => null },
    config: () => ({}),
    fetch: async (input, init) => {
      if (state.offline) throw new TypeError('Failed to fetch');
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
        sent.push({ operation: body.operationName, variables: body.variables });
      }
      return fetch(input, init);
    },
  });
  const services: DataServices = { client: async () => client, storeCodes: () => ['fr'] };
  return { services, sent, state };
}

/** The cart machine on the real services, with a stored id (or none) and a record of the browser's side. */
function startCart(storedId: string | null = null) {
  const { services, sent, state } = shop();
  const stored = { id: storedId, forgotten: 0 };
  const logic = cartMachine.provide({
      actors: {
        cartStorage: fromCallback<CartEvent>(({ sendBack }) => sendBack({ type: 'cart.stored', cartId: stored.id })),
        loadCart: fromPromise(({ input }) => cartServices.loadCart(services, input)),
        createCart: fromPromise(() => cartServices.createCart(services)),
        addItem: fromPromise(({ input }) => cartServices.addItem(services, input)),
        updateItem: fromPromise(({ input }) => cartServices.updateItem(services, input)),
        removeItems: fromPromise(({ input }) => cartServices.removeItems(services, input)),
        applyCoupon: fromPromise(({ input }) => cartServices.applyCoupon(services, input)),
        removeCoupon: fromPromise(({ input }) => cartServices.removeCoupon(services, input)),
        estimateShipping: fromPromise(({ input }) => cartServices.estimateShipping(services, input)),
      },
      actions: {
        storeCartId: (_, { cartId }) => void (stored.id = cartId),
        forgetStoredCart: () => void ((stored.id = null), stored.forgotten++),
      },
    });
  // The cart runs in a shell, as in the shop: its notices go to its parent.
  const shell = createActor(setup({ actors: { cart: logic } }).createMachine({ invoke: { id: 'cart', src: 'cart' } })).start();
  const cart = shell.getSnapshot().children.cart as CartActor;
  const settled = () => waitFor(cart, (s) => s.matches('idle') && s.context.queue.length === 0, { timeout: 10_000 });
  return { cart, sent, state, stored, settled };
}

const line = (product: Product, quantity = 1, selectedOptions: string[] = []): CartLine => ({
  sku: product.sku,
  selectedOptions,
  quantity,
  name: product.name,
  image: null,
});

/** The uids of the collagen's values by label ("Citron"…). */
const flavourUid = (label: string) => collagen.options[0]!.values.find((value) => value.label === label)!.uid;

describe('cart machine on the shop backend', () => {
  it('turns twenty adds sent at once into one cart holding twenty units: requests wait their turn', async () => {
    const { cart, sent, settled } = startCart();
    await waitFor(cart, (s) => s.matches('idle'));
    for (let i = 0; i < 20; i++) cart.send({ type: 'cart.add', line: line(omega) });
    const snapshot = await settled();
    expect(sent.filter((request) => request.operation === 'CreateCart')).toHaveLength(1);
    const adds = sent.filter((request) => request.operation === 'AddProductsToCart');
    expect(adds).toHaveLength(20);
    expect(new Set(adds.map((add) => add.variables.cartId))).toEqual(new Set([snapshot.context.cartId]));
    expect(snapshot.context.cart!.items).toHaveLength(1);
    expect(selectItemCount(snapshot)).toBe(20);
    expect(snapshot.context.added).toEqual({ name: omega.name, quantity: 1 });
  });

  it('opens the stored cart, and forgets a stored cart that no longer exists', async () => {
    const first = startCart();
    first.cart.send({ type: 'cart.add', line: line(omega, 2) });
    const { context } = await first.settled();
    const reopened = startCart(context.cartId);
    expect(selectItemCount(await reopened.settled())).toBe(2);

    const unknown = startCart('0'.repeat(32));
    const snapshot = await unknown.settled();
    expect(snapshot.context).toMatchObject({ cartId: null, cart: null });
    expect(unknown.stored).toEqual({ id: null, forgotten: 1 });
  });

  it('recovers from a cart deactivated under the shopper: the add goes again into a new cart, once', async () => {
    const { cart, stored, settled } = startCart();
    cart.send({ type: 'cart.add', line: line(omega, 3) });
    const before = (await settled()).context.cartId!;
    backend.hooks.deactivateCart(before);

    cart.send({ type: 'cart.add', line: line(omega, 2) });
    const after = await settled();
    expect(after.context.cartId).not.toBe(before);
    expect(stored.id).toBe(after.context.cartId);
    expect(stored.forgotten).toBe(1);
    // The item added is not lost; the old cart's lines went with it.
    expect(selectItemCount(after)).toBe(2);
    expect(after.context.errors.addItem).toBeNull();
  });

  it('ends an update on a deactivated cart with cartExpired, and forgets the cart', async () => {
    const { cart, settled } = startCart();
    cart.send({ type: 'cart.add', line: line(omega) });
    const { context } = await settled();
    backend.hooks.deactivateCart(context.cartId!);
    cart.send({ type: 'cart.update', uid: context.cart!.items[0]!.uid, quantity: 4 });
    const after = await settled();
    expect(after.context.errors.updateItem).toMatchObject({ code: 'cartExpired', gone: true });
    expect(after.context).toMatchObject({ cartId: null, cart: null });
  });

  it('never recovers on a network error: the cart and its id stay', async () => {
    const { cart, state, stored, settled } = startCart();
    cart.send({ type: 'cart.add', line: line(omega) });
    const { context } = await settled();
    state.offline = true;
    cart.send({ type: 'cart.add', line: line(omega) });
    const after = await settled();
    expect(after.context.errors.addItem).toMatchObject({ code: 'network', network: true });
    expect(after.context.cartId).toBe(context.cartId);
    expect(stored).toMatchObject({ id: context.cartId, forgotten: 0 });
  });

  it('shows a refused add and leaves the cart as it was', async () => {
    const { cart, settled } = startCart();
    cart.send({ type: 'cart.add', line: line(omega, 2) });
    await settled();
    cart.send({ type: 'cart.add', line: line(omega, 100_000) });
    const after = await settled();
    expect(after.context.errors.addItem?.code).toBe('qtyTooHigh');
    expect(selectItemCount(after)).toBe(2);
  });

  it('removes the lines the stock no longer covers when the cart is read, instead of showing stock errors', async () => {
    const { cart, settled } = startCart();
    cart.send({ type: 'cart.add', line: line(omega, 2) });
    cart.send({ type: 'cart.add', line: line(collagen, 1, [flavourUid('Citron')]) });
    await settled();
    backend.hooks.setStock(omega.sku, 0);
    try {
      cart.send({ type: 'cart.refresh' });
      const after = await settled();
      expect(after.context.cart!.items.map((item) => item.name)).toEqual([collagen.name]);
      expect(after.context.errors).toMatchObject({ getCart: null, getDetails: null });
      expect(after.context.unavailable).toEqual([]);
    } finally {
      backend.hooks.setStock(omega.sku, 112);
    }
  });

  it('adds a configurable product by its options, and changes them: the new variant first, then the old line goes', async () => {
    const { cart, sent, settled } = startCart();
    cart.send({ type: 'cart.add', line: line(collagen, 2, [flavourUid('Nature')]) });
    const added = await settled();
    const item = added.context.cart!.items[0]!;
    expect(item.options).toMatchObject([{ value: 'Nature' }]);
    expect(item.choices[0]!.values.map((value) => value.label)).toEqual(['Nature', 'Citron', 'Fruits rouges']);
    // Each variant's values by attribute code, with its stock: what the edit form offers (or marks out of stock).
    expect(item.choices[0]!.code).toBe('flavour');
    expect(item.variants).toEqual(['Nature', 'Citron', 'Fruits rouges'].map((label) => ({ options: { flavour: flavourUid(label) }, inStock: true })));

    // Its own options again: nothing is asked (the add would merge into the line, and the removal take it away).
    cart.send({ type: 'cart.edit.begin', uid: item.uid });
    cart.send({ type: 'cart.changeOptions', uid: item.uid, selectedOptions: [flavourUid('Nature')] });
    const kept = await settled();
    expect(kept.context.cart!.items.map((line) => [line.options[0]!.value, line.quantity])).toEqual([['Nature', 2]]);
    expect(kept.context.editing).toBeNull();

    cart.send({ type: 'cart.edit.begin', uid: item.uid });
    cart.send({ type: 'cart.changeOptions', uid: item.uid, selectedOptions: [flavourUid('Citron')] });
    const changed = await settled();
    expect(changed.context.cart!.items.map((line) => [line.options[0]!.value, line.quantity])).toEqual([['Citron', 2]]);
    expect(changed.context.editing).toBeNull();
    expect(sent.slice(-2).map((request) => request.operation)).toEqual(['AddProductsToCart', 'RemoveCartItem']);
  });

  it('updates and removes lines, applies and removes coupons, and estimates shipping to France', async () => {
    const { cart, settled } = startCart();
    cart.send({ type: 'cart.add', line: line(omega, 1) });
    const { context } = await settled();
    const uid = context.cart!.items[0]!.uid;

    cart.send({ type: 'cart.update', uid, quantity: 3 });
    expect(selectItemCount(await settled())).toBe(3);

    cart.send({ type: 'cart.coupon.apply', code: 'NOEL2024' });
    expect((await settled()).context.errors.coupon?.code).toBe('couponInvalid');
    cart.send({ type: 'cart.coupon.apply', code: 'BIENVENUE10' });
    const discounted = (await settled()).context.cart!;
    expect(discounted.couponCode).toBe('BIENVENUE10');
    expect(discounted.prices.discounts[0]!.amount.value).toBeCloseTo(discounted.prices.subtotal.value / 10, 2);

    cart.send({ type: 'cart.shipping.estimate', postcode: '75001' });
    const estimated = (await settled()).context.estimate!;
    expect(estimated.carrierCode).toBeTruthy();
    expect(estimated.amount.currency).toBe('EUR');

    cart.send({ type: 'cart.coupon.remove' });
    expect((await settled()).context.cart!.couponCode).toBeNull();
    cart.send({ type: 'cart.remove', uid });
    const emptied = await settled();
    expect(emptied.context.cart!.items).toEqual([]);
    expect(selectItemCount(emptied)).toBe(0);
  });
});
