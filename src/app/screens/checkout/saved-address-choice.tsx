import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { SavedAddress } from '../../../domain/address-book';
import { useT } from '../../i18n/use-t';

const NEW = 'new';

/** A signed-in customer's saved addresses as choices, and "A new address"; choosing one fills the step's fields. */
export function SavedAddressChoice({
  addresses,
  chosen,
  readOnly,
  onChoose,
}: {
  addresses: SavedAddress[];
  chosen: number | null;
  readOnly: boolean;
  onChoose: (id: number | null) => void;
}) {
  const t = useT();
  if (addresses.length === 0) return null;
  return (
    <RadioGroup
      className="saved-addresses"
      value={chosen === null ? NEW : String(chosen)}
      isReadOnly={readOnly}
      onChange={(value) => onChoose(value === NEW ? null : Number(value))}
    >
      <Label className="saved-addresses__legend">{t('checkout.savedAddresses.legend')}</Label>
      {addresses.map(({ id, address }) => (
        <Radio key={id} value={String(id)} className="saved-addresses__option">
          {[`${address.firstname} ${address.lastname}`, ...address.street, `${address.postcode} ${address.city}`].join(', ')}
        </Radio>
      ))}
      <Radio value={NEW} className="saved-addresses__option">
        {t('checkout.savedAddresses.new')}
      </Radio>
    </RadioGroup>
  );
}
