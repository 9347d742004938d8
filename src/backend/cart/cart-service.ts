import { TIMEZONE } from '../../domain/store';
import { SUBSCRIPTION_DISCOUNT_PERCENT, subscribedPrice } from '../../domain/subscriptions';
import type { CatalogSession, ProductRecord, ProductRepository } from '../catalog/product-repository';
import { MagentoError, authorizationError, inputError, noSuchEntity } from '../graphql/errors';
import { today } from '../stores/dates';
import { MASKED_ID_LENGTH, type CartRepository, type QuoteItemRow, type QuoteRow } from './carts';
import type { Inventory } from './inventory';
import {
  ADD_MESSAGES, CART_MESSAGES, QTY_MESSAGES, QUOTE_STOCK_MESSAGES, userErrorCode, type CartUserInputErrorType,
} from './messages';
import { ruleApplies, type Promotions, type SalesRule } from './promotions';
import type { Carriers, ShippingRate } from './shipping';
import { cartTotals, toCents, type CartTotals, type LineTotals } from './totals';

/** Magento's default stock configuration: at least 1, at most 10,000 per line, whole units only. */
export const MIN_SALE_QTY = 1;
export const MAX_SALE_QTY = 10000;

export interface CartLine {
  item: QuoteItemRow;
  /** The product added: the parent of a configurable line. */
  product: ProductRecord;
  /** The chosen variant of a configurable line. */
  variant: ProductRecord | null;
  /** The product sold, whose stock, price and SKU the line takes (Magento's quote item SKU is the variant's). */
  sold: ProductRecord;
  stock: number;
  /** The line's stock problem (CartItemError ITEM_QTY), or null. */
  error: string | null;
  totals: LineTotals;
}

/** A cart as its resolvers read it, computed from the database at the time of the request. */
export interface CartView {
  quote: QuoteRow;
  lines: CartLine[];
  totals: CartTotals;
  /** The rule of the cart's coupon, when it applies today to this cart. */
  rule: SalesRule | null;
  /** The code as the shopper typed it, when its rule applies. */
  couponCode: string | null;
  /** The quote's stock errors, one per kind, in line order. */
  errors: string[];
  quantity: number;
  /** kg */
  weight: number;
}

export interface AddRequest {
  sku: string;
  quantity: number;
  selectedOptions: readonly string[];
  /** A subscribed line's delivery frequency in days (the subscription module's entered option). */
  frequency?: number | null;
}

export interface UserError {
  code: CartUserInputErrorType;
  message: string;
}

export interface UpdateRequest {
  itemId: number;
  quantity: number;
}

/** A cart line while addProductsToCart works on it. */
interface PendingLine {
  itemId: number | null;
  productId: number;
  variantId: number | null;
  qty: number;
  frequency: number | null;
  changed: boolean;
}

const userError = (message: string): UserError => ({ code: userErrorCode(message), message });
const lineKey = (productId: number, variantId: number | null) => `${productId}/${variantId ?? 0}`;

/** What MSI answers when a line would hold `qty` units of a product with `stock` units, or null when it can. */
function quantityProblem(qty: number, stock: number): string | null {
  if (qty < MIN_SALE_QTY) return QTY_MESSAGES.fewest(MIN_SALE_QTY);
  if (qty > MAX_SALE_QTY) return QTY_MESSAGES.most;
  if (!Number.isInteger(qty)) return QTY_MESSAGES.decimal;
  if (stock <= 0) return QTY_MESSAGES.noSourceInStock;
  if (qty > stock) return QTY_MESSAGES.notAvailable;
  return null;
}

/** The selected option uids of a configurable (base64 of "configurable/<attribute id>/<option id>"); others are ignored. */
export function superAttributes(uids: readonly string[]): Map<number, number> {
  const selection = new Map<number, number>();
  for (const uid of uids) {
    const parts = Buffer.from(uid, 'base64').toString('utf8').split('/');
    if (parts.length === 3 && parts[0] === 'configurable') selection.set(Number(parts[1]), Number(parts[2]));
  }
  return selection;
}

/**
 * Carts as Magento 2.4.7 keeps them: lookups with GetCartForUser's checks, additions, updates and coupons with
 * Magento's outcomes and texts, each change in one transaction. Errors are MagentoErrors, as the resolvers report them.
 */
export class CartService {
  constructor(
    private readonly repo: CartRepository,
    private readonly products: ProductRepository,
    private readonly inventory: Inventory,
    private readonly promotions: Promotions,
    private readonly carriers: Carriers,
  ) {}

  /** GetCartForUser: the cart must exist, be active, and be a guest cart for a guest or the caller's own cart. */
  cartForUser(maskedId: string, customerId: number | null): QuoteRow {
    const quote = this.repo.byMaskedId(maskedId);
    if (!quote) throw noSuchEntity(CART_MESSAGES.notFound(maskedId));
    if (quote.is_active !== 1) throw noSuchEntity(CART_MESSAGES.inactive);
    if ((quote.customer_id ?? 0) !== (customerId ?? 0)) throw authorizationError(CART_MESSAGES.forbidden(maskedId));
    return quote;
  }

  /** A cart by its masked id, whatever its owner and state (the REST API checks them itself). */
  find(maskedId: string): QuoteRow | undefined {
    return this.repo.byMaskedId(maskedId);
  }

  /** The customer's active cart, if any. */
  activeCartOf(customerId: number): QuoteRow | undefined {
    return this.repo.activeForCustomer(customerId);
  }

  /** The customer's active cart, created when they have none. */
  customerCart(customerId: number, now: number): QuoteRow {
    return this.repo.transaction(() => this.repo.activeForCustomer(customerId) ?? this.repo.create(customerId, iso(now)));
  }

  /** createGuestCart: guests only (a customer has customerCart). */
  createGuestCart(predefinedId: string | null, customerId: number | null, now: number): QuoteRow {
    return this.repo.transaction(() => {
      if (predefinedId !== null) this.checkPredefinedId(predefinedId);
      if (customerId !== null) throw new MagentoError(CART_MESSAGES.guestCartForCustomer, 'graphql-already-exists');
      return this.repo.create(null, iso(now), predefinedId ?? undefined);
    });
  }

  /** createEmptyCart: a new guest cart, or the signed-in customer's active cart. Returns its masked id. */
  createEmptyCart(predefinedId: string | null, customerId: number | null, now: number): string {
    return this.repo.transaction(() => {
      if (predefinedId !== null) this.checkPredefinedId(predefinedId);
      const existing = customerId === null ? undefined : this.repo.activeForCustomer(customerId);
      return (existing ?? this.repo.create(customerId, iso(now), predefinedId ?? undefined)).masked_id;
    });
  }

  /**
   * mergeCarts: the guest cart's lines move into the customer's cart (their active one when no id is given,
   * created if need be), a line of the same product and options taking the sum of both quantities — unless the
   * sum is more than the stock, when the customer's line stays as it was (Magento's CartQuantityValidator). The
   * guest's coupon, if it applies, replaces the customer's, and the guest cart is deactivated. All or nothing.
   */
  mergeCarts(sourceId: string, destinationId: string | null, customerId: number, session: CatalogSession, now: number): QuoteRow {
    return this.repo.transaction(() => {
      const own = destinationId === null
        ? this.repo.activeForCustomer(customerId) ?? this.repo.create(customerId, iso(now)) : null;
      const guest = this.cartForUser(sourceId, null);
      const target = own ?? this.cartForUser(destinationId!, customerId);
      const timestamp = iso(now);
      const lines = new Map(this.repo.items(target.entity_id).map((i) => [lineKey(i.product_id, i.variant_id), i]));
      for (const item of this.repo.items(guest.entity_id)) {
        const existing = lines.get(lineKey(item.product_id, item.variant_id));
        if (!existing) {
          const added = this.repo.addItem(target.entity_id, item.product_id, item.variant_id, item.qty, timestamp);
          if (item.subscription_frequency !== null) this.repo.setSubscriptionFrequency(added, item.subscription_frequency, timestamp);
        } else if (existing.qty + item.qty <= this.stockOf(item.variant_id ?? item.product_id)) {
          this.repo.setQty(existing.item_id, existing.qty + item.qty, timestamp);
        }
      }
      const coupon = this.view(guest, session, now).couponCode;
      if (coupon !== null) this.repo.setCoupon(target.entity_id, coupon, timestamp);
      this.repo.deactivate(guest.entity_id, timestamp);
      this.settle(target, session, now);
      return this.repo.reload(target);
    });
  }

  /** Deactivates a cart, as placing its order does. False for an unknown id. */
  deactivate(maskedId: string, now: number): boolean {
    const quote = this.repo.byMaskedId(maskedId);
    if (!quote) return false;
    this.repo.transaction(() => this.repo.deactivate(quote.entity_id, iso(now)));
    return true;
  }

  view(quote: QuoteRow, session: CatalogSession, now: number): CartView {
    const items = this.repo.items(quote.entity_id);
    const ids = items.flatMap((i) => (i.variant_id === null ? [i.product_id] : [i.product_id, i.variant_id]));
    const records = new Map(session.products(ids).map((p) => [p.entity_id, p]));
    const stock = this.inventory.quantities(items.map((i) => i.variant_id ?? i.product_id));
    const rows = items.map((item) => {
      const product = records.get(item.product_id)!;
      const variant = item.variant_id === null ? null : records.get(item.variant_id)!;
      const sold = variant ?? product;
      return { item, product, variant, sold, stock: stock.get(sold.entity_id) ?? 0 };
    });
    // A subscribed line costs the subscription's price (the subscription module's discount).
    const priced = rows.map((r) => ({
      id: r.item.item_id,
      unitPrice: r.item.subscription_frequency === null ? r.sold.min_price : subscribedPrice(r.sold.min_price, SUBSCRIPTION_DISCOUNT_PERCENT),
      qty: r.item.qty,
    }));
    const subtotal = priced.reduce((sum, l) => sum + toCents(l.unitPrice) * l.qty, 0) / 100;
    const rule = this.applicableRule(quote.coupon_code, subtotal, now);
    const totals = cartTotals(priced, rule);
    const errors = new Set<string>();
    const lines = rows.map((r) => {
      const error = r.stock <= 0 ? QTY_MESSAGES.noSourceInStock : r.item.qty > r.stock ? QTY_MESSAGES.notAvailable : null;
      if (error) errors.add(r.stock <= 0 ? QUOTE_STOCK_MESSAGES.outOfStock : QUOTE_STOCK_MESSAGES.notAvailable);
      return { ...r, error, totals: totals.lines.get(r.item.item_id)! };
    });
    return {
      quote,
      lines,
      totals,
      rule,
      couponCode: rule ? quote.coupon_code : null,
      errors: [...errors],
      quantity: lines.reduce((sum, l) => sum + l.item.qty, 0),
      // Summed in grams: weight bands compare exactly.
      weight: lines.reduce((grams, l) => grams + Math.round((l.sold.weight ?? 0) * 1000) * l.item.qty, 0) / 1000,
    };
  }

  /**
   * addProductsToCart: each request is checked in turn against the cart as the earlier ones left it; those that
   * pass are saved, the others reported as user errors after the cart's own stock errors (Magento reports those too).
   */
  addProducts(
    quote: QuoteRow, requests: readonly AddRequest[], session: CatalogSession, now: number,
  ): { quote: QuoteRow; userErrors: UserError[] } {
    return this.repo.transaction(() => {
      const before = this.view(quote, session, now);
      const userErrors = before.errors.map(userError);
      const lines = new Map<string, PendingLine>(before.lines.map(({ item }) => [lineKey(item.product_id, item.variant_id), {
        itemId: item.item_id, productId: item.product_id, variantId: item.variant_id, qty: item.qty, frequency: null, changed: false,
      }]));
      for (const request of requests) {
        const target = this.target(request, session);
        if (typeof target === 'string') {
          userErrors.push(userError(target));
          continue;
        }
        const key = lineKey(target.productId, target.variantId);
        const current = lines.get(key);
        const qty = (current?.qty ?? 0) + request.quantity;
        const problem = quantityProblem(qty, this.stockOf(target.soldId));
        if (problem) {
          userErrors.push(userError(problem));
          continue;
        }
        // A subscribed add subscribes the line; a one-time add leaves the line's subscription as it was.
        lines.set(key, {
          itemId: current?.itemId ?? null, productId: target.productId, variantId: target.variantId, qty,
          frequency: request.frequency ?? current?.frequency ?? null, changed: true,
        });
      }
      const timestamp = iso(now);
      const changed = [...lines.values()].filter((l) => l.changed);
      for (const line of changed) {
        if (line.itemId !== null) this.repo.setQty(line.itemId, line.qty, timestamp);
        const itemId = line.itemId ?? this.repo.addItem(quote.entity_id, line.productId, line.variantId, line.qty, timestamp);
        if (line.frequency !== null) this.repo.setSubscriptionFrequency(itemId, line.frequency, timestamp);
      }
      if (changed.length > 0) this.settle(quote, session, now);
      return { quote: this.repo.reload(quote), userErrors };
    });
  }

  /** updateCartItems: a quantity of 0 or less removes the line. All or nothing. */
  updateItems(quote: QuoteRow, requests: readonly UpdateRequest[], session: CatalogSession, now: number): QuoteRow {
    return this.repo.transaction(() => {
      const timestamp = iso(now);
      for (const request of requests) {
        const item = this.repo.items(quote.entity_id).find((i) => i.item_id === request.itemId);
        if (request.quantity <= 0) {
          if (!item) throw noSuchEntity(CART_MESSAGES.deleteNotFound(quote.entity_id, request.itemId));
          this.repo.removeItem(item.item_id);
          continue;
        }
        if (!item) throw noSuchEntity(CART_MESSAGES.itemNotFound(request.itemId));
        const soldId = item.variant_id ?? item.product_id;
        const problem = quantityProblem(request.quantity, this.stockOf(soldId));
        if (problem) throw inputError(CART_MESSAGES.cannotUpdate(session.product(soldId)!.sku, problem));
        this.repo.setQty(item.item_id, request.quantity, timestamp);
      }
      this.settle(quote, session, now);
      return this.repo.reload(quote);
    });
  }

  removeItem(quote: QuoteRow, itemId: number, session: CatalogSession, now: number): QuoteRow {
    return this.repo.transaction(() => {
      if (!this.repo.items(quote.entity_id).some((i) => i.item_id === itemId)) throw noSuchEntity(CART_MESSAGES.removeNotFound);
      this.repo.removeItem(itemId);
      this.settle(quote, session, now);
      return this.repo.reload(quote);
    });
  }

  /** The code is kept as typed; an unknown, expired or unmet rule is "not valid", as in Magento. */
  applyCoupon(quote: QuoteRow, code: string, session: CatalogSession, now: number): QuoteRow {
    return this.repo.transaction(() => {
      const view = this.view(quote, session, now);
      if (view.couponCode !== null) throw inputError(CART_MESSAGES.couponAlreadyApplied);
      if (view.lines.length === 0) throw noSuchEntity(CART_MESSAGES.noProducts);
      if (!this.applicableRule(code, view.totals.subtotalInclTax, now)) throw noSuchEntity(CART_MESSAGES.couponInvalid);
      this.repo.setCoupon(quote.entity_id, code, iso(now));
      return this.repo.reload(quote);
    });
  }

  removeCoupon(quote: QuoteRow, now: number): QuoteRow {
    return this.repo.transaction(() => {
      if (this.repo.items(quote.entity_id).length === 0) throw noSuchEntity(CART_MESSAGES.noProducts);
      this.repo.setCoupon(quote.entity_id, null, iso(now));
      return this.repo.reload(quote);
    });
  }

  /**
   * estimateShippingMethods: like Magento 2.4.7, it reads the cart by its masked id alone (no owner or active check;
   * it reveals shipping prices only) and answers nothing for an empty cart.
   */
  estimateShipping(maskedId: string, country: string, session: CatalogSession, now: number): ShippingRate[] {
    const quote = this.repo.byMaskedId(maskedId);
    if (!quote) throw inputError(CART_MESSAGES.notFound(maskedId));
    const view = this.view(quote, session, now);
    if (view.lines.length === 0) return [];
    return this.carriers.estimate({
      country, weight: view.weight, goodsTotal: view.totals.grandTotal, freeShipping: view.rule?.freeShipping ?? false,
    });
  }

  private checkPredefinedId(maskedId: string): void {
    if ([...maskedId].length !== MASKED_ID_LENGTH) throw inputError(CART_MESSAGES.predefinedIdLength);
    if (this.repo.byMaskedId(maskedId)) throw new MagentoError(CART_MESSAGES.predefinedIdTaken(maskedId), 'graphql-already-exists');
  }

  private applicableRule(code: string | null, subtotalInclTax: number, now: number): SalesRule | null {
    const rule = code ? this.promotions.byCoupon(code) : undefined;
    return rule && ruleApplies(rule, today(now, TIMEZONE), subtotalInclTax) ? rule : null;
  }

  /** After a change, a coupon whose rule stopped applying (the subtotal fell below its minimum) is dropped. */
  private settle(quote: QuoteRow, session: CatalogSession, now: number): void {
    const fresh = this.repo.reload(quote);
    const timestamp = iso(now);
    this.repo.touch(quote.entity_id, timestamp);
    if (fresh.coupon_code !== null && this.view(fresh, session, now).couponCode === null) {
      this.repo.setCoupon(quote.entity_id, null, timestamp);
    }
  }

  private stockOf(productId: number): number {
    return this.inventory.quantities([productId]).get(productId) ?? 0;
  }

  private salable(product: ProductRecord): boolean {
    const ids = product.type_id === 'configurable' ? product.variantIds : [product.entity_id];
    return [...this.inventory.quantities(ids).values()].some((qty) => qty > 0);
  }

  /** The line a request adds to, or the message that stops it (Magento's order of checks). */
  private target(request: AddRequest, session: CatalogSession): { productId: number; variantId: number | null; soldId: number } | string {
    if (request.quantity <= 0) return ADD_MESSAGES.qtyNotPositive;
    const id = this.products.idBySku(request.sku);
    const product = id === undefined ? undefined : session.product(id);
    // Magento 2.4.7 answers "not found" for a product that cannot be sold (out of stock) too.
    if (!product || !this.salable(product)) return ADD_MESSAGES.productNotFound(request.sku);
    if (product.type_id !== 'configurable') return { productId: product.entity_id, variantId: null, soldId: product.entity_id };
    const selection = superAttributes(request.selectedOptions);
    if (!product.superAttributes.every((s) => selection.has(s.attribute_id))) return ADD_MESSAGES.chooseOptions;
    const variant = session.products(product.variantIds).find((v) => [...selection]
      .every(([attributeId, optionId]) => v.options.some((o) => o.attribute_id === attributeId && o.option_id === optionId)));
    if (!variant || this.stockOf(variant.entity_id) <= 0) return ADD_MESSAGES.optionsUnavailable;
    return { productId: product.entity_id, variantId: variant.entity_id, soldId: variant.entity_id };
  }
}

function iso(now: number): string {
  return new Date(now).toISOString();
}
