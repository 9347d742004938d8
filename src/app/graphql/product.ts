import { graphql } from './generated';

/** A product's gallery, in the catalogue's order; disabled entries are hidden by the page. */
export const GALLERY_IMAGE = graphql(`
  fragment GalleryImage on MediaGalleryInterface {
    ...Image
    position
    disabled
  }
`);

/** The subscription provider's offer on a product (subscribe and save): public, cached with the product. */
export const SUBSCRIPTION_OFFER = graphql(`
  fragment SubscriptionOffer on SubscriptionOffer {
    frequencies
    discount_percent
  }
`);

/**
 * A product page's product (spec §2 product page), with everything its first render shows: gallery, prices, stock,
 * display attributes, the first page of its reviews, its categories (for the breadcrumbs), its related products and
 * up-sells, and for a configurable product its options and every variant's own images, price and stock (so that
 * choosing options needs no further request).
 */
export const PRODUCT_PAGE = graphql(`
  fragment ProductPage on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    meta_title
    meta_description
    stock_status
    only_x_left_in_stock
    rating_summary
    review_count
    reviews(pageSize: $reviewsPageSize, currentPage: 1) {
      ...ReviewPage
    }
    categories {
      uid
      name
      url_path
      breadcrumbs {
        category_uid
        category_name
        category_url_path
      }
    }
    related_products {
      ...ListingProduct
    }
    upsell_products {
      ...ListingProduct
    }
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
      ...GalleryImage
    }
    price_range {
      minimum_price {
        ...ShownPrice
      }
      maximum_price {
        ...ShownPrice
      }
    }
    ... on SimpleProduct {
      subscription_offer {
        ...SubscriptionOffer
      }
    }
    ... on ConfigurableProduct {
      subscription_offer {
        ...SubscriptionOffer
      }
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
            ...GalleryImage
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
`);

/** The product of a product page by its URL key. */
export const PRODUCT_DETAILS = graphql(`
  query ProductDetails($urlKey: String!, $reviewsPageSize: Int!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        ...ProductPage
      }
    }
  }
`);
