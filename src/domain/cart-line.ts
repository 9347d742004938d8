import type { CartLine } from './cart';
import { shownImages, type Product, type Selection } from './product';
import { variantFor } from './product-options';

/**
 * What the product page's add-to-cart asks for (spec §2, §4): the product's own sku (a configurable product's
 * parent sku, with the uids of its chosen option values in the order of its options), the quantity, and the name
 * and first image on screen, for the success message and the image remembered by sku.
 */
export function cartLineOf(product: Product, selection: Selection, quantity: number): CartLine {
  return {
    sku: product.sku,
    selectedOptions: product.options.map((option) => selection[option.code]).filter((uid) => uid !== undefined),
    quantity,
    name: product.name,
    image: shownImages(product, variantFor(product, selection))[0]?.url ?? null,
  };
}
