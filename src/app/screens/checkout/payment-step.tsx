import { useSelector } from '@xstate/react';
import {
  selectFailure,
  selectInterrupted,
  selectIsPlacing,
  selectThreeDS,
  type CardPaymentActor,
} from '../../../../machines/card-payment.machine';
import { CARD_FIELDS, type CardField } from '../../../domain/card';
import { useT } from '../../i18n/use-t';
import { focusFirstInvalid, SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { CheckoutFailureMessage } from './checkout-failure';

/** Each card field's browser autocomplete and keyboard. */
const INPUTS: Record<CardField, { autoComplete: string; inputMode?: 'numeric' }> = {
  holderName: { autoComplete: 'cc-name' },
  number: { autoComplete: 'cc-number', inputMode: 'numeric' },
  expiry: { autoComplete: 'cc-exp', inputMode: 'numeric' },
  cvc: { autoComplete: 'cc-csc', inputMode: 'numeric' },
};

/**
 * Payment by card (spec §3 "Card payment state"): the card's fields, checked before anything is sent; "Place
 * order", which shows progress and takes one click; the bank's 3-D Secure frame when it asks (hidden for a
 * fingerprint, shown for a challenge); a refusal above the card, whose fields stay for another try.
 */
export function PaymentForm({ payment }: { payment: CardPaymentActor }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const values = useSelector(payment, (s) => s.context.values);
  const errors = useSelector(payment, (s) => (s.context.showErrors ? s.context.errors : {}));
  const placing = useSelector(payment, selectIsPlacing);
  const threeDS = useSelector(payment, selectThreeDS);
  const interrupted = useSelector(payment, selectInterrupted);
  const failure = useSelector(payment, selectFailure);
  const label = (field: string) => t(`field.${field}` as 'field.number');
  return (
    <div className="payment-step">
      <form
        className="form checkout-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          payment.send({ type: 'submit' });
          focusFirstInvalid(event.currentTarget, CARD_FIELDS, payment.getSnapshot().context.errors);
        }}
      >
        <CheckoutFailureMessage failure={failure?.failure ?? null} />
        <fieldset className="card-fields">
          <legend className="card-fields__legend">{t('checkout.card.title')}</legend>
          {CARD_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={label(field)}
              value={String(values[field])}
              onValue={(value) => payment.send({ type: 'field.change', field, value })}
              error={errors[field] ? errorText(errors[field], label) : null}
              inputProps={{ ...INPUTS[field], type: 'text', readOnly: placing, spellCheck: false, autoCorrect: 'off' }}
            />
          ))}
        </fieldset>
        <SubmitButton busy={placing} label={t('checkout.placeOrder')} busyLabel={t('checkout.placingOrder')} />
      </form>
      {threeDS?.frame === 'hidden' && (
        <p className="payment-step__progress" role="status">
          {t('checkout.threeDS.identifying')}
          <iframe className="visually-hidden" title={t('checkout.threeDS.frameTitle')} src={threeDS.action.url} tabIndex={-1} aria-hidden="true" />
        </p>
      )}
      {threeDS?.frame === 'shown' && (
        <div className="payment-step__challenge" role="group" aria-label={t('checkout.threeDS.frameTitle')}>
          <p>{t('checkout.threeDS.challenge')}</p>
          <iframe className="payment-step__frame" title={t('checkout.threeDS.frameTitle')} src={threeDS.action.url} />
        </div>
      )}
      {interrupted && (
        <div className="form-failure" role="alert">
          <p>{t('checkout.interrupted')}</p>
          <button type="button" className="button button--secondary" onClick={() => payment.send({ type: 'retry' })}>
            {t('checkout.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
