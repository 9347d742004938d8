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
