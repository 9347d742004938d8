import { describe, expect, it } from 'vitest';
import catalogue from '../../lang/en_US.json';
import { cardAddOf, hasProduct, moveProblemOf, productAddOf, wishlistItemFor, wishlistToast } from '../../src/domain/wishlist';
import { CONFIGURABLE_PRODUCT, SIMPLE_PRODUCT, VALUES } from '../fixtures/products';
import { COLLAGEN_ITEM, OMEGA_ITEM, WISHLIST } from '../fixtures/wishlist';

describe('what a heart adds', () => {
  it('a simple product: itself, without options', () => {
    expect(productAddOf(SIMPLE_PRODUCT, {})).toEqual({ sku: 'OMG-KRILL', selectedOptions: [], variantSku: null });
  });

  it('a configurable product: nothing until every option is chosen, then the chosen values and their variant', () => {
    expect(productAddOf(CONFIGURABLE_PRODUCT, { pack_size: VALUES.KG1 })).toBeNull();
    expect(productAddOf(CONFIGURABLE_PRODUCT, { flavour: VALUES.VANILLE, pack_size: VALUES.KG1 })).toEqual({
      sku: 'SPO-WHEY', selectedOptions: [VALUES.KG1, VALUES.VANILLE], variantSku: 'SPO-WHEY-1000-VANILLE',
    });
  });

  it('a listing card: the product’s item whatever its options, else the product without options', () => {
    expect(cardAddOf(WISHLIST, COLLAGEN_ITEM.sku)).toEqual({ sku: COLLAGEN_ITEM.sku, selectedOptions: [], variantSku: COLLAGEN_ITEM.variantSku });
    expect(cardAddOf(WISHLIST, 'SPO-WHEY')).toEqual({ sku: 'SPO-WHEY', selectedOptions: [], variantSku: null });
    expect(cardAddOf(null, 'SPO-WHEY')).toEqual({ sku: 'SPO-WHEY', selectedOptions: [], variantSku: null });
  });
});

describe('what a heart shows', () => {
  it('a product page: this product with these options', () => {
    expect(wishlistItemFor(WISHLIST, { sku: COLLAGEN_ITEM.sku, variantSku: COLLAGEN_ITEM.variantSku })).toBe(COLLAGEN_ITEM);
    expect(wishlistItemFor(WISHLIST, { sku: COLLAGEN_ITEM.sku, variantSku: 'BEA-COLLAGENE-FRAMBOISE' })).toBeUndefined();
    expect(wishlistItemFor(WISHLIST, { sku: OMEGA_ITEM.sku, variantSku: null })).toBe(OMEGA_ITEM);
    expect(wishlistItemFor(null, { sku: OMEGA_ITEM.sku, variantSku: null })).toBeUndefined();
  });

  it('a listing card: the product, whatever its options', () => {
    expect(hasProduct(WISHLIST, COLLAGEN_ITEM.sku)).toBe(true);
    expect(hasProduct(WISHLIST, 'SPO-WHEY')).toBe(false);
    expect(hasProduct(null, OMEGA_ITEM.sku)).toBe(false);
  });
});

describe('why an item did not move to the cart (Magento’s addProductsToCart errors)', () => {
  it('options to choose, a product that cannot be sold, anything else', () => {
    expect(moveProblemOf(undefined)).toBeNull();
    expect(moveProblemOf({ code: 'UNDEFINED', message: 'You need to choose options for your item.' })).toBe('chooseOptions');
    expect(moveProblemOf({ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' })).toBe('unavailable');
    expect(moveProblemOf({ code: 'NOT_SALABLE', message: 'There are no source items with the in stock status' })).toBe('unavailable');
    expect(moveProblemOf({ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "X"' })).toBe('unavailable');
    expect(moveProblemOf({ code: 'UNDEFINED', message: 'The product quantity should be greater than 0' })).toBe('failed');
  });
});

describe('what a heart\'s change tells the shopper', () => {
  const said = (change: 'added' | 'removed', linked: boolean) => {
    const toast = wishlistToast(change, 'Oméga-3 Epax', linked);
    return { type: toast.type, text: catalogue[toast.message as keyof typeof catalogue].replace('{name}', String(toast.values?.name)), link: toast.link && { ...toast.link, label: catalogue[toast.link.label as keyof typeof catalogue] } };
  };

  it('a success naming the product, with the way to the wishlist page where the shop has it', () => {
    expect(said('added', true)).toEqual({ type: 'success', text: 'We added Oméga-3 Epax to your wishlist.', link: { href: '/wishlist', label: 'View my wishlist' } });
    expect(said('removed', true)).toEqual({ type: 'success', text: 'We removed Oméga-3 Epax from your wishlist.', link: { href: '/wishlist', label: 'View my wishlist' } });
  });

  it('no link where the shop has no wishlist page', () => {
    expect(said('added', false)).toEqual({ type: 'success', text: 'We added Oméga-3 Epax to your wishlist.', link: undefined });
    expect('link' in wishlistToast('removed', 'Oméga-3 Epax', false)).toBe(false);
  });
});
