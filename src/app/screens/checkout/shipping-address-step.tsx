import {
  selectErrors,
  selectSavedAddresses,
  selectSaveShipping,
  selectShippingChoice,
  selectShippingForm,
  selectSignedIn,
  selectSubmitting,
  type CheckoutActor,
  type CheckoutSnapshot,
} from '../../../../machines/checkout.machine';
import { ADDRESS_FIELDS, type ShippingAddressField } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';
import { CheckboxField, focusFirstInvalid } from '../../ui/form-fields';
import { usePageActor, usePageState } from '../page-actor';
import { AddressFields } from '../../ui/address-fields';
import { SavedAddressChoice } from './saved-address-choice';
import { StepForm } from './step-form';

const FIELDS: readonly ShippingAddressField[] = ['email', ...ADDRESS_FIELDS];

/**
 * The shipping address, with a guest's e-mail (spec §5: "Missing required information: email" without it); a customer's
 * saved addresses to choose from, and a new one to keep in the address book.
 */
export function ShippingAddressForm() {
  const t = useT();
  const checkout = usePageActor<CheckoutActor>();
  const form = usePageState(selectShippingForm);
  const signedIn = usePageState(selectSignedIn);
  const busy = usePageState(selectSubmitting);
  const failure = usePageState((s: CheckoutSnapshot) => selectErrors(s).shippingAddress);
  const addresses = usePageState(selectSavedAddresses);
  const chosen = usePageState(selectShippingChoice);
  const saveInBook = usePageState(selectSaveShipping);
  return (
    <StepForm
      failure={failure}
      busy={busy}
      onSubmit={(element) => {
        checkout.send({ type: 'shippingAddress.submit' });
        focusFirstInvalid(element, FIELDS, checkout.getSnapshot().context.shipping.errors);
      }}
    >
      <SavedAddressChoice addresses={addresses} chosen={chosen} readOnly={busy} onChoose={(id) => checkout.send({ type: 'shippingAddress.choose', id })} />
      <AddressFields<ShippingAddressField>
        withEmail={!signedIn}
        countryName={t('checkout.country.FR')}
        values={form.values}
        errors={form.showErrors ? form.errors : {}}
        readOnly={busy}
        onChange={(field, value) => checkout.send({ type: 'shippingAddress.change', field, value })}
      />
      {signedIn && chosen === null && (
        <CheckboxField
          name="saveInAddressBook"
          label={t('checkout.savedAddresses.save')}
          optional
          error={null}
          checked={saveInBook}
          onChecked={(save) => checkout.send({ type: 'shippingAddress.saveInBook', save })}
        />
      )}
    </StepForm>
  );
}
