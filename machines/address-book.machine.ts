import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  addressBookFailureOf,
  addressBookRules,
  ADDRESS_BOOK_FIELDS,
  canDelete,
  type AddressBookFailure,
  type AddressBookField,
  type AddressDraft,
  type SavedAddress,
} from '../src/domain/address-book';
import { addressOf, fieldsOf } from '../src/domain/checkout';
import type { FieldValue } from '../src/domain/validation';
import { edited, emptyValues, isValid, submitted, type FormFields } from './form';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type AddressBookEvent =
  | { type: 'retry' }
  /** Opens the form for a new address, or for one of the book's. */
  | { type: 'add' }
  | { type: 'edit'; id: number }
  | { type: 'field.change'; field: AddressBookField; value: FieldValue }
  | { type: 'submit' }
  /** Asks to delete one of the book's addresses, then confirms or cancels. */
  | { type: 'delete'; id: number }
  | { type: 'confirm' }
  | { type: 'cancel' };

/** What the page last did, for the message that says so. */
export type AddressBookNotice = 'saved' | 'deleted' | null;

export interface AddressBookContext {
  addresses: SavedAddress[];
  /** The address the form or the confirmation is about; null for a new one. */
  target: number | null;
  form: FormFields<AddressBookField>;
  failure: AddressBookFailure | null;
  notice: AddressBookNotice;
}

type Failure = { event: { error: unknown } };

/** A request that got no answer: it reads as a lost connection. */
const noAnswer = { error: timedOut() };

const emptyForm = (values: Record<AddressBookField, FieldValue>): FormFields<AddressBookField> => ({ values, errors: {}, showErrors: false });

/** The form's values for an address of the book, or for a new one (the first address becomes both defaults). */
function valuesFor(addresses: readonly SavedAddress[], id: number | null): Record<AddressBookField, FieldValue> {
  const saved = addresses.find((each) => each.id === id);
  if (!saved) return emptyValues(ADDRESS_BOOK_FIELDS, { defaultShipping: addresses.length === 0, defaultBilling: addresses.length === 0 });
  return { ...fieldsOf(saved.address), defaultShipping: saved.defaultShipping, defaultBilling: saved.defaultBilling };
}

const draftOf = (context: AddressBookContext): AddressDraft => ({
  id: context.target,
  address: addressOf(context.form.values),
  defaultShipping: context.form.values.defaultShipping === true,
  defaultBilling: context.form.values.defaultBilling === true,
});

/**
 * The address book (spec §2 "/address-book"): the customer's addresses, loaded once; a form to add one or change one
 * (checkout's fields and rules, and whether it is the default for shipping or billing), kept as typed through any
 * failure; a deletion confirmed first. Each save or deletion answers the book as it now is.
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
  },
  actors: {
    loadAddresses: providedByTheApp<SavedAddress[]>('loadAddresses'),
    saveAddress: providedByTheApp<SavedAddress[], AddressDraft>('saveAddress'),
    deleteAddress: providedByTheApp<SavedAddress[], { id: number }>('deleteAddress'),
  },
  actions: {
    keepAddresses: assign({ addresses: (_, params: { addresses: SavedAddress[] }) => params.addresses }),
    openForm: assign(({ context }, params: { id: number | null }) => ({
      target: params.id,
      form: emptyForm(valuesFor(context.addresses, params.id)),
      failure: null,
      notice: null,
    })),
    target: assign({ target: (_, params: { id: number }) => params.id, failure: null, notice: null }),
    edit: assign({ form: ({ context }, params: { field: AddressBookField; value: FieldValue }) => edited(context.form, { type: 'field.change', ...params }, addressBookRules) }),
    check: assign({ form: ({ context }) => submitted(context.form, addressBookRules) }),
    clearFailure: assign({ failure: null }),
    fail: assign({ failure: (_, params: { error: unknown }) => addressBookFailureOf(params.error) }),
    /** Back to the list: what was done, if anything, and no failure left over. */
    tell: assign({ notice: (_, params: { notice: AddressBookNotice }) => params.notice, target: null, failure: null }),
  },
  guards: {
    formValid: ({ context }) => isValid(context.form.values, addressBookRules),
    inBook: ({ context }, params: { id: number }) => context.addresses.some((saved) => saved.id === params.id),
    /** A default address stays (Magento refuses to delete it): the page offers no deletion for it. */
    deletable: ({ context }, params: { id: number }) => context.addresses.some((saved) => saved.id === params.id && canDelete(saved)),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'addressBook',
  context: { addresses: [], target: null, form: emptyForm(valuesFor([], null)), failure: null, notice: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: { target: 'list', actions: [{ type: 'keepAddresses', params: ({ event }) => ({ addresses: event.output }) }, 'clearFailure'] },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }: Failure) => event } },
      },
      after: { requestTimeout: { target: 'failed', actions: { type: 'fail', params: noAnswer } } },
    },
    /** The book could not be read: the page says so and offers to try again. */
    failed: {
      tags: 'settled',
      on: { retry: 'loading' },
    },
    list: {
      tags: 'settled',
      on: {
        add: { target: 'form', actions: { type: 'openForm', params: { id: null } } },
        edit: { guard: { type: 'inBook', params: ({ event }) => event }, target: 'form', actions: { type: 'openForm', params: ({ event }) => event } },
        delete: { guard: { type: 'deletable', params: ({ event }) => event }, target: 'confirming', actions: { type: 'target', params: ({ event }) => event } },
      },
    },
    form: {
      tags: 'settled',
      initial: 'filling',
      states: {
        filling: {
          on: {
            'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
            submit: [{ guard: 'formValid', target: 'saving', actions: ['check', 'clearFailure'] }, { actions: 'check' }],
            cancel: { target: '#addressBook.list', actions: { type: 'tell', params: { notice: null } } },
          },
        },
        saving: {
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => draftOf(context),
            onDone: {
              target: '#addressBook.list',
              actions: [{ type: 'keepAddresses', params: ({ event }) => ({ addresses: event.output }) }, { type: 'tell', params: { notice: 'saved' } }],
            },
            onError: { target: 'filling', actions: { type: 'fail', params: ({ event }: Failure) => event } },
          },
          // The form keeps what was typed; sending it again is the shopper's to ask.
          after: { requestTimeout: { target: 'filling', actions: { type: 'fail', params: noAnswer } } },
        },
      },
    },
    /** "Delete this address?": nothing is deleted until confirmed. */
    confirming: {
      tags: 'settled',
      initial: 'asking',
      states: {
        asking: {
          on: {
            confirm: { target: 'deleting', actions: 'clearFailure' },
            cancel: { target: '#addressBook.list', actions: { type: 'tell', params: { notice: null } } },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ id: context.target! }),
            onDone: {
              target: '#addressBook.list',
              actions: [{ type: 'keepAddresses', params: ({ event }) => ({ addresses: event.output }) }, { type: 'tell', params: { notice: 'deleted' } }],
            },
            onError: { target: 'asking', actions: { type: 'fail', params: ({ event }: Failure) => event } },
          },
          after: { requestTimeout: { target: 'asking', actions: { type: 'fail', params: noAnswer } } },
        },
      },
    },
  },
});

export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;
export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;

// Selectors: what the address book page shows.
export type AddressBookView = 'loading' | 'failed' | 'list' | 'form' | 'confirming';
export function selectView(s: AddressBookSnapshot): AddressBookView {
  for (const view of ['failed', 'list', 'form', 'confirming'] as const) if (s.matches(view)) return view;
  return 'loading';
}
export const selectAddresses = (s: AddressBookSnapshot) => s.context.addresses;
export const selectForm = (s: AddressBookSnapshot) => s.context.form;
export const selectIsNew = (s: AddressBookSnapshot) => s.context.target === null;
export const selectFailure = (s: AddressBookSnapshot) => s.context.failure;
export const selectNotice = (s: AddressBookSnapshot) => s.context.notice;
export const selectBusy = (s: AddressBookSnapshot) => s.matches({ form: 'saving' }) || s.matches({ confirming: 'deleting' });
/** The address a deletion is asked for. */
export const selectDeleting = (s: AddressBookSnapshot) => (s.matches('confirming') ? (s.context.addresses.find((saved) => saved.id === s.context.target) ?? null) : null);
