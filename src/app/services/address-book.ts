import type { AddressDraft, SavedAddress } from '../../domain/address-book';
import { SHIPPING_COUNTRY } from '../../domain/cart';
import { CREATE_ADDRESS, CUSTOMER_ADDRESSES, DELETE_ADDRESS, UPDATE_ADDRESS } from '../graphql/address-book';
import { mutationData, queryData, RequestError } from './graphql/request';
import type { DataServices } from './route';

// The address book's data (spec §2 "/address-book"): read from the network (the cache may hold another customer's
// answer); each change answers the book as it now is.

/** The customer's French addresses (the shop delivers to France only). */
export async function loadAddresses({ client }: DataServices): Promise<SavedAddress[]> {
  const { customer } = await queryData(await client(), CUSTOMER_ADDRESSES, {}, { requestPolicy: 'network-only' });
  if (!customer) throw new RequestError('Empty answer', false);
  return (customer.addresses ?? []).flatMap((each) =>
    each?.id && each.country_code === SHIPPING_COUNTRY
      ? [
          {
            id: each.id,
            address: {
              firstname: each.firstname ?? '',
              lastname: each.lastname ?? '',
              street: (each.street ?? []).flatMap((line) => (line ? [line] : [])),
              postcode: each.postcode ?? '',
              city: each.city ?? '',
              telephone: each.telephone ?? '',
              countryCode: SHIPPING_COUNTRY,
            },
            defaultShipping: each.default_shipping === true,
            defaultBilling: each.default_billing === true,
          },
        ]
      : [],
  );
}

const addressInput = ({ address, defaultShipping, defaultBilling }: AddressDraft) => ({
  firstname: address.firstname,
  lastname: address.lastname,
  street: address.street,
  city: address.city,
  postcode: address.postcode,
  telephone: address.telephone,
  country_code: address.countryCode,
  default_shipping: defaultShipping,
  default_billing: defaultBilling,
});

/** Adds the address, or changes the book's address of that id; then the book. */
export async function saveAddress(services: DataServices, draft: AddressDraft): Promise<SavedAddress[]> {
  const client = await services.client();
  if (draft.id === null) await mutationData(client, CREATE_ADDRESS, { input: addressInput(draft) });
  else await mutationData(client, UPDATE_ADDRESS, { id: draft.id, input: addressInput(draft) });
  return loadAddresses(services);
}

export async function deleteAddress(services: DataServices, { id }: { id: number }): Promise<SavedAddress[]> {
  await mutationData(await services.client(), DELETE_ADDRESS, { id });
  return loadAddresses(services);
}
