import { graphql } from './generated';

// Selections that several operations share. Codegen copies each fragment into the documents that spread it; the
// services type what they map from a fragment with DocumentType<typeof FRAGMENT>.

export const MONEY = graphql(`
  fragment Money on Money {
    value
    currency
  }
`);

/** A product image: a thumbnail, a packshot of the gallery. */
export const IMAGE = graphql(`
  fragment Image on MediaGalleryInterface {
    url
    label
  }
`);

/** A price as the shop shows it: the regular price struck through when the final one is lower. */
export const SHOWN_PRICE = graphql(`
  fragment ShownPrice on ProductPrice {
    regular_price {
      ...Money
    }
    final_price {
      ...Money
    }
    discount {
      percent_off
    }
  }
`);

/**
 * A cart line with image, options and prices including VAT; a configurable line also lists its product's options and
 * its variants' stock, to offer another variant.
 */
export const CART_LINE = graphql(`
  fragment CartLine on CartItemInterface {
    uid
    quantity
    is_available
    prices {
      price_including_tax {
        ...Money
      }
      row_total_including_tax {
        ...Money
      }
    }
    product {
      uid
      sku
      name
      url_key
      small_image {
        ...Image
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
        variants {
          attributes {
            code
            uid
          }
          product {
            uid
            stock_status
          }
        }
      }
    }
    ... on SimpleCartItem {
      subscription_frequency
    }
    ... on ConfigurableCartItem {
      subscription_frequency
      configurable_options {
        configurable_product_option_uid
        configurable_product_option_value_uid
        option_label
        value_label
      }
      configured_variant {
        uid
        small_image {
          ...Image
        }
      }
    }
  }
`);

/** Everything the cart's views show (spec §3 "Cart"): its lines, the trigger's count, coupon, totals. */
export const CART_DETAILS = graphql(`
  fragment CartDetails on Cart {
    id
    total_quantity
    total_summary_quantity_including_config
    applied_coupons {
      code
    }
    shipping_addresses {
      selected_shipping_method {
        carrier_code
        method_code
        amount {
          ...Money
        }
      }
    }
    prices {
      subtotal_including_tax {
        ...Money
      }
      grand_total {
        ...Money
      }
      discounts {
        label
        amount {
          ...Money
        }
      }
      applied_taxes {
        label
        amount {
          ...Money
        }
      }
    }
    items {
      ...CartLine
    }
  }
`);
