import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  selectCanStore,
  selectChoice,
  selectFailure,
  selectInterrupted,
  selectIsPlacing,
  selectSavedCards,
  selectStore,
  selectThreeDS,
  type CardPaymentActor,
} from '../../../../machines/card-payment.machine';
import { CARD_FIELDS, type CardField } from '../../../domain/card';
import { brandName, expiryText, type SavedCard } from '../../../domain/saved-cards';
import { useT } from '../../i18n/use-t';
import { CheckboxField, focusFirstInvalid, SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { CheckoutFailureMessage } from './checkout-failure';

/** Each card field's browser autocomplete and keyboard. */
const INPUTS: Record<CardField, { autoComplete: string; inputMode?: 'numeric' }> = {
  holderName: { autoComplete: 'cc-name' },
  number: { autoComplete: 'cc-number', inputMode: 'numeric' },
  expiry: { autoComplete: 'cc-exp', inputMode: 'numeric' },
  cvc: { autoComplete: 'cc-csc', inputMode: 'numeric' },
};

/** The choice of a new card among the saved ones (a public hash is never this). */
const NEW_CARD = 'new';

/** A saved card as a choice: its brand, last four digits and expiry. */
function SavedCardLabel({ card }: { card: SavedCard }) {
  const t = useT();
  return (
    <span className="shipping-method">
      <span className="shipping-method__title">{t('checkout.savedCards.card', { brand: brandName(card.brand), last4: card.last4 })}</span>
      <span>{t('checkout.savedCards.expires', { expiry: expiryText(card) })}</span>
    </span>
  );
}

/**
 * Payment by card (spec §3 "Card payment state"): a customer's saved cards to choose from (only the security code
 * asked again) or a new card, which a customer may save; the card's fields, checked before anything is sent; "Place
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
  const savedCards = useSelector(payment, selectSavedCards);
  const choice = useSelector(payment, selectChoice);
  const canStore = useSelector(payment, selectCanStore);
  const store = useSelector(payment, selectStore);
  const chosen = savedCards.find((card) => card.publicHash === choice) ?? null;
  const fields: readonly CardField[] = chosen ? ['cvc'] : CARD_FIELDS;
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
        {savedCards.length > 0 && (
          <RadioGroup
            className="shipping-methods saved-cards"
            value={choice ?? NEW_CARD}
            isReadOnly={placing}
            onChange={(key) => payment.send({ type: 'card.choose', publicHash: key === NEW_CARD ? null : key })}
          >
            <Label className="card-fields__legend">{t('checkout.savedCards.legend')}</Label>
            {savedCards.map((card) => (
              <Radio key={card.publicHash} value={card.publicHash} className="shipping-methods__option">
                <SavedCardLabel card={card} />
              </Radio>
            ))}
            <Radio value={NEW_CARD} className="shipping-methods__option">
              {t('checkout.savedCards.newCard')}
            </Radio>
          </RadioGroup>
        )}
        <fieldset className="card-fields">
          <legend className="card-fields__legend">{t('checkout.card.title')}</legend>
          {fields.map((field) => (
            <TextField
              key={field}
              name={field}
              label={label(field)}
              value={String(values[field])}
              onValue={(value) => payment.send({ type: 'field.change', field, value })}
              error={errors[field] ? errorText(errors[field], label) : null}
              hint={chosen ? t('checkout.savedCards.cvcHint', { brand: brandName(chosen.brand), last4: chosen.last4 }) : undefined}
              inputProps={{ ...INPUTS[field], type: 'text', readOnly: placing, spellCheck: false, autoCorrect: 'off' }}
            />
          ))}
        </fieldset>
        {canStore && (
          <CheckboxField
            name="storePaymentMethod"
            label={t('checkout.savedCards.store')}
            optional
            checked={store}
            error={null}
            onChecked={(checked) => payment.send({ type: 'card.store', store: checked })}
          />
        )}
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
