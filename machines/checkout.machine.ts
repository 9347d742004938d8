import { and, assign, fromPromise, not, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { defaultFor, type SavedAddress } from '../src/domain/address-book';
import type { Cart } from '../src/domain/cart';
import type { AccountConsentTexts } from '../src/domain/customer';
import {
  addressOf,
  addressRules,
  CARD_PAYMENT_METHOD,
  failureOf,
  paysByCard,
  fieldsOf,
  NOTHING_SAVED,
  sameMethod,
  shippingAddressRules,
  type Address,
  type AddressField,
  type CheckoutFailure,
  type CheckoutStep,
  type PaymentMethod,
  type SavedCheckout,
  type ShippingAddressField,
  type ShippingMethod,
} from '../src/domain/checkout';
import type { OrderDraft, PlacedOrder } from '../src/domain/payment';
import { pickupKindOf, type PickupChoice } from '../src/domain/pickup';
import { receiptOf, type Receipt } from '../src/domain/receipt';
import type { SavedCard } from '../src/domain/saved-cards';
import { cardPaymentMachine, type CardPaymentActor } from './card-payment.machine';
import { offlinePaymentMachine, type OfflinePaymentActor } from './offline-payment.machine';
import { pickupPlaceMachine, type PickupChosen, type PickupPlaceActor } from './pickup-place.machine';
import { email, hasErrors, validate, type FieldValue } from '../src/domain/validation';
import { edited, isValid, submitted, textOf, type FormFields, type Rules } from './form';
import type { ShellRequest } from './shell-bus';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type CheckoutEvent =
  /** The cart as it last settled (the shell's news, through the router). */
  | { type: 'cart.settled'; cart: Cart | null }
  | { type: 'shippingAddress.change'; field: ShippingAddressField; value: FieldValue }
  | { type: 'shippingAddress.submit' }
  /** A signed-in customer picks one of their saved addresses (its id), or a new one (null). */
  | { type: 'shippingAddress.choose'; id: number | null }
  /** And asks for the new address to be kept in their address book. */
  | { type: 'shippingAddress.saveInBook'; save: boolean }
  | { type: 'billingAddress.choose'; id: number | null }
  | { type: 'shippingMethod.select'; carrierCode: string; methodCode: string }
  /** The store or relay point chosen for a method that collects there (the pickup place's news). */
  | PickupChosen
  | { type: 'shippingMethod.submit' }
  | { type: 'billingAddress.same'; same: boolean }
  | { type: 'billingAddress.change'; field: AddressField; value: FieldValue }
  | { type: 'billingAddress.submit' }
  /** Back to a step passed, to change it. */
  | { type: 'edit'; step: 'shippingAddress' | 'shippingMethod' | 'billingAddress' };

export interface CheckoutInput {
  signedIn: boolean;
  /** The store asks a guest for the data-protection consent (its backend records consents); by default it does. */
  asksConsent?: boolean;
}

/** The error slots of spec §3; the order's and the payment method's live with the card payment. */
type Slot = 'shippingAddress' | 'shippingMethod' | 'billingAddress';

export interface CheckoutContext {
  signedIn: boolean;
  asksConsent: boolean;
  /** Undefined until the cart first settles. */
  cart: Cart | null | undefined;
  saved: SavedCheckout;
  shipping: FormFields<ShippingAddressField>;
  availableShippingMethods: ShippingMethod[];
  shippingMethod: ShippingMethod | null;
  billing: FormFields<AddressField> & { same: boolean };
  errors: Record<Slot, CheckoutFailure | null>;
  /** A customer's saved cards, offered at the payment step. */
  savedCards: SavedCard[];
  /** The payment methods the backend offers the cart, once its billing address is set. */
  paymentMethods: PaymentMethod[];
  receipt: Receipt | null;
  /** A signed-in customer's address book, offered at both address steps. */
  savedAddresses: SavedAddress[];
  /** The saved address each step's fields hold; null once the shopper types their own. */
  shippingChoice: number | null;
  billingChoice: number | null;
  /** Keep the new shipping address in the address book. */
  saveShipping: boolean;
  /** The store's consent label and notice for a guest; the catalogue's own words until they come, or if they never do. */
  consentTexts: AccountConsentTexts | null;
  /** The store or relay point the order is collected from, as last chosen (for the method chosen, when it collects). */
  pickup: PickupChoice | null;
}

type Failure = { event: { error: unknown } };

const form = <F extends string>(values: Record<F, FieldValue>): FormFields<F> => ({ values, errors: {}, showErrors: false });

/** The fields filled with a saved address (or emptied for a new one); errors follow if they show. */
function filledWith<F extends string>(fields: FormFields<F>, address: SavedAddress | undefined, rules: Rules<F>): FormFields<F> {
  const values = { ...fields.values, ...fieldsOf(address?.address ?? null) };
  return { values, errors: fields.showErrors ? validate(rules, values) : fields.errors, showErrors: fields.showErrors };
}

/** Who is asked for the data-protection consent (spec §6): a guest, in a store that records consents. */
const asksConsent = (context: CheckoutContext) => !context.signedIn && context.asksConsent;
const shippingRulesOf = (context: CheckoutContext) => shippingAddressRules(asksConsent(context));
const shippingAddressOf = (context: CheckoutContext): Address => addressOf(context.shipping.values);
const billingAddressOf = (context: CheckoutContext): Address => (context.billing.same ? shippingAddressOf(context) : addressOf(context.billing.values));
const emailOf = (context: CheckoutContext) => (context.signedIn ? null : textOf(context.shipping.values.email));
/** A guest's data-protection consent (spec §6); a customer gives theirs in their account. */
const consentOf = (context: CheckoutContext) => asksConsent(context) && context.shipping.values.consent === true;

/** Where the chosen method collects from: the place chosen for it; null for a delivery to the address, or none chosen yet. */
const pickupOf = (context: CheckoutContext): PickupChoice | null => {
  const kind = context.shippingMethod ? pickupKindOf(context.shippingMethod.carrierCode) : null;
  return kind !== null && context.pickup?.kind === kind ? context.pickup : null;
};

/** What the steps gathered, for the payment step to place the order with. */
const draftOf = (context: CheckoutContext): OrderDraft => ({
  // Gone when the cart went meanwhile (signed out elsewhere): the payment then refuses to place the order.
  cartId: context.cart?.id ?? '',
  signedIn: context.signedIn,
  email: emailOf(context),
  shippingAddress: shippingAddressOf(context),
  billingAddress: billingAddressOf(context),
  shippingMethod: context.shippingMethod!,
  pickup: pickupOf(context),
});

/** What the browser keeps of the steps passed so far. */
const savedOf = (context: CheckoutContext, upTo: CheckoutStep): SavedCheckout => {
  const order = ['shippingAddress', 'shippingMethod', 'billingAddress', 'paymentMethod'];
  const passed = (step: CheckoutStep) => order.indexOf(step) <= order.indexOf(upTo);
  return {
    email: emailOf(context),
    consent: consentOf(context),
    shippingAddress: shippingAddressOf(context),
    availableShippingMethods: context.availableShippingMethods,
    shippingMethod: passed('shippingMethod') ? context.shippingMethod : null,
    pickup: passed('shippingMethod') ? pickupOf(context) : null,
    billingAddress: passed('billingAddress') && !context.billing.same ? addressOf(context.billing.values) : null,
    paymentMethod: passed('paymentMethod') ? (paysByCard(context.paymentMethods) ? CARD_PAYMENT_METHOD : context.paymentMethods[0]!.code) : null,
    availablePaymentMethods: passed('paymentMethod') ? context.paymentMethods : null,
  };
};

/** The method the cart holds, as the backend last answered it. */
const cartMethodOf = (context: CheckoutContext) => (context.cart?.shippingMethod ? { ...context.cart.shippingMethod, carrierTitle: '', methodTitle: '' } : null);

/** A customer's saved addresses are offered, this one (or a new one) among them. */
const offers = (context: CheckoutContext, id: number | null) =>
  context.signedIn && context.savedAddresses.length > 0 && (id === null || context.savedAddresses.some((saved) => saved.id === id));

type EditableStep = Extract<CheckoutEvent, { type: 'edit' }>['step'];

/** The step the shopper opens again is this one: one guard per step, so that the chart names each way back. */
const edits = (wanted: EditableStep) => (_: unknown, params: { step: EditableStep }) => params.step === wanted;
const EDITS = { shippingAddress: 'editsShippingAddress', shippingMethod: 'editsShippingMethod', billingAddress: 'editsBillingAddress' } as const;

/** Back to one of the steps passed, chosen by the event. */
const backTo = (steps: EditableStep[]) =>
  steps.map((step) => ({ guard: { type: EDITS[step], params: ({ event }: { event: { step: EditableStep } }) => ({ step: event.step }) }, target: `#checkout.${step}` }));

/** The cart is known, and the browser saved the steps up to `step`: checkout goes on from there. */
const resumesAt = (step: 'shippingMethod' | 'billingAddress' | 'paymentMethod') => ({ context }: { context: CheckoutContext }) => {
  const { saved } = context;
  if (context.cart === undefined || saved.shippingAddress === null) return false;
  if (step === 'paymentMethod') return saved.paymentMethod !== null && saved.shippingMethod !== null;
  if (step === 'billingAddress') return saved.shippingMethod !== null;
  return (saved.availableShippingMethods?.length ?? 0) > 0;
};

/**
 * A step sent that got no answer in time: it stays open with what was typed, and reads as a lost connection; the
 * shopper sends it again (setting an address or a method twice on the cart does no harm).
 */
const noAnswer = (slot: Slot, target: 'editing' | 'choosing') => ({ target, actions: { type: 'reject' as const, params: { slot, failure: { reason: 'network' as const } } } });

/** On from the beginning: a customer's address book next, else the cart. */
const begun = [{ guard: 'signedIn' as const, target: 'loadingAddresses' }, { target: 'awaitingCart' }];

const askCart = (request: Extract<ShellRequest, { type: 'shell.cart' }>['request']): ShellRequest => ({ type: 'shell.cart', request });

/**
 * Checkout (spec §4 "Checkout", §5, §6, §7): begins by restoring what the browser saved of an earlier visit (a
 * guest's consent texts loading meanwhile), then walks the steps in order — shipping address (a guest's e-mail and,
 * where the store records consents, the data-protection consent with it), shipping method (those the backend offers
 * for the address), billing address (the shipping address unless the shopper says otherwise; the backend then says
 * which payment methods it offers), payment by card, or without a card where the backend offers none (each its own
 * machine) — each with its submit, accept and reject. A step passed is saved, so that a reload comes back to it; any
 * step passed can be opened again. Without a cart id no step is sent (spec §5). Once the order is placed: the
 * receipt (kept in the tab, shown again by a reload while there is nothing to check out), the saved steps cleared,
 * and the cart left behind (the next add starts a new one).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** The steps saved by an earlier visit; a server has none. */
    restoreCheckout: fromPromise<SavedCheckout>(async () => NOTHING_SAVED),
    /** The receipt of the order this tab placed last; a server has none. */
    restoreReceipt: fromPromise<Receipt | null>(async () => null),
    /** The store's consent label and notice for a guest. */
    loadConsentTexts: providedByTheApp<AccountConsentTexts>('loadConsentTexts'),
    /** A signed-in customer's address book; a server has none. */
    loadSavedAddresses: fromPromise<SavedAddress[]>(async () => []),
    /** Sets the guest's e-mail (and records their consent against the cart) and the address on the cart (kept in the address book if asked); answers the shipping methods for it. */
    submitShippingAddress: providedByTheApp<ShippingMethod[], { cartId: string; email: string | null; consent: boolean; address: Address; saveInAddressBook: boolean }>('submitShippingAddress'),
    /** Sets the method on the cart; one that collects names its place on the shipping address first. */
    submitShippingMethod: providedByTheApp<void, { cartId: string; method: ShippingMethod; address: Address; pickup: PickupChoice | null }>('submitShippingMethod'),
    pickupPlace: pickupPlaceMachine,
    /** Sets the billing address; answers the payment methods offered. */
    submitBillingAddress: providedByTheApp<PaymentMethod[], { cartId: string; address: Address }>('submitBillingAddress'),
    /** A customer's saved cards. */
    loadSavedCards: providedByTheApp<SavedCard[]>('loadSavedCards'),
    cardPayment: cardPaymentMachine,
    offlinePayment: offlinePaymentMachine,
  },
  actions: {
    keepCart: assign({ cart: (_, params: { cart: Cart | null }) => params.cart }),
    refreshCart: sendParent(askCart({ type: 'cart.refresh' })),
    /** The order is placed: the cart is done with (spec §4 order success). */
    resetCart: sendParent(askCart({ type: 'cart.reset' })),
    restore: assign(({ context }, params: { saved: SavedCheckout }) => {
      const { saved } = params;
      return {
        saved,
        shipping: form<ShippingAddressField>({ email: saved.email ?? '', consent: saved.consent, ...fieldsOf(saved.shippingAddress) }),
        availableShippingMethods: saved.availableShippingMethods ?? [],
        shippingMethod: saved.shippingMethod,
        pickup: saved.pickup ?? null,
        billing: { ...form<AddressField>(fieldsOf(saved.billingAddress)), same: saved.billingAddress === null },
        paymentMethods: saved.availablePaymentMethods ?? [],
        errors: context.errors,
      };
    }),
    /** The customer's addresses; each step nothing was saved for starts with its default address. */
    keepSavedAddresses: assign(({ context }, params: { addresses: SavedAddress[] }) => {
      const shipping = context.saved.shippingAddress === null ? defaultFor(params.addresses, 'shipping') : null;
      const billing = context.saved.billingAddress === null ? defaultFor(params.addresses, 'billing') : null;
      return {
        savedAddresses: params.addresses,
        shippingChoice: shipping?.id ?? null,
        shipping: shipping ? filledWith(context.shipping, shipping, shippingRulesOf(context)) : context.shipping,
        billingChoice: billing?.id ?? null,
        billing: billing ? { ...filledWith(context.billing, billing, addressRules), same: context.billing.same } : context.billing,
      };
    }),
    chooseShipping: assign(({ context }, params: { id: number | null }) => ({
      shippingChoice: params.id,
      shipping: filledWith(context.shipping, context.savedAddresses.find((saved) => saved.id === params.id), shippingRulesOf(context)),
    })),
    chooseBilling: assign(({ context }, params: { id: number | null }) => ({
      billingChoice: params.id,
      billing: { ...filledWith(context.billing, context.savedAddresses.find((saved) => saved.id === params.id), addressRules), same: context.billing.same },
    })),
    setSaveShipping: assign({ saveShipping: (_, params: { save: boolean }) => params.save }),
    /** A field typed in makes the address the shopper's own, no longer the saved one. */
    editShipping: assign({
      shipping: ({ context }, params: { field: ShippingAddressField; value: FieldValue }) => edited(context.shipping, { type: 'field.change', ...params }, shippingRulesOf(context)),
      shippingChoice: null,
    }),
    checkShipping: assign({ shipping: ({ context }) => submitted(context.shipping, shippingRulesOf(context)) }),
    editBilling: assign({
      billing: ({ context }, params: { field: AddressField; value: FieldValue }) => ({ ...edited(context.billing, { type: 'field.change', ...params }, addressRules), same: context.billing.same }),
      billingChoice: null,
    }),
    checkBilling: assign({ billing: ({ context }) => ({ ...submitted(context.billing, addressRules), same: context.billing.same }) }),
    setSameBilling: assign({ billing: ({ context }, params: { same: boolean }) => ({ ...context.billing, same: params.same }) }),
    keepPickup: assign({ pickup: (_, params: { pickup: PickupChoice | null }) => params.pickup }),
    /** The place to choose follows the method: a store, a relay point, or none. */
    tellPickupMethod: sendTo('pickupPlace', ({ context }) => ({
      type: 'pickup.method' as const,
      kind: context.shippingMethod ? pickupKindOf(context.shippingMethod.carrierCode) : null,
    })),
    selectMethod: assign({
      shippingMethod: ({ context }, params: { carrierCode: string; methodCode: string }) =>
        context.availableShippingMethods.find((method) => method.carrierCode === params.carrierCode && method.methodCode === params.methodCode) ?? context.shippingMethod,
    }),
    /** The method the cart already holds (an earlier visit's) is the one chosen, while it is offered and none was. */
    chooseCartMethod: assign({
      shippingMethod: ({ context }) =>
        context.shippingMethod ?? context.availableShippingMethods.find((method) => sameMethod(method, cartMethodOf(context))) ?? null,
    }),
    /** The methods offered for the address; the one chosen before stays if it still is. */
    keepMethods: assign({
      availableShippingMethods: (_, params: { methods: ShippingMethod[] }) => params.methods,
      shippingMethod: ({ context }, params: { methods: ShippingMethod[] }) =>
        params.methods.find((method) => sameMethod(method, context.shippingMethod)) ?? (params.methods.length === 1 ? params.methods[0]! : null),
    }),
    clearError: assign({ errors: ({ context }, params: { slot: Slot }) => ({ ...context.errors, [params.slot]: null }) }),
    reject: assign({ errors: ({ context }, params: { slot: Slot; failure: CheckoutFailure }) => ({ ...context.errors, [params.slot]: params.failure }) }),
    /** Saved in the browser's storage; a server keeps nothing. */
    save: (_: unknown, _params: { saved: SavedCheckout }) => undefined,
    clearSaved: () => undefined,
    keepConsentTexts: assign({ consentTexts: (_, params: { texts: AccountConsentTexts }) => params.texts }),
    keepSavedCards: assign({ savedCards: (_, params: { cards: SavedCard[] }) => params.cards }),
    keepPaymentMethods: assign({ paymentMethods: (_, params: { methods: PaymentMethod[] }) => params.methods }),
    keepReceipt: assign({
      receipt: ({ context }, params: { order: PlacedOrder }) =>
        receiptOf(params.order, {
          cart: context.cart ?? null,
          signedIn: context.signedIn,
          email: emailOf(context),
          shippingAddress: shippingAddressOf(context),
          shippingMethod: context.shippingMethod!,
          pickup: pickupOf(context),
        }),
    }),
    keepRestoredReceipt: assign({ receipt: (_, params: { receipt: Receipt }) => params.receipt }),
    /** Kept in the tab, so that a reload shows it again; a server keeps nothing. */
    saveReceipt: (_: unknown, _params: { receipt: Receipt }) => undefined,
  },
  guards: {
    cartKnown: ({ context }) => context.cart !== undefined,
    isGuest: ({ context }) => !context.signedIn,
    /** Neither the guest's consent nor its texts are wanted: a customer gives theirs in their account. */
    asksNoConsent: ({ context }) => !asksConsent(context),
    /** The backend offers no card for this cart: one of Magento's offline methods pays. */
    paysOffline: ({ context }) => !paysByCard(context.paymentMethods),
    signedIn: ({ context }) => context.signedIn,
    /** One of the book's addresses, or a new one, when there is a book to choose from. */
    offered: ({ context }, params: { id: number | null }) => offers(context, params.id),
    /** The same, at the billing step while its own fields show. */
    offeredForBilling: ({ context }, params: { id: number | null }) => !context.billing.same && offers(context, params.id),
    /** A customer's own new address may be kept in their book. */
    mayKeepShipping: ({ context }) => context.signedIn && context.shippingChoice === null,
    editsShippingAddress: edits('shippingAddress'),
    editsShippingMethod: edits('shippingMethod'),
    editsBillingAddress: edits('billingAddress'),
    cartHasLines: ({ context }) => (context.cart?.items.length ?? 0) > 0,
    isReceipt: (_, params: { receipt: Receipt | null }) => params.receipt !== null,
    hasNoCartId: ({ context }) => !context.cart?.id,
    guestWithoutEmail: ({ context }) => !context.signedIn && textOf(context.shipping.values.email) === '',
    guestWithInvalidEmail: ({ context }) => !context.signedIn && email(context.shipping.values.email, context.shipping.values) !== null,
    shippingValid: ({ context }) => isValid(context.shipping.values, shippingRulesOf(context)),
    billingOwn: ({ context }) => !context.billing.same,
    billingValid: ({ context }) => context.billing.same || isValid(context.billing.values, addressRules),
    methodChosen: ({ context }) => context.shippingMethod !== null,
    /** A method that collects has its place chosen. */
    placeChosen: ({ context }) => context.shippingMethod === null || pickupKindOf(context.shippingMethod.carrierCode) === null || pickupOf(context) !== null,
    resumesAtPayment: resumesAt('paymentMethod'),
    resumesAtBillingAddress: resumesAt('billingAddress'),
    resumesAtShippingMethod: resumesAt('shippingMethod'),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    signedIn: input.signedIn,
    asksConsent: input.asksConsent ?? true,
    cart: undefined,
    saved: NOTHING_SAVED,
    shipping: form<ShippingAddressField>({ email: '', consent: false, ...fieldsOf(null) }),
    availableShippingMethods: [],
    shippingMethod: null,
    billing: { ...form<AddressField>(fieldsOf(null)), same: true },
    errors: { shippingAddress: null, shippingMethod: null, billingAddress: null },
    savedCards: [],
    paymentMethods: [],
    receipt: null,
    savedAddresses: [],
    shippingChoice: null,
    billingChoice: null,
    saveShipping: false,
    consentTexts: null,
    pickup: null,
  }),
  // The totals shown are the cart's as it is now.
  entry: 'refreshCart',
  on: {
    'cart.settled': { actions: { type: 'keepCart', params: ({ event }) => event } },
  },
  initial: 'beginning',
  states: {
    /**
     * Spec §4 "begin": the steps saved by an earlier visit come back; meanwhile a guest's consent texts load (without
     * them, the catalogue's own words).
     */
    beginning: {
      type: 'parallel',
      onDone: begun,
      states: {
        restoring: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'restoreCheckout',
                src: 'restoreCheckout',
                onDone: { target: 'done', actions: { type: 'restore', params: ({ event }) => ({ saved: event.output }) } },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
        consentTexts: {
          initial: 'loading',
          states: {
            loading: {
              always: { guard: 'asksNoConsent', target: 'done' },
              invoke: {
                id: 'loadConsentTexts',
                src: 'loadConsentTexts',
                onDone: { target: 'done', actions: { type: 'keepConsentTexts', params: ({ event }) => ({ texts: event.output }) } },
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
      },
      // What has not come in time is gone without, as when it fails: the steps start afresh, the catalogue's words.
      after: { requestTimeout: begun },
    },
    /** A signed-in customer's address book, offered at the address steps; without it, checkout goes on as for a new customer. */
    loadingAddresses: {
      invoke: {
        id: 'loadSavedAddresses',
        src: 'loadSavedAddresses',
        onDone: { target: 'awaitingCart', actions: { type: 'keepSavedAddresses', params: ({ event }) => ({ addresses: event.output }) } },
        onError: 'awaitingCart',
      },
      after: { requestTimeout: 'awaitingCart' },
    },
    /** Checkout needs the cart's lines (an empty cart cannot enter it); then on at the first step not saved. */
    awaitingCart: {
      always: [
        { guard: and(['cartKnown', not('cartHasLines')]), target: 'readingReceipt' },
        { guard: 'resumesAtPayment', target: 'payment' },
        { guard: 'resumesAtBillingAddress', target: 'billingAddress' },
        { guard: 'resumesAtShippingMethod', target: 'shippingMethod' },
        { guard: 'cartKnown', target: 'shippingAddress' },
      ],
    },
    shippingAddress: {
      tags: 'settled',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'shippingAddress.change': { actions: { type: 'editShipping', params: ({ event }) => event } },
            'shippingAddress.choose': { guard: { type: 'offered', params: ({ event }) => event }, actions: { type: 'chooseShipping', params: ({ event }) => event } },
            'shippingAddress.saveInBook': { guard: 'mayKeepShipping', actions: { type: 'setSaveShipping', params: ({ event }) => event } },
            'shippingAddress.submit': [
              { guard: 'hasNoCartId', actions: ['checkShipping', { type: 'reject', params: { slot: 'shippingAddress', failure: { reason: 'missingCartId' } } }] },
              { guard: 'guestWithoutEmail', actions: ['checkShipping', { type: 'reject', params: { slot: 'shippingAddress', failure: { reason: 'missingEmail' } } }] },
              { guard: 'guestWithInvalidEmail', actions: ['checkShipping', { type: 'reject', params: { slot: 'shippingAddress', failure: { reason: 'invalidEmail' } } }] },
              { guard: 'shippingValid', target: 'submitting', actions: ['checkShipping', { type: 'clearError', params: { slot: 'shippingAddress' } }] },
              // The fields say what is wrong; an earlier failure no longer holds.
              { actions: ['checkShipping', { type: 'clearError', params: { slot: 'shippingAddress' } }] },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'submitShippingAddress',
            src: 'submitShippingAddress',
            input: ({ context }) => ({
              cartId: context.cart!.id,
              email: emailOf(context),
              consent: consentOf(context),
              address: shippingAddressOf(context),
              saveInAddressBook: context.signedIn && context.shippingChoice === null && context.saveShipping,
            }),
            onDone: {
              target: '#checkout.shippingMethod',
              actions: [
                { type: 'keepMethods', params: ({ event }) => ({ methods: event.output }) },
                { type: 'save', params: ({ context }) => ({ saved: savedOf(context, 'shippingAddress') }) },
              ],
            },
            onError: { target: 'editing', actions: { type: 'reject', params: ({ event }: Failure) => ({ slot: 'shippingAddress', failure: failureOf(event.error) }) } },
          },
          after: { requestTimeout: noAnswer('shippingAddress', 'editing') },
        },
      },
    },
    shippingMethod: {
      tags: 'settled',
      entry: 'chooseCartMethod',
      initial: 'choosing',
      // The place an order is collected from, for the methods that collect (its own machine).
      invoke: {
        id: 'pickupPlace',
        src: 'pickupPlace',
        input: ({ context }) => ({ postcode: shippingAddressOf(context).postcode, chosen: context.pickup }),
      },
      on: {
        edit: backTo(['shippingAddress']),
        'pickup.chosen': { actions: { type: 'keepPickup', params: ({ event }) => event } },
      },
      states: {
        choosing: {
          // The place to choose for the method chosen (restored, or chosen before) comes with the step.
          entry: 'tellPickupMethod',
          on: {
            'shippingMethod.select': { actions: [{ type: 'selectMethod', params: ({ event }) => event }, 'tellPickupMethod'] },
            'shippingMethod.submit': [
              { guard: 'hasNoCartId', actions: { type: 'reject', params: { slot: 'shippingMethod', failure: { reason: 'missingCartId' } } } },
              { guard: and(['methodChosen', 'placeChosen']), target: 'submitting', actions: { type: 'clearError', params: { slot: 'shippingMethod' } } },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'submitShippingMethod',
            src: 'submitShippingMethod',
            input: ({ context }) => ({ cartId: context.cart!.id, method: context.shippingMethod!, address: shippingAddressOf(context), pickup: pickupOf(context) }),
            onDone: {
              target: '#checkout.billingAddress',
              // The totals now hold the shipping.
              actions: [{ type: 'save', params: ({ context }) => ({ saved: savedOf(context, 'shippingMethod') }) }, 'refreshCart'],
            },
            onError: { target: 'choosing', actions: { type: 'reject', params: ({ event }: Failure) => ({ slot: 'shippingMethod', failure: failureOf(event.error) }) } },
          },
          after: { requestTimeout: noAnswer('shippingMethod', 'choosing') },
        },
      },
    },
    billingAddress: {
      tags: 'settled',
      initial: 'editing',
      on: { edit: backTo(['shippingAddress', 'shippingMethod']) },
      states: {
        editing: {
          on: {
            'billingAddress.same': { actions: { type: 'setSameBilling', params: ({ event }) => event } },
            // Its own fields show only when it is not the shipping address.
            'billingAddress.change': { guard: 'billingOwn', actions: { type: 'editBilling', params: ({ event }) => event } },
            'billingAddress.choose': { guard: { type: 'offeredForBilling', params: ({ event }) => event }, actions: { type: 'chooseBilling', params: ({ event }) => event } },
            'billingAddress.submit': [
              { guard: 'hasNoCartId', actions: ['checkBilling', { type: 'reject', params: { slot: 'billingAddress', failure: { reason: 'missingCartId' } } }] },
              { guard: 'billingValid', target: 'submitting', actions: ['checkBilling', { type: 'clearError', params: { slot: 'billingAddress' } }] },
              { actions: 'checkBilling' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'submitBillingAddress',
            src: 'submitBillingAddress',
            input: ({ context }) => ({ cartId: context.cart!.id, address: billingAddressOf(context) }),
            onDone: {
              target: '#checkout.payment',
              // The methods offered decide the payment: a card when there is one (reaching it chooses it), else the offline ones.
              actions: [
                { type: 'keepPaymentMethods', params: ({ event }) => ({ methods: event.output }) },
                { type: 'save', params: ({ context }) => ({ saved: savedOf(context, 'paymentMethod') }) },
              ],
            },
            onError: { target: 'editing', actions: { type: 'reject', params: ({ event }: Failure) => ({ slot: 'billingAddress', failure: failureOf(event.error) }) } },
          },
          after: { requestTimeout: noAnswer('billingAddress', 'editing') },
        },
      },
    },
    /**
     * Payment and the order (spec §3 "Card payment state"): by card, the card payment's own machine, offered a
     * customer's saved cards (read first; without them, a new card as for a guest); on a backend that offers no card
     * for the cart, the offline payment's machine with the methods it offers.
     */
    payment: {
      tags: 'settled',
      on: { edit: backTo(['shippingAddress', 'shippingMethod', 'billingAddress']) },
      initial: 'loadingCards',
      states: {
        loadingCards: {
          always: [{ guard: 'paysOffline', target: 'payingOffline' }, { guard: 'isGuest', target: 'paying' }],
          invoke: {
            id: 'loadSavedCards',
            src: 'loadSavedCards',
            onDone: { target: 'paying', actions: { type: 'keepSavedCards', params: ({ event }) => ({ cards: event.output }) } },
            onError: 'paying',
          },
          after: { requestTimeout: 'paying' },
        },
        paying: {
          invoke: {
            id: 'cardPayment',
            src: 'cardPayment',
            input: ({ context }) => ({ draft: draftOf(context), savedCards: context.savedCards }),
            onDone: {
              target: '#checkout.placed',
              actions: [
                { type: 'keepReceipt', params: ({ event }) => ({ order: event.output }) },
                'clearSaved',
                { type: 'saveReceipt', params: ({ context }) => ({ receipt: context.receipt! }) },
                'resetCart',
              ],
            },
          },
        },
        /** Without a card: the order placed with one of the offline methods offered (its own machine). */
        payingOffline: {
          invoke: {
            id: 'offlinePayment',
            src: 'offlinePayment',
            input: ({ context }) => ({ draft: draftOf(context), methods: context.paymentMethods }),
            onDone: {
              target: '#checkout.placed',
              actions: [
                { type: 'keepReceipt', params: ({ event }) => ({ order: event.output }) },
                'clearSaved',
                { type: 'saveReceipt', params: ({ context }) => ({ receipt: context.receipt! }) },
                'resetCart',
              ],
            },
          },
        },
      },
    },
    /** Nothing to check out: the order this tab just placed, reloaded, shows its receipt again. */
    readingReceipt: {
      invoke: {
        id: 'restoreReceipt',
        src: 'restoreReceipt',
        onDone: [
          { guard: { type: 'isReceipt', params: ({ event }) => ({ receipt: event.output }) }, target: 'placed', actions: { type: 'keepRestoredReceipt', params: ({ event }) => ({ receipt: event.output! }) } },
          { target: 'empty' },
        ],
        onError: 'empty',
      },
      after: { requestTimeout: 'empty' },
    },
    /** The receipt (spec §4 order success). */
    placed: { tags: 'settled' },
    /** Nothing to check out: the way back to the shop. */
    empty: { tags: 'settled' },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

// Selectors: what the checkout page shows.
export type CheckoutView = 'loading' | 'empty' | 'steps' | 'placed';
export function selectView(s: CheckoutSnapshot): CheckoutView {
  if (s.matches('empty')) return 'empty';
  if (s.matches('placed')) return 'placed';
  return s.hasTag('settled') ? 'steps' : 'loading';
}
/** The step open for editing; those before it show as summaries, those after as titles. */
export function selectOpenStep(s: CheckoutSnapshot): 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'payment' | null {
  for (const step of ['shippingAddress', 'shippingMethod', 'billingAddress', 'payment'] as const) if (s.matches(step)) return step;
  return null;
}
export const selectSubmitting = (s: CheckoutSnapshot) =>
  s.matches({ shippingAddress: 'submitting' }) || s.matches({ shippingMethod: 'submitting' }) || s.matches({ billingAddress: 'submitting' });
export const selectCardPayment = (s: CheckoutSnapshot) => s.children.cardPayment as CardPaymentActor | undefined;
export const selectOfflinePayment = (s: CheckoutSnapshot) => s.children.offlinePayment as OfflinePaymentActor | undefined;
/** Whether the shipping step asks for the data-protection consent. */
export const selectAsksConsent = (s: CheckoutSnapshot) => asksConsent(s.context);
export const selectLoadingCards = (s: CheckoutSnapshot) => s.matches({ payment: 'loadingCards' });
export const selectErrors = (s: CheckoutSnapshot) => s.context.errors;
export const selectReceipt = (s: CheckoutSnapshot) => s.context.receipt;
export const selectShippingForm = (s: CheckoutSnapshot) => s.context.shipping;
export const selectBillingForm = (s: CheckoutSnapshot) => s.context.billing;
export const selectMethods = (s: CheckoutSnapshot) => s.context.availableShippingMethods;
export const selectPickupPlace = (s: CheckoutSnapshot) => s.children.pickupPlace as PickupPlaceActor | undefined;
/** The store or relay point the chosen method collects from, once chosen. */
export const selectPickup = (s: CheckoutSnapshot) => pickupOf(s.context);
export const selectChosenMethod = (s: CheckoutSnapshot) => s.context.shippingMethod;
export const selectSignedIn = (s: CheckoutSnapshot) => s.context.signedIn;
export const selectCart = (s: CheckoutSnapshot) => s.context.cart ?? null;
/** The shipping the cart's grand total counts (the method sent to it), so that the summary's lines add up to it. */
export const selectCartShipping = (s: CheckoutSnapshot) => s.context.cart?.shippingMethod?.amount ?? null;
export const selectShippingAddress = (s: CheckoutSnapshot) => addressOf(s.context.shipping.values);
export const selectBillingAddress = (s: CheckoutSnapshot) => (s.context.billing.same ? null : addressOf(s.context.billing.values));
export const selectSavedAddresses = (s: CheckoutSnapshot) => (s.context.signedIn ? s.context.savedAddresses : []);
export const selectShippingChoice = (s: CheckoutSnapshot) => s.context.shippingChoice;
export const selectBillingChoice = (s: CheckoutSnapshot) => s.context.billingChoice;
/** An address's fields show for a new address only: a saved one chosen shows none, unless checking it found it incomplete. */
const showsFields = (choice: number | null, fields: FormFields<string>) => choice === null || (fields.showErrors && hasErrors(fields.errors));
export const selectShowsShippingFields = (s: CheckoutSnapshot) => showsFields(s.context.shippingChoice, s.context.shipping);
export const selectShowsBillingFields = (s: CheckoutSnapshot) => showsFields(s.context.billingChoice, s.context.billing);
export const selectSaveShipping = (s: CheckoutSnapshot) => s.context.saveShipping;
export const selectConsentTexts = (s: CheckoutSnapshot) => s.context.consentTexts;
