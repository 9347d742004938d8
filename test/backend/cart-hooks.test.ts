// The test hooks over HTTP: off unless asked for, then /__test__/ deactivates carts and changes stock.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testHooksRequested } from '../../src/backend/testing/hooks';
import { CART, addOk, guestCart, onlyError } from './cart-support';
import { startTestBackend, type TestBackend } from './helpers';

let off: TestBackend;
let on: TestBackend;
beforeAll(async () => {
  off = await startTestBackend();
  on = await startTestBackend({ testHooks: true });
});
afterAll(async () => {
  await off.close();
  await on.close();
});

const post = (t: TestBackend, path: string, body?: unknown) => fetch(`${t.url}${path}`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

test('only VITRINE_TEST_HOOKS=1 asks for them', () => {
  expect(testHooksRequested({ VITRINE_TEST_HOOKS: '1' })).toBe(true);
  for (const value of [undefined, '', '0', 'true', 'yes']) expect(testHooksRequested({ VITRINE_TEST_HOOKS: value })).toBe(false);
});

describe('by default', () => {
  test('nothing is served under /__test__/ and the storefront does not forward it', async () => {
    expect(off.backend.paths).not.toContain('/__test__/');
    const id = await guestCart(off);
    const reply = await post(off, `/__test__/carts/${id}/deactivate`);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ message: 'Request does not match any route.' });
    expect((await off.gql(CART, { variables: { id } })).body.errors).toBeUndefined();
  });
});

describe('with test hooks on', () => {
  test('the storefront forwards /__test__/ to the backend', () => {
    expect(on.backend.paths).toContain('/__test__/');
  });

  test('POST /__test__/carts/<id>/deactivate ends a cart mid-session', async () => {
    const id = await guestCart(on);
    const reply = await post(on, `/__test__/carts/${id}/deactivate`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await reply.json()).toEqual({ ok: true });
    expect(onlyError(await on.gql(CART, { variables: { id } }))).toEqual({ message: "The cart isn't active.", category: 'graphql-no-such-entity' });
    expect((await post(on, '/__test__/carts/unknown/deactivate')).status).toBe(404);
  });

  test('POST /__test__/stock/<sku> {"qty"} changes stock, in the cart and in the catalogue’s cached answers', async () => {
    const query = '{ products(filter: { sku: { eq: "OMEGA3" } }) { items { stock_status } } }';
    await on.gql(query);
    const cached = await on.gql(query);
    expect(cached.headers.get('x-magento-cache-debug')).toBe('HIT');
    expect(cached.body.data!.products.items).toEqual([{ stock_status: 'IN_STOCK' }]);
    const id = await guestCart(on);
    await addOk(on, id, [{ sku: 'OMEGA3', quantity: 1 }]);

    const reply = await post(on, '/__test__/stock/OMEGA3', { qty: 0 });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ ok: true });
    const after = await on.gql(query);
    expect(after.headers.get('x-magento-cache-debug')).toBe('MISS');
    expect(after.body.data!.products.items).toEqual([{ stock_status: 'OUT_OF_STOCK' }]);
    expect(onlyError(await on.gql(CART, { variables: { id } })).message).toBe('Some of the products are out of stock.');

    expect((await post(on, '/__test__/stock/OMEGA3', { qty: 10 })).status).toBe(200);
    expect((await on.gql(CART, { variables: { id } })).body.errors).toBeUndefined();
  });

  test('a configurable parent’s stock is its variants’: changing a variant reindexes the parent', async () => {
    const query = '{ products(filter: { sku: { eq: "VITC-POUDRE" } }) { items { stock_status price_range { minimum_price { final_price { value } } } } } }';
    expect((await post(on, '/__test__/stock/VITC-POUDRE', { qty: 5 })).status).toBe(404);
    expect((await post(on, '/__test__/stock/VITC-150-NAT', { qty: 4 })).status).toBe(200);
    // The 150 g nature, at its special price of 12 €, is now the cheapest variant in stock.
    expect((await on.gql(query)).body.data!.products.items).toEqual([{ stock_status: 'IN_STOCK', price_range: { minimum_price: { final_price: { value: 12 } } } }]);
    for (const sku of ['VITC-150-CIT', 'VITC-150-NAT', 'VITC-300-CIT']) await post(on, `/__test__/stock/${sku}`, { qty: 0 });
    expect((await on.gql(query)).body.data!.products.items[0].stock_status).toBe('OUT_OF_STOCK');
  });

  test('bad requests: unknown SKU or hook, a quantity that is not a whole number, GET', async () => {
    expect((await post(on, '/__test__/stock/NOPE', { qty: 1 })).status).toBe(404);
    for (const body of [{}, { qty: -1 }, { qty: 1.5 }, { qty: '3' }, null]) {
      const reply = await post(on, '/__test__/stock/MELA-1', body);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ message: 'Send {"qty": <whole number ≥ 0>}.' });
    }
    const get = await fetch(`${on.url}/__test__/stock/MELA-1`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await post(on, '/__test__/refunds')).status).toBe(404);
  });
});
