import { addressBookMachine, type AddressBookSnapshot } from '../../machines/address-book.machine';
import { addressBookRules, type AddressBookField } from '../../src/domain/address-book';
import { ADDRESS_NETWORK, ADDRESS_REFUSED, BOOK, BOOK_WITH_NEW, NEW_ADDRESS } from '../fixtures/address-book';
import { defineModel } from '../harness/model';
import { fieldChanges, invalidFields } from './account-models';

/**
 * The address book: loaded with addresses, empty, or failing (and tried again); the form for a new address or one of
 * the book's, its fields put right one by one or one broken again (empty, too long, a wrong postcode), saved or
 * refused; a deletion asked, cancelled, confirmed, refused. What tells states apart: the view, the number of
 * addresses, which one the form or the question is about, the form's wrong fields and whether errors show, the
 * failure and the notice.
 */
export const addressBookModel = defineModel({
  name: 'addressBook',
  machine: addressBookMachine,
  identity: (s: AddressBookSnapshot) => ({
    value: s.value,
    count: s.context.addresses.length,
    target: s.context.target,
    form: s.matches('form') ? [invalidFields(addressBookRules, s.context.form.values), s.context.form.showErrors] : null,
    failure: s.context.failure,
    notice: s.context.notice,
  }),
  events: (s: AddressBookSnapshot) => [
    { type: 'xstate.done.actor.loadAddresses' as const, output: BOOK },
    { type: 'xstate.done.actor.loadAddresses' as const, output: [] },
    { type: 'xstate.error.actor.loadAddresses' as const, error: ADDRESS_NETWORK },
    { type: 'retry' as const },
    { type: 'add' as const },
    ...BOOK.map(({ id }) => ({ type: 'edit' as const, id })),
    ...BOOK.map(({ id }) => ({ type: 'delete' as const, id })),
    ...fieldChanges<AddressBookField>(addressBookRules, s.context.form.values, NEW_ADDRESS, [
      { field: 'city', value: ' ' },
      { field: 'lastname', value: 'D'.repeat(256) },
      { field: 'postcode', value: '6900' },
    ]),
    { type: 'submit' as const },
    { type: 'xstate.done.actor.saveAddress' as const, output: BOOK_WITH_NEW },
    { type: 'xstate.error.actor.saveAddress' as const, error: ADDRESS_REFUSED },
    { type: 'xstate.error.actor.saveAddress' as const, error: ADDRESS_NETWORK },
    { type: 'cancel' as const },
    { type: 'confirm' as const },
    { type: 'xstate.done.actor.deleteAddress' as const, output: BOOK.slice(0, 1) },
    { type: 'xstate.error.actor.deleteAddress' as const, error: ADDRESS_NETWORK },
  ],
});
