import {
  selectBillingChoice,
  selectBillingForm,
  selectErrors,
  selectSavedAddresses,
  selectShowsBillingFields,
  selectSubmitting,
  type CheckoutActor,
  type CheckoutSnapshot,
} from '../../../../machines/checkout.machine';
import { ADDRESS_FIELDS, type AddressField } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';
import { CheckboxField, focusFirstInvalid } from '../../ui/form-fields';
import { usePage, usePageState } from '../page-actor';
import { AddressFields } from '../../ui/address-fields';
import { SavedAddressChoice } from './saved-address-choice';
import { StepForm } from './step-form';

/** The billing address: the shipping address unless the shopper unticks the box and gives another. */
export function BillingAddressForm() {
  const t = useT();
  const checkout = usePage('checkout');
  const form = usePageState(selectBillingForm);
  const busy = usePageState(selectSubmitting);
  const failure = usePageState((s: CheckoutSnapshot) => selectErrors(s).billingAddress);
  const addresses = usePageState(selectSavedAddresses);
  const chosen = usePageState(selectBillingChoice);
  const showsFields = usePageState(selectShowsBillingFields);
  return (
    <StepForm
      failure={failure}
      busy={busy}
      onSubmit={(element) => {
        checkout.send({ type: 'billingAddress.submit' });
        focusFirstInvalid(element, ADDRESS_FIELDS, checkout.getSnapshot().context.billing.errors);
      }}
    >
      <CheckboxField
        name="sameAsShipping"
        label={t('checkout.billing.same')}
        optional
        error={null}
        checked={form.same}
        onChecked={(same) => checkout.send({ type: 'billingAddress.same', same })}
      />
      {!form.same && <SavedAddressChoice addresses={addresses} chosen={chosen} readOnly={busy} onChoose={(id) => checkout.send({ type: 'billingAddress.choose', id })} />}
      {!form.same && showsFields && (
        <AddressFields<AddressField>
          withEmail={false}
          countryName={t('checkout.country.FR')}
          values={form.values}
          errors={form.showErrors ? form.errors : {}}
          readOnly={busy}
          onChange={(field, value) => checkout.send({ type: 'billingAddress.change', field, value })}
        />
      )}
    </StepForm>
  );
}
