import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromCallback, SimulatedClock } from 'xstate';
import { cardPaymentMachine } from '../../machines/card-payment.machine';
import { offlinePaymentMachine } from '../../machines/offline-payment.machine';
import { pickupPlaceMachine } from '../../machines/pickup-place.machine';
import { checkoutMachine, type CheckoutSnapshot } from '../../machines/checkout.machine';
import { CheckoutPage } from '../../src/app/screens/checkout/checkout-page';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { PageActor } from '../../src/app/screens/page-actor';
import type { SavedAddress } from '../../src/domain/address-book';
import { BOOK, HOME, OFFICE } from '../fixtures/address-book';
import type { Cart } from '../../src/domain/cart';
import { NOTHING_SAVED, paysByCard, type Address, type PaymentMethod, type SavedCheckout, type ShippingMethod } from '../../src/domain/checkout';
import type { AccountConsentTexts } from '../../src/domain/customer';
import type { CardChoice, OrderDraft, PaymentResult, PlacedOrder } from '../../src/domain/payment';
import { RELAY_CARRIER, STORE_PICKUP_CARRIER, type PickupChoice, type PickupKind, type PickupOffer } from '../../src/domain/pickup';
import type { SavedCard } from '../../src/domain/saved-cards';
import { CART } from '../fixtures/cart';
import type { Receipt } from '../../src/domain/receipt';
import {
  ADDRESS, AUTHORISED, BILLING, CARD_GOOD, CARD_METHODS, CHECKOUT_CONSENT_TEXTS, CHECKOUT_GENERIC, CHECKOUT_NETWORK, EMAIL, METHODS, OFFLINE_METHODS, OFFLINE_ORDER, ORDER, SAVED_ALL, SAVED_METHOD, SAVED_SHIPPING,
} from '../fixtures/checkout';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { checkoutModel } from './checkout-models';
import { RELAY_OFFER, STORE_OFFER } from './pickup-place-models';

type Fields = Record<string, string>;
const EMPTY_ADDRESS: Fields = { firstname: '', lastname: '', street1: '', street2: '', postcode: '', city: '', telephone: '' };

/** Spec §5 and the shop's French address rules: what each field should say of what was typed. */
function specErrors(typed: Fields, withEmail: boolean): Fields {
  const errors: Fields = {};
  for (const [name, value] of Object.entries(typed)) {
    if (name === 'email' && !withEmail) continue;
    const text = value.trim();
    if (name !== 'street2' && text === '') errors[name] = 'Is required.';
    else if (name === 'email' && text !== '' && !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(text)) errors[name] = 'Please enter a valid email';
    else if (name === 'postcode' && text !== '' && !/^\d{5}$/.test(text)) errors[name] = en['validation.postcode'];
    else if (name === 'telephone' && text !== '' && !/^(0\d{9}|\+33\d{9})$/.test(text.replace(/[\s.-]/g, ''))) errors[name] = en['validation.telephone'];
  }
  return errors;
}

const fieldsOf = (address: Address | null): Fields =>
  address
    ? { firstname: address.firstname, lastname: address.lastname, street1: address.street[0] ?? '', street2: address.street[1] ?? '', postcode: address.postcode, city: address.city, telephone: address.telephone }
    : { ...EMPTY_ADDRESS };
const addressOf = (fields: Fields): Address => ({
  firstname: fields.firstname!.trim(),
  lastname: fields.lastname!.trim(),
  street: [fields.street1!.trim(), fields.street2!.trim()].filter(Boolean),
  postcode: fields.postcode!.trim(),
  city: fields.city!.trim(),
  telephone: fields.telephone!.trim(),
  countryCode: 'FR',
});

async function renderCheckout(signedIn: boolean, asksConsent?: boolean) {
  // Checkout's own messages come with its screen: loaded first, as the app's Suspense would wait for them.
  await screenMessages('checkout', 'en_US');
  const restore = deferredActor<SavedCheckout, unknown>();
  const restoreReceipt = deferredActor<Receipt | null, unknown>();
  const savedAddresses = deferredActor<SavedAddress[], unknown>();
  const consentTexts = deferredActor<AccountConsentTexts, unknown>();
  const shippingAddress = deferredActor<ShippingMethod[], { cartId: string; email: string | null; consent: boolean; address: Address; saveInAddressBook: boolean }>();
  const shippingMethod = deferredActor<void, { cartId: string; method: ShippingMethod; address: Address; pickup: PickupChoice | null }>();
  const billingAddress = deferredActor<PaymentMethod[], { cartId: string; address: Address }>();
  const placeOfflineOrder = deferredActor<PlacedOrder, { draft: OrderDraft; method: string }>();
  const loadSavedCards = deferredActor<SavedCard[], unknown>();
  const placeOrder = deferredActor<PlacedOrder, { draft: OrderDraft; payment: CardChoice }>();
  const paymentStatus = deferredActor<PaymentResult, { draft: OrderDraft; order: PlacedOrder }>();
  const pickupPlaces = deferredActor<PickupOffer, { kind: PickupKind; postcode: string }>();
  const saved: (SavedCheckout | 'cleared')[] = [];
  const receipts: Receipt[] = [];
  const logic = checkoutMachine.provide({
    actors: {
      restoreCheckout: restore.logic,
      restoreReceipt: restoreReceipt.logic,
      loadConsentTexts: consentTexts.logic,
      loadSavedAddresses: savedAddresses.logic,
      submitShippingAddress: shippingAddress.logic,
      submitShippingMethod: shippingMethod.logic,
      submitBillingAddress: billingAddress.logic,
      loadSavedCards: loadSavedCards.logic,
      cardPayment: cardPaymentMachine.provide({
        actors: { placeOrder: placeOrder.logic, paymentStatus: paymentStatus.logic, paymentDetails: deferredActor<PaymentResult, { draft: OrderDraft; order: PlacedOrder; threeDSResult: string }>().logic, threeDSFrame: fromCallback(() => undefined) },
      }),
      offlinePayment: offlinePaymentMachine.provide({ actors: { placeOfflineOrder: placeOfflineOrder.logic } }),
      pickupPlace: pickupPlaceMachine.provide({ actors: { loadPickupPlaces: pickupPlaces.logic } }),
    },
    actions: {
      save: (_, { saved: value }: { saved: SavedCheckout }) => void saved.push(value),
      clearSaved: () => void saved.push('cleared'),
      saveReceipt: (_, { receipt }: { receipt: Receipt }) => void receipts.push(receipt),
    },
  });
  // A step that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const { child: checkout, received: shell } = asChild(logic, { signedIn, ...(asksConsent !== undefined && { asksConsent }) }, clock);
  renderInShell(
    <PageActor.Provider value={{ kind: 'checkout', ref: checkout }}>
      <CheckoutPage />
    </PageActor.Provider>,
    { path: '/checkout' },
  );
  return { checkout, clock, shell, saved, receipts, restore, restoreReceipt, consentTexts, savedAddresses, shippingAddress, shippingMethod, billingAddress, loadSavedCards, placeOrder, paymentStatus, placeOfflineOrder, pickupPlaces };
}

/** A guest back at checkout with a cart, what the browser saved restored; the store's consent texts could not be read. */
async function guestBack(saved: SavedCheckout) {
  const view = await renderCheckout(false);
  act(() => view.checkout.send({ type: 'cart.settled', cart: CART }));
  await act(() => view.consentTexts.reject(CHECKOUT_NETWORK));
  await act(() => view.restore.resolve(saved));
  return view;
}

const stepOf = (name: string) => document.querySelector(`[data-step="${name}"]`) as HTMLElement;
const labelled = (scope: HTMLElement, name: string, optional = false) =>
  within(scope).getByLabelText(optional ? en[`field.${name}` as 'field.city'] : `${en[`field.${name}` as 'field.city']} * ${en['form.required']}`) as HTMLInputElement;
const messageOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
/** A guest's consent checkbox, under the store's label (the catalogue's until it comes). */
const consentBox = (scope: HTMLElement, label: string) => within(scope).queryByLabelText(`${label} * ${en['form.required']}`) as HTMLInputElement | null;
const continueIn = (step: string) => within(stepOf(step)).getByRole('button', { name: new RegExp(`^(${en['checkout.continue']}|${en['checkout.saving']})$`) });

/** A saved address as its choice reads: the name, the street, the postcode and city on one line. */
const choiceName = ({ address }: SavedAddress) => [`${address.firstname} ${address.lastname}`, ...address.street, `${address.postcode} ${address.city}`].join(', ');
const choiceOf = (scope: HTMLElement, saved: SavedAddress | undefined) =>
  within(scope).getByRole('radio', { name: saved ? choiceName(saved) : en['checkout.savedAddresses.new'] }) as HTMLInputElement;

const FAILURES = new Map<unknown, string>([
  [CHECKOUT_NETWORK, en['cart.error.network']],
  [CHECKOUT_GENERIC, en['account.error.generic']],
]);

describe('checkout: every path of its chart, on the page', () => {
  for (const path of pathsOf(checkoutModel)) {
    it(describePath(path), async () => {
      const { signedIn } = path.steps[0]!.state.context as { signedIn: boolean };
      const view = await renderCheckout(signedIn);
      // What the shopper and the system did: what the page shows follows from it and from the spec.
      let cart: Cart | null | undefined;
      let shipping: Fields = { email: '', ...EMPTY_ADDRESS };
      let billing: Fields = { ...EMPTY_ADDRESS };
      let same = true;
      let methods: ShippingMethod[] = [];
      let chosen: ShippingMethod | null = null;
      const shown = { shipping: false, billing: false };
      const failure: Record<string, string | null> = { shippingAddress: null, shippingMethod: null, billingAddress: null };
      let savedCards: SavedCard[] = [];
      // What the backend offers at the payment step: a card unless it said otherwise.
      let paymentMethods: PaymentMethod[] = [];
      // A customer's address book: the default address of each step nothing was saved for is preselected.
      let book: SavedAddress[] = [];
      let restored: SavedCheckout | null = null;
      // The receipt the tab kept, read when there is nothing to check out; how the order placed here was paid.
      let restoredReceipt: Receipt | null = null;
      let paid: 'card' | 'offline' | null = null;
      const choice: Record<'shipping' | 'billing', number | null> = { shipping: null, billing: null };
      let saveInBook = false;
      // A guest's consent, and the texts it shows with.
      let consent = false;
      let texts: AccountConsentTexts | null = null;
      // The cart a step was sent for: it may go while the step is on its way.
      let sentCart = '';
      /** A step sent that never answered: it stays open with what was typed, and reads as a lost connection. */
      const timeOut = (step: 'shippingAddress' | 'shippingMethod' | 'billingAddress') => {
        failure[step] = en['cart.error.network'];
        act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
      };
      await drive(checkoutMachine, path, {
        clock: view.clock,
        actual: () => view.checkout.getSnapshot(),
        events: {
          'xstate.after.requestTimeout.checkout.shippingAddress.submitting': () => timeOut('shippingAddress'),
          'xstate.after.requestTimeout.checkout.shippingMethod.submitting': () => timeOut('shippingMethod'),
          'xstate.after.requestTimeout.checkout.billingAddress.submitting': () => timeOut('billingAddress'),
          'cart.settled': (event) => {
            cart = event.cart;
            act(() => view.checkout.send(event));
          },
          'xstate.done.actor.restoreCheckout': ({ output }) => {
            const saved = output as SavedCheckout;
            shipping = { email: saved.email ?? '', ...fieldsOf(saved.shippingAddress) };
            consent = saved.consent;
            billing = fieldsOf(saved.billingAddress);
            same = saved.billingAddress === null;
            methods = saved.availableShippingMethods ?? [];
            chosen = saved.shippingMethod;
            paymentMethods = saved.availablePaymentMethods ?? [];
            restored = saved;
            return act(() => view.restore.resolve(saved));
          },
          'xstate.done.actor.loadSavedAddresses': ({ output }) => {
            book = output as SavedAddress[];
            const home = book.find((each) => each.defaultShipping);
            const payer = book.find((each) => each.defaultBilling);
            if (!restored?.shippingAddress && home) [shipping, choice.shipping] = [{ ...shipping, ...fieldsOf(home.address) }, home.id];
            if (!restored?.billingAddress && payer) [billing, choice.billing] = [fieldsOf(payer.address), payer.id];
            return act(() => view.savedAddresses.resolve(book));
          },
          'xstate.error.actor.loadSavedAddresses': ({ error }) => act(() => view.savedAddresses.reject(error)),
          'shippingAddress.choose': ({ id }) => {
            const saved = book.find((each) => each.id === id);
            fireEvent.click(choiceOf(stepOf('shippingAddress'), saved));
            [shipping, choice.shipping] = [{ ...shipping, ...(saved ? fieldsOf(saved.address) : EMPTY_ADDRESS) }, id];
          },
          'shippingAddress.saveInBook': () => {
            fireEvent.click(within(stepOf('shippingAddress')).getByRole('checkbox', { name: en['checkout.savedAddresses.save'] }));
            saveInBook = !saveInBook;
          },
          'billingAddress.choose': ({ id }) => {
            const saved = book.find((each) => each.id === id);
            fireEvent.click(choiceOf(stepOf('billingAddress'), saved));
            [billing, choice.billing] = [saved ? fieldsOf(saved.address) : { ...EMPTY_ADDRESS }, id];
          },
          'xstate.error.actor.restoreCheckout': ({ error }) => act(() => view.restore.reject(error)),
          'xstate.done.actor.restoreReceipt': ({ output }) => {
            restoredReceipt = output as Receipt | null;
            return act(() => view.restoreReceipt.resolve(restoredReceipt));
          },
          'xstate.error.actor.restoreReceipt': ({ error }) => act(() => view.restoreReceipt.reject(error)),
          'xstate.done.actor.loadConsentTexts': ({ output }) => {
            texts = output as AccountConsentTexts;
            return act(() => view.consentTexts.resolve(texts!));
          },
          'xstate.error.actor.loadConsentTexts': ({ error }) => act(() => view.consentTexts.reject(error)),
          'shippingAddress.change': ({ field, value }) => {
            if (field === 'consent') {
              fireEvent.click(consentBox(stepOf('shippingAddress'), texts?.label || en['checkout.consent.label'])!);
              consent = value === true;
              return;
            }
            fireEvent.change(labelled(stepOf('shippingAddress'), field, field === 'street2'), { target: { value } });
            shipping[field] = String(value);
            if (field !== 'email') choice.shipping = null;
          },
          'shippingAddress.submit': () => {
            fireEvent.click(continueIn('shippingAddress'));
            sentCart = cart?.id ?? '';
            shown.shipping = true;
            const errors = specErrors(shipping, !signedIn);
            if (!cart) failure.shippingAddress = en['checkout.error.missingCartId'];
            else if (!signedIn && shipping.email!.trim() === '') failure.shippingAddress = en['checkout.error.missingEmail'];
            // A malformed e-mail is named as such (spec §5's format text), never as missing.
            else if (!signedIn && errors.email) failure.shippingAddress = en['validation.email'];
            // Otherwise the fields say what is wrong: an earlier failure no longer holds.
            else failure.shippingAddress = null;
          },
          'xstate.done.actor.submitShippingAddress': async ({ output }) => {
            methods = output as ShippingMethod[];
            chosen = methods.find((m) => m.carrierCode === chosen?.carrierCode && m.methodCode === chosen.methodCode) ?? (methods.length === 1 ? methods[0]! : null);
            // Sent with the guest's e-mail and consent; a new address of a customer's goes to the book when asked.
            expect(view.shippingAddress.waiting[0]).toMatchObject({
              cartId: sentCart,
              email: signedIn ? null : shipping.email!.trim(),
              consent: !signedIn && consent,
              address: { firstname: shipping.firstname!.trim(), city: shipping.city!.trim() },
              saveInAddressBook: signedIn && choice.shipping === null && saveInBook,
            });
            await act(() => view.shippingAddress.resolve(methods));
            // The step passed is kept in the browser with the guest's consent, for a reload to restore; nothing after it.
            expect(view.saved.at(-1)).toMatchObject({ consent: !signedIn && consent, availableShippingMethods: methods, shippingMethod: null, billingAddress: null, paymentMethod: null });
          },
          'xstate.error.actor.submitShippingAddress': ({ error }) => {
            failure.shippingAddress = FAILURES.get(error)!;
            return act(() => view.shippingAddress.reject(error));
          },
          'shippingMethod.select': ({ carrierCode }) => {
            const method = methods.find((m) => m.carrierCode === carrierCode)!;
            fireEvent.click(within(stepOf('shippingMethod')).getByRole('radio', { name: new RegExp(method.methodTitle) }));
            chosen = method;
          },
          'shippingMethod.submit': () => {
            fireEvent.click(continueIn('shippingMethod'));
            sentCart = cart?.id ?? '';
            if (!cart) failure.shippingMethod = en['checkout.error.missingCartId'];
            else if (chosen) failure.shippingMethod = null;
          },
          // The pickup place tells the checkout its choice, as a child machine does.
          'pickup.chosen': (event) => void act(() => view.checkout.send(event)),
          'xstate.done.actor.submitShippingMethod': async () => {
            await act(() => view.shippingMethod.resolve());
            expect(view.saved.at(-1)).toMatchObject({ shippingMethod: chosen, billingAddress: null, paymentMethod: null });
          },
          'xstate.error.actor.submitShippingMethod': ({ error }) => {
            failure.shippingMethod = FAILURES.get(error)!;
            return act(() => view.shippingMethod.reject(error));
          },
          'billingAddress.same': () => {
            fireEvent.click(within(stepOf('billingAddress')).getByRole('checkbox', { name: en['checkout.billing.same'] }));
            same = !same;
          },
          'billingAddress.change': ({ field, value }) => {
            fireEvent.change(labelled(stepOf('billingAddress'), field, field === 'street2'), { target: { value } });
            billing[field] = String(value);
            choice.billing = null;
          },
          'billingAddress.submit': () => {
            fireEvent.click(continueIn('billingAddress'));
            sentCart = cart?.id ?? '';
            shown.billing = true;
            if (!cart) failure.billingAddress = en['checkout.error.missingCartId'];
            else if (same || !Object.keys(specErrors(billing, false)).length) failure.billingAddress = null;
          },
          'xstate.done.actor.submitBillingAddress': async ({ output }) => {
            paymentMethods = output as PaymentMethod[];
            await act(() => view.billingAddress.resolve(paymentMethods));
            // Reaching the payment chooses the card when it is offered, else the first method offered; a billing address
            // of its own is kept, the shipping one is not twice.
            const kept = view.saved.at(-1) as SavedCheckout;
            expect(kept).toMatchObject({ shippingMethod: chosen, paymentMethod: paysByCard(paymentMethods) ? 'adyen_cc' : 'checkmo', availablePaymentMethods: paymentMethods });
            expect(kept.billingAddress).toEqual(same ? null : expect.objectContaining({ firstname: billing.firstname!.trim(), city: billing.city!.trim() }));
          },
          'xstate.error.actor.submitBillingAddress': ({ error }) => {
            failure.billingAddress = FAILURES.get(error)!;
            return act(() => view.billingAddress.reject(error));
          },
          edit: ({ step }) => void fireEvent.click(within(stepOf(step)).getByRole('button', { name: `Edit the ${en[`checkout.step.${step}`]}` })),
          'xstate.done.actor.loadSavedCards': ({ output }) => {
            savedCards = output as SavedCard[];
            return act(() => view.loadSavedCards.resolve(savedCards));
          },
          'xstate.error.actor.loadSavedCards': ({ error }) => act(() => view.loadSavedCards.reject(error)),
          // The card payment, as the shopper pays: the card typed (a saved card's security code), "Place order", the provider's yes.
          'xstate.done.actor.cardPayment': async () => {
            const payment = stepOf('payment');
            const typed = savedCards.length ? { cvc: CARD_GOOD.cvc } : CARD_GOOD;
            for (const [name, value] of Object.entries(typed)) fireEvent.change(labelled(payment, name), { target: { value } });
            fireEvent.click(within(payment).getByRole('button', { name: en['checkout.placeOrder'] }));
            await view.placeOrder.next();
            expect(view.placeOrder.waiting.map((input) => input.payment.kind)).toEqual([savedCards.length ? 'saved' : 'new']);
            await act(() => view.placeOrder.resolve(ORDER));
            await act(() => view.paymentStatus.resolve(AUTHORISED));
            paid = 'card';
          },
          // Without a card: the first method offered, "Place Order", the order's number.
          'xstate.done.actor.offlinePayment': async () => {
            fireEvent.click(within(stepOf('payment')).getByRole('button', { name: en['checkout.offline.placeOrder'] }));
            await view.placeOfflineOrder.next();
            expect(view.placeOfflineOrder.waiting.map((input) => input.method)).toEqual(['checkmo']);
            await act(() => view.placeOfflineOrder.resolve(OFFLINE_ORDER));
            paid = 'offline';
          },
        },
        expect: (snapshot: CheckoutSnapshot, _step, say) => {
          if (snapshot.matches('beginning') || snapshot.matches('loadingAddresses') || snapshot.matches('awaitingCart') || snapshot.matches('readingReceipt')) {
            say('the page shows its loading shimmer, and neither a heading nor a step');
            expect(screen.getByTestId('page-shimmer')).toBeTruthy();
            expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
            expect(document.querySelector('[data-step]')).toBeNull();
            return;
          }
          if (snapshot.matches('empty')) {
            say(`the heading reads “${en['checkout.empty.title']}” and “${en['cartPage.continueShopping']}” links to the home page`);
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['checkout.empty.title']);
            expect(screen.getByRole('link', { name: en['cartPage.continueShopping'] }).getAttribute('href')).toBe('/');
            return;
          }
          if (snapshot.matches('placed') && restoredReceipt) {
            say(`a reload with nothing to check out shows the receipt the tab kept: “Order number: 000000012”, its lines, amounts, delivery and payment`);
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['checkout.receipt.title']);
            const text = document.querySelector('.receipt')!.textContent!;
            for (const shown of ['Order number: 000000012', 'Oméga-3 d’algue, DHA végétal', 'Delivery every 30 days', 'Saveur: Citron', 'BIENVENUE10', '−€9.07', '€4.90', '€86.53', 'Colissimo – Livraison à domicile', 'Visa card •••• 1111']) {
              expect(text, shown).toContain(shown);
            }
            expect(screen.getByRole('link', { name: en['checkout.receipt.trackOrder'] }).getAttribute('href')).toBe(`/track-my-order?number=000000012&email=${encodeURIComponent(EMAIL)}`);
            return;
          }
          if (snapshot.matches('placed')) {
            say(`the heading reads “${en['checkout.receipt.title']}” with “Order number: 000000007”`);
            say('the receipt lists the cart’s lines and amounts, the shipping method and how the order was paid, and links to the order');
            say('the cart is reset, the saved steps are cleared and the receipt is kept in the tab');
            say(signedIn ? 'no account is offered' : '“Create an account” links to the account form filled from the address');
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['checkout.receipt.title']);
            expect(screen.getByText('Order number: 000000007')).toBeTruthy();
            const receipt = document.querySelector('.receipt') as HTMLElement;
            const lines = within(receipt).getAllByRole('listitem').map((line) => line.textContent);
            expect(lines).toEqual(['Oméga-3 d’algue, DHA végétalQty: 2€55.80', 'Collagène marin hydrolyséSaveur: CitronQty: 1€34.90']);
            const rows = [...receipt.querySelectorAll('.order-summary__row')].map((row) => row.textContent);
            const shippingCost = chosen!.amount.value === 0 ? en['cartPage.free'] : '€4.90';
            expect(rows).toEqual([`${en['cartPage.subtotal']}€90.70`, `${en['checkout.summary.shipping']}${shippingCost}`, `${en['checkout.summary.total']}€90.70`, 'Including TVA 5,5 %€4.73']);
            expect(receipt.textContent).toContain(`${chosen!.carrierTitle} – ${chosen!.methodTitle}`);
            expect(receipt.textContent).toContain(paid === 'card' ? 'Visa card •••• 1111' : en['checkout.offline.checkmo']);
            const follow = screen.getByRole('link', { name: en[signedIn ? 'checkout.receipt.viewOrder' : 'checkout.receipt.trackOrder'] }).getAttribute('href');
            expect(follow).toBe(signedIn ? '/order-history/000000007' : `/track-my-order?${new URLSearchParams({ number: '000000007', email: shipping.email!.trim() })}`);
            expect(view.receipts.map((kept) => kept.orderNumber)).toEqual(['000000007']);
            // The cart is done with, the steps saved are cleared; a guest is offered an account from the address.
            expect(view.shell.at(-1)).toEqual({ type: 'shell.cart', request: { type: 'cart.reset' } });
            expect(view.saved.at(-1)).toBe('cleared');
            const offer = screen.queryByRole('link', { name: en['signIn.createAccount'] });
            if (signedIn) expect(offer).toBeNull();
            else expect(offer!.getAttribute('href')).toBe(`/create-account?${new URLSearchParams({ email: shipping.email!.trim(), firstName: shipping.firstname!.trim(), lastName: shipping.lastname!.trim() })}`);
            return;
          }
          // One step open at a time, in order; those before it passed, those after it ahead.
          const order = ['shippingAddress', 'shippingMethod', 'billingAddress', 'payment'] as const;
          const open = order.find((step) => snapshot.matches(step))!;
          say(`the ${open} step is open, the steps before it passed, those after it ahead`);
          for (const step of order) {
            const state = order.indexOf(step) < order.indexOf(open) ? 'passed' : step === open ? 'open' : 'ahead';
            expect(stepOf(step).className, step).toContain(`checkout-step--${state}`);
          }
          const alerts = within(stepOf(open)).queryAllByRole('alert').map((alert) => alert.textContent);
          if (open === 'shippingAddress') {
            const step = stepOf('shippingAddress');
            say(signedIn ? 'no e-mail field is asked' : 'the e-mail field is asked');
            say(`each address field shows what was typed${shown.shipping ? ', with spec §5’s message under each field that breaks a rule' : ', with no message'}`);
            if (!signedIn) say(`the consent box is ${consent ? 'ticked' : 'unticked'}${shown.shipping && !consent ? ', with “This field is mandatory” under it' : ''}${texts?.legal != null ? ', with the store’s notice' : ''}`);
            else say('no consent box is shown');
            say(failure.shippingAddress ? `the step shows the alert “${failure.shippingAddress}”` : 'the step shows no alert');
            expect(within(step).queryByLabelText(new RegExp(`^${en['field.email']}`)) !== null, 'e-mail asked of a guest only').toBe(!signedIn);
            const errors = specErrors(shipping, !signedIn);
            // A saved address chosen shows no fields, unless sending it found one wrong; a new address shows them all.
            const fieldsShown = choice.shipping === null || (shown.shipping && Object.keys(errors).length > 0);
            say(fieldsShown ? 'the address fields show' : 'the saved address chosen shows no address fields');
            expect(within(step).queryByLabelText(new RegExp(`^${en['field.city']}`)) !== null, 'address fields').toBe(fieldsShown);
            for (const name of fieldsShown ? Object.keys(EMPTY_ADDRESS).concat(signedIn ? [] : ['email']) : []) {
              const input = labelled(step, name, name === 'street2');
              expect(input.value, name).toBe(shipping[name]);
              expect(messageOf(input), `${name}'s message`).toBe(shown.shipping ? (errors[name] ?? null) : null);
            }
            // A guest's data-protection consent (spec §6), under the store's label and notice once they came; spec §5's text when missing.
            const label = texts?.label || en['checkout.consent.label'];
            const box = consentBox(step, label);
            expect(box?.checked ?? null, 'consent asked of a guest only').toBe(signedIn ? null : consent);
            if (box) {
              const said = (box.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent);
              expect(said[0] ?? null, 'consent message').toBe(shown.shipping && !consent ? 'This field is mandatory' : null);
              expect(within(step).queryByText('livrer votre commande') !== null, 'the store’s notice').toBe(texts?.legal != null);
            }
            expect(alerts).toEqual(failure.shippingAddress ? [failure.shippingAddress] : []);
            // A customer's saved addresses, the one in the fields chosen; a new one may be kept in the book.
            const offered = signedIn ? book : [];
            expect(within(step).queryAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual(
              offered.length ? [...offered.map((each) => each.id === choice.shipping), choice.shipping === null] : [],
            );
            const keep = within(step).queryByRole('checkbox', { name: en['checkout.savedAddresses.save'] }) as HTMLInputElement | null;
            expect(keep?.checked ?? null).toBe(signedIn && choice.shipping === null ? saveInBook : null);
            say(signedIn && book.length ? `the ${book.length} saved addresses and “New address” are offered, the one in the fields chosen` : 'no saved address is offered');
            if (snapshot.matches({ shippingAddress: 'submitting' })) {
              say('Continue is busy and the address was sent once, as typed');
              expect(continueIn('shippingAddress').getAttribute('aria-busy')).toBe('true');
              expect(view.shippingAddress.waiting).toEqual([{ cartId: sentCart, email: signedIn ? null : shipping.email!.trim(), consent: !signedIn && consent, address: addressOf(shipping), saveInAddressBook: signedIn && choice.shipping === null && saveInBook }]);
            }
          }
          if (open === 'shippingMethod') {
            const step = stepOf('shippingMethod');
            say(methods.length ? `the ${methods.length} shipping methods are offered with their prices, the chosen one ticked` : `the step reads “${en['checkout.shippingMethod.none']}”`);
            if (methods.length) say(failure.shippingMethod ? `the step shows the alert “${failure.shippingMethod}”` : 'the step shows no alert');
            say('the shipping address passed shows its postcode and city');
            if (!methods.length) {
              expect(within(step).getByText(en['checkout.shippingMethod.none'])).toBeTruthy();
            } else {
              const radios = within(step).getAllByRole('radio') as HTMLInputElement[];
              expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(methods.map((m) => `${m.carrierTitle} – ${m.methodTitle}${m.amount.value === 0 ? 'Free' : '€4.90'}`));
              expect(radios.map((radio) => radio.checked)).toEqual(methods.map((m) => m.carrierCode === chosen?.carrierCode));
              expect(alerts).toEqual(failure.shippingMethod ? [failure.shippingMethod] : []);
            }
            if (snapshot.matches({ shippingMethod: 'submitting' })) {
              say('Continue is busy and the chosen method was sent once');
              expect(continueIn('shippingMethod').getAttribute('aria-busy')).toBe('true');
              // With the address it collects at; none of these methods collects, so no place goes with them.
              expect(view.shippingMethod.waiting).toEqual([{ cartId: sentCart, method: chosen, address: addressOf(shipping), pickup: null }]);
            }
            // The address passed shows as a summary.
            expect(within(stepOf('shippingAddress')).getByText(`${shipping.postcode!.trim()} ${shipping.city!.trim()}`)).toBeTruthy();
          }
          if (open === 'billingAddress') {
            const step = stepOf('billingAddress');
            say(same ? '“Same as shipping” is ticked and no billing fields show' : '“Same as shipping” is unticked and the billing fields show what was typed, with spec §5’s messages once sent');
            say(failure.billingAddress ? `the step shows the alert “${failure.billingAddress}”` : 'the step shows no alert');
            expect((within(step).getByRole('checkbox', { name: en['checkout.billing.same'] }) as HTMLInputElement).checked).toBe(same);
            const billingErrors = specErrors(billing, false);
            const billingShown = !same && (choice.billing === null || (shown.billing && Object.keys(billingErrors).length > 0));
            expect(within(step).queryByLabelText(new RegExp(`^${en['field.city']}`)) !== null, 'its own fields only when not the same, for a new address').toBe(billingShown);
            if (!same) {
              expect(within(step).queryAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual(
                book.length ? [...book.map((each) => each.id === choice.billing), choice.billing === null] : [],
              );
              const errors = billingErrors;
              for (const name of billingShown ? Object.keys(EMPTY_ADDRESS) : []) {
                const input = labelled(step, name, name === 'street2');
                expect(input.value, name).toBe(billing[name]);
                expect(messageOf(input), `${name}'s message`).toBe(shown.billing ? (errors[name] ?? null) : null);
              }
            }
            expect(alerts).toEqual(failure.billingAddress ? [failure.billingAddress] : []);
            if (snapshot.matches({ billingAddress: 'submitting' })) {
              say('Continue is busy and the billing address was sent once');
              expect(continueIn('billingAddress').getAttribute('aria-busy')).toBe('true');
              expect(view.billingAddress.waiting).toEqual([{ cartId: sentCart, address: same ? addressOf(shipping) : addressOf(billing) }]);
            }
          }
          if (open === 'payment' && !paysByCard(paymentMethods)) {
            say('no card is asked: “Check / Money order” (chosen) and “Bank Transfer Payment” are offered, with the Place order button');
            const payment = stepOf('payment');
            const offered = within(payment).getAllByRole('radio') as HTMLInputElement[];
            expect(offered.map((radio) => radio.closest('label')!.textContent)).toEqual([en['checkout.offline.checkmo'], en['checkout.offline.banktransfer']]);
            expect(offered.map((radio) => radio.checked)).toEqual([true, false]);
            expect(within(payment).queryByLabelText(new RegExp(`^${en['field.number']}`))).toBeNull();
            expect(within(payment).getByRole('button', { name: en['checkout.offline.placeOrder'] })).toBeTruthy();
            return;
          }
          if (open === 'payment') {
            // A customer's saved cards are read first (a shimmer meanwhile); then they are offered before a new card.
            if (snapshot.matches({ payment: 'loadingCards' })) {
              say('the saved cards show a shimmer and no Place order button');
              expect(within(stepOf('payment')).getByTestId('saved-cards-loading')).toBeTruthy();
              expect(within(stepOf('payment')).queryByRole('button', { name: en['checkout.placeOrder'] })).toBeNull();
              return;
            }
            say(`the Place order button shows${savedCards.length ? ', with “Visa ending in 1111” and “New card” offered' : ', with no saved card offered'}`);
            say(signedIn && !savedCards.length ? '“Save this card” is offered' : '“Save this card” is not offered');
            say(same ? `the billing step's summary reads “${en['checkout.billing.sameSummary']}”` : 'the billing step’s summary shows its postcode and city');
            expect(within(stepOf('payment')).getByRole('button', { name: en['checkout.placeOrder'] })).toBeTruthy();
            const choices = within(stepOf('payment')).queryAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
            expect(choices).toEqual(savedCards.length ? ['Visa ending in 1111Expires 03/30', en['checkout.savedCards.newCard']] : []);
            expect(within(stepOf('payment')).queryByRole('checkbox', { name: en['checkout.savedCards.store'] }) !== null, 'save offered').toBe(signedIn && !savedCards.length);
            expect(within(stepOf('billingAddress')).getByText(same ? en['checkout.billing.sameSummary'] : `${billing.postcode!.trim()} ${billing.city!.trim()}`)).toBeTruthy();
          }
        },
      });
    });
  }
});

describe('checkout', () => {
  it('asks the cart for its totals as it opens, and fills a guest’s address with the standard autocomplete values', async () => {
    const view = await renderCheckout(false);
    expect(view.shell).toEqual([{ type: 'shell.cart', request: { type: 'cart.refresh' } }]);
    act(() => view.checkout.send({ type: 'cart.settled', cart: CART }));
    await act(() => view.restore.resolve(NOTHING_SAVED));
    // The store's consent texts could not be read: the catalogue's own words.
    await act(() => view.consentTexts.reject(CHECKOUT_NETWORK));
    const step = stepOf('shippingAddress');
    expect(consentBox(step, en['checkout.consent.label'])!.checked).toBe(false);
    const autocomplete = ['email', 'firstname', 'lastname', 'street1', 'street2', 'postcode', 'city', 'telephone'].map((name) => labelled(step, name, name === 'street2').autocomplete);
    expect(autocomplete).toEqual(['email', 'given-name', 'family-name', 'address-line1', 'address-line2', 'postal-code', 'address-level2', 'tel']);
  });

  it('asks a guest for their data-protection consent under the store’s texts, and sends it with the step, again after a failure', async () => {
    const view = await renderCheckout(false);
    act(() => view.checkout.send({ type: 'cart.settled', cart: CART }));
    await act(() => view.consentTexts.resolve(CHECKOUT_CONSENT_TEXTS));
    await act(() => view.restore.resolve(NOTHING_SAVED));
    const step = stepOf('shippingAddress');
    const typed: Fields = { email: 'lea.martin@example.fr', firstname: 'Léa', lastname: 'Martin', street1: '12 rue des Lilas', postcode: '69003', city: 'Lyon', telephone: '0612345678' };
    for (const [name, value] of Object.entries(typed)) fireEvent.change(labelled(step, name), { target: { value } });
    const box = consentBox(step, CHECKOUT_CONSENT_TEXTS.label)!;
    expect(within(step).getByText('livrer votre commande').tagName).toBe('STRONG');
    // Unticked, the step is not sent: spec §5's text under the box, which takes the focus.
    fireEvent.click(continueIn('shippingAddress'));
    expect(document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('This field is mandatory');
    expect(document.activeElement).toBe(box);
    expect(view.shippingAddress.waiting).toEqual([]);
    fireEvent.click(box);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(continueIn('shippingAddress'));
    const sent = { cartId: CART.id, email: typed.email, consent: true, address: addressOf({ ...typed, street2: '' }), saveInAddressBook: false };
    expect(view.shippingAddress.waiting).toEqual([sent]);
    // A failure fails the step with checkout's message and keeps the box ticked; the retry sends the consent again.
    await act(() => view.shippingAddress.reject(CHECKOUT_GENERIC));
    expect(within(step).getByRole('alert').textContent).toBe(en['account.error.generic']);
    expect(consentBox(step, CHECKOUT_CONSENT_TEXTS.label)!.checked).toBe(true);
    fireEvent.click(continueIn('shippingAddress'));
    expect(view.shippingAddress.waiting).toEqual([sent]);
  });

  it('asks a guest no consent in a store that records none, loads no texts, and sends none', async () => {
    const view = await renderCheckout(false, false);
    act(() => view.checkout.send({ type: 'cart.settled', cart: CART }));
    await act(() => view.restore.resolve({ ...SAVED_SHIPPING, consent: false, availableShippingMethods: [] }));
    expect(view.consentTexts.waiting).toEqual([]);
    expect(consentBox(stepOf('shippingAddress'), en['checkout.consent.label'])).toBeNull();
    fireEvent.click(continueIn('shippingAddress'));
    expect(view.shippingAddress.waiting).toEqual([{ cartId: CART.id, email: EMAIL, consent: false, address: ADDRESS, saveInAddressBook: false }]);
  });

  it('asks no consent of a signed-in customer and loads no texts for them', async () => {
    const view = await renderCheckout(true);
    act(() => view.checkout.send({ type: 'cart.settled', cart: CART }));
    await act(() => view.restore.resolve(NOTHING_SAVED));
    await act(() => view.savedAddresses.resolve([]));
    expect(view.consentTexts.waiting).toEqual([]);
    expect(within(stepOf('shippingAddress')).queryByRole('checkbox', { name: new RegExp(en['checkout.consent.label']) })).toBeNull();
  });
});

describe('checkout’s order summary', () => {
  it('marks a line bought as a subscription with its frequency, as the cart does; a one-time line has no mark', async () => {
    const view = await renderCheckout(false);
    const subscribed: Cart = { ...CART, items: [{ ...CART.items[0]!, subscriptionFrequency: 30 }, CART.items[1]!] };
    act(() => view.checkout.send({ type: 'cart.settled', cart: subscribed }));
    await act(() => view.restore.resolve(NOTHING_SAVED));
    await act(() => view.consentTexts.resolve(CHECKOUT_CONSENT_TEXTS));
    const lines = within(screen.getByRole('complementary', { name: en['checkout.summary.title'] })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Oméga-3 d’algue, DHA végétalDelivery every 30 daysQty: 2€55.80',
      'Collagène marin hydrolyséSaveur: CitronQty: 1€34.90',
    ]);
  });
});

describe('checkout: an order collected elsewhere than at the address', () => {
  const STORE_METHOD: ShippingMethod = { carrierCode: STORE_PICKUP_CARRIER, methodCode: 'pickup', carrierTitle: 'Vitrine', methodTitle: 'Retrait en magasin', amount: { value: 0, currency: 'EUR' } };
  const RELAY_METHOD: ShippingMethod = { carrierCode: RELAY_CARRIER, methodCode: 'relay', carrierTitle: 'Mondial Relay', methodTitle: 'Point relais', amount: { value: 0, currency: 'EUR' } };
  const RELAY_CHOICE: PickupChoice = { kind: 'relay', place: RELAY_OFFER.places[0]! };
  const AT_RELAY = 'Delivery to the relay point Épicerie Part-Dieu';
  const methodRadio = (title: string) => within(stepOf('shippingMethod')).getByRole('radio', { name: new RegExp(title) }) as HTMLInputElement;
  const summary = () => screen.getByRole('complementary', { name: en['checkout.summary.title'] });

  /** A guest back at the shipping method (their address saved), offered a home delivery, a store and a relay point. */
  const atShippingMethod = (saved: Partial<SavedCheckout> = {}) =>
    guestBack({ ...SAVED_SHIPPING, availableShippingMethods: [METHODS[0]!, STORE_METHOD, RELAY_METHOD], ...saved });

  it('waits for a relay point before going on, then sends it with the method, keeps it and places the order for it', async () => {
    const view = await atShippingMethod();
    // A store: the shop's stores near the address are asked for, the favourite preselected.
    fireEvent.click(methodRadio('Retrait en magasin'));
    await view.pickupPlaces.next();
    expect(view.pickupPlaces.waiting).toEqual([{ kind: 'store', postcode: ADDRESS.postcode }]);
    await act(() => view.pickupPlaces.resolve(STORE_OFFER));
    expect((within(stepOf('shippingMethod')).getByRole('radio', { name: /Vitrine Lyon République/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(summary()).getByText('Collect at Vitrine Lyon République')).toBeTruthy();
    // A relay point instead: the store chosen does not go with it, while its points load nor once they came.
    fireEvent.click(methodRadio('Point relais'));
    await view.pickupPlaces.next();
    expect(view.pickupPlaces.waiting).toEqual([{ kind: 'relay', postcode: ADDRESS.postcode }]);
    expect(within(summary()).queryByText(/Collect at|Delivery to the relay point/)).toBeNull();
    fireEvent.click(continueIn('shippingMethod'));
    expect(view.shippingMethod.waiting).toEqual([]);
    await act(() => view.pickupPlaces.resolve(RELAY_OFFER));
    expect(within(stepOf('shippingMethod')).getByText(en['checkout.pickup.chooseRelay'])).toBeTruthy();
    fireEvent.click(continueIn('shippingMethod'));
    expect(view.shippingMethod.waiting).toEqual([]);
    // Chosen: it goes to the cart with the method, and shows in the order summary.
    fireEvent.click(within(stepOf('shippingMethod')).getByRole('radio', { name: /Épicerie Part-Dieu/ }));
    expect(within(summary()).getByText(AT_RELAY)).toBeTruthy();
    fireEvent.click(continueIn('shippingMethod'));
    expect(view.shippingMethod.waiting).toEqual([{ cartId: CART.id, method: RELAY_METHOD, address: ADDRESS, pickup: RELAY_CHOICE }]);
    await act(() => view.shippingMethod.resolve());
    // Kept for a reload; the step passed names the point.
    expect(view.saved.at(-1)).toMatchObject({ shippingMethod: RELAY_METHOD, pickup: RELAY_CHOICE });
    expect(within(stepOf('shippingMethod')).getByText(AT_RELAY)).toBeTruthy();
    // The order is placed for it, and the receipt says where it goes.
    fireEvent.click(continueIn('billingAddress'));
    await act(() => view.billingAddress.resolve(OFFLINE_METHODS));
    fireEvent.click(within(stepOf('payment')).getByRole('button', { name: en['checkout.offline.placeOrder'] }));
    await view.placeOfflineOrder.next();
    expect(view.placeOfflineOrder.waiting.map((input) => input.draft.pickup)).toEqual([RELAY_CHOICE]);
    await act(() => view.placeOfflineOrder.resolve(OFFLINE_ORDER));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['checkout.receipt.title']);
    expect(document.querySelector('.receipt')!.textContent).toContain(AT_RELAY);
  });

  it('sends no place with a delivery to the address chosen after a relay point', async () => {
    const view = await atShippingMethod();
    fireEvent.click(methodRadio('Point relais'));
    await view.pickupPlaces.next();
    await act(() => view.pickupPlaces.resolve(RELAY_OFFER));
    fireEvent.click(within(stepOf('shippingMethod')).getByRole('radio', { name: /Épicerie Part-Dieu/ }));
    fireEvent.click(methodRadio(METHODS[0]!.methodTitle));
    expect(within(summary()).queryByText(AT_RELAY)).toBeNull();
    fireEvent.click(continueIn('shippingMethod'));
    expect(view.shippingMethod.waiting).toEqual([{ cartId: CART.id, method: METHODS[0], address: ADDRESS, pickup: null }]);
  });

  it('a reload comes back with the relay point chosen, which stays chosen when the method is opened again', async () => {
    const view = await atShippingMethod({ shippingMethod: RELAY_METHOD, pickup: RELAY_CHOICE });
    expect(stepOf('billingAddress').className).toContain('checkout-step--open');
    expect(within(stepOf('shippingMethod')).getByText(AT_RELAY)).toBeTruthy();
    fireEvent.click(within(stepOf('shippingMethod')).getByRole('button', { name: `Edit the ${en['checkout.step.shippingMethod']}` }));
    await act(() => view.pickupPlaces.resolve(RELAY_OFFER));
    expect((within(stepOf('shippingMethod')).getByRole('radio', { name: /Épicerie Part-Dieu/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(continueIn('shippingMethod'));
    expect(view.shippingMethod.waiting).toEqual([{ cartId: CART.id, method: RELAY_METHOD, address: ADDRESS, pickup: RELAY_CHOICE }]);
  });
});

describe('checkout: the method chosen', () => {
  it('is the only one offered for the address, when the one chosen before no longer is', async () => {
    const view = await guestBack(SAVED_METHOD);
    fireEvent.click(within(stepOf('shippingAddress')).getByRole('button', { name: `Edit the ${en['checkout.step.shippingAddress']}` }));
    fireEvent.click(continueIn('shippingAddress'));
    await act(() => view.shippingAddress.resolve([METHODS[1]!]));
    expect((within(stepOf('shippingMethod')).getByRole('radio') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(continueIn('shippingMethod'));
    expect(view.shippingMethod.waiting.map((sent) => sent.method)).toEqual([METHODS[1]]);
  });

  it('a reload that kept an address but no methods for it starts again at the address, filled in', async () => {
    const view = await guestBack({ ...SAVED_SHIPPING, availableShippingMethods: [] });
    expect(stepOf('shippingAddress').className).toContain('checkout-step--open');
    expect(labelled(stepOf('shippingAddress'), 'city').value).toBe(ADDRESS.city);
  });


  it('is the one chosen when the shopper comes back to the methods, and the summary counts its shipping', async () => {
    const view = await renderCheckout(false);
    const held = { carrierCode: METHODS[1]!.carrierCode, methodCode: METHODS[1]!.methodCode, amount: { value: 4.9, currency: 'EUR' } };
    act(() => view.checkout.send({ type: 'cart.settled', cart: { ...CART, shippingMethod: held } }));
    await act(() => view.consentTexts.reject(CHECKOUT_NETWORK));
    await act(() => view.restore.resolve(SAVED_SHIPPING));
    const radios = within(stepOf('shippingMethod')).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true]);
    const rows = [...document.querySelectorAll('.order-summary__row')].map((row) => row.textContent);
    expect(rows).toContain(`${en['checkout.summary.shipping']}€4.90`);
  });
});

describe('checkout: a customer’s address book', () => {
  const keepBox = () => within(stepOf('shippingAddress')).queryByRole('checkbox', { name: en['checkout.savedAddresses.save'] }) as HTMLInputElement | null;
  const typeAddress = (step: string, fields: Fields) => {
    for (const [name, value] of Object.entries(fields)) fireEvent.change(labelled(stepOf(step), name, name === 'street2'), { target: { value } });
  };

  async function customerWithBook(saved: SavedCheckout = NOTHING_SAVED) {
    const view = await renderCheckout(true);
    act(() => view.checkout.send({ type: 'cart.settled', cart: CART }));
    await act(() => view.restore.resolve(saved));
    await act(() => view.savedAddresses.resolve(BOOK));
    return view;
  }

  it('keeps a new address in the book when asked, never a saved one, whatever was ticked before', async () => {
    const view = await customerWithBook();
    // The default shipping address is chosen: nothing to keep, and a stray "keep" is refused.
    expect(choiceOf(stepOf('shippingAddress'), HOME).checked).toBe(true);
    expect(keepBox()).toBeNull();
    act(() => view.checkout.send({ type: 'shippingAddress.saveInBook', save: true }));
    // A new address: the fields empty, the box to keep it unticked.
    fireEvent.click(choiceOf(stepOf('shippingAddress'), undefined));
    expect(labelled(stepOf('shippingAddress'), 'city').value).toBe('');
    expect(keepBox()!.checked).toBe(false);
    // Ticked, then a saved address chosen after all: that one is not kept again.
    fireEvent.click(keepBox()!);
    fireEvent.click(choiceOf(stepOf('shippingAddress'), OFFICE));
    fireEvent.click(continueIn('shippingAddress'));
    expect(view.shippingAddress.waiting).toEqual([{ cartId: CART.id, email: null, consent: false, address: OFFICE.address, saveInAddressBook: false }]);
    await act(() => view.shippingAddress.reject(CHECKOUT_NETWORK));
    // A new address typed, the box still ticked: kept.
    fireEvent.click(choiceOf(stepOf('shippingAddress'), undefined));
    expect(keepBox()!.checked).toBe(true);
    const typed: Fields = { firstname: 'Léa', lastname: 'Martin', street1: '5 place Bellecour', street2: '', postcode: '69002', city: 'Lyon', telephone: '0612345678' };
    typeAddress('shippingAddress', typed);
    fireEvent.click(continueIn('shippingAddress'));
    expect(view.shippingAddress.waiting).toEqual([{ cartId: CART.id, email: null, consent: false, address: addressOf(typed), saveInAddressBook: true }]);
  });

  it('shows the fields of a saved address found incomplete, with what is missing, and sends nothing', async () => {
    const view = await renderCheckout(true);
    act(() => view.checkout.send({ type: 'cart.settled', cart: CART }));
    await act(() => view.restore.resolve(NOTHING_SAVED));
    await act(() => view.savedAddresses.resolve([{ ...HOME, address: { ...HOME.address, telephone: '' } }, OFFICE]));
    expect(within(stepOf('shippingAddress')).queryByLabelText(new RegExp(en['field.telephone']))).toBeNull();
    fireEvent.click(continueIn('shippingAddress'));
    expect(messageOf(labelled(stepOf('shippingAddress'), 'telephone'))).toBe('Is required.');
    expect(view.shippingAddress.waiting).toEqual([]);
  });

  it('refuses an address that is not in the book', async () => {
    const view = await customerWithBook();
    act(() => view.checkout.send({ type: 'shippingAddress.choose', id: 99 }));
    expect(choiceOf(stepOf('shippingAddress'), HOME).checked).toBe(true);
    fireEvent.click(continueIn('shippingAddress'));
    expect(view.shippingAddress.waiting.map((sent) => sent.address)).toEqual([HOME.address]);
  });

  it('offers a guest no book, and a stray choice empties none of their fields', async () => {
    const guest = await guestBack({ ...SAVED_SHIPPING, availableShippingMethods: [] });
    act(() => guest.checkout.send({ type: 'shippingAddress.choose', id: null }));
    expect(labelled(stepOf('shippingAddress'), 'city').value).toBe(ADDRESS.city);
  });

  it('offers the default billing address once the billing address is the shopper’s own, and saves it with the step', async () => {
    const view = await customerWithBook();
    fireEvent.click(continueIn('shippingAddress'));
    await act(() => view.shippingAddress.resolve(METHODS));
    fireEvent.click(within(stepOf('shippingMethod')).getByRole('radio', { name: new RegExp(METHODS[0]!.methodTitle) }));
    fireEvent.click(continueIn('shippingMethod'));
    await act(() => view.shippingMethod.resolve());
    // The same address as the shipping one: no choice offered, and a stray one is refused.
    act(() => view.checkout.send({ type: 'billingAddress.choose', id: OFFICE.id }));
    fireEvent.click(within(stepOf('billingAddress')).getByRole('checkbox', { name: en['checkout.billing.same'] }));
    expect(choiceOf(stepOf('billingAddress'), HOME).checked).toBe(true);
    fireEvent.click(choiceOf(stepOf('billingAddress'), OFFICE));
    fireEvent.click(continueIn('billingAddress'));
    expect(view.billingAddress.waiting).toEqual([{ cartId: CART.id, address: OFFICE.address }]);
    await act(() => view.billingAddress.resolve(CARD_METHODS));
    expect(view.saved.at(-1)).toMatchObject({ shippingAddress: HOME.address, shippingMethod: METHODS[0], billingAddress: OFFICE.address, paymentMethod: 'adyen_cc', availablePaymentMethods: CARD_METHODS });
  });

  it('leaves the addresses a reload restored in place of the book’s defaults', async () => {
    await customerWithBook({ ...SAVED_METHOD, email: null, consent: false, billingAddress: BILLING });
    expect(choiceOf(stepOf('billingAddress'), undefined).checked).toBe(true);
    expect(labelled(stepOf('billingAddress'), 'postcode').value).toBe(BILLING.postcode);
    fireEvent.click(within(stepOf('shippingAddress')).getByRole('button', { name: `Edit the ${en['checkout.step.shippingAddress']}` }));
    expect(choiceOf(stepOf('shippingAddress'), undefined).checked).toBe(true);
    expect(labelled(stepOf('shippingAddress'), 'street1').value).toBe(ADDRESS.street[0]);
  });
});

describe('checkout: what a reload keeps', () => {
  it('forgets the steps after the shipping address once it is sent again', async () => {
    const view = await guestBack({ ...SAVED_ALL, availablePaymentMethods: CARD_METHODS });
    fireEvent.click(within(stepOf('shippingAddress')).getByRole('button', { name: `Edit the ${en['checkout.step.shippingAddress']}` }));
    fireEvent.click(continueIn('shippingAddress'));
    await act(() => view.shippingAddress.resolve(METHODS));
    expect(view.saved.at(-1)).toEqual({
      email: EMAIL, consent: true, shippingAddress: ADDRESS, availableShippingMethods: METHODS,
      shippingMethod: null, pickup: null, billingAddress: null, paymentMethod: null, availablePaymentMethods: null,
    });
    // The method sent again: the billing address and payment are still to come.
    fireEvent.click(continueIn('shippingMethod'));
    await act(() => view.shippingMethod.resolve());
    expect(view.saved.at(-1)).toMatchObject({ shippingMethod: METHODS[0], billingAddress: null, paymentMethod: null, availablePaymentMethods: null });
  });

  it('waits for the cart before resuming', async () => {
    const view = await renderCheckout(false);
    await act(() => view.consentTexts.reject(CHECKOUT_NETWORK));
    await act(() => view.restore.resolve({ ...SAVED_ALL, availablePaymentMethods: CARD_METHODS }));
    expect(document.querySelector('.checkout-step--open')).toBeNull();
    act(() => view.checkout.send({ type: 'cart.settled', cart: CART }));
    expect(stepOf('payment').className).toContain('checkout-step--open');
  });

  it('starts at the address, its e-mail empty, when a save kept no address', async () => {
    const view = await guestBack({ ...SAVED_ALL, email: null, shippingAddress: null, availableShippingMethods: null, availablePaymentMethods: null });
    expect(stepOf('shippingAddress').className).toContain('checkout-step--open');
    expect(labelled(stepOf('shippingAddress'), 'email').value).toBe('');
  });

  it.each([['an empty cart', { ...CART, items: [] }], ['no cart', null]])('opens on %s as the empty page', async (_, cart) => {
    const view = await renderCheckout(false);
    act(() => view.checkout.send({ type: 'cart.settled', cart }));
    await act(() => view.restore.resolve(NOTHING_SAVED));
    await act(() => view.consentTexts.reject(CHECKOUT_NETWORK));
    await act(() => view.restoreReceipt.resolve(null));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['checkout.empty.title']);
  });
});

describe('checkout: the steps sent', () => {
  it('chooses between two methods of one carrier by their codes', async () => {
    const both: ShippingMethod[] = [METHODS[0]!, { ...METHODS[0]!, methodCode: 'signature', methodTitle: 'Livraison contre signature', amount: { value: 7.9, currency: 'EUR' } }];
    const view = await guestBack({ ...SAVED_SHIPPING, availableShippingMethods: both });
    fireEvent.click(within(stepOf('shippingMethod')).getByRole('radio', { name: /contre signature/ }));
    fireEvent.click(continueIn('shippingMethod'));
    expect(view.shippingMethod.waiting.map((sent) => sent.method)).toEqual([both[1]]);
  });

  it('refuses a guest’s e-mail that is not one with spec §5’s text, and sends no method before one is chosen', async () => {
    const view = await guestBack({ ...SAVED_SHIPPING, email: 'lea@', availableShippingMethods: [] });
    fireEvent.click(continueIn('shippingAddress'));
    expect(within(stepOf('shippingAddress')).getByRole('alert').textContent).toBe('Please enter a valid email');
    expect(view.shippingAddress.waiting).toEqual([]);
    fireEvent.change(labelled(stepOf('shippingAddress'), 'email'), { target: { value: EMAIL } });
    fireEvent.click(continueIn('shippingAddress'));
    await act(() => view.shippingAddress.resolve(METHODS));
    fireEvent.click(continueIn('shippingMethod'));
    expect(view.shippingMethod.waiting).toEqual([]);
  });

  it('refuses a guest’s address without an e-mail with spec §5’s text, and one whose cart went', async () => {
    const view = await guestBack({ ...SAVED_SHIPPING, email: null, availableShippingMethods: [] });
    fireEvent.click(continueIn('shippingAddress'));
    expect(within(stepOf('shippingAddress')).getByRole('alert').textContent).toBe(en['checkout.error.missingEmail']);
    expect(view.shippingAddress.waiting).toEqual([]);
    fireEvent.change(labelled(stepOf('shippingAddress'), 'email'), { target: { value: EMAIL } });
    act(() => view.checkout.send({ type: 'cart.settled', cart: null }));
    fireEvent.click(continueIn('shippingAddress'));
    expect(within(stepOf('shippingAddress')).getByRole('alert').textContent).toBe(en['checkout.error.missingCartId']);
    expect(view.shippingAddress.waiting).toEqual([]);
  });
});
