import { graphql } from './generated';

// Checkout's steps on the cart (spec §7): the guest's e-mail, the addresses and the shipping method. Placing the
// order with a card goes by REST (services/checkout.ts); with one of Magento's offline methods, by GraphQL.

export const SET_GUEST_EMAIL = graphql(`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`);

/** Spec §6: a guest's data-protection consent, recorded against their cart (the backend keeps one per cart). */
export const GUEST_CONSENT = graphql(`
  mutation GuestConsent($cartId: String!, $isConsent: Boolean!) {
    addOrUpdateGuestConsent(cartId: $cartId, isConsent: $isConsent) {
      is_consent
    }
  }
`);

/** The store's consent label and notice for a guest at checkout (spec §3 `gdpr_consent_texts`). */
export const CHECKOUT_CONSENT_TEXTS = graphql(`
  query CheckoutConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        label_checkout
        legal_checkout
      }
    }
  }
`);

/**
 * Spec §7: the address for delivery, and the store or relay point it is collected from (in-store pickup's
 * pickup_location_code); the answer lists the shipping methods it can have.
 */
export const SET_SHIPPING_ADDRESS = graphql(`
  mutation SetShippingAddressesOnCart($cartId: String!, $address: CartAddressInput!, $pickupLocationCode: String) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address, pickup_location_code: $pickupLocationCode }] }) {
      cart {
        id
        shipping_addresses {
          available_shipping_methods {
            carrier_code
            carrier_title
            method_code
            method_title
            available
            amount {
              value
              currency
            }
          }
        }
      }
    }
  }
`);

export const SET_SHIPPING_METHOD = graphql(`
  mutation SetShippingMethodsOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {
      cart {
        id
        shipping_addresses {
          selected_shipping_method {
            carrier_code
            method_code
          }
        }
      }
    }
  }
`);

export const SET_BILLING_ADDRESS = graphql(`
  mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {
      cart {
        id
        billing_address {
          firstname
          lastname
        }
        available_payment_methods {
          code
          title
        }
      }
    }
  }
`);

export const SET_PAYMENT_METHOD = graphql(`
  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        id
        selected_payment_method {
          code
        }
      }
    }
  }
`);

export const PLACE_ORDER = graphql(`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
      }
    }
  }
`);

/** The relay points nearest a postcode (in-store pickup's pickup locations, searched by area). */
export const PICKUP_LOCATIONS = graphql(`
  query PickupLocations($searchTerm: String!, $pageSize: Int!) {
    pickupLocations(area: { radius: 50, search_term: $searchTerm }, pageSize: $pageSize) {
      items {
        pickup_location_code
        name
        street
        postcode
        city
      }
    }
  }
`);
