import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { accountFailureOf, SIGN_IN_FIELDS, signInRules, type AccountFailure, type SignInField } from '../src/domain/account-forms';
import type { Credentials } from '../src/domain/customer';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import type { ShellRequest } from './shell-bus';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type SignInFormEvent = FieldChange<SignInField> | { type: 'submit' };

export interface SignInFormContext extends FormFields<SignInField> {
  failure: AccountFailure | null;
}

const credentialsOf = (context: SignInFormContext): Credentials => ({
  email: textOf(context.values.email),
  password: String(context.values.password),
});

/**
 * The sign-in form (spec §2 "/sign-in" and the drawer's Sign In view; §5 rules). Submitting checks the fields;
 * valid ones go to the backend, and a second submission waits for the answer. The token goes to the shell's
 * session (up the shell's bus), which tells the shop; a refusal shows above the fields, which keep what was typed.
 */
export const signInFormMachine = setup({
  types: {
    context: {} as SignInFormContext,
    events: {} as SignInFormEvent,
  },
  actors: {
    signIn: providedByTheApp<string, Credentials>('signIn'),
  },
  actions: {
    edit: assign(({ context }, params: FieldChange<SignInField>) => edited(context, params, signInRules)),
    check: assign(({ context }) => submitted(context, signInRules)),
    clearFailure: assign({ failure: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => accountFailureOf(params.error) }),
    signInSession: sendParent((_, params: { token: string }) => ({ type: 'shell.session', request: { type: 'session.tokenSet', token: params.token } }) satisfies ShellRequest),
  },
  guards: {
    isValid: ({ context }) => isValid(context.values, signInRules),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'signInForm',
  context: { values: emptyValues(SIGN_IN_FIELDS), errors: {}, showErrors: false, failure: null },
  // Nothing to load: a server renders the form at once.
  tags: 'settled',
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        submit: [{ guard: 'isValid', target: 'submitting', actions: ['check', 'clearFailure'] }, { actions: 'check' }],
      },
    },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => credentialsOf(context),
        onDone: { target: 'signedIn', actions: { type: 'signInSession', params: ({ event }) => ({ token: event.output }) } },
        onError: { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // No answer in time reads as the network's failure; what was typed stays, and the shopper may send again.
      after: { requestTimeout: { target: 'editing', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
    },
    signedIn: { type: 'final' },
  },
});

export type SignInFormSnapshot = SnapshotFrom<typeof signInFormMachine>;
export type SignInFormActor = ActorRefFrom<typeof signInFormMachine>;

export const selectIsSubmitting = (s: SignInFormSnapshot) => s.matches('submitting') || s.matches('signedIn');
