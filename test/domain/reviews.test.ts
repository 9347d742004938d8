import { describe, expect, it } from 'vitest';
import {
  hasMoreReviews,
  mayWriteReview,
  reviewDateOf,
  reviewFailureOf,
  reviewRules,
  reviewStars,
  withNextPage,
  type Review,
  type ReviewRating,
} from '../../src/domain/reviews';
import { validate } from '../../src/domain/validation';
import { LIMIT_MESSAGES } from '../../src/backend/limits/shop-limits';

// Product reviews on Magento's Review module (spec §3 "Review rating metadata: Star Rating with values 1 to 5").

/** The shop's "Note": values 1 to 5, each with Magento's encoded value id. */
const STARS: ReviewRating = { id: 'MQ==', values: [1, 2, 3, 4, 5].map((value) => ({ valueId: `v${value}`, value })) };
const review = (nickname: string): Review => ({ nickname, summary: 'Efficace', text: 'Je recommande.', createdAt: '2026-11-02 09:30:00', stars: null });

describe('a review as the product page shows it', () => {
  it('dates it in UTC, as Magento stores it', () => {
    expect(reviewDateOf('2026-11-02 09:30:00')).toBe('2026-11-02T09:30:00Z');
    expect(new Date(reviewDateOf('2026-12-31 23:59:59')).toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });

  it('shows Magento’s percent as stars on the shop’s scale, to a tenth; no rating, no stars', () => {
    expect(reviewStars(100, 5)).toEqual({ average: 5, scale: 5 });
    expect(reviewStars(80, 5)).toEqual({ average: 4, scale: 5 });
    expect(reviewStars(73, 5)).toEqual({ average: 3.7, scale: 5 });
    expect(reviewStars(20, 5)).toEqual({ average: 1, scale: 5 });
    expect(reviewStars(50, 10)).toEqual({ average: 5, scale: 10 });
    // More than full is full.
    expect(reviewStars(120, 5)).toEqual({ average: 5, scale: 5 });
    for (const percent of [0, -20, null, undefined]) expect(reviewStars(percent, 5), String(percent)).toBeNull();
    expect(reviewStars(80, null)).toBeNull();
  });

  it('appends each next page to the reviews shown, and offers more until the last page', () => {
    const first = { reviews: [review('Léa'), review('Hugo')], currentPage: 1, totalPages: 2 };
    expect(hasMoreReviews(first)).toBe(true);
    const both = withNextPage(first, { reviews: [review('Inès')], currentPage: 2, totalPages: 2 });
    expect(both).toEqual({ reviews: [review('Léa'), review('Hugo'), review('Inès')], currentPage: 2, totalPages: 2 });
    expect(hasMoreReviews(both)).toBe(false);
    expect(hasMoreReviews({ reviews: [], currentPage: 1, totalPages: 0 })).toBe(false);
  });
});

describe('writing a review', () => {
  const enabled = { enabled: true, guestsMayWrite: false, rating: STARS };

  it('is offered to a signed-in shopper, to a guest only where the store takes guests’ reviews, and to nobody where it takes none', () => {
    expect(mayWriteReview(enabled, true)).toBe(true);
    expect(mayWriteReview(enabled, false)).toBe(false);
    expect(mayWriteReview({ ...enabled, guestsMayWrite: true }, false)).toBe(true);
    expect(mayWriteReview({ ...enabled, enabled: false, guestsMayWrite: true }, true)).toBe(false);
    expect(mayWriteReview({ ...enabled, enabled: false, guestsMayWrite: true }, false)).toBe(false);
  });

  it('needs one of the rating’s stars, a nickname, a summary and a text', () => {
    const filled = { rating: '4', nickname: 'Léa', summary: 'Efficace', text: 'Je recommande.' };
    expect(validate(reviewRules(STARS), filled)).toEqual({});
    const errors = validate(reviewRules(STARS), { rating: '', nickname: ' ', summary: '', text: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      rating: 'validation.required', nickname: 'validation.required', summary: 'validation.required', text: 'validation.required',
    });
    for (const rating of ['0', '6', 'x', '4.5']) expect(validate(reviewRules(STARS), { ...filled, rating }), rating).toHaveProperty('rating.message', 'validation.required');
  });

  it('is words only where the shop rates nothing', () => {
    expect(validate(reviewRules(null), { rating: '', nickname: 'Léa', summary: 'Efficace', text: 'Je recommande.' })).toEqual({});
  });

  it('takes no field longer than Magento’s columns: a nickname, a summary, a text of reasonable length', () => {
    const filled = { rating: '5', nickname: 'Léa', summary: 'Efficace', text: 'Je recommande.' };
    expect(validate(reviewRules(STARS), { ...filled, nickname: 'L'.repeat(128), summary: 'S'.repeat(255), text: 'T'.repeat(2000) })).toEqual({});
    for (const field of ['nickname', 'summary', 'text'] as const) {
      expect(validate(reviewRules(STARS), { ...filled, [field]: 'x'.repeat(10_000) }), field).toHaveProperty(`${field}.message`, 'validation.maxLength');
    }
    expect(validate(reviewRules(STARS), { ...filled, nickname: 'L'.repeat(129) })).toHaveProperty('nickname.message', 'validation.maxLength');
    expect(validate(reviewRules(STARS), { ...filled, summary: 'S'.repeat(256) })).toHaveProperty('summary.message', 'validation.maxLength');
  });

  it('reads the backend’s refusal: a guest it no longer takes, too many reviews, the network, anything else', () => {
    expect(reviewFailureOf(new Error("Guest customers aren't allowed to add product reviews."))).toBe('signInNeeded');
    expect(reviewFailureOf(new Error(LIMIT_MESSAGES.reviews))).toBe('tooMany');
    expect(reviewFailureOf(LIMIT_MESSAGES.reviews)).toBe('tooMany');
    expect(reviewFailureOf(Object.assign(new Error('Failed to fetch'), { network: true }))).toBe('network');
    expect(reviewFailureOf(Object.assign(new Error('Failed to fetch'), { network: 'yes' }))).toBe('generic');
    expect(reviewFailureOf(new Error('Internal server error'))).toBe('generic');
    expect(reviewFailureOf(undefined)).toBe('generic');
  });
});
