import type { ResultOf } from '@graphql-typed-document-node/core';
import type { AddAnswer, CartAnswer } from '../../../machines/cart.machine';
import { shippingName } from '../../domain/shipping-name';
import { isStockMessage, type Cart, type CartItem, type CartLine, type ChosenShipping, type ShippingEstimate } from '../../domain/cart';
import { ADD_PRODUCTS_TO_CART, APPLY_COUPON, CART, CREATE_CART, ESTIMATE_SHIPPING, REMOVE_CART_ITEM, REMOVE_COUPON, UPDATE_CART_ITEM } from '../graphql/cart';
import type { CART_DETAILS, CART_LINE } from '../graphql/fragments';
import { SUBSCRIPTION_OPTION_UID } from '../../domain/subscriptions';
import { image, money } from './fragments';
import { mutationData, RequestError, requestErrorOf } from './graphql/request';
import type { DataServices } from './route';

function itemOf(answer: ResultOf<typeof CART_LINE>): CartItem {
  const { product } = answer;
  const name = product.name ?? '';
  return {
    uid: answer.uid,
    sku: product.sku ?? '',
    name,
    urlKey: product.url_key ?? '',
    image: image('configured_variant' in answer ? answer.configured_variant?.small_image : null, name) ?? image(product.small_image, name),
    options: ('configurable_options' in answer ? (answer.configurable_options ?? []) : []).flatMap((option) =>
      option
        ? [
            {
              label: option.option_label,
              value: option.value_label,
              optionUid: option.configurable_product_option_uid,
              valueUid: option.configurable_product_option_value_uid,
            },
          ]
        : [],
    ),
    choices: ('configurable_options' in product ? (product.configurable_options ?? []) : []).flatMap((option) =>
      option
        ? [
            {
              optionUid: option.uid,
              code: option.attribute_code ?? '',
              label: option.label ?? '',
              values: (option.values ?? []).flatMap((value) => (value?.uid ? [{ uid: value.uid, label: value.label ?? '' }] : [])),
            },
          ]
        : [],
    ),
    variants: ('variants' in product ? (product.variants ?? []) : []).flatMap((variant) =>
      variant?.product
        ? [{
            options: Object.fromEntries((variant.attributes ?? []).flatMap((a) => (a?.code ? [[a.code, a.uid]] : []))),
            inStock: variant.product.stock_status === 'IN_STOCK',
          }]
        : [],
    ),
    quantity: answer.quantity,
    unitPrice: money(answer.prices?.price_including_tax),
    rowTotal: money(answer.prices?.row_total_including_tax),
    isAvailable: answer.is_available,
    subscriptionFrequency: 'subscription_frequency' in answer ? (answer.subscription_frequency ?? null) : null,
  };
}

/** The method the cart's shipping address holds; Magento answers an empty one (no codes) when none was set. */
function chosenShippingOf(
  method: { carrier_code: string; method_code: string; amount: Parameters<typeof money>[0] } | null | undefined,
): ChosenShipping | null {
  return method?.carrier_code && method.method_code ? { carrierCode: method.carrier_code, methodCode: method.method_code, amount: money(method.amount) } : null;
}

/** The shop's reading of a cart answered by the backend. */
export function cartOf(answer: ResultOf<typeof CART_DETAILS>): Cart {
  const prices = answer.prices;
  return {
    id: answer.id,
    items: (answer.items ?? []).flatMap((item) => (item ? [itemOf(item)] : [])),
    itemCount: answer.total_summary_quantity_including_config,
    totalQuantity: answer.total_quantity,
    prices: {
      subtotal: money(prices?.subtotal_including_tax),
      discounts: (prices?.discounts ?? []).flatMap((discount) => (discount ? [{ label: discount.label, amount: money(discount.amount) }] : [])),
      taxes: (prices?.applied_taxes ?? []).flatMap((tax) => (tax ? [{ label: tax.label, amount: money(tax.amount) }] : [])),
      grandTotal: money(prices?.grand_total),
    },
    couponCode: answer.applied_coupons?.[0]?.code ?? null,
    shippingMethod: chosenShippingOf(answer.shipping_addresses?.[0]?.selected_shipping_method),
  };
}

/**
 * The cart's details. Stock errors (spec §8) do not fail the read: the lines they concern (unavailable, or
 * answered as null) are listed apart for removal. Any other error fails it.
 */
export async function loadCart({ client }: DataServices, { cartId }: { cartId: string }): Promise<CartAnswer> {
  const result = await (await client()).query(CART, { cartId }, { requestPolicy: 'network-only' }).toPromise();
  const onlyStock = result.error && !result.error.networkError && result.error.graphQLErrors.every((e) => isStockMessage(e.message));
  if (result.error && !onlyStock) throw requestErrorOf(result.error);
  if (!result.data?.cart) throw new RequestError('Empty answer', false);
  const cart = cartOf(result.data.cart);
  return { cart, unavailable: cart.items.filter((item) => !item.isAvailable) };
}

export async function createCart({ client }: DataServices): Promise<string> {
  const { cartId } = await mutationData(await client(), CREATE_CART, {});
  if (!cartId) throw new RequestError('Unable to create cart', false);
  return cartId;
}

export async function addItem({ client }: DataServices, { cartId, line }: { cartId: string; line: CartLine }): Promise<AddAnswer> {
  const items = [{
    sku: line.sku,
    quantity: line.quantity,
    ...(line.selectedOptions.length && { selected_options: line.selectedOptions }),
    // The subscription module's entered option: a subscribed line carries its frequency.
    ...(line.frequency && { entered_options: [{ uid: SUBSCRIPTION_OPTION_UID, value: String(line.frequency) }] }),
  }];
  const { addProductsToCart } = await mutationData(await client(), ADD_PRODUCTS_TO_CART, { cartId, items });
  if (!addProductsToCart?.cart) throw new RequestError('Empty answer', false);
  return { cart: cartOf(addProductsToCart.cart), errors: addProductsToCart.user_errors.flatMap((e) => (e ? [e.message] : [])) };
}

/** The cart a cart mutation answered; the shop reads none without one. */
function answeredCart(output: { cart: ResultOf<typeof CART_DETAILS> | null } | null): Cart {
  if (!output?.cart) throw new RequestError('Empty answer', false);
  return cartOf(output.cart);
}

export async function updateItem({ client }: DataServices, variables: { cartId: string; uid: string; quantity: number }): Promise<Cart> {
  return answeredCart((await mutationData(await client(), UPDATE_CART_ITEM, variables)).updateCartItems);
}

/** Removes the lines one after the other; the cart as the last removal left it. */
export async function removeItems({ client }: DataServices, { cartId, uids }: { cartId: string; uids: string[] }): Promise<Cart> {
  const graphql = await client();
  let cart: Cart | null = null;
  for (const uid of uids) cart = answeredCart((await mutationData(graphql, REMOVE_CART_ITEM, { cartId, uid })).removeItemFromCart);
  if (!cart) throw new RequestError('Empty answer', false);
  return cart;
}

export async function applyCoupon({ client }: DataServices, variables: { cartId: string; code: string }): Promise<Cart> {
  return answeredCart((await mutationData(await client(), APPLY_COUPON, variables)).applyCouponToCart);
}

export async function removeCoupon({ client }: DataServices, variables: { cartId: string }): Promise<Cart> {
  return answeredCart((await mutationData(await client(), REMOVE_COUPON, variables)).removeCouponFromCart);
}

/** The available methods, in the carriers' order. */
export async function estimateShipping({ client }: DataServices, variables: { cartId: string; postcode: string }): Promise<ShippingEstimate[]> {
  const { estimateShippingMethods } = await mutationData(await client(), ESTIMATE_SHIPPING, variables);
  return (estimateShippingMethods ?? []).flatMap((method) =>
    method?.available
      ? [
          {
            carrierCode: method.carrier_code,
            methodCode: method.method_code ?? '',
            title: shippingName(method.carrier_title, method.method_title ?? ''),
            amount: money(method.price_incl_tax),
          },
        ]
      : [],
  );
}
