import { gql } from '@urql/core';

/** Suggestions under the search field (spec §2 "Search"): the first products and categories matching the words. */
export const SEARCH_SUGGESTIONS = gql`
  query SearchSuggestions($query: String!, $products: Int!, $categories: Int!) {
    products(search: $query, pageSize: $products) {
      items {
        uid
        name
        url_key
        url_suffix
        small_image {
          url
          label
        }
        price_range {
          minimum_price {
            final_price {
              value
              currency
            }
          }
        }
      }
    }
    categories(filters: { name: { match: $query } }, pageSize: $categories) {
      items {
        uid
        name
        url_path
        url_suffix
        breadcrumbs {
          category_name
        }
      }
    }
  }
`;
