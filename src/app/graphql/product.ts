import { gql } from '@urql/core';

/** The product of a product page, by its URL key. */
export const PRODUCT_DETAILS = gql`
  query ProductDetails($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        name
        sku
      }
    }
  }
`;
