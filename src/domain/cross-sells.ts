import type { Cart } from './cart';
import type { LinkedProduct } from './product';

// The cart page's "Complete your order" row: the cross-sells the catalogue sets on the cart's products (Magento's
// `crosssell_products`).

/** Cards in the row: two rows of four on a large screen. */
export const CROSS_SELLS_SHOWN = 8;

/** Products of the cart asked for their cross-sells: a request stays bounded however long the cart. */
export const CROSS_SELL_SOURCES = 20;

/** The cart's products, once each, in the order of its lines (a configurable product's line names its parent). */
export const cartProductSkus = (cart: Cart | null): string[] => [...new Set((cart?.items ?? []).map((item) => item.sku))];

/** Whether two lists of products (SKUs, each once) name the same ones, in whatever order. */
export function sameProducts(a: readonly string[], b: readonly string[]): boolean {
  const before = new Set(a);
  return before.size === b.length && b.every((sku) => before.has(sku));
}

/** The row's cards: each cross-sell once, in the order found, none the cart already holds, eight at most. */
export function shownCrossSells(crossSells: readonly LinkedProduct[], cart: Cart | null): LinkedProduct[] {
  const skip = new Set(cartProductSkus(cart));
  const shown: LinkedProduct[] = [];
  for (const product of crossSells) {
    if (shown.length === CROSS_SELLS_SHOWN) break;
    if (skip.has(product.sku)) continue;
    skip.add(product.sku);
    shown.push(product);
  }
  return shown;
}
