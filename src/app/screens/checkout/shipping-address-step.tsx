import { selectErrors, selectShippingForm, selectSignedIn, selectSubmitting, type CheckoutActor, type CheckoutSnapshot } from '../../../../machines/checkout.machine';
import { ADDRESS_FIELDS, type ShippingAddressField } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';
import { focusFirstInvalid, SubmitButton } from '../../ui/form-fields';
import { usePageActor, usePageState } from '../page-actor';
import { AddressFields } from './address-fields';
import { CheckoutFailureMessage } from './checkout-failure';

const FIELDS: readonly ShippingAddressField[] = ['email', ...ADDRESS_FIELDS];

/** The shipping address, with a guest's e-mail (spec §5: "Missing required information: email" without it). */
export function ShippingAddressForm() {
  const t = useT();
  const checkout = usePageActor<CheckoutActor>();
  const form = usePageState(selectShippingForm);
  const signedIn = usePageState(selectSignedIn);
  const busy = usePageState(selectSubmitting);
  const failure = usePageState((s: CheckoutSnapshot) => selectErrors(s).shippingAddress);
  return (
    <form
      className="form checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        checkout.send({ type: 'shippingAddress.submit' });
        focusFirstInvalid(event.currentTarget, FIELDS, checkout.getSnapshot().context.shipping.errors);
      }}
    >
      <CheckoutFailureMessage failure={failure} />
      <AddressFields<ShippingAddressField>
        withEmail={!signedIn}
        values={form.values}
        errors={form.showErrors ? form.errors : {}}
        readOnly={busy}
        onChange={(field, value) => checkout.send({ type: 'shippingAddress.change', field, value })}
      />
      <SubmitButton busy={busy} label={t('checkout.continue')} busyLabel={t('checkout.saving')} />
    </form>
  );
}
