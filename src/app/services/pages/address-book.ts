import { fromPromise } from 'xstate';
import { addressBookMachine } from '../../../../machines/address-book.machine';
import { deleteAddress, loadAddresses, saveAddress } from '../address-book';
import type { PageLogic } from '../page-logic';

/** The address book's machine with its calls; only a browser renders it (it holds the customer's token). */
export const addressBookLogic: PageLogic = (services) =>
  addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise(() => loadAddresses(services)),
      saveAddress: fromPromise(({ input }) => saveAddress(services, input)),
      deleteAddress: fromPromise(({ input }) => deleteAddress(services, input)),
    },
  });
