import { starFills, type ProductRating } from '../../domain/review-stars';
import type { ReviewRatingShown } from '../../domain/reviews';
import { useT } from '../i18n/use-t';

const STAR = 'M12 1.8l3.1 6.5 7.1.9-5.2 4.9 1.3 7-6.3-3.4-6.3 3.4 1.3-7L1.8 9.2l7.1-.9z';

/**
 * A product's review stars (spec §4): each star filled as far as the average goes, then the average and the number
 * of reviews. One image for assistive technology, named "Note : 4,5 sur 5, 12 avis"; the stars themselves are drawn
 * with SVG attributes only (the page's CSP allows no inline style), the part of a star filled being a clipping
 * inner SVG.
 */
export function ReviewStars({ rating, className = '' }: { rating: ProductRating | ReviewRatingShown; className?: string }) {
  const t = useT();
  // One review's stars say no count.
  const count = 'count' in rating ? rating.count : null;
  const values = { average: rating.average, scale: rating.scale, count: count ?? 1 };
  return (
    <p
      className={`review-stars ${className}`}
      role="img"
      aria-label={count === null ? t('product.reviews.stars', values) : t('product.ratingLabel', values)}
    >
      {starFills(rating).map((fill, i) => (
        <svg key={i} className="review-stars__star" viewBox="0 0 24 24" aria-hidden="true">
          <path className="review-stars__empty" d={STAR} />
          {fill > 0 && (
            <svg width={fill * 24} height="24" viewBox={`0 0 ${fill * 24} 24`}>
              <path className="review-stars__full" d={STAR} />
            </svg>
          )}
        </svg>
      ))}
      {count !== null && <span className="review-stars__text" aria-hidden="true">{t('product.ratingShown', values)}</span>}
    </p>
  );
}
