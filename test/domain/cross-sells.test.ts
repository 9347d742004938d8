import { describe, expect, it } from 'vitest';
import { cartProductSkus, sameProducts, shownCrossSells } from '../../src/domain/cross-sells';
import type { LinkedProduct } from '../../src/domain/product';
import { CART, COLLAGEN_CART, EMPTY_CART, MORE_OMEGA_CART } from '../fixtures/cart';
import { CART_CROSS_SELLS, KRILL, MAGNESIUM } from '../fixtures/cross-sells';

const names = (products: LinkedProduct[]) => products.map((product) => product.name);
const other = (n: number): LinkedProduct => ({ ...MAGNESIUM, uid: `P${n}`, sku: `SKU-${n}`, name: `Produit ${n}` });

describe('the cart’s cross-sells', () => {
  it('asks for each product of the cart once, in the order of its lines', () => {
    const twice = { ...CART, items: [...CART.items, { ...CART.items[1]!, uid: 'Mw==' }] };
    expect(cartProductSkus(twice)).toEqual(['OMG-ALGUE', 'BEA-COLLAGENE']);
    expect(cartProductSkus(EMPTY_CART)).toEqual([]);
    expect(cartProductSkus(null)).toEqual([]);
  });

  it('asks again only for other products, not for other quantities or another order', () => {
    expect(sameProducts(cartProductSkus(CART), cartProductSkus(MORE_OMEGA_CART))).toBe(true);
    expect(sameProducts(['OMG-ALGUE', 'BEA-COLLAGENE'], ['BEA-COLLAGENE', 'OMG-ALGUE'])).toBe(true);
    expect(sameProducts(cartProductSkus(CART), cartProductSkus(COLLAGEN_CART))).toBe(false);
    expect(sameProducts(['OMG-ALGUE'], ['OMG-KRILL'])).toBe(false);
  });

  it('shows each once, in the order found, none the cart holds', () => {
    expect(names(shownCrossSells(CART_CROSS_SELLS, CART))).toEqual([
      'Magnésium bisglycinate', 'Vitamine D3 2000 UI végétale', 'Zinc bisglycinate', 'Huile de krill antarctique',
    ]);
  });

  it('shows eight at most', () => {
    const many = [KRILL, ...Array.from({ length: 10 }, (_, n) => other(n))];
    expect(names(shownCrossSells(many, CART))).toEqual(['Huile de krill antarctique', ...Array.from({ length: 7 }, (_, n) => `Produit ${n}`)]);
  });
});
