import { cardPaymentMachine, type CardPaymentSnapshot } from '../../machines/card-payment.machine';
import { checkoutMachine, selectShowsBillingFields, selectShowsShippingFields, type CheckoutSnapshot } from '../../machines/checkout.machine';
import { offlinePaymentMachine, type OfflinePaymentSnapshot } from '../../machines/offline-payment.machine';
import { cardRules, savedCardRules, type CardField } from '../../src/domain/card';
import { addressRules, shippingAddressRules, type AddressField, type ShippingAddressField } from '../../src/domain/checkout';
import { BOOK } from '../fixtures/address-book';
import { CART, EMPTY_CART } from '../fixtures/cart';
import {
  ADDRESS, AUTHORISED, BILLING, CARD_GOOD, CARD_METHODS, CHALLENGE, CHECKOUT_CONSENT_TEXTS, CHECKOUT_GENERIC, CHECKOUT_NETWORK, CHECKOUT_REFUSED, DRAFT, EMAIL, IDENTIFY, METHODS, NOT_AUTHENTICATED, ORDER, REFUSED,
  OFFLINE_METHODS, OFFLINE_ORDER, SAVED_ALL, SAVED_METHOD, SAVED_SHIPPING, UNUSABLE,
} from '../fixtures/checkout';
import { NOTHING_SAVED } from '../../src/domain/checkout';
import { RECEIPT } from '../fixtures/receipt';
import { VISA } from '../fixtures/saved-cards';
import type { FieldValue } from '../../src/domain/validation';
import { defineModel } from '../harness/model';
import { fieldChanges, invalidFields } from './account-models';
import { STORE_OFFER } from './pickup-place-models';

/** The shopper's favourite store, chosen to collect from. */
const STORE_CHOICE = { kind: 'store' as const, place: STORE_OFFER.places[0]! };

// Checkout's machines' models: the steps, and the card payment with its 3-D Secure steps.

/** The day the tests run on, for the card's expiry. */
export const TODAY = () => new Date('2026-11-25T12:00:00Z');

export const CARD_BREAKS: { field: CardField; value: string }[] = [
  { field: 'number', value: '4111 1111 1111 1112' },
  { field: 'expiry', value: '10/26' },
  { field: 'cvc', value: '73' },
];

/** A customer at the payment step, with a saved card. */
export const CUSTOMER_DRAFT = { ...DRAFT, signedIn: true, email: null };

/** The card's rules for the card chosen: a saved card asks its security code only. */
export const rulesFor = (s: CardPaymentSnapshot) => (s.context.choice === null ? cardRules(TODAY) : savedCardRules);

// A challenge before a fingerprint, and a refused card first among the order's failures: where one path stands for
// several answers, it is the one the simulator's cards give a shopper (test/e2e/replay-card-payment.e2e.ts).
const results = (actor: 'paymentStatus' | 'paymentDetails') => [
  ...[AUTHORISED, REFUSED, NOT_AUTHENTICATED, CHALLENGE, IDENTIFY, UNUSABLE].map((output) => ({ type: `xstate.done.actor.${actor}` as const, output })),
  { type: `xstate.error.actor.${actor}` as const, error: CHECKOUT_NETWORK },
  { type: `xstate.error.actor.${actor}` as const, error: CHECKOUT_REFUSED },
];

/**
 * Card payment: the card's fields put right one by one, or one broken again per rule; the order placed, refused or
 * failed; each answer of the provider from the status and from the details (a refusal, a failed 3-D Secure check);
 * the 3-D Secure frame's result or error;
 * a retry after a lost answer; for a customer with a saved card, that card or a new one (asked to be saved or not).
 * What tells states apart: the card's wrong fields, whether errors show, the failure, whether an order was placed,
 * the card chosen and whether to save it.
 */
export const cardPaymentModel = defineModel({
  name: 'cardPayment',
  machine: cardPaymentMachine,
  inputs: [{ draft: DRAFT, now: TODAY }, { draft: { ...DRAFT, cartId: '' }, now: TODAY }, { draft: CUSTOMER_DRAFT, now: TODAY, savedCards: [VISA] }],
  identity: (s: CardPaymentSnapshot) => ({
    invalid: invalidFields(rulesFor(s), s.context.values),
    showErrors: s.context.showErrors,
    failure: s.context.failure,
    order: s.context.order !== null,
    choice: s.context.choice,
    store: s.context.store,
  }),
  // "Save this card" shows for a customer's new card only.
  withhold: (s: CardPaymentSnapshot) => (s.context.draft.signedIn && s.context.choice === null ? [] : ['card.store' as const]),
  events: (s: CardPaymentSnapshot) => [
    ...fieldChanges<CardField>(rulesFor(s), s.context.values, CARD_GOOD, s.context.choice === null ? CARD_BREAKS : CARD_BREAKS.filter((change) => change.field === 'cvc')),
    ...(s.context.savedCards.length ? [...s.context.savedCards.map((card) => card.publicHash), null].map((publicHash) => ({ type: 'card.choose' as const, publicHash })) : []),
    { type: 'card.store' as const, store: !s.context.store },
    { type: 'submit' as const },
    { type: 'xstate.done.actor.placeOrder' as const, output: ORDER },
    { type: 'xstate.error.actor.placeOrder' as const, error: CHECKOUT_REFUSED },
    { type: 'xstate.error.actor.placeOrder' as const, error: CHECKOUT_GENERIC },
    { type: 'xstate.error.actor.placeOrder' as const, error: CHECKOUT_NETWORK },
    ...results('paymentStatus'),
    ...results('paymentDetails'),
    { type: 'threeDS.result' as const, threeDSResult: 'THREEDS-RESULT' },
    { type: 'threeDS.error' as const },
    { type: 'retry' as const },
  ],
});

/**
 * Payment without a card: each method offered chosen, the order placed, refused or lost; without a cart id, nothing
 * sent. What tells states apart: the method chosen and the failure.
 */
export const offlinePaymentModel = defineModel({
  name: 'offlinePayment',
  machine: offlinePaymentMachine,
  inputs: [{ draft: DRAFT, methods: OFFLINE_METHODS }, { draft: { ...DRAFT, cartId: '' }, methods: OFFLINE_METHODS }],
  identity: (s: OfflinePaymentSnapshot) => ({ chosen: s.context.chosen, failure: s.context.failure }),
  events: (s: OfflinePaymentSnapshot) => [
    ...s.context.methods.map((method) => ({ type: 'method.choose' as const, code: method.code })),
    { type: 'submit' as const },
    { type: 'xstate.done.actor.placeOfflineOrder' as const, output: OFFLINE_ORDER },
    { type: 'xstate.error.actor.placeOfflineOrder' as const, error: CHECKOUT_GENERIC },
    { type: 'xstate.error.actor.placeOfflineOrder' as const, error: CHECKOUT_NETWORK },
  ],
});

export const SHIPPING_GOOD: Record<ShippingAddressField, FieldValue> = {
  email: EMAIL,
  consent: true,
  firstname: ADDRESS.firstname,
  lastname: ADDRESS.lastname,
  street1: ADDRESS.street[0]!,
  street2: '',
  postcode: ADDRESS.postcode,
  city: ADDRESS.city,
  telephone: ADDRESS.telephone,
};

export const BILLING_GOOD: Record<AddressField, string> = {
  firstname: BILLING.firstname,
  lastname: BILLING.lastname,
  street1: BILLING.street[0]!,
  street2: BILLING.street[1]!,
  postcode: BILLING.postcode,
  city: BILLING.city,
  telephone: BILLING.telephone,
};

/**
 * Checkout: with a guest and with a customer; nothing saved, or saved up to each step, or storage unreadable; a
 * guest's consent texts loaded or not; the cart with lines, empty, or gone; each step's fields put right one by one (or one broken again), submitted,
 * accepted or rejected; the payment methods offered, a card or offline ones; a way back to each step passed; the
 * card payment's end, or the offline payment's. What tells states apart: the cart,
 * and of the open step its form's wrong fields and whether their errors show (the billing choice), or its methods
 * and the one chosen, and its error slot.
 */
export const checkoutModel = defineModel({
  name: 'checkout',
  machine: checkoutMachine,
  inputs: [{ signedIn: false }, { signedIn: true }],
  identity: (s: CheckoutSnapshot) => {
    const cart = s.context.cart === undefined ? 'unknown' : s.context.cart === null ? 'none' : s.context.cart.items.length ? 'lines' : 'empty';
    const { shipping, billing, errors } = s.context;
    // Only the open step's form and slot: the steps passed were valid when passed, and keep what they hold.
    const saved = s.context.savedAddresses.length;
    // A blank e-mail and a malformed one are both wrong, but not alike (spec §5's two messages).
    const blankEmail = String(shipping.values.email).trim() === '';
    if (s.matches('shippingAddress')) return { cart, saved, form: [invalidFields(shippingAddressRules(!s.context.signedIn), shipping.values), shipping.showErrors, blankEmail], error: errors.shippingAddress };
    if (s.matches('shippingMethod')) return { cart, methods: s.context.availableShippingMethods.length, method: s.context.shippingMethod?.carrierCode ?? null, error: errors.shippingMethod };
    if (s.matches('billingAddress')) return { cart, saved, form: [billing.same, invalidFields(addressRules, billing.values), billing.showErrors], error: errors.billingAddress };
    return { cart };
  },
  // A saved address chosen shows no fields to type in (until checking it finds it incomplete).
  withhold: (s: CheckoutSnapshot) => [
    ...(selectShowsShippingFields(s) ? [] : ['shippingAddress.change' as const]),
    ...(selectShowsBillingFields(s) ? [] : ['billingAddress.change' as const]),
  ],
  events: (s: CheckoutSnapshot) => [
    // The cart settles first with lines, empty or none; later it may be gone (signed out in another tab).
    ...(s.context.cart === undefined ? [CART, EMPTY_CART, null] : [null]).map((cart) => ({ type: 'cart.settled' as const, cart })),
    { type: 'xstate.done.actor.restoreCheckout' as const, output: NOTHING_SAVED },
    { type: 'xstate.done.actor.restoreCheckout' as const, output: SAVED_SHIPPING },
    { type: 'xstate.done.actor.restoreCheckout' as const, output: SAVED_METHOD },
    { type: 'xstate.done.actor.restoreCheckout' as const, output: SAVED_ALL },
    { type: 'xstate.error.actor.restoreCheckout' as const, error: new Error('storage') },
    // With nothing to check out, the receipt of the order this tab placed last, or none, or storage unreadable.
    { type: 'xstate.done.actor.restoreReceipt' as const, output: RECEIPT },
    { type: 'xstate.done.actor.restoreReceipt' as const, output: null },
    { type: 'xstate.error.actor.restoreReceipt' as const, error: new Error('storage') },
    // A guest's consent texts: the store's, or the catalogue's words when they fail.
    { type: 'xstate.done.actor.loadConsentTexts' as const, output: CHECKOUT_CONSENT_TEXTS },
    { type: 'xstate.error.actor.loadConsentTexts' as const, error: CHECKOUT_NETWORK },
    // A customer's address book: their addresses to choose from at both address steps, or none when it fails.
    { type: 'xstate.done.actor.loadSavedAddresses' as const, output: BOOK },
    { type: 'xstate.error.actor.loadSavedAddresses' as const, error: new Error('network') },
    ...[...s.context.savedAddresses.map(({ id }) => id), null].flatMap((id) => [
      { type: 'shippingAddress.choose' as const, id },
      { type: 'billingAddress.choose' as const, id },
    ]),
    { type: 'shippingAddress.saveInBook' as const, save: !s.context.saveShipping },
    ...fieldChanges<ShippingAddressField>(shippingAddressRules(!s.context.signedIn), s.context.shipping.values, { ...SHIPPING_GOOD, ...(s.context.signedIn && { email: '', consent: false }) }, [
      { field: 'postcode', value: '6900' },
      ...(s.context.signedIn ? [] : [{ field: 'email' as const, value: '' }, { field: 'email' as const, value: 'lea@' }, { field: 'consent' as const, value: false }]),
    ]).map((change) => ({ ...change, type: 'shippingAddress.change' as const })),
    { type: 'shippingAddress.submit' as const },
    { type: 'xstate.done.actor.submitShippingAddress' as const, output: METHODS },
    { type: 'xstate.done.actor.submitShippingAddress' as const, output: [] },
    { type: 'xstate.error.actor.submitShippingAddress' as const, error: CHECKOUT_GENERIC },
    ...METHODS.map((method) => ({ type: 'shippingMethod.select' as const, carrierCode: method.carrierCode, methodCode: method.methodCode })),
    // The pickup place's news: a store chosen (for these methods, none of which collects, it names no place).
    { type: 'pickup.chosen' as const, pickup: STORE_CHOICE },
    { type: 'shippingMethod.submit' as const },
    { type: 'xstate.done.actor.submitShippingMethod' as const },
    { type: 'xstate.error.actor.submitShippingMethod' as const, error: CHECKOUT_NETWORK },
    { type: 'billingAddress.same' as const, same: !s.context.billing.same },
    ...fieldChanges<AddressField>(addressRules, s.context.billing.values, BILLING_GOOD, [{ field: 'telephone', value: '12' }]).map((change) => ({
      ...change,
      type: 'billingAddress.change' as const,
    })),
    { type: 'billingAddress.submit' as const },
    // The payment methods offered for the cart: Adyen's card, or Magento's offline methods.
    { type: 'xstate.done.actor.submitBillingAddress' as const, output: CARD_METHODS },
    { type: 'xstate.done.actor.submitBillingAddress' as const, output: OFFLINE_METHODS },
    { type: 'xstate.error.actor.submitBillingAddress' as const, error: CHECKOUT_GENERIC },
    ...(['shippingAddress', 'shippingMethod', 'billingAddress'] as const).map((step) => ({ type: 'edit' as const, step })),
    // A customer's saved cards at the payment step: one card, or none when they could not be read.
    { type: 'xstate.done.actor.loadSavedCards' as const, output: [VISA] },
    { type: 'xstate.error.actor.loadSavedCards' as const, error: CHECKOUT_NETWORK },
    { type: 'xstate.done.actor.cardPayment' as const, output: { ...ORDER, orderNumber: '000000007', paidWith: { kind: 'card' as const, brand: 'visa', last4: '1111' } } },
    { type: 'xstate.done.actor.offlinePayment' as const, output: OFFLINE_ORDER },
  ],
});
