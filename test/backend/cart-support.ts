// Operations and helpers shared by the cart tests (cart*.test.ts), over HTTP against the fixture catalogue.
import { expect } from 'vitest';
import type { GraphQLReply, BackendAt } from './helpers';
import { anotherDevice } from '../harness/devices';

export const MONEY = 'value currency';

export const CART_FIELDS = /* GraphQL */ `
  id
  email
  total_quantity
  total_summary_quantity_including_config
  applied_coupons { code }
  items {
    __typename
    id
    uid
    quantity
    is_available
    errors { code message }
    product { sku name small_image { url } media_gallery { url position } }
    prices {
      price { ${MONEY} }
      price_including_tax { ${MONEY} }
      row_total { ${MONEY} }
      row_total_including_tax { ${MONEY} }
      total_item_discount { ${MONEY} }
      discounts { label amount { ${MONEY} } }
    }
    ... on ConfigurableCartItem {
      configured_variant { sku }
      configurable_options { configurable_product_option_uid configurable_product_option_value_uid option_label value_label }
    }
  }
  prices {
    subtotal_excluding_tax { ${MONEY} }
    subtotal_including_tax { ${MONEY} }
    subtotal_with_discount_excluding_tax { ${MONEY} }
    grand_total { ${MONEY} }
    applied_taxes { label amount { ${MONEY} } }
    discounts { label applied_to coupon { code } amount { ${MONEY} } }
  }
`;

export const CREATE_GUEST_CART = 'mutation ($input: CreateGuestCartInput) { createGuestCart(input: $input) { cart { id total_quantity } } }';
export const CREATE_EMPTY_CART = 'mutation ($input: createEmptyCartInput) { createEmptyCart(input: $input) }';
export const CART = `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
export const CUSTOMER_CART = `query { customerCart { ${CART_FIELDS} } }`;
export const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } }
}`;
export const UPDATE = `mutation ($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } } }`;
export const REMOVE = `mutation ($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const APPLY_COUPON = `mutation ($input: ApplyCouponToCartInput) { applyCouponToCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const REMOVE_COUPON = `mutation ($input: RemoveCouponFromCartInput) { removeCouponFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const ESTIMATE = `mutation ($input: EstimateTotalsInput!) {
  estimateShippingMethods(input: $input) {
    carrier_code carrier_title method_code method_title available error_message
    amount { ${MONEY} } price_excl_tax { ${MONEY} } price_incl_tax { ${MONEY} }
  }
}`;

export const euros = (value: number) => ({ value, currency: 'EUR' });
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function guestCart(t: BackendAt, headers: Record<string, string> = {}): Promise<string> {
  const reply = await t.gql(CREATE_GUEST_CART, { headers });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.createGuestCart.cart.id as string;
}

export async function add(t: BackendAt, id: string, items: Array<Record<string, unknown>>, headers: Record<string, string> = {}) {
  return t.gql(ADD, { variables: { id, items }, headers });
}

/** Adds and expects no error at all; returns the cart. */
export async function addOk(t: BackendAt, id: string, items: Array<Record<string, unknown>>, headers: Record<string, string> = {}) {
  const reply = await add(t, id, items, headers);
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data!.addProductsToCart.user_errors).toEqual([]);
  return reply.body.data!.addProductsToCart.cart;
}

/** A customer's bearer token, the account created on first use. */
export async function customerToken(t: BackendAt, email: string): Promise<string> {
  const password = 'Panier-2030!';
  await t.gql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    variables: { input: { firstname: 'Inès', lastname: 'Martin', email, password } }, from: anotherDevice(),
  });
  const reply = await t.gql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', {
    variables: { e: email, p: password },
  });
  return reply.body.data!.generateCustomerToken.token as string;
}

/** The configurable's option value uids by label ("150 g", "Citron"…). */
export async function optionUids(t: BackendAt, sku: string): Promise<Record<string, string>> {
  const reply = await t.gql('query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { configurable_options { values { uid label } } } } } }', {
    variables: { sku },
  });
  const options = reply.body.data!.products.items[0].configurable_options as Array<{ values: Array<{ uid: string; label: string }> }>;
  return Object.fromEntries(options.flatMap((o) => o.values.map((v) => [v.label, v.uid])));
}

/** The one error of a reply, as Magento formats it (message and category). */
export function onlyError(reply: GraphQLReply) {
  expect(reply.body.errors, JSON.stringify(reply.body)).toHaveLength(1);
  const [error] = reply.body.errors!;
  return { message: error!.message, category: error!.extensions?.category };
}
