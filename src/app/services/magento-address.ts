import type { ResultOf } from '@graphql-typed-document-node/core';
import { SHIPPING_COUNTRY } from '../../domain/cart';
import type { Address } from '../../domain/checkout';
import type { CUSTOMER_ADDRESSES } from '../graphql/address-book';

// The shopper's address in Magento's shapes: the customer's address book (GraphQL), the cart's addresses (GraphQL)
// and the checkout's webapi (REST). One place, so that a field added to the address reaches every request.

type CustomerAddressAnswer = NonNullable<NonNullable<NonNullable<ResultOf<typeof CUSTOMER_ADDRESSES>['customer']>['addresses']>[number]>;

const fieldsOf = (address: Address) => ({
  firstname: address.firstname,
  lastname: address.lastname,
  street: address.street,
  city: address.city,
  postcode: address.postcode,
  telephone: address.telephone,
});

/** A book's address as the checkout and the book use it; null for one outside France (the shop delivers there only). */
export function addressOfCustomerAddress(answer: CustomerAddressAnswer): Address | null {
  if (answer.country_code !== SHIPPING_COUNTRY) return null;
  return {
    firstname: answer.firstname ?? '',
    lastname: answer.lastname ?? '',
    street: (answer.street ?? []).flatMap((line) => (line ? [line] : [])),
    postcode: answer.postcode ?? '',
    city: answer.city ?? '',
    telephone: answer.telephone ?? '',
    countryCode: SHIPPING_COUNTRY,
  };
}

/** `CustomerAddressInput`: an address for the book, with its default flags when the shopper set them. */
export const customerAddressInput = (address: Address, defaults?: { defaultShipping: boolean; defaultBilling: boolean }) => ({
  ...fieldsOf(address),
  country_code: address.countryCode,
  ...(defaults && { default_shipping: defaults.defaultShipping, default_billing: defaults.defaultBilling }),
});

/** `CartAddressInput`: an address on the cart; the book is written on its own (a failure there must not stop the order). */
export const cartAddressInput = (address: Address) => ({ ...fieldsOf(address), country_code: address.countryCode, save_in_address_book: false });

/** Magento's webapi address (REST), as the checkout sends it. */
export const webapiAddress = (address: Address) => ({ ...fieldsOf(address), countryId: address.countryCode });
