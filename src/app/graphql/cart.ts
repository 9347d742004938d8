import { gql } from '@urql/core';

/**
 * Everything the cart's views show (spec §3 "Cart"): lines with image, options and prices including VAT, the
 * trigger's count, coupon, totals. A configurable line also lists its product's options, for changing them.
 */
const CART_DETAILS = gql`
  fragment CartDetails on Cart {
    id
    total_quantity
    total_summary_quantity_including_config
    applied_coupons {
      code
    }
    prices {
      subtotal_including_tax {
        value
        currency
      }
      grand_total {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
    }
    items {
      uid
      quantity
      is_available
      prices {
        price_including_tax {
          value
          currency
        }
        row_total_including_tax {
          value
          currency
        }
      }
      product {
        uid
        sku
        name
        url_key
        small_image {
          url
          label
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            values {
              uid
              label
            }
          }
        }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          configurable_product_option_uid
          configurable_product_option_value_uid
          option_label
          value_label
        }
        configured_variant {
          uid
          small_image {
            url
            label
          }
        }
      }
    }
  }
`;

/** The cart's details, read from the network every time (spec §7). */
export const CART = gql`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartDetails
    }
  }
  ${CART_DETAILS}
`;

/** A guest's new empty cart (spec §7 `createCart`). */
export const CREATE_CART = gql`
  mutation CreateCart {
    cartId: createEmptyCart
  }
`;

export const ADD_PRODUCTS_TO_CART = gql`
  mutation AddProductsToCart($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      cart {
        ...CartDetails
      }
      user_errors {
        code
        message
      }
    }
  }
  ${CART_DETAILS}
`;

export const UPDATE_CART_ITEM = gql`
  mutation UpdateCartItem($cartId: String!, $uid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {
      cart {
        ...CartDetails
      }
    }
  }
  ${CART_DETAILS}
`;

export const REMOVE_CART_ITEM = gql`
  mutation RemoveCartItem($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart {
        ...CartDetails
      }
    }
  }
  ${CART_DETAILS}
`;

export const APPLY_COUPON = gql`
  mutation ApplyCoupon($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        ...CartDetails
      }
    }
  }
  ${CART_DETAILS}
`;

export const REMOVE_COUPON = gql`
  mutation RemoveCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartDetails
      }
    }
  }
  ${CART_DETAILS}
`;

/** Spec §7 EstimateShippingMethods: France and a postcode; the first method answered is the estimate. */
export const ESTIMATE_SHIPPING = gql`
  mutation EstimateShippingMethods($cartId: String!, $postcode: String!) {
    estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: FR, postcode: $postcode } }) {
      carrier_code
      method_code
      carrier_title
      method_title
      available
      amount {
        value
        currency
      }
      price_excl_tax {
        value
        currency
      }
      price_incl_tax {
        value
        currency
      }
    }
  }
`;
