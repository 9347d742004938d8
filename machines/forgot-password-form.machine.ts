import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  accountFailureOf, FORGOT_PASSWORD_FIELDS, forgotPasswordRules, isUnknownEmailForReset, type AccountFailure, type ForgotPasswordField,
} from '../src/domain/account-forms';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type ForgotPasswordFormEvent = FieldChange<ForgotPasswordField> | { type: 'submit' };

export interface ForgotPasswordFormContext extends FormFields<ForgotPasswordField> {
  failure: AccountFailure | null;
}

/**
 * The forgot-password form (spec §2 "/forgot-password" and the drawer's view). A valid e-mail asks the backend
 * to send its reset link; the form then says where the link went. An e-mail the shop does not know gets the same
 * answer, so that the form tells nobody who has an account; any other failure shows, the e-mail kept.
 */
export const forgotPasswordFormMachine = setup({
  types: {
    context: {} as ForgotPasswordFormContext,
    events: {} as ForgotPasswordFormEvent,
  },
  actors: {
    requestReset: providedByTheApp<void, { email: string }>('requestReset'),
  },
  actions: {
    edit: assign(({ context }, params: FieldChange<ForgotPasswordField>) => edited(context, params, forgotPasswordRules)),
    check: assign(({ context }) => submitted(context, forgotPasswordRules)),
    clearFailure: assign({ failure: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => accountFailureOf(params.error) }),
  },
  guards: {
    isValid: ({ context }) => isValid(context.values, forgotPasswordRules),
    isUnknownEmail: (_, params: { error: unknown }) => isUnknownEmailForReset(params.error),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'forgotPasswordForm',
  context: { values: emptyValues(FORGOT_PASSWORD_FIELDS), errors: {}, showErrors: false, failure: null },
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
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: textOf(context.values.email) }),
        onDone: 'sent',
        onError: [
          { guard: { type: 'isUnknownEmail', params: ({ event }) => ({ error: event.error }) }, target: 'sent' },
          { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
      // No answer in time reads as the network's failure; what was typed stays, and the shopper may send again.
      after: { requestTimeout: { target: 'editing', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
    },
    sent: { type: 'final' },
  },
});

export type ForgotPasswordFormSnapshot = SnapshotFrom<typeof forgotPasswordFormMachine>;
export type ForgotPasswordFormActor = ActorRefFrom<typeof forgotPasswordFormMachine>;

export const selectIsSubmitting = (s: ForgotPasswordFormSnapshot) => s.matches('submitting');
export const selectSentTo = (s: ForgotPasswordFormSnapshot) => (s.matches('sent') ? textOf(s.context.values.email) : null);
