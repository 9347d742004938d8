import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { hasMoreReviews, withNextPage, type ReviewPage } from '../src/domain/reviews';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export interface ProductReviewsInput {
  urlKey: string;
  /** The first page, which came with the product. */
  page: ReviewPage;
}

export type ProductReviewsEvent = { type: 'reviews.more' };

export interface ProductReviewsContext extends ProductReviewsInput {}

/**
 * A product's approved reviews (product page): the first page comes with the product; "Voir plus d'avis" appends
 * the next one while there are more. A page that fails to come leaves the reviews shown and the button to try again.
 */
export const productReviewsMachine = setup({
  types: {
    context: {} as ProductReviewsContext,
    events: {} as ProductReviewsEvent,
    input: {} as ProductReviewsInput,
  },
  actors: {
    loadReviewPage: providedByTheApp<ReviewPage, { urlKey: string; page: number }>('loadReviewPage'),
  },
  actions: {
    appendPage: assign({ page: ({ context }, params: { next: ReviewPage }) => withNextPage(context.page, params.next) }),
  },
  guards: {
    isLastPage: ({ context }) => !hasMoreReviews(context.page),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'productReviews',
  context: ({ input }) => ({ ...input }),
  initial: 'more',
  states: {
    // Pages are left to show, until the last one is in.
    more: { always: { guard: 'isLastPage', target: 'complete' }, on: { 'reviews.more': 'loadingMore' } },
    loadingMore: {
      invoke: {
        id: 'loadReviewPage',
        src: 'loadReviewPage',
        input: ({ context }) => ({ urlKey: context.urlKey, page: context.page.currentPage + 1 }),
        onDone: { target: 'more', actions: { type: 'appendPage', params: ({ event }) => ({ next: event.output }) } },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: { on: { 'reviews.more': 'loadingMore' } },
    complete: {},
  },
});

export type ProductReviewsSnapshot = SnapshotFrom<typeof productReviewsMachine>;
export type ProductReviewsActor = ActorRefFrom<typeof productReviewsMachine>;

export const selectReviews = (s: ProductReviewsSnapshot) => s.context.page.reviews;
/** The "Voir plus d'avis" button: shown while pages are left, busy while one comes. */
export const selectMoreShown = (s: ProductReviewsSnapshot) => !s.matches('complete');
export const selectLoadingMore = (s: ProductReviewsSnapshot) => s.matches('loadingMore');
export const selectMoreFailed = (s: ProductReviewsSnapshot) => s.matches('failed');
