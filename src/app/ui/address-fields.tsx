import type { AddressField, ShippingAddressField } from '../../domain/checkout';
import type { FieldValue, FormErrors } from '../../domain/validation';
import { useT } from '../i18n/use-t';
import { TextField, useFieldErrorText } from './form-fields';

/** Each field's label and the browser's autocomplete value, so that browsers and address books fill them. */
const FIELDS: { field: ShippingAddressField; autoComplete: string; type?: string; optional?: boolean; inputMode?: 'numeric' | 'tel' | 'email' }[] = [
  { field: 'email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { field: 'firstname', autoComplete: 'given-name' },
  { field: 'lastname', autoComplete: 'family-name' },
  { field: 'street1', autoComplete: 'address-line1' },
  { field: 'street2', autoComplete: 'address-line2', optional: true },
  { field: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'telephone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
];

/**
 * A French address's fields (spec §3 checkout, §9 France only), at checkout and in the address book: the country is
 * fixed and says so (its name from the screen's messages); `withEmail` adds a guest's e-mail first.
 */
export function AddressFields<F extends AddressField | ShippingAddressField>({
  withEmail,
  countryName,
  values,
  errors,
  readOnly,
  onChange,
}: {
  withEmail: boolean;
  countryName: string;
  values: Record<F, FieldValue>;
  errors: FormErrors<F>;
  readOnly: boolean;
  onChange: (field: F, value: string) => void;
}) {
  const t = useT();
  const errorText = useFieldErrorText();
  const label = (field: string) => t(`field.${field}` as 'field.city');
  return (
    <div className="address-fields">
      {FIELDS.filter(({ field }) => withEmail || field !== 'email').map(({ field, autoComplete, type, optional, inputMode }) => {
        const error = errors[field as F];
        return (
          <TextField
            key={field}
            name={field}
            label={label(field)}
            optional={optional}
            value={String(values[field as F] ?? '')}
            onValue={(value) => onChange(field as F, value)}
            error={error ? errorText(error, label) : null}
            inputProps={{ type: type ?? 'text', autoComplete, inputMode, readOnly }}
          />
        );
      })}
      <div className="address-fields__country">
        <span className="form-field__label">{t('field.country')}</span>
        <span>{countryName}</span>
      </div>
    </div>
  );
}
