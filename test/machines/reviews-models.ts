import { productReviewsMachine } from '../../machines/product-reviews.machine';
import { reviewFormMachine, type ReviewFormSnapshot } from '../../machines/review-form.machine';
import { reviewRules, type ReviewPage, type ReviewSettings } from '../../src/domain/reviews';
import { NETWORK_DOWN } from '../fixtures/cart';
import { defineModel } from '../harness/model';
import { fieldChanges, invalidFields } from './account-models';

const review = (nickname: string, summary: string, day: number) => ({
  nickname, summary, text: `${summary}, vraiment.`, createdAt: `2026-0${day}-0${day} 09:00:00`, stars: { average: day % 2 ? 5 : 4, scale: 5 },
});

/** The krill oil's first page of reviews: two of three, a second page to come. */
export const FIRST_PAGE: ReviewPage = { reviews: [review('Claire', 'Sans arrière-goût', 5), review('Julien', 'Très bonne qualité', 4)], currentPage: 1, totalPages: 2 };
export const SECOND_PAGE: ReviewPage = { reviews: [review('Sophie', 'Un peu cher', 3)], currentPage: 2, totalPages: 2 };
/** A product with one page of reviews only. */
export const ONLY_PAGE: ReviewPage = { reviews: [review('Marc', 'Capsules pratiques', 2)], currentPage: 1, totalPages: 1 };

export const productReviewsModel = defineModel({
  name: 'productReviews',
  machine: productReviewsMachine,
  inputs: [{ urlKey: 'huile-de-krill-antarctique', page: FIRST_PAGE }, { urlKey: 'huile-de-krill-antarctique', page: ONLY_PAGE }],
  identity: ({ context }) => context.page.currentPage,
  events: () => [
    { type: 'reviews.more' as const },
    { type: 'xstate.done.actor.loadReviewPage' as const, output: SECOND_PAGE },
    { type: 'xstate.error.actor.loadReviewPage' as const, error: NETWORK_DOWN },
  ],
});

/** The shop's one rating, "Note", from 1 to 5 (ids as the rating metadata encodes them). */
const NOTE = { id: 'MQ==', values: [1, 2, 3, 4, 5].map((value) => ({ valueId: btoa(String(value)), value })) };
export const GUESTS_WELCOME: ReviewSettings = { enabled: true, guestsMayWrite: true, rating: NOTE };
export const CUSTOMERS_ONLY: ReviewSettings = { enabled: true, guestsMayWrite: false, rating: NOTE };
export const NO_REVIEWS: ReviewSettings = { enabled: false, guestsMayWrite: true, rating: NOTE };

export const REVIEW_GOOD = { rating: '4', nickname: 'Léa', summary: 'Bien toléré', text: 'Aucune gêne, je recommande.' };

/** Magento's refusals as the data layer throws them (RequestError). */
export const GUEST_REFUSED = Object.assign(new Error("Guest customers aren't allowed to add product reviews."), { network: false });
export const TOO_MANY_REVIEWS = Object.assign(new Error('Too many reviews were written from your connection. Please try again in an hour.'), { network: false });

const rules = reviewRules(NOTE);

/**
 * The review form: asked for by a guest or a customer; the store's settings (guests welcome, customers only, no
 * reviews, or failing); what is typed (each wrong field put right in turn, then the nickname or the stars wrong
 * again); a submission and the shop's answer. What tells its states apart: who asked, which fields are wrong,
 * whether errors show, what the shop said.
 */
export const reviewFormModel = defineModel({
  name: 'reviewForm',
  machine: reviewFormMachine,
  input: { sku: 'OMG-KRILL' },
  identity: (s: ReviewFormSnapshot) => ({
    signedIn: s.context.signedIn, invalid: invalidFields(rules, s.context.values), showErrors: s.context.showErrors, failure: s.context.failure,
  }),
  events: (snapshot) => [
    { type: 'open' as const, signedIn: false },
    { type: 'open' as const, signedIn: true },
    ...[GUESTS_WELCOME, CUSTOMERS_ONLY, NO_REVIEWS].map((output) => ({ type: 'xstate.done.actor.loadReviewSettings' as const, output })),
    { type: 'xstate.error.actor.loadReviewSettings' as const, error: NETWORK_DOWN },
    ...fieldChanges(rules, snapshot.context.values, REVIEW_GOOD, [{ field: 'nickname', value: ' ' }, { field: 'rating', value: '' }]),
    { type: 'submit' as const },
    { type: 'xstate.done.actor.sendReview' as const },
    ...[GUEST_REFUSED, TOO_MANY_REVIEWS, NETWORK_DOWN].map((error) => ({ type: 'xstate.error.actor.sendReview' as const, error })),
  ],
});
