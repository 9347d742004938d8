import type { Address } from '../../domain/checkout';

/** An address as the shopper wrote it, on the lines a letter would have; the country's name from the screen's messages. */
export function AddressSummary({ address, countryName, email }: { address: Address; countryName: string; email?: string | null }) {
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
      <span>{countryName}</span>
      <span>{address.telephone}</span>
    </address>
  );
}
