import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  mayWriteReview, REVIEW_FIELDS, reviewFailureOf, reviewRules, type ReviewFailure, type ReviewField, type ReviewSettings, type ReviewSubmission,
} from '../src/domain/reviews';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export interface ReviewFormInput {
  sku: string;
}

export type ReviewFormEvent =
  /** The shopper asks to write a review; whether they are signed in decides if a guest may. */
  | { type: 'open'; signedIn: boolean }
  | FieldChange<ReviewField>
  | { type: 'submit' }
  | { type: 'retry' }
  /** Write another review after one was sent. */
  | { type: 'again' };

export interface ReviewFormContext extends FormFields<ReviewField>, ReviewFormInput {
  signedIn: boolean;
  settings: ReviewSettings | null;
  failure: ReviewFailure | null;
}

const blankForm = () => ({ values: emptyValues(REVIEW_FIELDS), errors: {}, showErrors: false });

// The form shows, and its rules apply, only once the store's settings are in (from `editing` on).
const rulesOf = (context: ReviewFormContext) => reviewRules(context.settings!.rating);

/** The review as createProductReview takes it: trimmed words, and the star chosen as its rating's value id. */
export function reviewOf({ sku, values, settings }: ReviewFormContext): ReviewSubmission {
  const rating = settings!.rating;
  const star = rating?.values.find((v) => String(v.value) === values.rating);
  return {
    sku,
    nickname: textOf(values.nickname),
    summary: textOf(values.summary),
    text: textOf(values.text),
    ratings: star ? [{ id: rating!.id, value_id: star.valueId }] : [],
  };
}

/**
 * The product page's review form: closed until the shopper asks for it; then the store's review settings come. A
 * store that takes no reviews shows nothing; one that keeps them to customers offers a guest to sign in. The form
 * (stars 1 to 5, nickname, summary, review) is checked on submit; a valid review is `submitting` until the shop has
 * it, then `submitted`: it waits for the shop's approval before anyone sees it. A refusal keeps what was typed.
 */
export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as ReviewFormInput,
  },
  actors: {
    loadReviewSettings: providedByTheApp<ReviewSettings>('loadReviewSettings'),
    sendReview: providedByTheApp<void, ReviewSubmission>('sendReview'),
  },
  actions: {
    keepSignedIn: assign({ signedIn: (_, params: { signedIn: boolean }) => params.signedIn }),
    keepSettings: assign({ settings: (_, params: { settings: ReviewSettings }) => params.settings }),
    edit: assign(({ context }, params: FieldChange<ReviewField>) => edited(context, params, rulesOf(context))),
    check: assign(({ context }) => submitted(context, rulesOf(context))),
    clearFailure: assign({ failure: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => reviewFailureOf(params.error) }),
    clearForm: assign(() => blankForm()),
  },
  guards: {
    mayWrite: ({ context }, params: { settings: ReviewSettings }) => mayWriteReview(params.settings, context.signedIn),
    takesReviews: (_, params: { settings: ReviewSettings }) => params.settings.enabled,
    isValid: ({ context }) => isValid(context.values, rulesOf(context)),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({ ...input, ...blankForm(), signedIn: false, settings: null, failure: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { open: { target: 'loading', actions: { type: 'keepSignedIn', params: ({ event }) => ({ signedIn: event.signedIn }) } } },
    },
    loading: {
      invoke: {
        id: 'loadReviewSettings',
        src: 'loadReviewSettings',
        onDone: [
          {
            guard: { type: 'mayWrite', params: ({ event }) => ({ settings: event.output }) },
            target: 'editing',
            actions: { type: 'keepSettings', params: ({ event }) => ({ settings: event.output }) },
          },
          {
            guard: { type: 'takesReviews', params: ({ event }) => ({ settings: event.output }) },
            target: 'signInNeeded',
            actions: { type: 'keepSettings', params: ({ event }) => ({ settings: event.output }) },
          },
          { target: 'unavailable', actions: { type: 'keepSettings', params: ({ event }) => ({ settings: event.output }) } },
        ],
        onError: 'loadFailed',
      },
      after: { requestTimeout: 'loadFailed' },
    },
    loadFailed: { on: { retry: 'loading' } },
    // The store keeps reviews to customers: a guest is offered to sign in.
    signInNeeded: {},
    // The store takes no reviews.
    unavailable: {},
    editing: {
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        submit: [{ guard: 'isValid', target: 'submitting', actions: ['check', 'clearFailure'] }, { actions: 'check' }],
      },
    },
    submitting: {
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ context }) => reviewOf(context),
        onDone: { target: 'submitted', actions: 'clearForm' },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // No answer in time reads as the network's failure; what was typed stays, and the shopper may send again.
      after: { requestTimeout: { target: 'failed', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
    },
    // The shop refused the review or could not be reached: the form keeps what was typed, the refusal shows.
    failed: {
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        submit: [{ guard: 'isValid', target: 'submitting', actions: ['check', 'clearFailure'] }, { target: 'editing', actions: ['check', 'clearFailure'] }],
      },
    },
    // The shop has it, pending its approval; the shopper may write another.
    submitted: { on: { again: 'editing' } },
  },
});

export type ReviewFormSnapshot = SnapshotFrom<typeof reviewFormMachine>;
export type ReviewFormActor = ActorRefFrom<typeof reviewFormMachine>;

export type ReviewFormView = 'closed' | 'loading' | 'loadFailed' | 'signInNeeded' | 'unavailable' | 'form' | 'submitted';

export const selectReviewFormView = (s: ReviewFormSnapshot): ReviewFormView =>
  s.matches('editing') || s.matches('submitting') || s.matches('failed')
    ? 'form'
    : (['closed', 'loading', 'loadFailed', 'signInNeeded', 'unavailable', 'submitted'] as const).find((state) => s.matches(state))!;
export const selectIsSending = (s: ReviewFormSnapshot) => s.matches('submitting');
export const selectReviewFailure = (s: ReviewFormSnapshot) => (s.matches('failed') ? s.context.failure : null);
/** The stars a shopper may choose while the form shows, lowest first (none where the shop rates nothing). */
export const selectStarValues = (s: ReviewFormSnapshot) => (s.context.settings!.rating?.values ?? []).map((v) => v.value);
