import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { CARD_FIELDS, cardOf, cardRules, savedCardRules, type CardField } from '../src/domain/card';
import { failureOf, type CheckoutFailure } from '../src/domain/checkout';
import { failedAuthentication, type CardChoice, type OrderDraft, type PaidWith, type PaymentResult, type PlacedOrder, type ThreeDSAction } from '../src/domain/payment';
import type { SavedCard } from '../src/domain/saved-cards';
import { validate } from '../src/domain/validation';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type CardPaymentEvent =
  | FieldChange<CardField>
  /** Pay with a saved card (its public hash), or with a new card (null). */
  | { type: 'card.choose'; publicHash: string | null }
  /** "Save this card for my next purchases", for a customer's new card. */
  | { type: 'card.store'; store: boolean }
  | { type: 'submit' }
  /** The provider's frame finished its 3-D Secure step (a fingerprint or the shopper's answer to a challenge). */
  | { type: 'threeDS.result'; threeDSResult: string }
  /** The frame could not be shown or ran into an error. */
  | { type: 'threeDS.error' }
  /** After an interruption: ask the payment's status again. */
  | { type: 'retry' };

export interface CardPaymentInput {
  draft: OrderDraft;
  /** Today, for the expiry check (a test gives its own). */
  now?: () => Date;
  /** A customer's saved cards, offered before a new one. */
  savedCards?: SavedCard[];
}

export interface CardPaymentContext extends FormFields<CardField> {
  draft: OrderDraft;
  now: () => Date;
  savedCards: SavedCard[];
  /** The saved card chosen (its public hash); null for a new card. */
  choice: string | null;
  /** Whether a customer's new card is to be saved. */
  store: boolean;
  /** The order placed for this cart; paying again (another card after a refusal) answers the same order. */
  order: PlacedOrder | null;
  /** The provider's last answer (spec §3: result code, action). */
  result: PaymentResult | null;
  /** The 3-D Secure step on screen, if any. */
  action: ThreeDSAction | null;
  /** Why the payment did not go through: shown on the payment step (spec §8 "stored in the matching slot"). */
  failure: { slot: 'paymentMethod' | 'order'; failure: CheckoutFailure } | null;
}

type Failure = { event: { error: unknown } };
type Answer = { event: { output: PaymentResult } };

/** A saved card asks its security code only. */
const rulesOf = (context: CardPaymentContext) => (context.choice === null ? cardRules(context.now) : savedCardRules);

/** What placing the order pays with. */
function choiceOf(context: CardPaymentContext): CardChoice {
  const saved = context.savedCards.find((card) => card.publicHash === context.choice);
  return saved
    ? { kind: 'saved', card: saved, cvc: textOf(context.values.cvc) }
    : { kind: 'new', card: cardOf(context.values), store: context.draft.signedIn && context.store };
}

const keep = { type: 'keepResult', params: ({ event }: Answer) => ({ result: event.output }) } as const;
const notAuthenticated = { type: 'failedAuthentication', params: ({ event }: Answer) => ({ result: event.output }) } as const;
const resultOf = ({ event }: Answer) => ({ result: event.output });

/** A refusal goes back to the card; another loss interrupts. */
const lost = [
  { guard: { type: 'isRefusal', params: ({ event }: Failure) => ({ error: event.error }) }, target: 'editing', actions: { type: 'keepRefusal' } },
  { target: 'interrupted' },
] as const;

/** The provider's answer: on to the receipt, a 3-D Secure step, or back to the card with a refusal. */
const answered = [
  { guard: { type: 'isAuthorised', params: resultOf }, target: 'authorised', actions: keep },
  { guard: { type: 'asksFingerprint', params: resultOf }, target: 'identifyingShopper', actions: keep },
  { guard: { type: 'asksChallenge', params: resultOf }, target: 'challengingShopper', actions: keep },
  { guard: notAuthenticated, target: 'editing', actions: [keep, 'refuseAuthentication'] },
  { target: 'editing', actions: [keep, 'refuse'] },
] as const;

/** The 3-D Secure frame's answer: its result goes to the provider; its error, back to the card. */
const frameAnswers = {
  'threeDS.result': { target: 'sendingDetails', actions: 'clearAction' },
  'threeDS.error': { target: 'editing', actions: 'keepThreeDSFailure' },
} as const;

/** How the order was paid: the card the provider names, else the saved card chosen, else the last digits typed. */
function paidWithOf(context: CardPaymentContext): PaidWith {
  if (context.result?.card) return { kind: 'card', ...context.result.card };
  const saved = context.savedCards.find((card) => card.publicHash === context.choice);
  if (saved) return { kind: 'card', brand: saved.brand, last4: saved.last4 };
  // A new card's number passed the card rules (12 digits at least) before it was sent.
  return { kind: 'card', brand: null, last4: cardOf(context.values).number.slice(-4) };
}
/**
 * Card payment with 3-D Secure (spec §3 "Card payment state", §4 order success), on the interface of Adyen's Magento
 * module. A customer with saved cards pays with one of them (its security code asked again) or with a new card, which
 * they may ask to save. The card is checked (Luhn, expiry, security code) before anything is sent; placing the order sends the
 * shipping and payment information (one order per cart, however often it is sent); the provider then answers
 * Authorised, Refused, or a 3-D Secure step: a device fingerprint in a hidden frame (IdentifyShopper) or a challenge
 * the shopper answers in a frame (ChallengeShopper). Each step's result goes back as payment details, until a final
 * answer. A refusal returns to the card, whose fields stay, to try another (a failed 3-D Secure check, to try the
 * same card again: the status read after the module's refusal tells which); a lost answer asks the status again
 * rather than paying twice. A wait that runs out (machines/wait-limits.ts) ends as its failure would: nothing is sent
 * again on its own. The machine ends with the order once authorised.
 */
export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    input: {} as CardPaymentInput,
    output: {} as PlacedOrder,
  },
  actors: {
    placeOrder: providedByTheApp<PlacedOrder, { draft: OrderDraft; payment: CardChoice }>('placeOrder'),
    paymentStatus: providedByTheApp<PaymentResult, { draft: OrderDraft; order: PlacedOrder }>('paymentStatus'),
    paymentDetails: providedByTheApp<PaymentResult, { draft: OrderDraft; order: PlacedOrder; threeDSResult: string }>('paymentDetails'),
    /** The provider's frame reports its result by message; a server has no frames. */
    threeDSFrame: fromCallback<CardPaymentEvent, { action: ThreeDSAction }>(() => undefined),
  },
  actions: {
    edit: assign(({ context }, params: FieldChange<CardField>) => edited(context, params, rulesOf(context))),
    check: assign(({ context }) => submitted(context, rulesOf(context))),
    /** Another card: its own checks apply to what was typed (once errors show). */
    choose: assign(({ context }, params: { publicHash: string | null }) => {
      const next = { ...context, choice: params.publicHash };
      return { choice: params.publicHash, errors: context.showErrors ? validate(rulesOf(next), context.values) : context.errors };
    }),
    keepStore: assign({ store: (_, params: { store: boolean }) => params.store }),
    clearFailure: assign({ failure: null }),
    keepOrder: assign({ order: (_, params: { order: PlacedOrder }) => params.order }),
    keepResult: assign({
      result: (_, params: { result: PaymentResult }) => params.result,
      // The provider tells the order's number with its final answer.
      order: ({ context }, params: { result: PaymentResult }) =>
        context.order && params.result.merchantReference ? { ...context.order, orderNumber: params.result.merchantReference } : context.order,
      action: (_, params: { result: PaymentResult }) => params.result.action,
    }),
    clearAction: assign({ action: null }),
    /** Refused, or an answer this shop cannot act on: the card again, with why. */
    refuse: assign({
      action: null,
      failure: ({ context }) => ({
        slot: 'paymentMethod' as const,
        failure: context.result?.resultCode === 'Refused' ? { reason: 'paymentRefused' as const } : { reason: 'generic' as const },
      }),
    }),
    keepRefusal: assign({ action: null, failure: { slot: 'paymentMethod', failure: { reason: 'paymentRefused' } } }),
    /** The bank's 3-D Secure check failed (a wrong code): the same card may try again. */
    refuseAuthentication: assign({ action: null, failure: { slot: 'paymentMethod', failure: { reason: 'authenticationFailed' } } }),
    keepOrderFailure: assign({ failure: (_, params: { failure: CheckoutFailure }) => ({ slot: 'order' as const, failure: params.failure }) }),
    keepThreeDSFailure: assign({ action: null, failure: { slot: 'paymentMethod', failure: { reason: 'generic' } } }),
  },
  guards: {
    isValid: ({ context }) => isValid(context.values, rulesOf(context)),
    isOffered: ({ context }, params: { publicHash: string | null }) =>
      params.publicHash === null || context.savedCards.some((card) => card.publicHash === params.publicHash),
    isRefusal: (_, params: { error: unknown }) => failureOf(params.error).reason === 'paymentRefused',
    /** Refused because the shopper failed the bank's 3-D Secure check (Adyen's refusalReasonCode 11). */
    failedAuthentication: (_, params: { result: PaymentResult }) => failedAuthentication(params.result),
    /** Spec §5: no step without a cart id. */
    hasNoCartId: ({ context }) => context.draft.cartId === '',
    isAuthorised: (_, params: { result: PaymentResult }) => params.result.resultCode === 'Authorised',
    /** A 3-D Secure step needs its action to be carried out: without one, the answer is one this shop cannot act on. */
    asksFingerprint: (_, params: { result: PaymentResult }) => params.result.resultCode === 'IdentifyShopper' && params.result.action !== null,
    asksChallenge: (_, params: { result: PaymentResult }) => params.result.resultCode === 'ChallengeShopper' && params.result.action !== null,
  },
  delays: {
    requestTimeout: WAIT_LIMITS.requestTimeout,
    fingerprintTimeout: WAIT_LIMITS.fingerprintTimeout,
    issuerTimeout: WAIT_LIMITS.issuerTimeout,
  },
}).createMachine({
  id: 'cardPayment',
  context: ({ input }) => ({
    values: emptyValues(CARD_FIELDS),
    errors: {},
    showErrors: false,
    draft: input.draft,
    now: input.now ?? (() => new Date()),
    savedCards: input.savedCards ?? [],
    // The first saved card is the one offered; without any, a new card.
    choice: input.savedCards?.[0]?.publicHash ?? null,
    store: false,
    order: null,
    result: null,
    action: null,
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        'card.choose': { guard: { type: 'isOffered', params: ({ event }) => event }, actions: { type: 'choose', params: ({ event }) => event } },
        'card.store': { actions: { type: 'keepStore', params: ({ event }) => event } },
        // "Place order" takes one click: the next ones find it placing.
        submit: [
          { guard: 'hasNoCartId', actions: ['check', { type: 'keepOrderFailure', params: { failure: { reason: 'missingCartId' } } }] },
          { guard: 'isValid', target: 'placing', actions: ['check', 'clearFailure'] },
          { actions: 'check' },
        ],
      },
    },
    placing: {
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => ({ draft: context.draft, payment: choiceOf(context) }),
        onDone: { target: 'checkingStatus', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'editing', actions: { type: 'keepOrderFailure', params: ({ event }: Failure) => ({ failure: failureOf(event.error) }) } },
      },
      // No answer: as a lost connection, the card again to place the order by hand (one order per cart, however
      // often it is sent); never sent again on its own.
      after: { requestTimeout: { target: 'editing', actions: { type: 'keepOrderFailure', params: { failure: { reason: 'network' } } } } },
    },
    /** The provider's answer for the order: read, never sent again. */
    checkingStatus: {
      invoke: {
        id: 'paymentStatus',
        src: 'paymentStatus',
        input: ({ context }) => ({ draft: context.draft, order: context.order! }),
        onDone: answered,
        onError: lost,
      },
      after: { requestTimeout: 'interrupted' },
    },
    /**
     * A device fingerprint, in a hidden frame: it completes by itself, in seconds. Kept apart from the challenge:
     * the shopper sees nothing and does nothing here, and the bank's wait is seconds, not minutes.
     */
    identifyingShopper: {
      invoke: { src: 'threeDSFrame', input: ({ context }) => ({ action: context.action! }) },
      on: frameAnswers,
      // A frame that never reports fails as one that reports an error: the card again, to try once more.
      after: { fingerprintTimeout: { target: 'editing', actions: 'keepThreeDSFailure' } },
    },
    /** The card's bank asks the shopper, in a frame of the payment step. */
    challengingShopper: {
      invoke: { src: 'threeDSFrame', input: ({ context }) => ({ action: context.action! }) },
      on: frameAnswers,
      after: { issuerTimeout: { target: 'editing', actions: 'keepThreeDSFailure' } },
    },
    sendingDetails: {
      invoke: {
        id: 'paymentDetails',
        src: 'paymentDetails',
        input: ({ context, event }) => ({ draft: context.draft, order: context.order!, threeDSResult: (event as Extract<CardPaymentEvent, { type: 'threeDS.result' }>).threeDSResult }),
        onDone: answered,
        onError: [
          { guard: { type: 'isRefusal', params: ({ event }: Failure) => ({ error: event.error }) }, target: 'readingRefusal' },
          { target: 'interrupted' },
        ],
      },
      // The details are never sent again on their own: the status tells, on request, what became of them.
      after: { requestTimeout: 'interrupted' },
    },
    /**
     * Adyen's module answers a refused 3-D Secure step with "The payment is REFUSED." only: the payment's status tells
     * why. A failed check (a wrong code) lets the same card try again; any other answer, or none, is a refusal.
     */
    readingRefusal: {
      invoke: {
        id: 'paymentStatus',
        src: 'paymentStatus',
        input: ({ context }) => ({ draft: context.draft, order: context.order! }),
        onDone: [
          { guard: notAuthenticated, target: 'editing', actions: [keep, 'refuseAuthentication'] },
          { target: 'editing', actions: 'keepRefusal' },
        ],
        onError: { target: 'editing', actions: 'keepRefusal' },
      },
      after: { requestTimeout: { target: 'editing', actions: 'keepRefusal' } },
    },
    /** An answer was lost (network, backend restarting): the order stands; its status is asked again on request. */
    interrupted: {
      on: { retry: 'checkingStatus' },
    },
    authorised: { type: 'final' },
  },
  output: ({ context }): PlacedOrder => ({ ...context.order!, paidWith: paidWithOf(context) }),
});

export type CardPaymentSnapshot = SnapshotFrom<typeof cardPaymentMachine>;
export type CardPaymentActor = ActorRefFrom<typeof cardPaymentMachine>;

// Selectors: what the payment step shows.
/** "Place order" shows progress and takes no second click until the provider has answered. */
export const selectIsPlacing = (s: CardPaymentSnapshot) => !s.matches('editing') && !s.matches('interrupted');
export const selectThreeDS = (s: CardPaymentSnapshot) =>
  s.matches('identifyingShopper') ? { frame: 'hidden' as const, action: s.context.action! } : s.matches('challengingShopper') ? { frame: 'shown' as const, action: s.context.action! } : null;
export const selectInterrupted = (s: CardPaymentSnapshot) => s.matches('interrupted');
export const selectFailure = (s: CardPaymentSnapshot) => s.context.failure;
export const selectSavedCards = (s: CardPaymentSnapshot) => s.context.savedCards;
export const selectChoice = (s: CardPaymentSnapshot) => s.context.choice;
/** A customer's new card may be saved. */
export const selectCanStore = (s: CardPaymentSnapshot) => s.context.draft.signedIn && s.context.choice === null;
export const selectStore = (s: CardPaymentSnapshot) => s.context.store;
