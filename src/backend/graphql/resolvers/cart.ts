import { STORE_CURRENCY } from '../../../domain/store';
import type { CartLine, CartView } from '../../cart/cart-service';
import type { QuoteRow } from '../../cart/carts';
import { CART_MESSAGES } from '../../cart/messages';
import type { ShippingRate } from '../../cart/shipping';
import { VAT } from '../../cart/totals';
import type { CheckoutSummary } from '../../checkout/checkout-service';
import type { Context } from '../context';
import { CUSTOMER_NOT_AUTHORIZED, MagentoError, authorizationError, inputError } from '../errors';
import { frequencyOption } from '../../subscriptions/cart-option';
import { decodeIdUid, encodeUid } from '../uid';
import type { FieldResolver, Resolvers } from './types';

export const money = (value: number) => ({ value, currency: STORE_CURRENCY });

/**
 * A Cart: the quote, its view and its checkout computed once, after the operation that returns it. Carts are never
 * cached.
 */
export interface CartSource {
  quote: QuoteRow;
  view(): CartView;
  checkout(): CheckoutSummary;
}

interface ItemSource {
  line: CartLine;
  view: CartView;
}

interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: Array<{ uid: string; value: string }> | null;
}

interface ItemReference {
  cart_item_id?: number | null;
  cart_item_uid?: string | null;
}

interface EstimateTotalsInput {
  cart_id: string;
  address: { country_code: string; region?: Record<string, unknown> | null };
}

interface CartItemUpdateInput extends ItemReference {
  quantity?: number | null;
  customizable_options?: unknown[] | null;
}

export function cartSource(quote: QuoteRow, context: Context): CartSource {
  let view: CartView | undefined;
  let checkout: CheckoutSummary | undefined;
  const source: CartSource = {
    quote,
    view: () => (view ??= context.services.carts.view(quote, context.session, context.now)),
    checkout: () => (checkout ??= context.services.checkout.summary(quote, source.view())),
  };
  return source;
}

/** The caller's cart, with GetCartForUser's checks; marks the answer private first, whatever happens next. */
export function cartFor(maskedId: string, context: Context): QuoteRow {
  context.cache.markPrivate();
  return context.services.carts.cartForUser(maskedId, context.customer?.id ?? null);
}

/**
 * The item id of cart_item_id or cart_item_uid, as Magento's argument processor reads them (both at once is an
 * error; a uid that is not base64 too). 0 when neither names an item, as PHP's (int) cast of anything else.
 */
function itemId(ref: ItemReference): number {
  if (ref.cart_item_uid !== undefined && ref.cart_item_uid !== null && ref.cart_item_uid !== '') {
    if (ref.cart_item_id) throw inputError(CART_MESSAGES.idAndUid);
    const id = decodeIdUid(ref.cart_item_uid);
    return Number.isNaN(id) ? 0 : id;
  }
  return ref.cart_item_id ?? 0;
}

function discount(view: CartView, amount: number) {
  return { label: view.rule!.label, amount: money(amount), applied_to: 'ITEM', coupon: { code: view.couponCode } };
}

export function shippingMethod(rate: ShippingRate) {
  return {
    carrier_code: rate.carrierCode,
    carrier_title: rate.carrierTitle,
    method_code: rate.methodCode,
    method_title: rate.methodTitle,
    amount: money(rate.priceInclTax),
    base_amount: money(rate.priceInclTax),
    price_incl_tax: money(rate.priceInclTax),
    price_excl_tax: money(rate.priceExclTax),
    available: true,
    error_message: null,
  };
}

const cartItemFields: Record<string, FieldResolver> = {
  id: (i: ItemSource) => String(i.line.item.item_id),
  uid: (i: ItemSource) => encodeUid(i.line.item.item_id),
  quantity: (i: ItemSource) => i.line.item.qty,
  product: (i: ItemSource) => i.line.product,
  prices: (i: ItemSource) => i,
  errors: (i: ItemSource) => (i.line.error ? [{ code: 'ITEM_QTY', message: i.line.error }] : null),
  is_available: (i: ItemSource) => i.line.error === null,
  customizable_options: () => [],
  subscription_frequency: (i: ItemSource) => i.line.item.subscription_frequency,
};

export const cartResolvers: Resolvers = {
  fields: {
    Query: {
      cart: (_s, args: { cart_id: string }, context: Context) => {
        context.cache.markPrivate();
        if (!args.cart_id) throw inputError(CART_MESSAGES.missing('cart_id'));
        return cartSource(cartFor(args.cart_id, context), context);
      },
      customerCart: (_s, _a, context: Context) => {
        context.cache.markPrivate();
        if (!context.customer) throw authorizationError(CART_MESSAGES.customerOnly);
        return cartSource(context.services.carts.customerCart(context.customer.id, context.now), context);
      },
    },
    Mutation: {
      createGuestCart: (_s, args: { input?: { cart_uid?: string | null } | null }, context: Context) => {
        context.cache.markPrivate();
        const quote = context.services.carts.createGuestCart(args.input?.cart_uid ?? null, context.customer?.id ?? null, context.now);
        return { cart: cartSource(quote, context) };
      },
      createEmptyCart: (_s, args: { input?: { cart_id?: string | null } | null }, context: Context) => {
        context.cache.markPrivate();
        return context.services.carts.createEmptyCart(args.input?.cart_id ?? null, context.customer?.id ?? null, context.now);
      },
      addProductsToCart: (_s, args: { cartId: string; cartItems: CartItemInput[] }, context: Context) => {
        context.cache.markPrivate();
        if (!args.cartId) throw inputError(CART_MESSAGES.missing('cartId'));
        if (args.cartItems.length === 0) throw inputError(CART_MESSAGES.missing('cartItems'));
        const quote = cartFor(args.cartId, context);
        // Magento 2.4.7 reads the SKU alone: parent_sku does not change what is added. Without the subscription
        // module the frequency is an entered option Magento does not know, and ignores.
        const subscribes = context.services.profile.extensions;
        const requests = args.cartItems.map((i) => ({
          sku: i.sku, quantity: i.quantity, selectedOptions: i.selected_options ?? [], frequency: subscribes ? frequencyOption(i.entered_options) : null,
        }));
        const result = context.services.carts.addProducts(quote, requests, context.session, context.now);
        return { cart: cartSource(result.quote, context), user_errors: result.userErrors };
      },
      updateCartItems: (_s, args: { input?: { cart_id: string; cart_items: CartItemUpdateInput[] } | null }, context: Context) => {
        context.cache.markPrivate();
        const items = (args.input?.cart_items ?? []).map((item) => ({ item, id: itemId(item) }));
        if (!args.input?.cart_id) throw inputError(CART_MESSAGES.missingDot('cart_id'));
        if (items.length === 0) throw inputError(CART_MESSAGES.missingDot('cart_items'));
        const quote = cartFor(args.input.cart_id, context);
        const requests = items.flatMap(({ item, id }) => {
          if (!id) throw inputError(CART_MESSAGES.missingInItems('cart_item_id'));
          if (item.quantity === undefined || item.quantity === null) {
            // Options alone may be updated; the catalogue has no customizable options, so there is nothing to do.
            if ((item.customizable_options ?? []).length > 0) return [];
            throw inputError(CART_MESSAGES.missingInItems('quantity'));
          }
          return [{ itemId: id, quantity: item.quantity }];
        });
        return { cart: cartSource(context.services.carts.updateItems(quote, requests, context.session, context.now), context) };
      },
      removeItemFromCart: (_s, args: { input?: ({ cart_id: string } & ItemReference) | null }, context: Context) => {
        context.cache.markPrivate();
        const id = args.input ? itemId(args.input) : 0;
        if (!args.input?.cart_id) throw inputError(CART_MESSAGES.missingDot('cart_id'));
        if (!id) throw inputError(CART_MESSAGES.missingDot('cart_item_id'));
        const quote = cartFor(args.input.cart_id, context);
        return { cart: cartSource(context.services.carts.removeItem(quote, id, context.session, context.now), context) };
      },
      applyCouponToCart: (_s, args: { input?: { cart_id: string; coupon_code: string } | null }, context: Context) => {
        context.cache.markPrivate();
        if (!args.input?.cart_id) throw inputError(CART_MESSAGES.missing('cart_id'));
        if (!args.input.coupon_code) throw inputError(CART_MESSAGES.missing('coupon_code'));
        const quote = cartFor(args.input.cart_id, context);
        // Counted by the cart's own id, whoever holds it: a guesser gets ten misses an hour, whatever the client.
        const { carts, limits } = context.services;
        const cart = String(quote.entity_id);
        if (limits.couponPerCart.isBlocked(cart, context.now)) throw inputError(CART_MESSAGES.couponAttempts);
        try {
          return { cart: cartSource(carts.applyCoupon(quote, args.input.coupon_code, context.session, context.now), context) };
        } catch (error) {
          if (error instanceof MagentoError && error.message === CART_MESSAGES.couponInvalid) limits.couponPerCart.record(cart, context.now);
          throw error;
        }
      },
      removeCouponFromCart: (_s, args: { input?: { cart_id: string } | null }, context: Context) => {
        context.cache.markPrivate();
        if (!args.input?.cart_id) throw inputError(CART_MESSAGES.missing('cart_id'));
        const quote = cartFor(args.input.cart_id, context);
        return { cart: cartSource(context.services.carts.removeCoupon(quote, context.now), context) };
      },
      mergeCarts: (_s, args: { source_cart_id: string; destination_cart_id?: string | null }, context: Context) => {
        context.cache.markPrivate();
        if (!args.source_cart_id) throw inputError(CART_MESSAGES.missing('source_cart_id'));
        if (args.destination_cart_id === '') throw inputError(CART_MESSAGES.destinationEmpty);
        if (!context.customer) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
        const merged = context.services.carts.mergeCarts(args.source_cart_id, args.destination_cart_id ?? null, context.customer.id,
          context.session, context.now);
        return cartSource(merged, context);
      },
      estimateShippingMethods: (_s, args: { input: EstimateTotalsInput }, context: Context) => {
        context.cache.markPrivate();
        const { cart_id: cartId, address } = args.input;
        if (!cartId) throw inputError(CART_MESSAGES.missing('cart_id'));
        if (address.region && Object.values(address.region).every((v) => v === null || v === undefined || v === '')) {
          throw inputError(CART_MESSAGES.regionMissing);
        }
        return context.services.carts.estimateShipping(cartId, address.country_code, context.session, context.now).map(shippingMethod);
      },
    },
    Cart: {
      id: (c: CartSource) => c.quote.masked_id,
      is_virtual: () => false,
      // The quote's stock errors come first, as errors at their place in the list (Magento's CartItems resolver).
      items: (c: CartSource) => {
        const view = c.view();
        return [...view.errors.map((message) => inputError(message)), ...view.lines.map((line) => ({ line, view }))];
      },
      prices: (c: CartSource) => c,
      total_quantity: (c: CartSource) => c.view().quantity,
      total_summary_quantity_including_config: (c: CartSource, _a, context: Context) =>
        (context.services.config.number('cart_summary_display_quantity') === 1 ? c.view().quantity : c.view().lines.length),
      applied_coupon: (c: CartSource) => {
        const code = c.view().couponCode;
        return code === null ? null : { code };
      },
      applied_coupons: (c: CartSource) => {
        const code = c.view().couponCode;
        return code === null ? null : [{ code }];
      },
    },
    // Once a shipping method is chosen, its price enters the grand total and its VAT the taxes.
    CartPrices: {
      grand_total: (c: CartSource) => money(c.checkout().grandTotal),
      subtotal_excluding_tax: (c: CartSource) => money(c.view().totals.subtotalExclTax),
      subtotal_including_tax: (c: CartSource) => money(c.view().totals.subtotalInclTax),
      subtotal_with_discount_excluding_tax: (c: CartSource) => money(c.view().totals.subtotalWithDiscountExclTax),
      applied_taxes: (c: CartSource) => (c.checkout().tax > 0 ? [{ label: VAT.label, amount: money(c.checkout().tax) }] : []),
      discounts: (c: CartSource) => (c.view().totals.discount > 0 ? [discount(c.view(), c.view().totals.discount)] : null),
      discount: (c: CartSource) => {
        const v = c.view();
        return v.totals.discount > 0 ? { amount: money(v.totals.discount), label: [v.rule!.label] } : null;
      },
    },
    CartItemPrices: {
      price: (i: ItemSource) => money(i.line.totals.price),
      price_including_tax: (i: ItemSource) => money(i.line.totals.priceInclTax),
      row_total: (i: ItemSource) => money(i.line.totals.rowTotal),
      row_total_including_tax: (i: ItemSource) => money(i.line.totals.rowTotalInclTax),
      total_item_discount: (i: ItemSource) => money(i.line.totals.discount),
      discounts: (i: ItemSource) => (i.line.totals.discount > 0 ? [discount(i.view, i.line.totals.discount)] : null),
      fixed_product_taxes: () => [],
    },
    SimpleCartItem: cartItemFields,
    ConfigurableCartItem: {
      ...cartItemFields,
      configured_variant: (i: ItemSource) => i.line.variant,
      configurable_options: (i: ItemSource) => i.line.product.superAttributes.flatMap((s) => {
        const value = i.line.variant?.options.find((o) => o.attribute_id === s.attribute_id);
        return value ? [{
          id: s.attribute_id,
          configurable_product_option_uid: encodeUid(`configurable/${i.line.product.entity_id}/${s.attribute_id}`),
          option_label: s.label,
          value_id: value.option_id,
          configurable_product_option_value_uid: encodeUid(`configurable/${s.attribute_id}/${value.option_id}`),
          value_label: value.label,
        }] : [];
      }),
    },
  },
  types: {
    CartItemInterface: (i) => ((i as ItemSource).line.variant ? 'ConfigurableCartItem' : 'SimpleCartItem'),
  },
};
