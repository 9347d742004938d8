// Review stars (spec §3 "Review rating metadata", §4 "review stars"): a product's average rating on the scale the
// rating metadata gives, and how much of each star it fills.
import type { ReviewRatingShown } from './reviews';

/** The rating metadata as Magento gives it (productReviewRatingsMetadata): each rating and its values. */
export interface RatingMetadata {
  items: ReadonlyArray<{ values: ReadonlyArray<{ value: string }> }>;
}

/** What a product's stars show: its average on the scale, to a tenth, out of how many approved reviews. */
export interface ProductRating {
  average: number;
  scale: number;
  count: number;
}

/** The number of stars: the highest value of the shop's rating (5 for "1 to 5"); null when it rates nothing. */
export function starScale(metadata: RatingMetadata | null | undefined): number | null {
  const values = (metadata?.items[0]?.values ?? []).map((v) => Number(v.value)).filter((n) => Number.isInteger(n) && n > 0);
  return values.length > 0 ? Math.max(...values) : null;
}

/**
 * A product's rating from its summary (Magento's rating_summary, the average vote in percent) and its number of
 * reviews; null, and no stars at all, for a product nobody has reviewed or a shop that rates nothing.
 */
export function productRating(summary: number | null | undefined, count: number | null | undefined, scale: number | null): ProductRating | null {
  if (scale === null || !count || count < 1 || !summary || summary <= 0) return null;
  const average = Math.round(Math.min(summary, 100) * scale / 10) / 10;
  return { average, scale, count };
}

/** How much of each star the average fills (a product's or one review's), from 0 to 1: 4.5 out of 5 is four full stars and half of the fifth. */
export function starFills({ average, scale }: ProductRating | ReviewRatingShown): number[] {
  return Array.from({ length: scale }, (_, i) => Math.min(1, Math.max(0, average - i)));
}
