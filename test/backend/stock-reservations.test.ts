// Placing an order reserves its stock (MSI's reservations): a 3-D Secure challenge in progress holds the goods, so a
// second cart cannot buy them meanwhile; a refusal or an order abandoned past the pending lifetime gives them back.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CARDS, actionToken, guestDetails, guestStatus, payGuest, query, readyGuestCart, simulatorPage, stockOf } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ testHooks: true });
});
afterAll(() => t.close());
beforeEach(() => {
  t.backend.hooks.setStock('MELA-1', 40);
});

const FORTY = [{ sku: 'MELA-1', quantity: 40 }];
// Magento's quote checks: none left is the cart's "out of stock"; fewer than asked, the quantity's.
const SOLD_OUT = { status: 400, body: { message: 'Some of the products are out of stock.' } };
const NOT_AVAILABLE = { status: 400, body: { message: 'The requested qty is not available' } };
const stateOf = (orderId: string) => query<{ state: string }>(t, 'SELECT state FROM sales_order WHERE entity_id = ?', Number(orderId))[0]!.state;
const ordersOf = (cartId: string) =>
  query(t, 'SELECT o.entity_id FROM sales_order o JOIN quote q ON q.entity_id = o.quote_id WHERE q.masked_id = ?', cartId).length;

/** Answers the order's challenge with the simulator's code (`password` authorises). */
async function answerChallenge(cartId: string, orderId: string, code = 'password', on = t) {
  const { acsURL } = actionToken((await guestStatus(on, cartId, orderId)).action);
  const done = await simulatorPage(on, acsURL, code);
  return guestDetails(on, cartId, orderId, done.threeDSResult!);
}

describe('stock reserved at placement', () => {
  test('stock 40, three carts of 40 through the challenge: one order; the others are refused at placement', async () => {
    const carts = [await readyGuestCart(t, FORTY), await readyGuestCart(t, FORTY), await readyGuestCart(t, FORTY)];
    const first = await payGuest(t, carts[0]!, CARDS.challenge);
    expect(first.status).toBe(200);
    // The challenge is still open: its 40 units are held.
    expect(stockOf(t, 'MELA-1')).toBe(0);
    for (const cartId of carts.slice(1)) expect(await payGuest(t, cartId, CARDS.challenge)).toMatchObject(SOLD_OUT);
    expect(JSON.parse((await answerChallenge(carts[0]!, first.body as string)).body)).toMatchObject({ resultCode: 'Authorised' });
    expect(stateOf(first.body as string)).toBe('processing');
    expect(carts.map(ordersOf)).toEqual([1, 0, 0]);
    expect(stockOf(t, 'MELA-1')).toBe(0);
  });

  test('stock 50: a second cart of 40 is short, "The requested qty is not available"; one of 10 buys the rest', async () => {
    t.backend.hooks.setStock('MELA-1', 50);
    const carts = [await readyGuestCart(t, FORTY), await readyGuestCart(t, FORTY), await readyGuestCart(t, [{ sku: 'MELA-1', quantity: 10 }])];
    expect((await payGuest(t, carts[0]!, CARDS.challenge)).status).toBe(200);
    expect(await payGuest(t, carts[1]!, CARDS.challenge)).toMatchObject(NOT_AVAILABLE);
    expect((await payGuest(t, carts[2]!, CARDS.authorised)).status).toBe(200);
    expect(stockOf(t, 'MELA-1')).toBe(0);
  });

  test('the same three at once: one order', async () => {
    const carts = [await readyGuestCart(t, FORTY), await readyGuestCart(t, FORTY), await readyGuestCart(t, FORTY)];
    const replies = await Promise.all(carts.map((cartId) => payGuest(t, cartId, CARDS.challenge)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status !== 200)).toEqual([SOLD_OUT, SOLD_OUT].map((r) => expect.objectContaining(r)));
    expect(carts.map(ordersOf).reduce((a, b) => a + b)).toBe(1);
  });

  test('a refused challenge gives the stock back, and another cart buys it', async () => {
    const [refusedCart, otherCart] = [await readyGuestCart(t, FORTY), await readyGuestCart(t, FORTY)];
    const orderId = (await payGuest(t, refusedCart!, CARDS.challenge)).body as string;
    expect((await answerChallenge(refusedCart!, orderId, '123456')).status).toBe(400);
    expect(stockOf(t, 'MELA-1')).toBe(40);
    expect((await payGuest(t, otherCart!, CARDS.authorised)).status).toBe(200);
    expect(stockOf(t, 'MELA-1')).toBe(0);
  });

  test('a challenge left open: the same cart pays again with another card, not short of its own goods', async () => {
    const cartId = await readyGuestCart(t, FORTY);
    const orderId = (await payGuest(t, cartId, CARDS.challenge)).body as string;
    const paid = await payGuest(t, cartId, CARDS.authorised);
    expect(paid).toMatchObject({ status: 200, body: orderId });
    expect(stateOf(orderId)).toBe('processing');
    expect(stockOf(t, 'MELA-1')).toBe(0);
  });

  // A backend of its own: its clock moves past every other test's open challenge.
  test('an order unpaid past the pending lifetime (480 min) is cancelled at the next placement; its late answer pays nothing', async () => {
    const own = await startTestBackend({ testHooks: true });
    try {
      own.backend.hooks.setStock('MELA-1', 40);
      const [abandonedCart, otherCart] = [await readyGuestCart(own, FORTY), await readyGuestCart(own, FORTY)];
      const orderId = (await payGuest(own, abandonedCart!, CARDS.challenge)).body as string;
      own.clock.now += 479 * 60_000;
      expect(await payGuest(own, otherCart!, CARDS.authorised)).toMatchObject(SOLD_OUT);
      own.clock.now += 2 * 60_000;
      expect((await payGuest(own, otherCart!, CARDS.authorised)).status).toBe(200);
      expect(query<{ state: string }>(own, 'SELECT state FROM sales_order WHERE entity_id = ?', Number(orderId))[0]!.state).toBe('canceled');
      expect(await answerChallenge(abandonedCart!, orderId, 'password', own)).toMatchObject({ status: 400, body: { message: 'Payment details call failed' } });
      expect(stockOf(own, 'MELA-1')).toBe(0);
    } finally {
      await own.close();
    }
  });
});
