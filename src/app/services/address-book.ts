import type { AddressDraft, SavedAddress } from '../../domain/address-book';
import { CREATE_ADDRESS, CUSTOMER_ADDRESSES, DELETE_ADDRESS, UPDATE_ADDRESS } from '../graphql/address-book';
import { mutationData, queryData, RequestError } from './graphql/request';
import { addressOfCustomerAddress, customerAddressInput } from './magento-address';
import type { DataServices } from './route';

// The address book's data (spec §2 "/address-book"): read from the network (the cache may hold another customer's
// answer); each change answers the book as it now is.

/** The customer's French addresses (the shop delivers to France only). */
export async function loadAddresses({ client }: DataServices): Promise<SavedAddress[]> {
  const { customer } = await queryData(await client(), CUSTOMER_ADDRESSES, {}, { requestPolicy: 'network-only' });
  if (!customer) throw new RequestError('Empty answer', false);
  return (customer.addresses ?? []).flatMap((each) => {
    if (!each?.id) return [];
    const address = addressOfCustomerAddress(each);
    return address ? [{ id: each.id, address, defaultShipping: each.default_shipping === true, defaultBilling: each.default_billing === true }] : [];
  });
}

const addressInput = ({ address, defaultShipping, defaultBilling }: AddressDraft) => customerAddressInput(address, { defaultShipping, defaultBilling });

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
