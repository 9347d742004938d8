import type { Client } from '@urql/core';
import { starScale } from '../../domain/review-stars';
import { RATING_SCALE } from '../graphql/reviews';
import { queryData } from './graphql/request';

/** The stars' scale from the review rating metadata, which the page's config copy answers without a request. */
export async function loadStarScale(client: Client): Promise<number | null> {
  const answer = await queryData(client, RATING_SCALE, {});
  return starScale(answer.productReviewRatingsMetadata);
}
