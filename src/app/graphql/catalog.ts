import { gql } from '@urql/core';

/** A category's header and a page of its products (spec §2 category page). */
export const CATEGORY_LISTING = gql`
  query CategoryListing($uid: String!, $pageSize: Int!, $currentPage: Int!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
      }
    }
    products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        uid
        name
        url_key
      }
    }
  }
`;

/** Search results (spec §2 search page). */
export const SEARCH_LISTING = gql`
  query SearchListing($query: String!, $pageSize: Int!, $currentPage: Int!) {
    products(search: $query, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        uid
        name
        url_key
      }
    }
  }
`;
