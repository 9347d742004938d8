import { useSelector } from '@xstate/react';
import {
  selectAsksPostcode, selectFailure, selectFieldsShown, selectFoundOrder, selectIsSubmitting, type TrackOrderActor,
} from '../../../../machines/track-order.machine';
import { TRACK_MAX_LENGTH, type TrackField } from '../../../domain/orders';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { FormFailure, SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { ShopLink } from '../../ui/shop-link';
import { submitTo, useFormState } from '../account/form-state';
import { usePage } from '../page-actor';
import { OrderFacts, OrderLines } from './order-parts';

const INPUTS: Record<TrackField, { type: string; autoComplete: string; inputMode?: 'numeric' | 'email' }> = {
  number: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  postcode: { type: 'text', autoComplete: 'billing postal-code', inputMode: 'numeric' },
  lastname: { type: 'text', autoComplete: 'family-name' },
};

/** The form's fields, the one message of a failed lookup above them, the order found under them. */
export function TrackOrderForm({ form }: { form: TrackOrderActor }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors } = useFormState<TrackField>(form);
  const failure = useSelector(form, selectFailure);
  const busy = useSelector(form, selectIsSubmitting);
  const order = useSelector(form, selectFoundOrder);
  const fields = useSelector(form, selectFieldsShown);
  const asksPostcode = useSelector(form, selectAsksPostcode);
  const label = (field: string) => t(`trackOrder.field.${field as TrackField}`);
  return (
    <>
      <form className="form" noValidate onSubmit={submitTo(form, fields)}>
        {failure && (
          <FormFailure>
            {t(failure === 'notFound' && !asksPostcode ? 'trackOrder.error.notFoundByLastname' : `trackOrder.error.${failure}`)}
            {failure === 'signInRequired' && (
              <>
                {' '}
                <ShopLink href="/sign-in">{t('trackOrder.signIn')}</ShopLink>
              </>
            )}
          </FormFailure>
        )}
        {fields.map((field) => (
          <TextField
            key={field}
            name={field}
            label={label(field)}
            value={String(values[field])}
            onValue={(value) => form.send({ type: 'field.change', field, value })}
            error={errors[field] ? errorText(errors[field], label) : null}
            inputProps={{ ...INPUTS[field], maxLength: TRACK_MAX_LENGTH[field], autoCapitalize: 'off', spellCheck: false, readOnly: busy }}
          />
        ))}
        <SubmitButton busy={busy} label={t('trackOrder.submit')} busyLabel={t('trackOrder.submitting')} />
      </form>
      {order && (
        <section className="tracked-order" aria-labelledby="tracked-order-title">
          <h2 id="tracked-order-title" className="tracked-order__title" tabIndex={-1} ref={(element) => element?.focus()}>
            {t('trackOrder.order.title', { number: order.number })}
          </h2>
          <OrderFacts order={order} />
          <OrderLines order={order} />
        </section>
      )}
    </>
  );
}

/** /track-my-order (public): a guest's order by its number, e-mail and billing postcode (or billing last name). */
function TrackOrder() {
  const t = useT();
  const form = usePage('trackOrder');
  const asksPostcode = useSelector(form, selectAsksPostcode);
  return (
    <div className="track-order">
      <DocumentTitle title={t('trackOrder.title')} />
      <h1 className="account-page__title">{t('trackOrder.title')}</h1>
      <p>{t(asksPostcode ? 'trackOrder.intro' : 'trackOrder.introByLastname')}</p>
      <TrackOrderForm form={form} />
    </div>
  );
}

/** /track-my-order, with the account area’s messages. */
export const TrackOrderPage = withScreenMessages('accountArea', TrackOrder);
