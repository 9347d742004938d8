import type { AddAnswer, CartAnswer } from '../../../machines/cart.machine';
import { isStockMessage, type Cart, type CartItem, type CartLine, type Money, type ShippingEstimate } from '../../domain/cart';
import { STORE_CURRENCY } from '../../domain/store';
import { ADD_PRODUCTS_TO_CART, APPLY_COUPON, CART, CREATE_CART, ESTIMATE_SHIPPING, REMOVE_CART_ITEM, REMOVE_COUPON, UPDATE_CART_ITEM } from '../graphql/cart';
import { mutationData, RequestError, requestErrorOf } from './graphql/request';
import type { DataServices } from './route';

// The answers of the cart's operations, as far as the shop reads them.
interface MoneyAnswer {
  value: number | null;
  currency: string | null;
}
interface ImageAnswer {
  url: string | null;
  label: string | null;
}
interface ItemAnswer {
  uid: string;
  quantity: number;
  is_available: boolean;
  prices: { price_including_tax: MoneyAnswer; row_total_including_tax: MoneyAnswer } | null;
  product: {
    uid: string;
    sku: string;
    name: string;
    url_key: string;
    small_image: ImageAnswer | null;
    configurable_options?: { uid: string; label: string; values: { uid: string; label: string }[] | null }[] | null;
  };
  configurable_options?: {
    configurable_product_option_uid: string;
    configurable_product_option_value_uid: string;
    option_label: string;
    value_label: string;
  }[];
  configured_variant?: { uid: string; small_image: ImageAnswer | null };
}
export interface CartDetailsAnswer {
  id: string;
  total_quantity: number;
  total_summary_quantity_including_config: number;
  applied_coupons: { code: string }[] | null;
  prices: {
    subtotal_including_tax: MoneyAnswer | null;
    grand_total: MoneyAnswer | null;
    discounts: { label: string; amount: MoneyAnswer }[] | null;
    applied_taxes: { label: string; amount: MoneyAnswer }[] | null;
  } | null;
  /** A line the stock no longer covers may come as null, with a GraphQL error at its path (spec §8). */
  items: (ItemAnswer | null)[] | null;
}
interface MethodAnswer {
  carrier_code: string;
  method_code: string | null;
  carrier_title: string;
  method_title: string | null;
  available: boolean;
  price_incl_tax: MoneyAnswer;
}

const money = (answer: MoneyAnswer | null | undefined): Money => ({ value: answer?.value ?? 0, currency: answer?.currency ?? STORE_CURRENCY });

const image = (answer: ImageAnswer | null | undefined, name: string) => (answer?.url ? { url: answer.url, label: answer.label || name } : null);

function itemOf(answer: ItemAnswer): CartItem {
  const { product } = answer;
  return {
    uid: answer.uid,
    sku: product.sku,
    name: product.name,
    urlKey: product.url_key,
    image: image(answer.configured_variant?.small_image, product.name) ?? image(product.small_image, product.name),
    options: (answer.configurable_options ?? []).map((option) => ({
      label: option.option_label,
      value: option.value_label,
      optionUid: option.configurable_product_option_uid,
      valueUid: option.configurable_product_option_value_uid,
    })),
    choices: (product.configurable_options ?? []).map((option) => ({ optionUid: option.uid, label: option.label, values: option.values ?? [] })),
    quantity: answer.quantity,
    unitPrice: money(answer.prices?.price_including_tax),
    rowTotal: money(answer.prices?.row_total_including_tax),
    isAvailable: answer.is_available,
  };
}

/** The shop's reading of a cart answered by the backend. */
export function cartOf(answer: CartDetailsAnswer): Cart {
  const prices = answer.prices;
  return {
    id: answer.id,
    items: (answer.items ?? []).flatMap((item) => (item ? [itemOf(item)] : [])),
    itemCount: answer.total_summary_quantity_including_config,
    totalQuantity: answer.total_quantity,
    prices: {
      subtotal: money(prices?.subtotal_including_tax),
      discounts: (prices?.discounts ?? []).map((discount) => ({ label: discount.label, amount: money(discount.amount) })),
      taxes: (prices?.applied_taxes ?? []).map((tax) => ({ label: tax.label, amount: money(tax.amount) })),
      grandTotal: money(prices?.grand_total),
    },
    couponCode: answer.applied_coupons?.[0]?.code ?? null,
  };
}

/**
 * The cart's details. Stock errors (spec §8) do not fail the read: the lines they concern (unavailable, or
 * answered as null) are listed apart for removal. Any other error fails it.
 */
export async function loadCart({ client }: DataServices, { cartId }: { cartId: string }): Promise<CartAnswer> {
  const result = await (await client()).query<{ cart: CartDetailsAnswer | null }>(CART, { cartId }, { requestPolicy: 'network-only' }).toPromise();
  const onlyStock = result.error && !result.error.networkError && result.error.graphQLErrors.every((e) => isStockMessage(e.message));
  if (result.error && !onlyStock) throw requestErrorOf(result.error);
  if (!result.data?.cart) throw new RequestError('Empty answer', false);
  const cart = cartOf(result.data.cart);
  return { cart, unavailable: cart.items.filter((item) => !item.isAvailable) };
}

export async function createCart({ client }: DataServices): Promise<string> {
  const { cartId } = await mutationData<{ cartId: string | null }>(await client(), CREATE_CART, {});
  if (!cartId) throw new RequestError('Unable to create cart', false);
  return cartId;
}

export async function addItem({ client }: DataServices, { cartId, line }: { cartId: string; line: CartLine }): Promise<AddAnswer> {
  const items = [{ sku: line.sku, quantity: line.quantity, ...(line.selectedOptions.length && { selected_options: line.selectedOptions }) }];
  const { addProductsToCart } = await mutationData<{ addProductsToCart: { cart: CartDetailsAnswer; user_errors: { message: string }[] } }>(
    await client(),
    ADD_PRODUCTS_TO_CART,
    { cartId, items },
  );
  return { cart: cartOf(addProductsToCart.cart), errors: addProductsToCart.user_errors.map((e) => e.message) };
}

export async function updateItem({ client }: DataServices, variables: { cartId: string; uid: string; quantity: number }): Promise<Cart> {
  const { updateCartItems } = await mutationData<{ updateCartItems: { cart: CartDetailsAnswer } }>(await client(), UPDATE_CART_ITEM, variables);
  return cartOf(updateCartItems.cart);
}

/** Removes the lines one after the other; the cart as the last removal left it. */
export async function removeItems({ client }: DataServices, { cartId, uids }: { cartId: string; uids: string[] }): Promise<Cart> {
  const graphql = await client();
  let cart: CartDetailsAnswer | null = null;
  for (const uid of uids) {
    ({ cart } = (await mutationData<{ removeItemFromCart: { cart: CartDetailsAnswer } }>(graphql, REMOVE_CART_ITEM, { cartId, uid })).removeItemFromCart);
  }
  if (!cart) throw new RequestError('Empty answer', false);
  return cartOf(cart);
}

export async function applyCoupon({ client }: DataServices, variables: { cartId: string; code: string }): Promise<Cart> {
  const { applyCouponToCart } = await mutationData<{ applyCouponToCart: { cart: CartDetailsAnswer } }>(await client(), APPLY_COUPON, variables);
  return cartOf(applyCouponToCart.cart);
}

export async function removeCoupon({ client }: DataServices, variables: { cartId: string }): Promise<Cart> {
  const { removeCouponFromCart } = await mutationData<{ removeCouponFromCart: { cart: CartDetailsAnswer } }>(await client(), REMOVE_COUPON, variables);
  return cartOf(removeCouponFromCart.cart);
}

/** The available methods, in the carriers' order. */
export async function estimateShipping({ client }: DataServices, variables: { cartId: string; postcode: string }): Promise<ShippingEstimate[]> {
  const { estimateShippingMethods } = await mutationData<{ estimateShippingMethods: (MethodAnswer | null)[] | null }>(
    await client(),
    ESTIMATE_SHIPPING,
    variables,
  );
  return (estimateShippingMethods ?? []).flatMap((method) =>
    method?.available
      ? [
          {
            carrierCode: method.carrier_code,
            methodCode: method.method_code ?? '',
            title: method.method_title ? `${method.carrier_title} – ${method.method_title}` : method.carrier_title,
            amount: money(method.price_incl_tax),
          },
        ]
      : [],
  );
}
