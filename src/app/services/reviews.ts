import type { ResultOf } from '@graphql-typed-document-node/core';
import { REVIEW_PAGE_SIZE, reviewStars, type ReviewPage, type ReviewSettings, type ReviewSubmission } from '../../domain/reviews';
import { starScale } from '../../domain/review-stars';
import { CREATE_PRODUCT_REVIEW, PRODUCT_REVIEWS, REVIEW_SETTINGS, type REVIEW_PAGE } from '../graphql/reviews';
import { mutationData, queryData } from './graphql/request';
import { loadStarScale } from './rating-scale';
import type { DataServices } from './route';

/** A page of reviews from its answer, each review's stars on `scale`. */
export function reviewPageOf(answer: ResultOf<typeof REVIEW_PAGE> | null | undefined, scale: number | null): ReviewPage {
  return {
    reviews: (answer?.items ?? []).flatMap((item) =>
      item
        ? [{ nickname: item.nickname, summary: item.summary, text: item.text, createdAt: item.created_at, stars: reviewStars(item.average_rating, scale) }]
        : [],
    ),
    currentPage: answer?.page_info.current_page ?? 1,
    totalPages: answer?.page_info.total_pages ?? 1,
  };
}

/** Page `page` of a product's approved reviews. */
export async function loadReviewPage({ client }: DataServices, { urlKey, page }: { urlKey: string; page: number }): Promise<ReviewPage> {
  const graphql = await client();
  const [{ products }, scale] = await Promise.all([
    queryData(graphql, PRODUCT_REVIEWS, { urlKey, pageSize: REVIEW_PAGE_SIZE, currentPage: page }),
    loadStarScale(graphql),
  ]);
  return reviewPageOf(products?.items?.[0]?.reviews, scale);
}

/** Whether the store takes reviews (from guests too), and the rating a review votes on: the metadata's first. */
export async function loadReviewSettings({ client }: DataServices): Promise<ReviewSettings> {
  const answer = await queryData(await client(), REVIEW_SETTINGS, {}, { requestPolicy: 'network-only' });
  const rating = answer.productReviewRatingsMetadata.items[0];
  return {
    enabled: answer.storeConfig?.product_reviews_enabled === '1',
    guestsMayWrite: answer.storeConfig?.allow_guests_to_write_product_reviews === '1',
    rating:
      rating && starScale(answer.productReviewRatingsMetadata) !== null
        ? { id: rating.id, values: rating.values.map((v) => ({ valueId: v.value_id, value: Number(v.value) })) }
        : null,
  };
}

/** Writes the review (createProductReview): the shop keeps it pending until it approves it. */
export async function sendReview({ client }: DataServices, review: ReviewSubmission): Promise<void> {
  await mutationData(await client(), CREATE_PRODUCT_REVIEW, { input: review });
}
