// Cart totals under French VAT (5.5 %, prices include it) and the shop's coupons, checked to the cent.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartTotals, distribute, taxIncluded } from '../../src/backend/cart/totals';
import { APPLY_COUPON, CART, REMOVE_COUPON, UPDATE, addOk, euros, guestCart, onlyError } from './cart-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

/** MELA-1 × 2 (9,90 €), VITD3-2000 × 1 (special price 11,60 €), MAG-B6 × 1 (19,90 €): 51,30 € tax included. */
async function threeLines(): Promise<string> {
  const id = await guestCart(t);
  await addOk(t, id, [{ sku: 'MELA-1', quantity: 2 }, { sku: 'VITD3-2000', quantity: 1 }, { sku: 'MAG-B6', quantity: 1 }]);
  return id;
}

const apply = (id: string, code: string) => t.gql(APPLY_COUPON, { variables: { input: { cart_id: id, coupon_code: code } } });

describe('totals', () => {
  test('without discount: VAT row by row, subtotals and grand total to the cent', async () => {
    const cart = (await t.gql(CART, { variables: { id: await threeLines() } })).body.data!.cart;
    // Row taxes: 19,80 → 1,03; 11,60 → 0,60; 19,90 → 1,04 (x·5,5/105,5, rounded per row).
    expect(cart.items.map((i: { prices: { row_total: unknown; row_total_including_tax: unknown; price: unknown } }) => [i.prices.price, i.prices.row_total, i.prices.row_total_including_tax]))
      .toEqual([[euros(9.38), euros(18.77), euros(19.8)], [euros(11), euros(11), euros(11.6)], [euros(18.86), euros(18.86), euros(19.9)]]);
    expect(cart.prices).toEqual({
      subtotal_including_tax: euros(51.3),
      subtotal_excluding_tax: euros(48.63),
      subtotal_with_discount_excluding_tax: euros(48.63),
      grand_total: euros(51.3),
      applied_taxes: [{ label: 'TVA 5,5 %', amount: euros(2.67) }],
      discounts: null,
    });
    expect(cart.applied_coupons).toBeNull();
  });

  test('an empty cart is worth nothing and has no taxes', async () => {
    const cart = (await t.gql(CART, { variables: { id: await guestCart(t) } })).body.data!.cart;
    expect(cart.prices).toEqual({
      subtotal_including_tax: euros(0), subtotal_excluding_tax: euros(0), subtotal_with_discount_excluding_tax: euros(0),
      grand_total: euros(0), applied_taxes: [], discounts: null,
    });
  });
});

describe('coupons', () => {
  test('BIENVENUE10: 10 % off prices including tax, tax computed after the discount', async () => {
    const id = await threeLines();
    const reply = await apply(id, 'BIENVENUE10');
    expect(reply.body.errors).toBeUndefined();
    const cart = reply.body.data!.applyCouponToCart.cart;
    expect(cart.applied_coupons).toEqual([{ code: 'BIENVENUE10' }]);
    // 5,13 € off: 1,98 + 1,16 + 1,99; taxes on 17,82, 10,44 and 17,91: 0,93 + 0,54 + 0,93.
    expect(cart.items.map((i: { prices: { total_item_discount: unknown } }) => i.prices.total_item_discount))
      .toEqual([euros(1.98), euros(1.16), euros(1.99)]);
    expect(cart.items[0].prices.discounts).toEqual([{ label: 'Bienvenue : 10 % de remise', amount: euros(1.98) }]);
    expect(cart.prices).toEqual({
      subtotal_including_tax: euros(51.3),
      subtotal_excluding_tax: euros(48.63),
      subtotal_with_discount_excluding_tax: euros(43.77),
      grand_total: euros(46.17),
      applied_taxes: [{ label: 'TVA 5,5 %', amount: euros(2.4) }],
      discounts: [{ label: 'Bienvenue : 10 % de remise', applied_to: 'ITEM', coupon: { code: 'BIENVENUE10' }, amount: euros(5.13) }],
    });
  });

  test('ETE5: 5 € off from 30 €, spread over the lines; below 30 € it is not valid, and it goes when the cart falls below', async () => {
    const small = await guestCart(t);
    await addOk(t, small, [{ sku: 'MELA-1', quantity: 3 }]);
    expect(onlyError(await apply(small, 'ETE5')))
      .toEqual({ message: "The coupon code isn't valid. Verify the code and try again.", category: 'graphql-no-such-entity' });

    const id = await threeLines();
    const cart = (await apply(id, 'ete5')).body.data!.applyCouponToCart.cart;
    // Codes are found whatever their case; the cart keeps what was typed.
    expect(cart.applied_coupons).toEqual([{ code: 'ete5' }]);
    // 5,00 € in proportion to 19,80 / 11,60 / 19,90: 1,93 + 1,13 + 1,94; taxes 0,93 + 0,55 + 0,94.
    expect(cart.items.map((i: { prices: { total_item_discount: unknown } }) => i.prices.total_item_discount))
      .toEqual([euros(1.93), euros(1.13), euros(1.94)]);
    expect(cart.prices).toMatchObject({
      grand_total: euros(46.3),
      subtotal_with_discount_excluding_tax: euros(43.88),
      applied_taxes: [{ label: 'TVA 5,5 %', amount: euros(2.42) }],
      discounts: [{ label: 'Été : 5 € offerts dès 30 € d’achat', applied_to: 'ITEM', coupon: { code: 'ete5' }, amount: euros(5) }],
    });

    // 19,80 € left: the rule no longer applies, and the coupon is dropped from the cart.
    const lines = cart.items.map((i: { uid: string }) => i.uid);
    const lowered = await t.gql(UPDATE, { variables: { input: { cart_id: id, cart_items: [
      { cart_item_uid: lines[1], quantity: 0 }, { cart_item_uid: lines[2], quantity: 0 },
    ] } } });
    expect(lowered.body.data!.updateCartItems.cart).toMatchObject({ applied_coupons: null, prices: { grand_total: euros(19.8), discounts: null } });
    expect((await apply(id, 'BIENVENUE10')).body.errors).toBeUndefined();
  });

  test('a fixed discount never takes more than the cart', async () => {
    const totals = cartTotals([{ id: 1, unitPrice: 3.2, qty: 1 }], { action: 'cart_fixed', amount: 5 });
    expect(totals).toMatchObject({ discount: 3.2, grandTotal: 0, tax: 0, subtotalWithDiscountExclTax: 0 });
  });

  test('LIVRAISONOFFERTE: no money off, the coupon is applied (free shipping shows in the estimate)', async () => {
    const id = await threeLines();
    const cart = (await apply(id, 'LIVRAISONOFFERTE')).body.data!.applyCouponToCart.cart;
    expect(cart.applied_coupons).toEqual([{ code: 'LIVRAISONOFFERTE' }]);
    expect(cart.prices).toMatchObject({ grand_total: euros(51.3), discounts: null });
  });

  test('expired, unknown, a second coupon, an empty cart; removing', async () => {
    const invalid = { message: "The coupon code isn't valid. Verify the code and try again.", category: 'graphql-no-such-entity' };
    const id = await threeLines();
    expect(onlyError(await apply(id, 'NOEL2024'))).toEqual(invalid);
    expect(onlyError(await apply(id, 'PROMO-INCONNUE'))).toEqual(invalid);
    expect((await apply(id, 'BIENVENUE10')).body.errors).toBeUndefined();
    expect(onlyError(await apply(id, 'ETE5')))
      .toEqual({ message: 'A coupon is already applied to the cart. Please remove it to apply another', category: 'graphql-input' });

    const removed = await t.gql(REMOVE_COUPON, { variables: { input: { cart_id: id } } });
    expect(removed.body.data!.removeCouponFromCart.cart).toMatchObject({ applied_coupons: null, prices: { grand_total: euros(51.3), discounts: null } });
    expect((await apply(id, 'ETE5')).body.errors).toBeUndefined();

    const empty = await guestCart(t);
    const noProducts = { message: 'Cart does not contain products.', category: 'graphql-no-such-entity' };
    expect(onlyError(await apply(empty, 'BIENVENUE10'))).toEqual(noProducts);
    expect(onlyError(await t.gql(REMOVE_COUPON, { variables: { input: { cart_id: empty } } }))).toEqual(noProducts);
  });

  test('a coupon expires with its rule’s last day (store time)', async () => {
    const id = await threeLines();
    const saved = t.clock.now;
    t.clock.now = Date.parse('2024-12-31T22:30:00Z'); // 23:30 in Paris, still the 31st
    expect((await apply(id, 'NOEL2024')).body.errors).toBeUndefined();
    expect((await t.gql(CART, { variables: { id } })).body.data!.cart.prices.grand_total).toEqual(euros(43.6));
    t.clock.now = Date.parse('2024-12-31T23:30:00Z'); // 00:30 on 1 January in Paris
    const after = (await t.gql(CART, { variables: { id } })).body.data!.cart;
    expect(after).toMatchObject({ applied_coupons: null, prices: { grand_total: euros(51.3), discounts: null } });
    t.clock.now = saved;
  });
});

describe('the arithmetic', () => {
  test('tax included in an amount: 5,5/105,5 of it, rounded to the cent', () => {
    expect([990, 1980, 1160, 1990, 0, 1].map(taxIncluded)).toEqual([52, 103, 60, 104, 0, 0]);
  });

  test('spreading a total keeps every cent', () => {
    expect(distribute(500, [1980, 1160, 1990])).toEqual([193, 113, 194]);
    expect(distribute(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(distribute(0, [5, 5])).toEqual([0, 0]);
  });

  test('for any cart: grand total = subtotal − discount = subtotal after discount excluding tax + tax', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 0; n < 500; n++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, id) => ({
        id, unitPrice: Math.round(random() * 8000 + 50) / 100, qty: 1 + Math.floor(random() * 6),
      }));
      const discounting = random() < 0.5
        ? { action: 'by_percent' as const, amount: Math.floor(random() * 60) }
        : { action: 'cart_fixed' as const, amount: Math.floor(random() * 3000) / 100 };
      const totals = cartTotals(lines, discounting);
      const cents = (x: number) => Math.round(x * 100);
      const rows = [...totals.lines.values()];
      expect(cents(totals.grandTotal)).toBe(cents(totals.subtotalInclTax) - cents(totals.discount));
      expect(cents(totals.grandTotal)).toBe(cents(totals.subtotalWithDiscountExclTax) + cents(totals.tax));
      expect(rows.reduce((s, r) => s + cents(r.discount), 0)).toBe(cents(totals.discount));
      expect(rows.reduce((s, r) => s + cents(r.tax), 0)).toBe(cents(totals.tax));
      expect(rows.reduce((s, r) => s + cents(r.rowTotal), 0)).toBe(cents(totals.subtotalExclTax));
      for (const r of rows) expect(r.discount).toBeLessThanOrEqual(r.rowTotalInclTax);
    }
  });
});
