import { graphql } from './generated';

// The cart's operations (spec §7); each answers the cart with the CartDetails fragment of fragments.ts.

/** The cart's details, read from the network every time (spec §7). */
export const CART = graphql(`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartDetails
    }
  }
`);

/** A guest's new empty cart (spec §7 `createCart`). */
export const CREATE_CART = graphql(`
  mutation CreateCart {
    cartId: createEmptyCart
  }
`);

export const ADD_PRODUCTS_TO_CART = graphql(`
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
`);

export const UPDATE_CART_ITEM = graphql(`
  mutation UpdateCartItem($cartId: String!, $uid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $uid, quantity: $quantity }] }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

export const REMOVE_CART_ITEM = graphql(`
  mutation RemoveCartItem($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

export const APPLY_COUPON = graphql(`
  mutation ApplyCoupon($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

export const REMOVE_COUPON = graphql(`
  mutation RemoveCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartDetails
      }
    }
  }
`);

/** Spec §7 EstimateShippingMethods: France and a postcode; the first method answered is the estimate. */
export const ESTIMATE_SHIPPING = graphql(`
  mutation EstimateShippingMethods($cartId: String!, $postcode: String!) {
    estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: FR, postcode: $postcode } }) {
      carrier_code
      method_code
      carrier_title
      method_title
      available
      amount {
        ...Money
      }
      price_excl_tax {
        ...Money
      }
      price_incl_tax {
        ...Money
      }
    }
  }
`);
