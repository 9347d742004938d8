import type { ProductRecord } from '../../catalog/product-repository';
import type { ReviewRecord } from '../../catalog/reviews';
import type { Context } from '../context';
import { checkPaging } from '../paging';
import { encodeUid } from '../uid';
import type { FieldResolver, Resolvers } from './types';

/**
 * A product's approved reviews, a page at a time, as Magento's ProductReviews resolver answers: its paging checks,
 * then its collection's paging, where a page past the last gives the last one (and an empty list has one page).
 */
const reviews: FieldResolver = (p: ProductRecord, args: { pageSize: number; currentPage: number }, c: Context) => {
  checkPaging(args.pageSize, args.currentPage);
  const total = c.services.reviews.count(p.entity_id);
  const lastPage = Math.max(1, Math.ceil(total / args.pageSize));
  const currentPage = Math.min(args.currentPage, lastPage);
  return {
    items: c.services.reviews.page(p.entity_id, args.pageSize, currentPage).map((review) => ({ review, product: p })),
    page_info: { current_page: currentPage, page_size: args.pageSize, total_pages: lastPage },
  };
};

interface ReviewSource { review: ReviewRecord; product: ProductRecord }

export const reviewResolvers: Resolvers = {
  fields: {
    Query: {
      // The active ratings and their values: the stars' scale, which the page's config copy carries.
      productReviewRatingsMetadata: (_s, _a, c: Context) => ({
        items: c.services.reviews.ratings().map((rating) => ({
          id: encodeUid(rating.rating_id),
          name: rating.rating_code,
          values: rating.values.map((v) => ({ value_id: encodeUid(v.option_id), value: String(v.value) })),
        })),
      }),
    },
    SimpleProduct: { reviews },
    ConfigurableProduct: { reviews },
    ProductReview: {
      // The review's votes averaged, in percent, as Magento's AverageRating does.
      average_rating: ({ review }: ReviewSource) =>
        review.votes.length === 0 ? 0 : review.votes.reduce((sum, vote) => sum + vote.percent, 0) / review.votes.length,
      created_at: ({ review }: ReviewSource) => review.created_at,
      nickname: ({ review }: ReviewSource) => review.nickname,
      product: ({ product }: ReviewSource) => product,
      ratings_breakdown: ({ review }: ReviewSource) => review.votes.map((vote) => ({ name: vote.rating_code, value: String(vote.value) })),
      summary: ({ review }: ReviewSource) => review.title,
      text: ({ review }: ReviewSource) => review.detail,
    },
  },
};
