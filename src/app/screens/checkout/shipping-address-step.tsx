import { useMemo } from 'react';
import {
  selectAsksConsent,
  selectConsentTexts,
  selectErrors,
  selectSavedAddresses,
  selectSaveShipping,
  selectShippingChoice,
  selectShippingForm,
  selectShowsShippingFields,
  selectSignedIn,
  selectSubmitting,
  type CheckoutActor,
  type CheckoutSnapshot,
} from '../../../../machines/checkout.machine';
import { ADDRESS_FIELDS, type ShippingAddressField } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';
import { safeRichText } from '../../pagebuilder/rich';
import { RichContent } from '../../pagebuilder/render/rich-content';
import { CheckboxField, focusFirstInvalid, useFieldErrorText } from '../../ui/form-fields';
import { usePage, usePageState } from '../page-actor';
import { AddressFields } from '../../ui/address-fields';
import { SavedAddressChoice } from './saved-address-choice';
import { StepForm } from './step-form';

const FIELDS: readonly ShippingAddressField[] = ['email', ...ADDRESS_FIELDS, 'consent'];

/**
 * The shipping address, with a guest's e-mail (spec §5: "Missing required information: email" without it) and, where
 * the store records consents, their data-protection consent under its label and notice (spec §6); a customer's saved
 * addresses to choose from, and a new one to keep in the address book.
 */
export function ShippingAddressForm() {
  const t = useT();
  const checkout = usePage('checkout');
  const form = usePageState(selectShippingForm);
  const signedIn = usePageState(selectSignedIn);
  const busy = usePageState(selectSubmitting);
  const failure = usePageState((s: CheckoutSnapshot) => selectErrors(s).shippingAddress);
  const addresses = usePageState(selectSavedAddresses);
  const chosen = usePageState(selectShippingChoice);
  const saveInBook = usePageState(selectSaveShipping);
  const showsFields = usePageState(selectShowsShippingFields);
  const asksConsent = usePageState(selectAsksConsent);
  const consent = usePageState(selectConsentTexts);
  const legal = useMemo(() => (consent?.legal ? safeRichText(consent.legal) : null), [consent]);
  const errorText = useFieldErrorText();
  const consentError = form.showErrors ? form.errors.consent : undefined;
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
      {showsFields && (
        <AddressFields<ShippingAddressField>
          withEmail={!signedIn}
          countryName={t('checkout.country.FR')}
          values={form.values}
          errors={form.showErrors ? form.errors : {}}
          readOnly={busy}
          onChange={(field, value) => checkout.send({ type: 'shippingAddress.change', field, value })}
        />
      )}
      {asksConsent && (
        <CheckboxField
          name="consent"
          label={consent?.label || t('checkout.consent.label')}
          error={consentError ? errorText(consentError, (field) => field) : null}
          checked={form.values.consent === true}
          onChecked={(value) => checkout.send({ type: 'shippingAddress.change', field: 'consent', value })}
          hint={legal && <RichContent nodes={legal} />}
        />
      )}
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
