// Product reviews (spec §3 "Review rating metadata"; Magento's Review module): what a review reads like on a
// product page, the pages they come in, the form that writes one, and who may write it.
import { maxLength, required, type FieldError, type Rule } from './validation';

/** An approved review as the page shows it. */
export interface Review {
  nickname: string;
  summary: string;
  text: string;
  /** Magento's "YYYY-MM-DD HH:MM:SS". */
  createdAt: string;
  /** Its stars on the shop's scale; null when it rates nothing. */
  stars: ReviewRatingShown | null;
}

/** A review's stars: its average on the shop's scale, to a tenth. */
export interface ReviewRatingShown {
  average: number;
  scale: number;
}

/** A review's date as an ISO instant: Magento's "YYYY-MM-DD HH:MM:SS" is UTC. */
export const reviewDateOf = (createdAt: string) => `${createdAt.replace(' ', 'T')}Z`;

/** The reviews shown so far and how many pages the product has. */
export interface ReviewPage {
  reviews: Review[];
  currentPage: number;
  totalPages: number;
}

/** Reviews a page shows at first, and each "Voir plus d'avis" adds. */
export const REVIEW_PAGE_SIZE = 5;

export const hasMoreReviews = (page: ReviewPage) => page.currentPage < page.totalPages;

/** A review's stars from its average rating (Magento's percent) on a scale of `scale` stars. */
export function reviewStars(averagePercent: number | null | undefined, scale: number | null): ReviewRatingShown | null {
  if (scale === null || !averagePercent || averagePercent <= 0) return null;
  return { average: Math.round(Math.min(averagePercent, 100) * scale / 10) / 10, scale };
}

/** The next page appended to the reviews shown. */
export const withNextPage = (shown: ReviewPage, next: ReviewPage): ReviewPage => ({
  reviews: [...shown.reviews, ...next.reviews],
  currentPage: next.currentPage,
  totalPages: next.totalPages,
});

/** The rating a review votes on, and the value id of each star (Magento's encoded ids). */
export interface ReviewRating {
  id: string;
  values: ReadonlyArray<{ valueId: string; value: number }>;
}

/** What the store says about reviews: whether it takes them, from guests too, and the rating to vote on. */
export interface ReviewSettings {
  enabled: boolean;
  guestsMayWrite: boolean;
  /** Null when the shop rates nothing: a review is then words only. */
  rating: ReviewRating | null;
}

/** Who sees the form: anyone where guests may write, else a signed-in shopper (a guest is offered sign-in). */
export const mayWriteReview = (settings: ReviewSettings, signedIn: boolean) => settings.enabled && (signedIn || settings.guestsMayWrite);

export const REVIEW_FIELDS = ['rating', 'nickname', 'summary', 'text'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** The longest each field may be, the form's and the backend's alike: Magento's columns, and a bound on the text. */
export const REVIEW_MAX_LENGTH = { nickname: 128, summary: 255, text: 5000 } as const;

/** A star value the rating offers (1 to 5 for the shop's "Note"); none chosen is a required field left empty. */
const ratingValue =
  (rating: ReviewRating | null): Rule =>
  (value): FieldError | null =>
    rating && !rating.values.some((v) => String(v.value) === value) ? { message: 'validation.required' } : null;

export const reviewRules = (rating: ReviewRating | null): Record<ReviewField, Rule[]> => ({
  rating: [ratingValue(rating)],
  nickname: [required, maxLength(REVIEW_MAX_LENGTH.nickname)],
  summary: [required, maxLength(REVIEW_MAX_LENGTH.summary)],
  text: [required, maxLength(REVIEW_MAX_LENGTH.text)],
});

/** What createProductReview takes. */
export interface ReviewSubmission {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ id: string; value_id: string }>;
}

export type ReviewFailure = 'signInNeeded' | 'tooMany' | 'network' | 'generic';

/** A refusal in the shop's words: a guest the store no longer takes reviews from, too many reviews, no network. */
export function reviewFailureOf(failure: unknown): ReviewFailure {
  if (failure instanceof Error && (failure as { network?: unknown }).network === true) return 'network';
  const text = failure instanceof Error ? failure.message : String(failure);
  if (text.includes("Guest customers aren't allowed to add product reviews.")) return 'signInNeeded';
  return text.includes('Too many reviews were written from your connection') ? 'tooMany' : 'generic';
}
