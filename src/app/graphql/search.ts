import { graphql } from './generated';

/** Suggestions under the search field (spec §2 "Search"): the first products and categories matching the words. */
export const SEARCH_SUGGESTIONS = graphql(`
  query SearchSuggestions($query: String!, $products: Int!, $categories: Int!) {
    products(search: $query, pageSize: $products) {
      items {
        uid
        name
        url_key
        url_suffix
        small_image {
          ...Image
        }
        price_range {
          minimum_price {
            final_price {
              ...Money
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
`);
