// The customer's wishlist (spec §2 /wishlist, §3 "wishlist items by id"): what the shell and the wishlist page know
// of it, and the rules of what a product's heart shows and what a move to the cart tells the shopper.
import type { Product, ProductPrice, Selection } from './product';
import { variantFor } from './product-options';
import type { ToastInput } from './toast';

export interface WishlistItem {
  id: string;
  /** The product's SKU: a configurable's own, not its variant's. */
  sku: string;
  /** The chosen variant's SKU, null for a simple product or a configurable whose options were not chosen. */
  variantSku: string | null;
  name: string;
  /** Root-relative link to the product page. */
  href: string;
  image: { url: string; label: string } | null;
  /** The variant's price when one was chosen, else the product's lowest. */
  price: ProductPrice;
  inStock: boolean;
  /** A configurable item's chosen options, in the product's order. */
  options: Array<{ label: string; value: string }>;
  quantity: number;
}

export interface Wishlist {
  id: string;
  items: WishlistItem[];
}

/** A product to add: a configurable with the option value uids chosen (none from a listing card). */
export interface WishlistAdd {
  sku: string;
  selectedOptions: string[];
  /** The chosen variant's SKU, to know the item once added; null when no variant is chosen. */
  variantSku: string | null;
}

/** Why an item did not move to the cart, in the shop's words. */
export type MoveProblem = 'chooseOptions' | 'unavailable' | 'failed';

export interface MoveAnswer {
  wishlist: Wishlist;
  /** The item that stayed, and why; null when it moved. */
  problem: MoveProblem | null;
}

export const wishlistItemFor = (wishlist: Wishlist | null, add: Pick<WishlistAdd, 'sku' | 'variantSku'>): WishlistItem | undefined =>
  wishlist?.items.find((item) => item.sku === add.sku && item.variantSku === add.variantSku);

/** A listing card's heart is filled when any item is this product, whatever its options. */
export const hasProduct = (wishlist: Wishlist | null, sku: string): boolean => wishlist?.items.some((item) => item.sku === sku) ?? false;

/**
 * What the cart's refusal of a wishlist item means for the shopper (Magento's addProductsToCart texts and codes):
 * options to choose on the product page, a product that cannot be sold now, or anything else.
 */
export function moveProblemOf(error: { code: string; message: string } | undefined): MoveProblem | null {
  if (!error) return null;
  if (error.message.includes('choose options')) return 'chooseOptions';
  if (error.code === 'INSUFFICIENT_STOCK' || error.code === 'NOT_SALABLE' || error.code === 'PRODUCT_NOT_FOUND') return 'unavailable';
  return 'failed';
}

/**
 * What a product page's heart adds: the product with the options chosen. Null for a configurable product whose
 * options are not all chosen yet (its page asks for them first, as for the cart).
 */
export function productAddOf(product: Product, selection: Selection): WishlistAdd | null {
  if (product.options.length === 0) return { sku: product.sku, selectedOptions: [], variantSku: null };
  const variant = variantFor(product, selection);
  if (!variant) return null;
  return { sku: product.sku, selectedOptions: product.options.map((option) => selection[option.code]!), variantSku: variant.sku };
}

/** What a listing card's heart toggles: the product's item if it has one (whatever its options), else the product without options. */
export function cardAddOf(wishlist: Wishlist | null, sku: string): WishlistAdd {
  const item = wishlist?.items.find((i) => i.sku === sku);
  return { sku, selectedOptions: [], variantSku: item?.variantSku ?? null };
}

/** What a heart changed, told to the shopper: the product added to the wishlist or removed from it. */
export type WishlistChange = 'added' | 'removed';

export const WISHLIST_PATH = '/wishlist';

/** A heart's change as a toast, with a link to the wishlist page when the shop has it. */
export function wishlistToast(change: WishlistChange, name: string, linked: boolean): ToastInput {
  return {
    type: 'success',
    message: `wishlist.${change}`,
    values: { name },
    ...(linked && { link: { href: WISHLIST_PATH, label: 'wishlist.view' } }),
  };
}
