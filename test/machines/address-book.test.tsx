import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { addressBookMachine, type AddressBookSnapshot } from '../../machines/address-book.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { AddressBookPage } from '../../src/app/screens/account/address-book/address-book-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { AddressDraft, SavedAddress } from '../../src/domain/address-book';
import { ADDRESS_NETWORK, BOOK } from '../fixtures/address-book';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { addressBookModel } from './address-book-models';

type Fields = Record<string, string | boolean>;
const TEXT_FIELDS = ['firstname', 'lastname', 'street1', 'street2', 'postcode', 'city', 'telephone'];

/** Spec §5, the shop's French address rules and Magento's 255 characters: what each field should say of what was typed. */
function specErrors(typed: Fields): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = String(typed[name] ?? '');
    const text = value.trim();
    if (name !== 'street2' && text === '') errors[name] = 'Is required.';
    else if (name === 'postcode' && !/^\d{5}$/.test(text)) errors[name] = en['validation.postcode'];
    else if (name === 'telephone' && !/^(0\d{9}|\+33\d{9})$/.test(text.replace(/[\s.-]/g, ''))) errors[name] = en['validation.telephone'];
    else if (value.length > 255) errors[name] = 'Must contain at most 255 characters.';
  }
  return errors;
}

const fieldsOf = (saved: SavedAddress): Fields => ({
  firstname: saved.address.firstname,
  lastname: saved.address.lastname,
  street1: saved.address.street[0] ?? '',
  street2: saved.address.street[1] ?? '',
  postcode: saved.address.postcode,
  city: saved.address.city,
  telephone: saved.address.telephone,
  defaultShipping: saved.defaultShipping,
  defaultBilling: saved.defaultBilling,
});

/** The first address saved becomes the default for both. */
const blank = (book: SavedAddress[]): Fields => ({ ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])), defaultShipping: book.length === 0, defaultBilling: book.length === 0 });

const draftOf = (id: number | null, typed: Fields): AddressDraft => ({
  id,
  address: {
    firstname: String(typed.firstname).trim(),
    lastname: String(typed.lastname).trim(),
    street: [String(typed.street1).trim(), String(typed.street2).trim()].filter(Boolean),
    postcode: String(typed.postcode).trim(),
    city: String(typed.city).trim(),
    telephone: String(typed.telephone).trim(),
    countryCode: 'FR',
  },
  defaultShipping: typed.defaultShipping === true,
  defaultBilling: typed.defaultBilling === true,
});

async function renderBook() {
  await screenMessages('accountArea', 'en_US');
  const load = deferredActor<SavedAddress[], unknown>();
  const save = deferredActor<SavedAddress[], AddressDraft>();
  const remove = deferredActor<SavedAddress[], { id: number }>();
  const logic = addressBookMachine.provide({ actors: { loadAddresses: load.logic, saveAddress: save.logic, deleteAddress: remove.logic } });
  // A request that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const { child: page } = asChild(logic, undefined, clock);
  renderInShell(
    <PageActor.Provider value={{ kind: 'addressBook', ref: page }}>
      <AddressBookPage />
    </PageActor.Provider>,
    { path: '/address-book' },
  );
  return { page, load, save, remove, clock };
}

const labelled = (name: string) =>
  screen.getByLabelText(name === 'street2' ? en[`field.${name}` as 'field.city'] : `${en[`field.${name}` as 'field.city']} * ${en['form.required']}`) as HTMLInputElement;
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const which = (saved: SavedAddress) => ({ street: saved.address.street[0]!, city: saved.address.city });
const named = (key: 'accountArea.addressBook.editAddress' | 'accountArea.addressBook.deleteAddress', saved: SavedAddress) =>
  en[key].replace('{street}', which(saved).street).replace('{city}', which(saved).city);
const FAILURES = new Map<unknown, string>([[ADDRESS_NETWORK, en['accountArea.addressBook.error.network']]]);
const failureText = (error: unknown) => FAILURES.get(error) ?? en['accountArea.addressBook.error.generic'];

describe('address book: every path of its chart, on the page', () => {
  for (const path of pathsOf(addressBookModel)) {
    it(describePath(path), async () => {
      const view = await renderBook();
      // What the customer and the backend did: what the page shows follows from it.
      let book: SavedAddress[] = [];
      let editing: number | null = null;
      let typed: Fields = blank([]);
      let showErrors = false;
      let failure: string | null = null;
      let notice: string | null = null;
      let asked: SavedAddress | null = null;
      /** No answer: read as a lost connection, and nothing is sent again on its own. */
      const timeOut = () => {
        failure = en['accountArea.addressBook.error.network'];
        act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
        expect([...view.save.waiting, ...view.remove.waiting]).toEqual([]);
      };
      await drive(addressBookMachine, path, {
        clock: view.clock,
        actual: () => view.page.getSnapshot(),
        events: {
          'xstate.after.requestTimeout.addressBook.form.saving': timeOut,
          'xstate.after.requestTimeout.addressBook.confirming.deleting': timeOut,
          'xstate.done.actor.loadAddresses': ({ output }) => {
            book = output as SavedAddress[];
            return act(() => view.load.resolve(book));
          },
          'xstate.error.actor.loadAddresses': ({ error }) => act(() => view.load.reject(error)),
          retry: () => void fireEvent.click(screen.getByRole('button', { name: en['common.retry'] })),
          add: () => {
            fireEvent.click(screen.getByRole('button', { name: en['accountArea.addressBook.add'] }));
            [editing, typed, showErrors, failure, notice] = [null, blank(book), false, null, null];
          },
          edit: ({ id }) => {
            const saved = book.find((each) => each.id === id)!;
            fireEvent.click(screen.getByRole('button', { name: named('accountArea.addressBook.editAddress', saved) }));
            [editing, typed, showErrors, failure, notice] = [id, fieldsOf(saved), false, null, null];
          },
          delete: ({ id }) => {
            asked = book.find((each) => each.id === id)!;
            fireEvent.click(screen.getByRole('button', { name: named('accountArea.addressBook.deleteAddress', asked) }));
            [failure, notice] = [null, null];
          },
          'field.change': ({ field, value }) => {
            fireEvent.change(labelled(field), { target: { value } });
            typed[field] = value;
          },
          submit: () => {
            fireEvent.click(screen.getByRole('button', { name: en['accountArea.addressBook.save'] }));
            showErrors = true;
            if (Object.keys(specErrors(typed)).length === 0) failure = null;
          },
          'xstate.done.actor.saveAddress': async ({ output }) => {
            // What is sent is what was typed, trimmed, with the defaults ticked.
            expect(view.save.waiting).toEqual([draftOf(editing, typed)]);
            book = output as SavedAddress[];
            await act(() => view.save.resolve(book));
            [notice, failure] = [en['accountArea.addressBook.saved'], null];
          },
          'xstate.error.actor.saveAddress': ({ error }) => {
            failure = failureText(error);
            return act(() => view.save.reject(error));
          },
          cancel: ({}, step) => {
            const dialog = screen.queryByRole('alertdialog');
            fireEvent.click(within(dialog ?? document.body).getByRole('button', { name: en['accountArea.addressBook.cancel'] }));
            [notice, failure, asked] = [null, null, null];
            expect(step.state.matches('list')).toBe(true);
          },
          confirm: () => {
            fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en['accountArea.addressBook.confirmDelete'] }));
            failure = null;
          },
          'xstate.done.actor.deleteAddress': async ({ output }) => {
            expect(view.remove.waiting).toEqual([{ id: asked!.id }]);
            book = output as SavedAddress[];
            await act(() => view.remove.resolve(book));
            [notice, asked] = [en['accountArea.addressBook.deleted'], null];
          },
          'xstate.error.actor.deleteAddress': ({ error }) => {
            failure = failureText(error);
            return act(() => view.remove.reject(error));
          },
        },
        expect: (snapshot: AddressBookSnapshot, _step, say) => {
          say(`the page's heading reads “${en['accountPages.addressBook']}”`);
          expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe(en['accountPages.addressBook']);
          if (snapshot.matches('loading')) {
            say('the page shows its loading shimmer');
            expect(screen.getByTestId('page-shimmer')).toBeTruthy();
            return;
          }
          if (snapshot.matches('failed')) {
            say(`the alert reads “${en['accountArea.addressBook.loadFailed']}”`);
            expect(screen.getByRole('alert').textContent).toBe(en['accountArea.addressBook.loadFailed']);
            return;
          }
          if (snapshot.matches('form')) {
            const busy = snapshot.matches({ form: 'saving' });
            say(`the form's heading reads “${en[editing === null ? 'accountArea.addressBook.newTitle' : 'accountArea.addressBook.editTitle']}”`);
            say(`each field shows what was typed${showErrors ? ', with spec §5’s message under each field that breaks a rule' : ', with no message'}`);
            say(`“${en['accountArea.addressBook.setDefaultShipping']}” is ${typed.defaultShipping ? 'ticked' : 'unticked'} and “${en['accountArea.addressBook.setDefaultBilling']}” is ${typed.defaultBilling ? 'ticked' : 'unticked'}`);
            say(failure ? `the alert reads “${failure}”` : 'no alert shows');
            say(`the button reads “${en[busy ? 'accountArea.addressBook.saving' : 'accountArea.addressBook.save']}”`);
            expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(en[editing === null ? 'accountArea.addressBook.newTitle' : 'accountArea.addressBook.editTitle']);
            const errors = showErrors ? specErrors(typed) : {};
            for (const name of TEXT_FIELDS) {
              expect(labelled(name).value, name).toBe(typed[name]);
              expect(messageOf(labelled(name)), name).toBe(errors[name] ?? null);
            }
            expect(labelled('street1').autocomplete).toBe('address-line1');
            expect((screen.getByRole('checkbox', { name: en['accountArea.addressBook.setDefaultShipping'] }) as HTMLInputElement).checked).toBe(typed.defaultShipping);
            expect((screen.getByRole('checkbox', { name: en['accountArea.addressBook.setDefaultBilling'] }) as HTMLInputElement).checked).toBe(typed.defaultBilling);
            expect(screen.queryByRole('alert')?.textContent ?? null).toBe(failure);
            expect(screen.getByRole('button', { name: busy ? en['accountArea.addressBook.saving'] : en['accountArea.addressBook.save'] })).toBeTruthy();
            return;
          }
          if (snapshot.matches('confirming')) {
            const dialog = screen.getByRole('alertdialog');
            say(`a dialog asks “${en['accountArea.addressBook.confirmTitle']}” naming ${asked!.address.street[0]}`);
            say(failure ? `the dialog's alert reads “${failure}”` : 'the dialog shows no alert');
            expect(within(dialog).getByRole('heading').textContent).toBe(en['accountArea.addressBook.confirmTitle']);
            expect(dialog.textContent).toContain(asked!.address.street[0]);
            expect(within(dialog).queryByRole('alert')?.textContent ?? null).toBe(failure);
            return;
          }
          // The list: each address with its defaults; a default one cannot be deleted.
          say(`no dialog shows and the status reads “${notice ?? ''}”`);
          say(book.length ? `the list shows ${book.length} addresses, each with its street, postcode and city, its default labels, and Delete only when not a default` : `the page reads “${en['accountArea.addressBook.empty']}”`);
          expect(screen.queryByRole('alertdialog')).toBeNull();
          expect(screen.getByRole('status').textContent).toBe(notice ?? '');
          if (book.length === 0) {
            expect(screen.getByText(en['accountArea.addressBook.empty'])).toBeTruthy();
            return;
          }
          const cards = within(screen.getByRole('list', { name: en['accountArea.addressBook.list'] })).getAllByRole('listitem').filter((item) => item.classList.contains('address-card'));
          expect(cards).toHaveLength(book.length);
          book.forEach((saved, i) => {
            const card = cards[i]!;
            expect(card.textContent).toContain(saved.address.street[0]);
            expect(card.textContent).toContain(`${saved.address.postcode} ${saved.address.city}`);
            expect(within(card).queryByText(en['accountArea.addressBook.defaultShipping']) !== null).toBe(saved.defaultShipping);
            expect(within(card).queryByText(en['accountArea.addressBook.defaultBilling']) !== null).toBe(saved.defaultBilling);
            expect(within(card).queryByRole('button', { name: named('accountArea.addressBook.deleteAddress', saved) }) !== null).toBe(!saved.defaultShipping && !saved.defaultBilling);
          });
        },
      });
    });
  }
});

describe('address book: bad input', () => {
  it('too long, wrong format, empty: each field says so, nothing is sent, and what was typed stays', async () => {
    const view = await renderBook();
    await act(() => view.load.resolve([]));
    fireEvent.click(screen.getByRole('button', { name: en['accountArea.addressBook.add'] }));
    const typed: Fields = { firstname: 'Camille', lastname: 'D'.repeat(256), street1: '5 place Bellecour', street2: '', postcode: '6900', city: ' ', telephone: '12' };
    for (const [name, value] of Object.entries(typed)) fireEvent.change(labelled(name), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: en['accountArea.addressBook.save'] }));
    expect(messageOf(labelled('lastname'))).toBe('Must contain at most 255 characters.');
    expect(messageOf(labelled('postcode'))).toBe(en['validation.postcode']);
    expect(messageOf(labelled('city'))).toBe('Is required.');
    expect(messageOf(labelled('telephone'))).toBe(en['validation.telephone']);
    expect(document.activeElement).toBe(labelled('lastname'));
    expect(view.save.waiting).toEqual([]);
    for (const [name, value] of Object.entries(typed)) expect(labelled(name).value).toBe(value);
  });
});

describe('address book: defaults', () => {
  const boxes = () =>
    [en['accountArea.addressBook.setDefaultShipping'], en['accountArea.addressBook.setDefaultBilling']].map((name) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked);

  it('the first address of an empty book is offered as the default for both; a further one is not', async () => {
    const empty = await renderBook();
    await act(() => empty.load.resolve([]));
    fireEvent.click(screen.getByRole('button', { name: en['accountArea.addressBook.add'] }));
    expect(boxes()).toEqual([true, true]);
    cleanup();
    const kept = await renderBook();
    await act(() => kept.load.resolve(BOOK));
    fireEvent.click(screen.getByRole('button', { name: en['accountArea.addressBook.add'] }));
    expect(boxes()).toEqual([false, false]);
  });
});
