import type { CartService, UserError as CartUserError } from '../cart/cart-service';
import { superAttributes } from '../cart/cart-service';
import type { CatalogSession, ProductRecord, ProductRepository } from '../catalog/product-repository';
import { inputError } from '../graphql/errors';
import { WISHLIST_MESSAGES as TEXT, type WishlistUserErrorType } from './messages';
import type { WishlistItemRow, WishlistRepository, WishlistRow } from './wishlists';

export interface WishlistAddRequest {
  sku: string;
  parentSku: string | null;
  quantity: number;
  selectedOptions: readonly string[];
}

export interface WishlistUserError {
  code: WishlistUserErrorType;
  message: string;
}

export interface WishlistCartError {
  code: CartUserError['code'];
  message: string;
  wishlistId: string;
  wishlistItemId: string;
}

/** A wishlist item with its products, as the resolvers read it. */
export interface WishlistLine {
  item: WishlistItemRow;
  product: ProductRecord;
  /** The chosen variant of a configurable, null when its options were not chosen. */
  variant: ProductRecord | null;
}

const userError = (message: string, code: WishlistUserErrorType = 'UNDEFINED'): WishlistUserError => ({ code, message });

/** The selected option uids of a variant, as addProductsToCart reads them. */
function optionUids(product: ProductRecord, variant: ProductRecord): string[] {
  return product.superAttributes.flatMap((s) => {
    const value = variant.options.find((o) => o.attribute_id === s.attribute_id);
    return value ? [Buffer.from(`configurable/${s.attribute_id}/${value.option_id}`).toString('base64')] : [];
  });
}

/**
 * Wishlists as Magento Open Source 2.4.7 keeps them: one per customer, created the first time it is asked for; an
 * id that is not the caller's is "not found"; additions and removals report what they could not do as user errors.
 */
export class WishlistService {
  constructor(
    private readonly repo: WishlistRepository,
    private readonly products: ProductRepository,
    private readonly carts: CartService,
  ) {}

  /** The customer's wishlist, created when they have none (Wishlist::loadByCustomerId with create). */
  ofCustomer(customerId: number, now: number): WishlistRow {
    return this.repo.transaction(() => this.repo.ofCustomerId(customerId) ?? this.repo.create(customerId, iso(now)));
  }

  /** The wishlist of this id if it is the customer's; Magento's "not found" otherwise, whoever owns it. */
  owned(wishlistId: string, customerId: number): WishlistRow {
    const id = /^\d+$/.test(wishlistId) ? Number(wishlistId) : Number.NaN;
    const wishlist = Number.isNaN(id) ? undefined : this.repo.find(id);
    if (!wishlist || wishlist.customer_id !== customerId) throw inputError(TEXT.notFound);
    return wishlist;
  }

  reload(wishlist: WishlistRow): WishlistRow {
    return this.repo.find(wishlist.wishlist_id)!;
  }

  lines(wishlist: WishlistRow, session: CatalogSession): WishlistLine[] {
    const items = this.repo.items(wishlist.wishlist_id);
    const records = new Map(session.products(items.flatMap((i) => (i.variant_id === null ? [i.product_id] : [i.product_id, i.variant_id])))
      .map((p) => [p.entity_id, p]));
    return items.map((item) => ({
      item,
      product: records.get(item.product_id)!,
      variant: item.variant_id === null ? null : records.get(item.variant_id)!,
    }));
  }

  /**
   * addProductsToWishlist: each request in turn; the product is parent_sku's when given. A product already there
   * with the same options takes the sum of the quantities, as Wishlist::addNewItem does.
   */
  addProducts(wishlist: WishlistRow, requests: readonly WishlistAddRequest[], session: CatalogSession, now: number): WishlistUserError[] {
    return this.repo.transaction(() => {
      const errors: WishlistUserError[] = [];
      const timestamp = iso(now);
      for (const request of requests) {
        const sku = request.parentSku ?? request.sku;
        const id = this.products.idBySku(sku);
        const product = id === undefined ? undefined : session.product(id);
        if (!product) {
          errors.push(userError(TEXT.productNotFound(sku), 'PRODUCT_NOT_FOUND'));
          continue;
        }
        if (request.quantity <= 0) {
          errors.push(userError(TEXT.quantityZero));
          continue;
        }
        const variant = this.variantOf(product, request.selectedOptions, session);
        if (variant === undefined) {
          errors.push(userError(TEXT.optionsUnavailable));
          continue;
        }
        const variantId = variant?.entity_id ?? null;
        const existing = this.repo.items(wishlist.wishlist_id).find((i) => i.product_id === product.entity_id && i.variant_id === variantId);
        if (existing) this.repo.setQty(existing.wishlist_item_id, existing.qty + request.quantity);
        else this.repo.addItem(wishlist.wishlist_id, product.entity_id, variantId, request.quantity, timestamp);
      }
      if (errors.length < requests.length) this.repo.touch(wishlist.wishlist_id, timestamp);
      return errors;
    });
  }

  /** removeProductsFromWishlist: an id that is not an item of this wishlist is reported, the others removed. */
  removeItems(wishlist: WishlistRow, itemIds: readonly string[], now: number): WishlistUserError[] {
    return this.repo.transaction(() => {
      const items = new Map(this.repo.items(wishlist.wishlist_id).map((i) => [String(i.wishlist_item_id), i]));
      const errors: WishlistUserError[] = [];
      for (const id of itemIds) {
        const item = items.get(id.trim());
        if (!item) {
          errors.push(userError(TEXT.itemNotFound(id), 'PRODUCT_NOT_FOUND'));
          continue;
        }
        this.repo.removeItem(item.wishlist_item_id);
        items.delete(id.trim());
      }
      if (errors.length < itemIds.length) this.repo.touch(wishlist.wishlist_id, iso(now));
      return errors;
    });
  }

  /**
   * addWishlistItemsToCart: the items named (all when none are) go to the customer's cart one by one, with the cart's
   * own checks; each one added leaves the wishlist, the others stay with their cart error.
   */
  addToCart(wishlist: WishlistRow, itemIds: readonly string[] | null, session: CatalogSession, now: number): WishlistCartError[] {
    const lines = this.lines(wishlist, session);
    if (itemIds !== null && itemIds.length > 0) {
      const unknown = itemIds.filter((id) => !lines.some((l) => String(l.item.wishlist_item_id) === id.trim()));
      if (unknown.length > 0) throw inputError(TEXT.itemsNotFound(unknown));
    }
    const chosen = itemIds === null || itemIds.length === 0 ? lines
      : lines.filter((l) => itemIds.some((id) => id.trim() === String(l.item.wishlist_item_id)));
    return this.repo.transaction(() => {
      const errors: WishlistCartError[] = [];
      let moved = 0;
      const quote = this.carts.customerCart(wishlist.customer_id, now);
      for (const line of chosen) {
        const before = this.carts.view(quote, session, now).errors.length;
        const request = {
          sku: line.product.sku,
          quantity: line.item.qty,
          selectedOptions: line.variant ? optionUids(line.product, line.variant) : [],
        };
        const added = this.carts.addProducts(quote, [request], session, now).userErrors.slice(before);
        if (added.length === 0) {
          this.repo.removeItem(line.item.wishlist_item_id);
          moved += 1;
          continue;
        }
        errors.push(...added.map((e) => ({
          code: e.code, message: e.message, wishlistId: String(wishlist.wishlist_id), wishlistItemId: String(line.item.wishlist_item_id),
        })));
      }
      if (moved > 0) this.repo.touch(wishlist.wishlist_id, iso(now));
      return errors;
    });
  }

  /**
   * The variant the options choose: null for a simple product or options not all chosen (Magento keeps a configurable
   * unconfigured in a wishlist), undefined when the options choose no variant.
   */
  private variantOf(product: ProductRecord, options: readonly string[], session: CatalogSession): ProductRecord | null | undefined {
    if (product.type_id !== 'configurable') return null;
    const selection = superAttributes(options);
    if (!product.superAttributes.every((s) => selection.has(s.attribute_id))) return null;
    return session.products(product.variantIds).find((v) => [...selection]
      .every(([attributeId, optionId]) => v.options.some((o) => o.attribute_id === attributeId && o.option_id === optionId)));
  }
}

function iso(now: number): string {
  return new Date(now).toISOString();
}
