import { graphql } from './generated';

/**
 * The cross-sells of the cart's products (Magento's `crosssell_products`), as cards, for the cart page's row. A public
 * query: sent as GET without Authorization, cacheable by a CDN.
 */
export const CART_CROSS_SELLS = graphql(`
  query CartCrossSells($skus: [String!]!, $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        uid
        sku
        crosssell_products {
          ...ListingProduct
        }
      }
    }
  }
`);
