import { gql } from '@urql/core';

/**
 * The product of a product page by its URL key (spec §2 product page), with everything its first render shows:
 * gallery, prices, stock, display attributes, and for a configurable product its options and every variant's
 * own images, price and stock (so that choosing options needs no further request).
 */
export const PRODUCT_DETAILS = gql`
  query ProductDetails($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        __typename
        uid
        sku
        name
        url_key
        meta_title
        meta_description
        stock_status
        only_x_left_in_stock
        description {
          html
        }
        short_description {
          html
        }
        custom_attributesV2(filters: { is_visible_on_front: true }) {
          items {
            code
            ... on AttributeValue {
              value
            }
            ... on AttributeSelectedOptions {
              selected_options {
                label
                value
              }
            }
          }
        }
        media_gallery {
          url
          label
          position
          disabled
        }
        price_range {
          minimum_price {
            ...ShownPrice
          }
          maximum_price {
            ...ShownPrice
          }
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
              sku
              stock_status
              only_x_left_in_stock
              media_gallery {
                url
                label
                position
                disabled
              }
              price_range {
                minimum_price {
                  ...ShownPrice
                }
              }
            }
          }
        }
      }
    }
  }

  fragment ShownPrice on ProductPrice {
    regular_price {
      value
      currency
    }
    final_price {
      value
      currency
    }
    discount {
      percent_off
    }
  }
`;
