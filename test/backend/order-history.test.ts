// customer.orders, reorderItems and guestOrder: Magento 2.4.7's fields, texts and checks; one customer never sees
// another's orders; the tracking lookup's failures are limited per client address.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { migrate } from '../../src/backend/db/migrate';
import { AttemptLimiter } from '../../src/backend/limits/attempt-limiter';
import { addOk, bearer, customerToken, onlyError, optionUids } from './cart-support';
import { ADDRESS, CARDS, payGuest, payment, query, readyGuestCart, rest } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ testHooks: true });
});
afterAll(() => t.close());
beforeEach(() => {
  t.backend.hooks.setStock('MELA-1', 50);
  t.backend.hooks.setStock('VITC-150-CIT', 5);
});

const ORDER_FIELDS = `id number order_date status
  total { subtotal { value currency } total_shipping { value } total_tax { value } grand_total { value currency } discounts { label } }
  items { product_name product_sku quantity_ordered product_sale_price { value currency } selected_options { label value } }
  shipping_address { firstname lastname street city postcode country_code telephone }
  billing_address { firstname lastname postcode }
  shipping_method payment_methods { name type }`;
const ORDERS = `query ($page: Int, $size: Int, $filter: CustomerOrdersFilterInput, $sort: CustomerOrderSortInput) {
  customer { orders(currentPage: $page, pageSize: $size, filter: $filter, sort: $sort) {
    items { ${ORDER_FIELDS} } page_info { current_page page_size total_pages } total_count } } }`;
const REORDER = `mutation ($number: String!) { reorderItems(orderNumber: $number) {
  cart { id total_quantity items { quantity product { sku } } } userInputErrors { code message path } } }`;
const GUEST_ORDER = `query ($input: OrderInformationInput!) { guestOrder(input: $input) { number status items { product_name quantity_ordered } } }`;

/** A paid order of the customer holding `items`: its number. */
async function customerOrder(token: string, items: Array<Record<string, unknown>>): Promise<string> {
  const auth = { headers: bearer(token) };
  const cartId = (await t.gql('query { customerCart { id } }', auth)).body.data!.customerCart.id as string;
  await addOk(t, cartId, items, bearer(token));
  const info = await rest(t, '/rest/V1/carts/mine/shipping-information', {
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
  }, auth);
  expect(info.status).toBe(200);
  const placed = await rest(t, '/rest/V1/carts/mine/payment-information', {
    cartId, billingAddress: ADDRESS, paymentMethod: payment(cartId, CARDS.authorised).paymentMethod,
  }, auth);
  expect(placed.status).toBe(200);
  return query<{ increment_id: string }>(t, 'SELECT increment_id FROM sales_order WHERE entity_id = ?', Number(placed.body))[0]!.increment_id;
}

const orders = async (token: string, variables: Record<string, unknown> = {}) => t.gql(ORDERS, { variables, headers: bearer(token) });

describe('customer.orders', () => {
  let token: string;
  let first: string;
  let second: string;
  beforeAll(async () => {
    token = await customerToken(t, 'historique@example.com');
    first = await customerOrder(token, [{ sku: 'MELA-1', quantity: 2 }]);
    t.clock.now += 60_000;
    const uids = await optionUids(t, 'VITC-POUDRE');
    second = await customerOrder(token, [{ sku: 'VITC-POUDRE', quantity: 1, selected_options: [uids['150 g']!, uids['Citron']!] }]);
  });

  test('newest first, with lines, addresses, shipping, payment and totals', async () => {
    const reply = await orders(token);
    expect(reply.headers.get('cache-control')).toContain('no-store');
    const { items, page_info, total_count } = reply.body.data!.customer.orders;
    expect(total_count).toBe(2);
    expect(page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    expect(items.map((o: { number: string }) => o.number)).toEqual([second, first]);
    const older = items[1];
    expect(older).toMatchObject({
      status: 'Processing',
      order_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      items: [{ product_name: 'Mélatonine 1 mg', product_sku: 'MELA-1', quantity_ordered: 2, product_sale_price: { currency: 'EUR' }, selected_options: [] }],
      shipping_address: { firstname: 'Camille', lastname: 'Durand', street: ['12 rue de la République'], city: 'Lyon', postcode: '69002', country_code: 'FR' },
      billing_address: { postcode: '69002' },
      payment_methods: [{ name: 'Carte bancaire', type: 'adyen_cc' }],
    });
    expect(older.shipping_method).toMatch(/Colissimo/);
    const total = older.total;
    expect(total.grand_total.currency).toBe('EUR');
    expect(total.subtotal.value + total.total_shipping.value + total.total_tax.value).toBeCloseTo(total.grand_total.value, 2);
    expect(items[0].items[0].selected_options).toEqual(expect.arrayContaining([{ label: expect.any(String), value: 'Citron' }]));
  });

  test('paged, filtered by number, sorted as asked', async () => {
    const page2 = (await orders(token, { page: 2, size: 1 })).body.data!.customer.orders;
    expect(page2.items.map((o: { number: string }) => o.number)).toEqual([first]);
    expect(page2.page_info).toEqual({ current_page: 2, page_size: 1, total_pages: 2 });
    const one = (await orders(token, { filter: { number: { eq: first } } })).body.data!.customer.orders;
    expect(one.items.map((o: { number: string }) => o.number)).toEqual([first]);
    const ascending = (await orders(token, { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } })).body.data!.customer.orders;
    expect(ascending.items.map((o: { number: string }) => o.number)).toEqual([first, second]);
  });

  test('bad paging answers Magento’s errors; a guest is not authorized', async () => {
    expect(onlyError(await orders(token, { page: 0 }))).toEqual({ message: 'currentPage value must be greater than 0.', category: 'graphql-input' });
    expect(onlyError(await orders(token, { size: 0 }))).toEqual({ message: 'pageSize value must be greater than 0.', category: 'graphql-input' });
    expect(onlyError(await orders(token, { page: 9 })))
      .toEqual({ message: 'currentPage value 9 specified is greater than the 1 page(s) available.', category: 'graphql-input' });
    expect(onlyError(await t.gql(ORDERS))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });

  test('another customer sees none of them, even by number', async () => {
    const other = await customerToken(t, 'voisine@example.com');
    const reply = (await orders(other, { filter: { number: { in: [first, second] } } })).body.data!.customer.orders;
    expect(reply).toEqual({ items: [], page_info: { current_page: 1, page_size: 20, total_pages: 0 }, total_count: 0 });
    expect(JSON.stringify((await orders(other)).body)).not.toContain(first);
    expect(onlyError(await t.gql(REORDER, { variables: { number: first }, headers: bearer(other) })))
      .toEqual({ message: `Order number "${first}" doesn't belong to the current customer`, category: 'graphql-input' });
  });

  test('an unpaid order is not listed', async () => {
    const unpaidToken = await customerToken(t, 'impaye@example.com');
    const auth = { headers: bearer(unpaidToken) };
    const cartId = (await t.gql('query { customerCart { id } }', auth)).body.data!.customerCart.id as string;
    await addOk(t, cartId, [{ sku: 'MELA-1', quantity: 1 }], bearer(unpaidToken));
    await rest(t, '/rest/V1/carts/mine/shipping-information', {
      addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
    }, auth);
    await rest(t, '/rest/V1/carts/mine/payment-information', { cartId, billingAddress: ADDRESS, paymentMethod: payment(cartId, CARDS.refused).paymentMethod }, auth);
    expect((await orders(unpaidToken)).body.data!.customer.orders.total_count).toBe(0);
  });

  describe('reorderItems', () => {
    test('puts the order’s lines, options included, back in the customer’s cart', async () => {
      const reply = await t.gql(REORDER, { variables: { number: second }, headers: bearer(token) });
      expect(reply.body.data!.reorderItems.userInputErrors).toEqual([]);
      expect(reply.body.data!.reorderItems.cart.items).toEqual([{ quantity: 1, product: { sku: 'VITC-POUDRE' } }]);
      const again = await t.gql(REORDER, { variables: { number: first }, headers: bearer(token) });
      expect(again.body.data!.reorderItems.cart.total_quantity).toBe(3);
    });

    test('a line out of stock is reported with its code; the others are added', async () => {
      t.backend.hooks.setStock('MELA-1', 0);
      const fresh = await customerToken(t, 'rupture@example.com');
      const number = await (async () => {
        t.backend.hooks.setStock('MELA-1', 50);
        return customerOrder(fresh, [{ sku: 'MELA-1', quantity: 1 }, { sku: 'VITD3-2000', quantity: 1 }]);
      })();
      t.backend.hooks.setStock('MELA-1', 0);
      const reply = (await t.gql(REORDER, { variables: { number }, headers: bearer(fresh) })).body.data!.reorderItems;
      expect(reply.userInputErrors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "MELA-1"', path: ['orderNumber'] }]);
      expect(reply.cart.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual(['VITD3-2000']);
    });

    test('a guest is not authorized; an unknown number is not the customer’s', async () => {
      expect(onlyError(await t.gql(REORDER, { variables: { number: first } })))
        .toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
      expect(onlyError(await t.gql(REORDER, { variables: { number: '999999999' }, headers: bearer(token) })))
        .toEqual({ message: 'Order number "999999999" doesn\'t belong to the current customer', category: 'graphql-input' });
    });
  });
});

describe('guestOrder', () => {
  let number: string;
  beforeAll(async () => {
    const cartId = await readyGuestCart(t);
    const placed = await payGuest(t, cartId, CARDS.authorised);
    number = query<{ increment_id: string }>(t, 'SELECT increment_id FROM sales_order WHERE entity_id = ?', Number(placed.body))[0]!.increment_id;
  });
  beforeEach(() => {
    // Each test starts with a clean slate of failures: they are counted over a window that has passed.
    t.clock.now += 16 * 60 * 1000;
  });
  const lookUp = (input: Record<string, string>) => t.gql(GUEST_ORDER, { variables: { input } });
  const NOT_FOUND = { message: "We couldn't locate an order with the information provided.", category: 'graphql-no-such-entity' };

  test('the right number, e-mail and postcode show the order, privately', async () => {
    const reply = await lookUp({ number, email: 'camille@example.com', postcode: '69002' });
    expect(reply.body.data!.guestOrder).toEqual({ number, status: 'Processing', items: [{ product_name: 'Mélatonine 1 mg', quantity_ordered: 2 }] });
    expect(reply.headers.get('cache-control')).toContain('no-store');
  });

  test('the e-mail and postcode as a shopper types them: any case, spaces around or inside the postcode', async () => {
    for (const input of [{ email: 'Camille@Example.COM', postcode: '69002' }, { email: ' camille@example.com ', postcode: '69 002' }]) {
      expect((await lookUp({ number: ` ${number}`, ...input })).body.data!.guestOrder.number, JSON.stringify(input)).toBe(number);
    }
  });

  test('a wrong e-mail, postcode or number all answer the same error', async () => {
    expect(onlyError(await lookUp({ number, email: 'autre@example.com', postcode: '69002' }))).toEqual(NOT_FOUND);
    expect(onlyError(await lookUp({ number, email: 'camille@example.com', postcode: '75001' }))).toEqual(NOT_FOUND);
    expect(onlyError(await lookUp({ number: '000999999', email: 'camille@example.com', postcode: '69002' }))).toEqual(NOT_FOUND);
    expect(onlyError(await lookUp({ number: 'x'.repeat(5000), email: 'camille@example.com', postcode: '69002' }))).toEqual(NOT_FOUND);
  });

  test('a customer’s order asks to sign in, only once the triple is right', async () => {
    const token = await customerToken(t, 'suivi@example.com');
    const own = await customerOrder(token, [{ sku: 'MELA-1', quantity: 1 }]);
    expect(onlyError(await lookUp({ number: own, email: 'suivi@example.com', postcode: '75001' }))).toEqual(NOT_FOUND);
    t.clock.now += 16 * 60 * 1000;
    expect(onlyError(await lookUp({ number: own, email: 'suivi@example.com', postcode: '69002' })))
      .toEqual({ message: 'Please login to view the order.', category: 'graphql-authorization' });
  });

  test('five failures in 15 minutes refuse the client, even the right triple, until the window passes', async () => {
    for (let i = 0; i < 5; i += 1) expect(onlyError(await lookUp({ number, email: `essai${i}@example.com`, postcode: '69002' }))).toEqual(NOT_FOUND);
    const blocked = await lookUp({ number, email: 'camille@example.com', postcode: '69002' });
    expect(blocked.status).toBe(200);
    expect(onlyError(blocked)).toEqual({ message: 'Too many attempts to find an order. Please try again in 15 minutes.', category: 'graphql-input' });
    t.clock.now += 15 * 60 * 1000;
    expect((await lookUp({ number, email: 'camille@example.com', postcode: '69002' })).body.data!.guestOrder.number).toBe(number);
  });

  test('a missing field is GraphQL’s own error, never a 500', async () => {
    const reply = await t.gql(GUEST_ORDER, { variables: { input: { number, email: 'camille@example.com' } } });
    expect(reply.status).toBe(200);
    expect(reply.body.errors![0]!.message).toContain('postcode');
  });
});

describe('the lookup limit', () => {
  test('counts per client: one address used up its failures, another is not refused; a reopened database remembers', () => {
    const db = new Database(':memory:');
    migrate(db);
    const limiter = new AttemptLimiter(db, 'test', { attempts: 2, windowMs: 1000 });
    limiter.record('10.0.0.1', 0);
    limiter.record('10.0.0.1', 10);
    expect(limiter.isBlocked('10.0.0.1', 20)).toBe(true);
    expect(limiter.isBlocked('10.0.0.2', 20)).toBe(false);
    // Another limiter on the same table, as after a restart: still blocked; another scope is not.
    expect(new AttemptLimiter(db, 'test', { attempts: 2, windowMs: 1000 }).isBlocked('10.0.0.1', 20)).toBe(true);
    expect(new AttemptLimiter(db, 'other', { attempts: 2, windowMs: 1000 }).isBlocked('10.0.0.1', 20)).toBe(false);
    expect(limiter.isBlocked('10.0.0.1', 1005)).toBe(false);
    // What the window no longer holds is deleted as new attempts come.
    limiter.record('10.0.0.3', 2000);
    expect(db.prepare("SELECT subject FROM limit_attempt WHERE scope = 'test'").all()).toEqual([{ subject: '10.0.0.3' }]);
    db.close();
  });
});
