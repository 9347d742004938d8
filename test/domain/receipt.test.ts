import { describe, expect, it } from 'vitest';
import { orderLinkOf, receiptOf, storedReceipt, type Receipt, type ReceiptAmounts } from '../../src/domain/receipt';
import { CART, DISCOUNTED_CART } from '../fixtures/cart';
import { ADDRESS, EMAIL, METHODS } from '../fixtures/checkout';

const placed = { cart: DISCOUNTED_CART, signedIn: false, email: EMAIL, shippingAddress: ADDRESS, shippingMethod: METHODS[0]! };
const order = { orderId: '7', orderNumber: '000000007', paidWith: { kind: 'card' as const, brand: 'visa', last4: '1111' } };

describe('the receipt of an order placed', () => {
  it('holds the cart’s lines and amounts as they stood, the method’s name, the address and how it was paid', () => {
    const receipt = receiptOf(order, { ...placed, cart: { ...DISCOUNTED_CART, items: [{ ...CART.items[0]!, subscriptionFrequency: 30 }, CART.items[1]!] } });
    expect(receipt.lines).toEqual([
      { name: 'Oméga-3 d’algue, DHA végétal', options: [], quantity: 2, rowTotal: { value: 55.8, currency: 'EUR' }, subscriptionFrequency: 30 },
      { name: 'Collagène marin hydrolysé', options: [{ label: 'Saveur', value: 'Citron' }], quantity: 1, rowTotal: { value: 34.9, currency: 'EUR' }, subscriptionFrequency: null },
    ]);
    expect(receipt.amounts).toEqual({
      subtotal: { value: 90.7, currency: 'EUR' },
      discounts: [{ label: 'BIENVENUE10', amount: { value: 9.07, currency: 'EUR' } }],
      shipping: { value: 4.9, currency: 'EUR' },
      taxes: [{ label: 'TVA 5,5 %', amount: { value: 4.73, currency: 'EUR' } }],
      grandTotal: { value: 81.63, currency: 'EUR' },
    });
    expect(receipt).toMatchObject({ orderNumber: '000000007', shippingMethod: 'Colissimo – Livraison à domicile', shippingAddress: ADDRESS, paidWith: order.paidWith });
  });

  it('counts the shipping the cart holds when it tells it; the order id stands for a number not yet given', () => {
    const cart = { ...CART, shippingMethod: { carrierCode: 'colissimo', methodCode: 'home', amount: { value: 0, currency: 'EUR' } } };
    const receipt = receiptOf({ orderId: '7', orderNumber: null }, { ...placed, cart });
    expect(receipt.amounts!.shipping.value).toBe(0);
    expect(receipt.orderNumber).toBe('7');
    expect(receipt.paidWith).toBeNull();
  });

  it('without the cart (gone meanwhile), no lines and no amounts rather than wrong ones', () => {
    expect(receiptOf(order, { ...placed, cart: null })).toMatchObject({ lines: [], amounts: null });
  });

  it('links a customer to the order in their account, a guest to the tracking form filled in', () => {
    const receipt = receiptOf(order, placed);
    expect(orderLinkOf(receipt)).toBe('/track-my-order?number=000000007&email=lea.martin%40example.fr');
    expect(orderLinkOf({ ...receipt, signedIn: true, email: null })).toBe('/order-history/000000007');
  });
});

describe('a receipt the tab kept', () => {
  type Kept = Receipt & { amounts: ReceiptAmounts };
  const kept = (receipt: Receipt) => JSON.parse(JSON.stringify(receipt)) as Kept;
  const receipt = receiptOf(order, placed);

  it('is read back as it was written, with or without its amounts', () => {
    expect(storedReceipt(kept(receipt))).toEqual(receipt);
    expect(storedReceipt(kept(receiptOf(order, { ...placed, cart: null })))).toEqual(receiptOf(order, { ...placed, cart: null }));
  });

  it('holds a bounded number of lines, even from a cart of very many, and is read back', () => {
    const many = receiptOf(order, { ...placed, cart: { ...CART, items: Array.from({ length: 1000 }, () => CART.items[0]!) } });
    expect(many.lines.length).toBeLessThan(1000);
    expect(storedReceipt(kept(many))).toEqual(many);
  });

  it('is none when it is not one: an older shape or an edited one', () => {
    const broken: [string, (value: Kept) => unknown][] = [
      ['not an object', () => 'receipt'],
      ['null', () => null],
      ['a number', (r) => ({ ...r, orderNumber: 7 })],
      ['an order id', (r) => ({ ...r, orderId: 7 })],
      ['signed in', (r) => ({ ...r, signedIn: 'yes' })],
      ['lines', (r) => ({ ...r, lines: {} })],
      ['a line’s name', (r) => ({ ...r, lines: [{ ...r.lines[0], name: 1 }] })],
      ['a line’s total', (r) => ({ ...r, lines: [{ ...r.lines[0], rowTotal: 55.8 }] })],
      ['a line’s total’s value', (r) => ({ ...r, lines: [{ ...r.lines[0], rowTotal: { value: '55.8', currency: 'EUR' } }] })],
      ['a line’s total’s currency', (r) => ({ ...r, lines: [{ ...r.lines[0], rowTotal: { value: 55.8 } }] })],
      ['a line’s options', (r) => ({ ...r, lines: [{ ...r.lines[0], options: null }] })],
      ['a missing line', (r) => ({ ...r, lines: [null] })],
      ['too many lines', (r) => ({ ...r, lines: Array.from({ length: 1000 }, () => r.lines[0]) })],
      ['the method', (r) => ({ ...r, shippingMethod: null })],
      ['no amounts', (r) => ({ ...r, amounts: undefined })],
      ['the subtotal', (r) => ({ ...r, amounts: { ...r.amounts, subtotal: null } })],
      ['the shipping', (r) => ({ ...r, amounts: { ...r.amounts, shipping: 4.9 } })],
      ['the grand total', (r) => ({ ...r, amounts: { ...r.amounts, grandTotal: {} } })],
      ['the discounts', (r) => ({ ...r, amounts: { ...r.amounts, discounts: null } })],
      ['a discount’s label', (r) => ({ ...r, amounts: { ...r.amounts, discounts: [{ ...r.amounts.discounts[0], label: null }] } })],
      ['a discount’s amount', (r) => ({ ...r, amounts: { ...r.amounts, discounts: [{ label: 'BIENVENUE10', amount: 9.07 }] } })],
      ['a missing discount', (r) => ({ ...r, amounts: { ...r.amounts, discounts: [null] } })],
      ['the taxes', (r) => ({ ...r, amounts: { ...r.amounts, taxes: 'TVA' } })],
      ['the address', (r) => ({ ...r, shippingAddress: null })],
      ['the postcode', (r) => ({ ...r, shippingAddress: { ...r.shippingAddress, postcode: 69003 } })],
      ['the street', (r) => ({ ...r, shippingAddress: { ...r.shippingAddress, street: '12 rue des Lilas' } })],
    ];
    for (const [what, edit] of broken) expect(storedReceipt(edit(kept(receipt))), what).toBeNull();
  });
});
