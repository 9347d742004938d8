// The customer's address book (spec §2 "/address-book"): French addresses with the checkout's fields and rules, each
// possibly the default for shipping or billing, and the backend's refusals as the shopper reads them.
import { addressRules, type Address, type AddressField } from './checkout';
import { maxLength, type Rule } from './validation';

/** An address of the book, with its backend id. */
export interface SavedAddress {
  id: number;
  address: Address;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

export const ADDRESS_BOOK_FIELDS = ['firstname', 'lastname', 'street1', 'street2', 'postcode', 'city', 'telephone', 'defaultShipping', 'defaultBilling'] as const;
export type AddressBookField = (typeof ADDRESS_BOOK_FIELDS)[number];

/** Magento's address attributes hold at most 255 characters. */
export const ADDRESS_MAX_LENGTH = 255;

const bounded = (rules: readonly Rule[]) => [...rules, maxLength(ADDRESS_MAX_LENGTH)];

/** Checkout's rules, each text bounded as Magento bounds it. */
export const addressBookRules: Record<AddressBookField, Rule[]> = {
  ...(Object.fromEntries(Object.entries(addressRules).map(([field, rules]) => [field, bounded(rules)])) as Record<AddressField, Rule[]>),
  defaultShipping: [],
  defaultBilling: [],
};

/** What is sent to save an address: a new one (id null) or a change to one of the book's. */
export interface AddressDraft {
  id: number | null;
  address: Address;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

/** A default address cannot be deleted (Magento refuses it): another must become the default first. */
export const canDelete = (saved: SavedAddress) => !saved.defaultShipping && !saved.defaultBilling;

/** The address preselected at checkout: the default for that step, else none. */
export const defaultFor = (addresses: readonly SavedAddress[], step: 'shipping' | 'billing') =>
  addresses.find((saved) => (step === 'shipping' ? saved.defaultShipping : saved.defaultBilling)) ?? null;

/** Why the backend refused (`accountArea.addressBook.error.*`): the network, or spec §5's generic form error. */
export type AddressBookFailure = 'network' | 'generic';

export const addressBookFailureOf = (error: unknown): AddressBookFailure =>
  error instanceof Error && (error as { network?: unknown }).network === true ? 'network' : 'generic';
