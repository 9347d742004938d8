import { graphql } from './generated';

// Product listings (spec §2 category page and search results). One request per listing state: the page of
// products with its counts and sorts; for each filter that has ticked values, its values counted as if they were
// not ticked (one of four aliases, skipped when unused), so that a shopper can tick another brand after a first
// one; and, once anything is ticked, the unfiltered values, which name a ticked value that matches nothing any more.
// The filters are the answer's aggregations, whatever attributes the installation filters on.
// Public queries: sent as GET without Authorization, cacheable by a CDN.

export const LISTING_FACETS = graphql(`
  fragment ListingFacets on Products {
    aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
      attribute_code
      label
      options {
        label
        value
        count
      }
    }
  }
`);

/** A product of a listing: its card. */
export const LISTING_PRODUCT = graphql(`
  fragment ListingProduct on ProductInterface {
    __typename
    uid
    name
    sku
    url_key
    url_suffix
    stock_status
    rating_summary
    review_count
    small_image {
      ...Image
    }
    price_range {
      minimum_price {
        ...ShownPrice
      }
      maximum_price {
        final_price {
          ...Money
        }
      }
    }
  }
`);

export const LISTING_PAGE = graphql(`
  fragment ListingPage on Products {
    total_count
    page_info {
      current_page
      total_pages
    }
    sort_fields {
      options {
        value
      }
    }
    ...ListingFacets
    items {
      ...ListingProduct
    }
  }
`);

/**
 * The filters the backend offers and how it filters on each (Magento generates its filter input from the
 * installation's filterable attributes): the listing reads the answer's aggregations through it.
 */
export const LISTING_FILTER_TYPES = graphql(`
  query ListingFilterTypes {
    __type(name: "ProductAttributeFilterInput") {
      inputFields {
        name
        type {
          name
        }
      }
    }
  }
`);

/** A category's header (name, description, breadcrumbs) and a page of its products. */
export const CATEGORY_LISTING = graphql(`
  query CategoryListing(
    $uid: String!
    $filter: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $facet0: ProductAttributeFilterInput
    $facet1: ProductAttributeFilterInput
    $facet2: ProductAttributeFilterInput
    $facet3: ProductAttributeFilterInput
    $withFacet0: Boolean!
    $withFacet1: Boolean!
    $withFacet2: Boolean!
    $withFacet3: Boolean!
    $allValues: ProductAttributeFilterInput
    $withAllValues: Boolean!
  ) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        description
        breadcrumbs {
          category_uid
          category_name
          category_url_path
        }
      }
    }
    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      ...ListingPage
    }
    facet0: products(filter: $facet0, pageSize: 1) @include(if: $withFacet0) {
      ...ListingFacets
    }
    facet1: products(filter: $facet1, pageSize: 1) @include(if: $withFacet1) {
      ...ListingFacets
    }
    facet2: products(filter: $facet2, pageSize: 1) @include(if: $withFacet2) {
      ...ListingFacets
    }
    facet3: products(filter: $facet3, pageSize: 1) @include(if: $withFacet3) {
      ...ListingFacets
    }
    allValues: products(filter: $allValues, pageSize: 1) @include(if: $withAllValues) {
      ...ListingFacets
    }
  }
`);

/** A page of search results. */
export const SEARCH_LISTING = graphql(`
  query SearchListing(
    $search: String!
    $filter: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $facet0: ProductAttributeFilterInput
    $facet1: ProductAttributeFilterInput
    $facet2: ProductAttributeFilterInput
    $facet3: ProductAttributeFilterInput
    $withFacet0: Boolean!
    $withFacet1: Boolean!
    $withFacet2: Boolean!
    $withFacet3: Boolean!
    $allValues: ProductAttributeFilterInput
    $withAllValues: Boolean!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      ...ListingPage
    }
    facet0: products(search: $search, filter: $facet0, pageSize: 1) @include(if: $withFacet0) {
      ...ListingFacets
    }
    facet1: products(search: $search, filter: $facet1, pageSize: 1) @include(if: $withFacet1) {
      ...ListingFacets
    }
    facet2: products(search: $search, filter: $facet2, pageSize: 1) @include(if: $withFacet2) {
      ...ListingFacets
    }
    facet3: products(search: $search, filter: $facet3, pageSize: 1) @include(if: $withFacet3) {
      ...ListingFacets
    }
    allValues: products(search: $search, filter: $allValues, pageSize: 1) @include(if: $withAllValues) {
      ...ListingFacets
    }
  }
`);
