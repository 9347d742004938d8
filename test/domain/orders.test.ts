import { describe, expect, it } from 'vitest';
import { orderAmounts, orderDateOf, orderStatusOf, reorderProblemsOf, trackFailureOf, trackFieldsShown, trackRules } from '../../src/domain/orders';
import { shippingNameOf } from '../../src/domain/shipping-name';
import { validate } from '../../src/domain/validation';
import { ORDER } from '../fixtures/orders';

describe('orders', () => {
  it('reads Magento’s default status labels; another status is nobody’s', () => {
    expect(['Pending', 'Pending Payment', 'Processing', 'Complete', 'Closed', 'Canceled'].map(orderStatusOf))
      .toEqual(['pending', 'pendingPayment', 'processing', 'complete', 'closed', 'canceled']);
    expect(orderStatusOf('Suspected Fraud')).toBeNull();
  });

  it('reads Magento’s order_date as UTC', () => {
    expect(orderDateOf('2030-12-20 23:30:00')).toBe('2030-12-20T23:30:00Z');
    expect(new Date(orderDateOf('2030-12-20 23:30:00')).getTime()).toBe(Date.UTC(2030, 11, 20, 23, 30));
  });

  it('says each kind of reorder problem once, in the order met', () => {
    expect(reorderProblemsOf(['NOT_SALABLE', 'INSUFFICIENT_STOCK', 'NOT_SALABLE'])).toEqual(['NOT_SALABLE', 'INSUFFICIENT_STOCK']);
  });
});

describe('the tracking form', () => {
  const errors = (values: Record<string, string>, asksPostcode = true) =>
    Object.fromEntries(Object.entries(validate(trackRules(asksPostcode), values)).map(([k, v]) => [k, v?.message]));

  it('needs all three fields: the number, the e-mail and the billing postcode, or the billing last name where the backend asks it', () => {
    expect(errors({ number: ' ', email: '', postcode: '', lastname: '' }))
      .toEqual({ number: 'validation.required', email: 'validation.required', postcode: 'validation.required' });
    expect(errors({ number: ' ', email: '', postcode: '', lastname: ' ' }, false))
      .toEqual({ number: 'validation.required', email: 'validation.required', lastname: 'validation.required' });
    expect(trackFieldsShown(true)).toEqual(['number', 'email', 'postcode']);
    expect(trackFieldsShown(false)).toEqual(['number', 'email', 'lastname']);
  });

  it('takes a last name as long as Magento’s column', () => {
    expect(errors({ number: '000000012', email: 'camille@example.com', postcode: '', lastname: 'D'.repeat(255) }, false)).toEqual({});
    expect(errors({ number: '000000012', email: 'camille@example.com', postcode: '', lastname: 'D'.repeat(256) }, false)).toEqual({ lastname: 'validation.maxLength' });
  });

  it('takes an order number of letters, digits and dashes, a valid e-mail, a French postcode', () => {
    expect(errors({ number: '000000012', email: 'camille@example.com', postcode: '69002' })).toEqual({});
    expect(errors({ number: '12/34', email: 'camille@', postcode: '6900' }))
      .toEqual({ number: 'trackOrder.numberInvalid', email: 'validation.email', postcode: 'validation.postcode' });
    expect(errors({ number: '1'.repeat(33), email: 'camille@example.com', postcode: '69002' })).toEqual({ number: 'trackOrder.numberInvalid' });
    // As copied from the confirmation e-mail, spaces around.
    expect(errors({ number: ' 000000012 ', email: 'camille@example.com', postcode: '69002' })).toEqual({});
  });

  it('reads a lookup’s failure: the one neutral answer, a customer’s order, the limit, the network, anything else', () => {
    expect(trackFailureOf(new Error("We couldn't locate an order with the information provided."))).toBe('notFound');
    expect(trackFailureOf(new Error('Please login to view the order.'))).toBe('signInRequired');
    expect(trackFailureOf(new Error('Too many attempts to find an order. Please try again in 15 minutes.'))).toBe('tooManyAttempts');
    expect(trackFailureOf(Object.assign(new Error('Failed to fetch'), { network: true }))).toBe('network');
    expect(trackFailureOf(new Error('Internal server error'))).toBe('generic');
  });

  // Prices include VAT everywhere in the shop (spec: the cart, the checkout); Magento answers an order's lines and
  // subtotal without it.
  it('shows an order’s amounts tax included, adding up to its grand total', () => {
    const amounts = orderAmounts(ORDER);
    expect(amounts.inclTax).toBe(true);
    expect(amounts.lines.map((line) => [line.unit.value, line.total.value])).toEqual([[9.9, 19.8], [15, 15]]);
    expect(amounts.subtotal.value).toBe(34.8);
    expect(amounts.shipping.value).toBe(14.6);
    expect(amounts.subtotal.value + amounts.shipping.value).toBeCloseTo(ORDER.total.value, 2);
  });

  it('takes the discounts into the subtotal whichever sign Magento gave them', () => {
    const eur = (value: number) => ({ value, currency: 'EUR' });
    const discounted = { ...ORDER, total: eur(45.92), discounts: [{ label: 'BIENVENUE10', amount: eur(3.48) }] };
    expect(orderAmounts(discounted).subtotal.value).toBe(34.8);
    expect(orderAmounts({ ...discounted, discounts: [{ label: 'BIENVENUE10', amount: eur(-3.48) }] }).subtotal.value).toBe(34.8);
  });

  it('keeps Magento’s amounts excluding tax, and says so, when lines may have several rates or shipping is not told', () => {
    const eur = (value: number) => ({ value, currency: 'EUR' });
    // No rate told though the order was taxed; several rates, even with no tax; shipping not told.
    for (const order of [{ ...ORDER, taxRates: [] }, { ...ORDER, taxRates: [5.5, 20] }, { ...ORDER, taxRates: [5.5, 20], tax: eur(0) }, { ...ORDER, shippingInclTax: null }]) {
      const amounts = orderAmounts(order);
      expect(amounts.inclTax).toBe(false);
      expect(amounts.lines.map((line) => [line.unit.value, line.total.value])).toEqual([[9.38, 18.76], [14.22, 14.22]]);
      expect(amounts.subtotal).toEqual(ORDER.subtotal);
    }
  });

  it('shows an untaxed order’s prices as they are, tax included being the same', () => {
    const amounts = orderAmounts({ ...ORDER, taxRates: [], tax: { value: 0, currency: 'EUR' } });
    expect(amounts.inclTax).toBe(true);
    expect(amounts.lines.map((line) => [line.unit.value, line.total.value])).toEqual([[9.38, 18.76], [14.22, 14.22]]);
  });

  it('writes a shipping method as every screen does, from Magento’s description', () => {
    expect(shippingNameOf('Colissimo - Livraison à domicile en 2 à 3 jours ouvrés', 'Colissimo')).toBe('Colissimo – Livraison à domicile en 2 à 3 jours ouvrés');
    expect(shippingNameOf('Express', 'Chronopost')).toBe('Express');
  });
});
