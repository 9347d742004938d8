import { describe, expect, it } from 'vitest';
import { orderLinkOf, receiptOf } from '../../src/domain/receipt';
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
