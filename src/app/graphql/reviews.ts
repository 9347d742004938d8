import { graphql } from './generated';

/**
 * The review rating metadata (spec §3: "Star Rating with values 1 to 5"), whose values give the stars' scale. The
 * page's config copy holds it (store-config.ts), so that it is answered locally, without a request.
 */
export const RATING_SCALE_FIELDS = graphql(`
  fragment RatingScaleFields on Query {
    productReviewRatingsMetadata {
      __typename
      items {
        __typename
        id
        name
        values {
          __typename
          value_id
          value
        }
      }
    }
  }
`);

export const RATING_SCALE = graphql(`
  query RatingScale {
    ...RatingScaleFields
  }
`);

/** A product's approved reviews, a page at a time (newest first). */
export const REVIEW_PAGE = graphql(`
  fragment ReviewPage on ProductReviews {
    items {
      nickname
      summary
      text
      created_at
      average_rating
    }
    page_info {
      current_page
      total_pages
    }
  }
`);

/** Another page of a product's reviews ("Voir plus d'avis"): public, cacheable. */
export const PRODUCT_REVIEWS = graphql(`
  query ProductReviews($urlKey: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          ...ReviewPage
        }
      }
    }
  }
`);

/** Whether the store takes reviews, and from guests (Magento's review settings), with the rating to vote on. */
export const REVIEW_SETTINGS = graphql(`
  query ReviewSettings {
    storeConfig {
      store_code
      product_reviews_enabled
      allow_guests_to_write_product_reviews
    }
    ...RatingScaleFields
  }
`);

/** A shopper's review: the shop keeps it pending until it approves it. */
export const CREATE_PRODUCT_REVIEW = graphql(`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        nickname
      }
    }
  }
`);
