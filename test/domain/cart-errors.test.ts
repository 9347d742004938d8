import { describe, expect, it } from 'vitest';
import { cartErrorOf } from '../../src/domain/cart-errors';
import { GONE_CART, NETWORK_DOWN, failure } from '../fixtures/cart';

describe('cartErrorOf (spec §8)', () => {
  it('maps each of Magento’s texts to the shop’s message', () => {
    const cases: [string, string][] = [
      ['Unable to create cart for guest.', 'createFailed'],
      ['Could not find a product with SKU "MAG-60"', 'productUnavailable'],
      ['There are no source items with the in stock status', 'outOfStock'],
      ['Some of the products are out of stock.', 'outOfStock'],
      ['The requested qty is not available', 'qtyNotAvailable'],
      ['The fewest you may purchase is 2.', 'qtyTooLow'],
      ['The product quantity should be greater than 0', 'qtyTooLow'],
      ['The requested qty exceeds the maximum qty allowed in shopping cart', 'qtyTooHigh'],
      ['You cannot use decimal quantity for this product.', 'qtyWhole'],
      ['You need to choose options for your item.', 'chooseOptions'],
      ['The required options you selected are not available.', 'optionsUnavailable'],
      ["The coupon code isn't valid. Verify the code and try again.", 'couponInvalid'],
      ['A coupon is already applied to the cart. Please remove it to apply another', 'couponAlreadyApplied'],
      ['Too many coupon codes were tried on this cart. Please try again in an hour.', 'couponAttempts'],
      ['Cart does not contain products.', 'cartEmpty'],
    ];
    for (const [text, code] of cases) {
      expect(cartErrorOf(failure(text))).toEqual({ code, text, network: false, gone: false });
    }
  });

  it('shows an unknown text as the backend wrote it', () => {
    expect(cartErrorOf('Le panier est plein')).toEqual({ code: null, text: 'Le panier est plein', network: false, gone: false });
  });

  it('a missing, inactive or foreign cart is gone and expired', () => {
    for (const text of ["The cart isn't active.", 'Could not find a cart with ID "abc"', 'The current user cannot perform operations on cart "abc"']) {
      expect(cartErrorOf(failure(text))).toEqual({ code: 'cartExpired', text, network: false, gone: true });
    }
    expect(cartErrorOf(GONE_CART).gone).toBe(true);
  });

  it('no answer is the network and never a gone cart, whatever the text', () => {
    expect(cartErrorOf(NETWORK_DOWN)).toEqual({ code: 'network', text: 'Failed to fetch', network: true, gone: false });
    expect(cartErrorOf(failure("The cart isn't active.", true))).toEqual({ code: 'network', text: "The cart isn't active.", network: true, gone: false });
    expect(cartErrorOf(Object.assign(new Error('Failed to fetch'), { network: 1 })).network).toBe(false);
  });
});
