import { describe, expect, it } from 'vitest';
import {
  cartSummary, chosenValueOf, couponCodeOf, estimatedTotal, isFrenchPostcode, isGoneCartError, isSameVariant, isStockMessage,
  isVariantInStock, lineOptionChoices, sameContents, shownErrors, type CartItem,
} from '../../src/domain/cart';
import { shellPage } from '../../src/domain/routes';
import { CART, COLLAGEN_LINE, DISCOUNTED_CART, EMPTY_CART, ESTIMATES, MORE_OMEGA_CART, OMEGA_LINE, PAID_ESTIMATES } from '../fixtures/cart';

const eur = (value: number) => ({ value, currency: 'EUR' });

describe('the cart page’s rules', () => {
  it('is a page of the shell: /cart asks the backend nothing', () => {
    expect(shellPage('/cart')).toEqual({ kind: 'cart', params: {} });
  });

  it('takes a coupon code without the spaces around it, and nothing for a blank field', () => {
    expect(couponCodeOf('  bienvenue10 ')).toBe('bienvenue10');
    expect(couponCodeOf('')).toBeNull();
    expect(couponCodeOf('   ')).toBeNull();
  });

  it('estimates shipping for five digits only', () => {
    expect(isFrenchPostcode('75001')).toBe(true);
    expect(isFrenchPostcode(' 20000 ')).toBe(true);
    for (const bad of ['7500', '750011', '75 001', 'ABCDE', '']) expect(isFrenchPostcode(bad), bad).toBe(false);
  });

  it('tells the line’s own option values from another variant, whatever their order', () => {
    expect(isSameVariant(COLLAGEN_LINE, ['Y2l0cm9u'])).toBe(true);
    expect(isSameVariant(COLLAGEN_LINE, ['bmF0dXJl'])).toBe(false);
    expect(isSameVariant(COLLAGEN_LINE, [])).toBe(false);
    const twoOptions = { ...COLLAGEN_LINE, options: [...COLLAGEN_LINE.options, { label: 'Taille', value: '1 kg', optionUid: 'c2l6ZQ==', valueUid: 'MWtn' }] };
    expect(isSameVariant(twoOptions, ['MWtn', 'Y2l0cm9u'])).toBe(true);
    expect(isSameVariant(twoOptions, ['MWtn', 'bmF0dXJl'])).toBe(false);
    expect(isSameVariant(COLLAGEN_LINE, ['MWtn', 'Y2l0cm9u'])).toBe(false);
    expect(chosenValueOf(COLLAGEN_LINE, 'b3B0aW9uLzE=')).toBe('Y2l0cm9u');
    expect(chosenValueOf(twoOptions, 'c2l6ZQ==')).toBe('MWtn');
    expect(chosenValueOf(OMEGA_LINE, 'b3B0aW9uLzE=')).toBeNull();
  });

  it('offers another variant as the product page does: a value no variant in stock has, with the line’s other values, is refused', () => {
    const available = (item: CartItem) => lineOptionChoices(item).map((choice) => choice.values.map((value) => [value.label, value.isAvailable]));
    expect(available(COLLAGEN_LINE)).toEqual([[['Nature', true], ['Citron', true], ['Fruits rouges', false]]]);
    expect(isVariantInStock(COLLAGEN_LINE, ['bmF0dXJl'])).toBe(true);
    expect(isVariantInStock(COLLAGEN_LINE, ['ZnJ1aXRz'])).toBe(false);
    expect(isVariantInStock(COLLAGEN_LINE, ['null'])).toBe(false);
    // Two options, 1 kg chocolat out of stock: from 500 g chocolat, 1 kg is refused; from 500 g vanille, it is not.
    const whey: CartItem = {
      ...COLLAGEN_LINE,
      options: [
        { label: 'Contenance', value: '500 g', optionUid: 'size', valueUid: '500' },
        { label: 'Saveur', value: 'Chocolat', optionUid: 'flavour', valueUid: 'choc' },
      ],
      choices: [
        { optionUid: 'size', code: 'pack_size', label: 'Contenance', values: [{ uid: '500', label: '500 g' }, { uid: '1000', label: '1 kg' }] },
        { optionUid: 'flavour', code: 'flavour', label: 'Saveur', values: [{ uid: 'van', label: 'Vanille' }, { uid: 'choc', label: 'Chocolat' }] },
      ],
      variants: [
        { options: { pack_size: '500', flavour: 'van' }, inStock: true },
        { options: { pack_size: '500', flavour: 'choc' }, inStock: true },
        { options: { pack_size: '1000', flavour: 'van' }, inStock: true },
        { options: { pack_size: '1000', flavour: 'choc' }, inStock: false },
      ],
    };
    expect(available(whey)).toEqual([[['500 g', true], ['1 kg', false]], [['Vanille', true], ['Chocolat', true]]]);
    expect(available({ ...whey, options: [whey.options[0]!, { ...whey.options[1]!, value: 'Vanille', valueUid: 'van' }] }))
      .toEqual([[['500 g', true], ['1 kg', true]], [['Vanille', true], ['Chocolat', true]]]);
    expect(isVariantInStock(whey, ['1000', 'choc'])).toBe(false);
    expect(isVariantInStock(whey, ['van', '1000'])).toBe(true);
  });

  it('adds the shipping estimate to the grand total, to the cent', () => {
    expect(estimatedTotal(eur(90.7), null)).toEqual(eur(90.7));
    expect(estimatedTotal(eur(90.7), PAID_ESTIMATES[0]!)).toEqual(eur(95.6));
    expect(estimatedTotal(eur(0.1), { ...PAID_ESTIMATES[0]!, amount: eur(0.2) })).toEqual(eur(0.3));
    expect(estimatedTotal(eur(90.7), ESTIMATES[0]!)).toEqual(eur(90.7));
  });

  it('holds an estimate for the same lines, quantities, coupon and total only', () => {
    expect(sameContents(CART, { ...CART, items: [...CART.items] })).toBe(true);
    expect(sameContents(CART, MORE_OMEGA_CART)).toBe(false);
    expect(sameContents(CART, DISCOUNTED_CART)).toBe(false);
    expect(sameContents(CART, { ...CART, items: [COLLAGEN_LINE, OMEGA_LINE] })).toBe(false);
    expect(sameContents(CART, { ...CART, prices: { ...CART.prices, grandTotal: eur(80) } })).toBe(false);
    // A coupon that changes nothing to the total yet.
    expect(sameContents(CART, { ...CART, couponCode: 'BIENVENUE10' })).toBe(false);
    expect(sameContents(null, null)).toBe(true);
    expect(sameContents(CART, null)).toBe(false);
  });
});

describe('cart errors and summary (spec §3, §8)', () => {
  it('tells a gone cart and a stock message from the other errors', () => {
    for (const text of ['Could not find a cart with ID "x"', "The cart isn't active.", 'The current user cannot perform operations on cart "x"']) {
      expect(isGoneCartError(text)).toBe(true);
      expect(isStockMessage(text)).toBe(false);
    }
    for (const text of ['Some of the products are out of stock.', 'There are no source items with the in stock status', 'The requested qty is not available']) {
      expect(isStockMessage(text)).toBe(true);
      expect(isGoneCartError(text)).toBe(false);
    }
  });

  it('shows the other errors joined, and nothing for stock messages alone', () => {
    expect(shownErrors(['Some of the products are out of stock.', 'Invalid coupon', 'Try again'])).toBe('Invalid coupon, Try again');
    expect(shownErrors(['The requested qty is not available'])).toBeNull();
    expect(shownErrors([])).toBeNull();
  });

  it('sums the quantities, in the cart’s currency; USD with no cart', () => {
    expect(cartSummary(null)).toEqual({ currencyCode: 'USD', numItems: 0, subtotal: 0 });
    expect(cartSummary(CART)).toEqual({ currencyCode: 'EUR', numItems: 3, subtotal: 90.7 });
    expect(cartSummary(EMPTY_CART)).toEqual({ currencyCode: 'EUR', numItems: 0, subtotal: 0 });
    expect(cartSummary({ ...CART, prices: { ...CART.prices, grandTotal: { value: 1, currency: '' } } }).currencyCode).toBe('USD');
  });
});
