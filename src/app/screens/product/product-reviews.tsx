import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectTimezone } from '../../../../machines/app.machine';
import { selectLoadingMore, selectMoreFailed, selectMoreShown, selectReviews, type ProductReviewsActor } from '../../../../machines/product-reviews.machine';
import { reviewDateOf, type Review } from '../../../domain/reviews';
import { useT } from '../../i18n/use-t';
import { useShell } from '../../shell/shell-actor';
import { ReviewStars } from '../../ui/review-stars';
import { ReviewForm } from './review-form';
import type { ReviewFormActor } from '../../../../machines/review-form.machine';

/**
 * The product's reviews (spec §3 rating metadata): the approved ones, newest first, a page at a time ("Voir plus
 * d'avis"), then the form that writes one.
 */
export function ProductReviews({ list, form, productName, productPath }: { list: ProductReviewsActor; form: ReviewFormActor; productName: string; productPath: string }) {
  const t = useT();
  const reviews = useSelector(list, selectReviews);
  const moreShown = useSelector(list, selectMoreShown);
  const loadingMore = useSelector(list, selectLoadingMore);
  const moreFailed = useSelector(list, selectMoreFailed);
  return (
    <section className="product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className="product-reviews__title">
        {t('product.reviews.title')}
      </h2>
      {reviews.length === 0 ? (
        <p className="product-reviews__empty">{t('product.reviews.none', { name: productName })}</p>
      ) : (
        <ul className="product-reviews__list">
          {reviews.map((review, i) => (
            <li key={`${review.createdAt}-${i}`}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
      {moreFailed && (
        <p className="product-reviews__failed" role="alert">
          {t('product.reviews.moreFailed')}
        </p>
      )}
      {moreShown && (
        <button
          type="button"
          className="button button--secondary product-reviews__more"
          aria-disabled={loadingMore || undefined}
          aria-busy={loadingMore || undefined}
          onClick={() => list.send({ type: 'reviews.more' })}
        >
          {t('product.reviews.more')}
        </button>
      )}
      <ReviewForm form={form} productPath={productPath} />
    </section>
  );
}

/** One review: its summary, stars and words, by whom and when (the day, in the shop's time zone). */
function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  const intl = useIntl();
  const timeZone = useShell(selectTimezone);
  const date = intl.formatDate(reviewDateOf(review.createdAt), { dateStyle: 'long', timeZone });
  return (
    <article className="review">
      <h3 className="review__summary">{review.summary}</h3>
      {review.stars && <ReviewStars rating={review.stars} />}
      <p className="review__text">{review.text}</p>
      <p className="review__by">{t('product.reviews.by', { nickname: review.nickname, date })}</p>
    </article>
  );
}
