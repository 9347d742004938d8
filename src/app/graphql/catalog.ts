import { graphql } from './generated';

// Product listings (spec §2 category page and search results). One request per listing state: the page of
// products with its counts and sorts; for each filter that has ticked values, its values counted as if they were
// not ticked (an alias per filter, skipped when unticked), so that a shopper can tick another brand after a first
// one; and, once anything is ticked, the unfiltered values, which name a ticked value that matches nothing any more.
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

/** A category's header (name, description, breadcrumbs) and a page of its products. */
export const CATEGORY_LISTING = graphql(`
  query CategoryListing(
    $uid: String!
    $filter: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
    $pageSize: Int!
    $currentPage: Int!
    $categoryFacet: ProductAttributeFilterInput
    $priceFacet: ProductAttributeFilterInput
    $brandFacet: ProductAttributeFilterInput
    $formFacet: ProductAttributeFilterInput
    $dietaryFacet: ProductAttributeFilterInput
    $withCategoryFacet: Boolean!
    $withPriceFacet: Boolean!
    $withBrandFacet: Boolean!
    $withFormFacet: Boolean!
    $withDietaryFacet: Boolean!
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
    categoryFacet: products(filter: $categoryFacet, pageSize: 1) @include(if: $withCategoryFacet) {
      ...ListingFacets
    }
    priceFacet: products(filter: $priceFacet, pageSize: 1) @include(if: $withPriceFacet) {
      ...ListingFacets
    }
    brandFacet: products(filter: $brandFacet, pageSize: 1) @include(if: $withBrandFacet) {
      ...ListingFacets
    }
    formFacet: products(filter: $formFacet, pageSize: 1) @include(if: $withFormFacet) {
      ...ListingFacets
    }
    dietaryFacet: products(filter: $dietaryFacet, pageSize: 1) @include(if: $withDietaryFacet) {
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
    $categoryFacet: ProductAttributeFilterInput
    $priceFacet: ProductAttributeFilterInput
    $brandFacet: ProductAttributeFilterInput
    $formFacet: ProductAttributeFilterInput
    $dietaryFacet: ProductAttributeFilterInput
    $withCategoryFacet: Boolean!
    $withPriceFacet: Boolean!
    $withBrandFacet: Boolean!
    $withFormFacet: Boolean!
    $withDietaryFacet: Boolean!
    $allValues: ProductAttributeFilterInput
    $withAllValues: Boolean!
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      ...ListingPage
    }
    categoryFacet: products(search: $search, filter: $categoryFacet, pageSize: 1) @include(if: $withCategoryFacet) {
      ...ListingFacets
    }
    priceFacet: products(search: $search, filter: $priceFacet, pageSize: 1) @include(if: $withPriceFacet) {
      ...ListingFacets
    }
    brandFacet: products(search: $search, filter: $brandFacet, pageSize: 1) @include(if: $withBrandFacet) {
      ...ListingFacets
    }
    formFacet: products(search: $search, filter: $formFacet, pageSize: 1) @include(if: $withFormFacet) {
      ...ListingFacets
    }
    dietaryFacet: products(search: $search, filter: $dietaryFacet, pageSize: 1) @include(if: $withDietaryFacet) {
      ...ListingFacets
    }
    allValues: products(search: $search, filter: $allValues, pageSize: 1) @include(if: $withAllValues) {
      ...ListingFacets
    }
  }
`);
