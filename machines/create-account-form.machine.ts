import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  accountFailureOf, CREATE_ACCOUNT_FIELDS, createAccountRules, type AccountFailure, type CreateAccountField,
} from '../src/domain/account-forms';
import type { AccountConsentTexts, Credentials, NewAccount } from '../src/domain/customer';
import { ACCOUNT_CREATED_TOAST } from '../src/domain/toast';
import type { PasswordPolicy } from '../src/domain/validation';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import type { ShellRequest } from './shell-bus';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type CreateAccountFormEvent = FieldChange<CreateAccountField> | { type: 'submit' };

export interface CreateAccountFormInput {
  policy: PasswordPolicy;
  /** The store records data-protection consents (its backend has the module); by default it does. */
  asksConsent?: boolean;
  /** After an order, the receipt's shipping details (spec §2: `email`, `firstName`, `lastName` query parameters). */
  prefill?: { email?: string; firstname?: string; lastname?: string };
}

export interface CreateAccountFormContext extends FormFields<CreateAccountField> {
  policy: PasswordPolicy;
  asksConsent: boolean;
  /** The new customer's token: the consent is recorded with it. */
  token: string | null;
  failure: AccountFailure | null;
  /** The store's consent label and notice; the catalogue's own words until they come, or if they never do. */
  consentTexts: AccountConsentTexts | null;
}

const accountOf = ({ values }: CreateAccountFormContext): NewAccount => ({
  firstname: textOf(values.firstname),
  lastname: textOf(values.lastname),
  email: textOf(values.email),
  password: String(values.password),
  isSubscribed: values.isSubscribed === true,
});

const rulesOf = (context: CreateAccountFormContext) => createAccountRules(context.policy, context.asksConsent);

/**
 * The create-account form (spec §2 "/create-account" and the drawer's view; §5 rules; §6 consent). The store's
 * consent texts load beside the form. A valid submission creates the account, signs the new customer in and
 * records, as that customer, the data-protection consent they gave (where the store records consents: elsewhere none
 * is asked); then the token goes up the shell's bus to the session, and the shell says the account is made. A refusal of the account
 * shows above the fields, which keep what was typed; an account made but not signed into says so and offers
 * the sign-in.
 */
export const createAccountFormMachine = setup({
  types: {
    context: {} as CreateAccountFormContext,
    events: {} as CreateAccountFormEvent,
    input: {} as CreateAccountFormInput,
  },
  actors: {
    loadConsentTexts: providedByTheApp<AccountConsentTexts>('loadConsentTexts'),
    createAccount: providedByTheApp<void, NewAccount>('createAccount'),
    signIn: providedByTheApp<string, Credentials>('signIn'),
    recordConsent: providedByTheApp<void, { isConsent: boolean; token: string }>('recordConsent'),
  },
  actions: {
    edit: assign(({ context }, params: FieldChange<CreateAccountField>) => edited(context, params, rulesOf(context))),
    check: assign(({ context }) => submitted(context, rulesOf(context))),
    clearFailure: assign({ failure: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => accountFailureOf(params.error) }),
    keepConsentTexts: assign({ consentTexts: (_, params: { texts: AccountConsentTexts }) => params.texts }),
    keepToken: assign({ token: (_, params: { token: string }) => params.token }),
    signInSession: sendParent((_, params: { token: string }) => ({ type: 'shell.session', request: { type: 'session.tokenSet', token: params.token } }) satisfies ShellRequest),
    /** Told in a toast: the form is gone as the shopper is sent on. */
    tellCreated: sendParent({ type: 'shell.notify', toast: ACCOUNT_CREATED_TOAST } satisfies ShellRequest),
    /** Spec §8: logged, not shown; the customer is signed in and the consent can be given again in the account. */
    logConsentError: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    isValid: ({ context }) => isValid(context.values, rulesOf(context)),
    asksNoConsent: ({ context }) => !context.asksConsent,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'createAccountForm',
  context: ({ input }) => ({
    values: emptyValues(CREATE_ACCOUNT_FIELDS, { ...input.prefill, isSubscribed: false, consent: false }),
    errors: {},
    showErrors: false,
    failure: null,
    consentTexts: null,
    token: null,
    policy: input.policy,
    asksConsent: input.asksConsent ?? true,
  }),
  type: 'parallel',
  states: {
    consentTexts: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadConsentTexts',
            src: 'loadConsentTexts',
            onDone: { target: 'ready', actions: { type: 'keepConsentTexts', params: ({ event }) => ({ texts: event.output }) } },
            onError: 'unavailable',
          },
          after: { requestTimeout: 'unavailable' },
        },
        ready: { tags: 'settled' },
        unavailable: { tags: 'settled' },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
            submit: [{ guard: 'isValid', target: 'creating', actions: ['check', 'clearFailure'] }, { actions: 'check' }],
          },
        },
        creating: {
          invoke: {
            id: 'createAccount',
            src: 'createAccount',
            input: ({ context }) => accountOf(context),
            onDone: 'signingIn',
            onError: { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
          },
          // No answer in time reads as the network's failure; what was typed stays, and the shopper may send again.
          after: { requestTimeout: { target: 'editing', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
        },
        signingIn: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => ({ email: accountOf(context).email, password: accountOf(context).password }),
            onDone: [
              {
                guard: 'asksNoConsent',
                target: 'created',
                actions: [
                  { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
                  { type: 'signInSession', params: ({ event }) => ({ token: event.output }) },
                ],
              },
              // The session hears of the token once the consent is settled: signed in, the shopper leaves this page for
              // guests, and the form with it.
              { target: 'recordingConsent', actions: { type: 'keepToken', params: ({ event }) => ({ token: event.output }) } },
            ],
            onError: 'createdOnly',
          },
          after: { requestTimeout: 'createdOnly' },
        },
        recordingConsent: {
          invoke: {
            id: 'recordConsent',
            src: 'recordConsent',
            input: ({ context }) => ({ isConsent: true, token: context.token! }),
            onDone: { target: 'created', actions: { type: 'signInSession', params: ({ context }) => ({ token: context.token! }) } },
            onError: {
              target: 'created',
              actions: [
                { type: 'logConsentError', params: ({ event }) => ({ error: event.error }) },
                { type: 'signInSession', params: ({ context }) => ({ token: context.token! }) },
              ],
            },
          },
          after: {
            requestTimeout: {
              target: 'created',
              actions: [
                { type: 'logConsentError', params: () => ({ error: timedOut() }) },
                { type: 'signInSession', params: ({ context }) => ({ token: context.token! }) },
              ],
            },
          },
        },
        created: { type: 'final', entry: 'tellCreated' },
        /** The account exists, but signing in failed: the shopper is asked to sign in. */
        createdOnly: { type: 'final' },
      },
    },
  },
});

export type CreateAccountFormSnapshot = SnapshotFrom<typeof createAccountFormMachine>;
export type CreateAccountFormActor = ActorRefFrom<typeof createAccountFormMachine>;

export const selectIsSubmitting = (s: CreateAccountFormSnapshot) =>
  s.matches({ form: 'creating' }) || s.matches({ form: 'signingIn' }) || s.matches({ form: 'recordingConsent' }) || s.matches({ form: 'created' });
export const selectCreatedOnly = (s: CreateAccountFormSnapshot) => s.matches({ form: 'createdOnly' });
export const selectConsentTexts = (s: CreateAccountFormSnapshot) => s.context.consentTexts;
export const selectAsksConsent = (s: CreateAccountFormSnapshot) => s.context.asksConsent;
