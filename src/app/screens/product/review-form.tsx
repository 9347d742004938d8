import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { selectSignedIn } from '../../../../machines/app.machine';
import {
  selectIsSending, selectReviewFailure, selectReviewFormView, selectStarValues, type ReviewFormActor,
} from '../../../../machines/review-form.machine';
import { REVIEW_FIELDS, REVIEW_MAX_LENGTH, type ReviewField } from '../../../domain/reviews';
import type { HistoryState } from '../../services/history';
import { useT } from '../../i18n/use-t';
import { useShell } from '../../shell/shell-actor';
import { FormFailure, RequiredMark, SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { ShopLink } from '../../ui/shop-link';
import { submitTo, useFormState } from '../account/form-state';
import { TextAreaField } from '../contact/contact-fields';

/**
 * "Donner votre avis": a button until the shopper asks, then the form, or, where the store keeps reviews to
 * customers, a link for a guest to sign in. Once sent, the review waits for the shop's approval, which the page
 * says.
 */
export function ReviewForm({ form, productPath }: { form: ReviewFormActor; productPath: string }) {
  const t = useT();
  const view = useSelector(form, selectReviewFormView);
  const signedIn = useShell(selectSignedIn);
  switch (view) {
    case 'closed':
    case 'loading':
      return (
        <button
          type="button"
          className="button button--primary product-reviews__write"
          aria-disabled={view === 'loading' || undefined}
          aria-busy={view === 'loading' || undefined}
          onClick={() => form.send({ type: 'open', signedIn })}
        >
          {t('product.reviews.write')}
        </button>
      );
    case 'loadFailed':
      return (
        <div className="product-reviews__notice">
          <FormFailure>{t('product.reviews.loadFailed')}</FormFailure>
          <button type="button" className="button button--secondary" onClick={() => form.send({ type: 'retry' })}>
            {t('common.retry')}
          </button>
        </div>
      );
    case 'signInNeeded':
      return <SignInToReview productPath={productPath} />;
    case 'unavailable':
      return null;
    case 'submitted':
      return (
        <div className="product-reviews__notice" role="status">
          <p>{t('product.reviews.thanks')}</p>
          <button type="button" className="button button--secondary" onClick={() => form.send({ type: 'again' })}>
            {t('product.reviews.again')}
          </button>
        </div>
      );
    case 'form':
      return <ReviewFields form={form} productPath={productPath} />;
  }
}

function SignInToReview({ productPath }: { productPath: string }) {
  const t = useT();
  return (
    <p className="product-reviews__notice">
      <ShopLink href="/sign-in" state={{ from: productPath } satisfies HistoryState}>
        {t('product.reviews.signIn')}
      </ShopLink>
    </p>
  );
}

/** The review's stars, nickname, summary and words, each kept through a refusal, whose message shows above them. */
function ReviewFields({ form, productPath }: { form: ReviewFormActor; productPath: string }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors } = useFormState<ReviewField>(form);
  const failure = useSelector(form, selectReviewFailure);
  const busy = useSelector(form, selectIsSending);
  const stars = useSelector(form, selectStarValues);
  const label = (field: string) => t(`product.reviews.field.${field as ReviewField}`);
  const error = (field: ReviewField) => (errors[field] ? errorText(errors[field], label) : null);
  const change = (field: ReviewField) => (value: string) => form.send({ type: 'field.change', field, value });
  return (
    <form className="form review-form" noValidate onSubmit={submitTo(form, REVIEW_FIELDS)} aria-labelledby="review-form-title">
      <h3 id="review-form-title" className="review-form__title">
        {t('product.reviews.write')}
      </h3>
      {failure && (
        <FormFailure>
          {failure === 'signInNeeded' ? <SignInToReview productPath={productPath} /> : t(`product.reviews.error.${failure}`)}
        </FormFailure>
      )}
      {stars.length > 0 && (
        <RadioGroup
          name="rating"
          className="form-field review-form__rating"
          orientation="horizontal"
          value={String(values.rating) || null}
          onChange={change('rating')}
          isRequired
          isInvalid={Boolean(errors.rating)}
          isReadOnly={busy}
        >
          <Label className="form-field__label">
            {label('rating')}
            <RequiredMark />
          </Label>
          <div className="review-form__stars">
            {stars.map((value) => (
              <Radio key={value} value={String(value)} className="review-form__star" aria-label={t('product.reviews.starValue', { value })}>
                <span aria-hidden="true">★</span>
              </Radio>
            ))}
          </div>
          {errors.rating && <p className="form-field__error">{error('rating')}</p>}
        </RadioGroup>
      )}
      <TextField
        name="nickname"
        label={label('nickname')}
        value={String(values.nickname)}
        onValue={change('nickname')}
        error={error('nickname')}
        inputProps={{ autoComplete: 'nickname', maxLength: REVIEW_MAX_LENGTH.nickname, readOnly: busy }}
      />
      <TextField
        name="summary"
        label={label('summary')}
        value={String(values.summary)}
        onValue={change('summary')}
        error={error('summary')}
        inputProps={{ autoComplete: 'off', maxLength: REVIEW_MAX_LENGTH.summary, readOnly: busy }}
      />
      <TextAreaField
        name="text"
        label={label('text')}
        value={String(values.text)}
        onValue={change('text')}
        error={error('text')}
        textareaProps={{ rows: 5, maxLength: REVIEW_MAX_LENGTH.text, readOnly: busy }}
      />
      <SubmitButton busy={busy} label={t('product.reviews.submit')} busyLabel={t('product.reviews.submitting')} />
    </form>
  );
}
