import { REVIEW_MAX_LENGTH } from '../../../domain/reviews';
import type { ProductRecord } from '../../catalog/product-repository';
import type { ReviewRecord } from '../../catalog/reviews';
import { LIMIT_MESSAGES } from '../../limits/shop-limits';
import type { Context } from '../context';
import { authorizationError, inputError, noSuchEntity } from '../errors';
import { checkPaging } from '../paging';
import { decodeIdUid, encodeUid } from '../uid';
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

interface CreateProductReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ id: string; value_id: string }>;
}

/** Magento's review datetime: "YYYY-MM-DD HH:MM:SS", UTC. */
const reviewDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The rating values a review votes (option ids), one for each rating at most, each a value of its own rating:
 * anything else is refused rather than kept.
 */
function votedOptions(ratings: CreateProductReviewInput['ratings'], context: Context): number[] {
  const active = context.services.reviews.ratings();
  if (ratings.length > active.length) throw inputError('A review rates each rating once.');
  const voted = new Set<number>();
  return ratings.map((input) => {
    const rating = active.find((r) => r.rating_id === decodeIdUid(input.id));
    const optionId = decodeIdUid(input.value_id);
    if (!rating || voted.has(rating.rating_id) || !rating.values.some((v) => v.option_id === optionId)) {
      throw inputError('The rating is invalid. Verify it and try again.');
    }
    voted.add(rating.rating_id);
    return optionId;
  });
}

/**
 * Magento's createProductReview: a shopper's review of a visible product, pending until the shop approves it (so
 * neither listed nor counted before). Guests write one only where the store allows them.
 */
function createProductReview(_s: unknown, { input }: { input: CreateProductReviewInput }, context: Context) {
  context.cache.markPrivate();
  const { config, reviews, limits, products } = context.services;
  if (String(config.store.product_reviews_enabled) !== '1') throw authorizationError('Product reviews are not currently available.');
  if (!context.customer && String(config.store.allow_guests_to_write_product_reviews) !== '1') {
    throw authorizationError("Guest customers aren't allowed to add product reviews.");
  }
  const fields = { nickname: input.nickname.trim(), summary: input.summary.trim(), text: input.text.trim() };
  if (fields.nickname === '') throw inputError('Please enter a nickname.');
  if (fields.summary === '') throw inputError('Please enter a review summary.');
  if (fields.text === '') throw inputError('Please enter a review.');
  for (const [label, field] of [['Nickname', 'nickname'], ['Summary', 'summary'], ['Review', 'text']] as const) {
    const max = REVIEW_MAX_LENGTH[field];
    if ([...fields[field]].length > max) throw inputError(`"${label}" length must be equal or less than ${max} characters.`);
  }
  const optionIds = votedOptions(input.ratings, context);
  const id = products.idBySku(input.sku);
  const product = id === undefined ? undefined : context.session.products([id])[0];
  if (!product || product.parent_id !== null) throw noSuchEntity(`Could not find a product with SKU "${input.sku}"`);
  if (limits.reviewsPerClient.isBlocked(context.clientIp, context.now)) throw inputError(LIMIT_MESSAGES.reviews);
  limits.reviewsPerClient.record(context.clientIp, context.now);
  const review = reviews.add({
    productId: product.entity_id, nickname: fields.nickname, title: fields.summary, detail: fields.text, optionIds, createdAt: reviewDate(context.now),
  });
  return { review: { review, product } };
}

export const reviewResolvers: Resolvers = {
  fields: {
    Mutation: { createProductReview },
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
