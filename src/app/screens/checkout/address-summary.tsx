import type { Address } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';

/** An address as the shopper wrote it, on the lines a letter would have. */
export function AddressSummary({ address, email }: { address: Address; email?: string | null }) {
  const t = useT();
  return (
    <address className="address-summary">
      {email && <span>{email}</span>}
      <span>
        {address.firstname} {address.lastname}
      </span>
      {address.street.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        {address.postcode} {address.city}
      </span>
      <span>{t('checkout.country.FR')}</span>
      <span>{address.telephone}</span>
    </address>
  );
}
