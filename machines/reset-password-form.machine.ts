import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  accountFailureOf, RESET_PASSWORD_FIELDS, resetPasswordRules, type AccountFailure, type ResetPasswordField,
} from '../src/domain/account-forms';
import type { PasswordReset } from '../src/domain/customer';
import { email as emailRule, required, type PasswordPolicy } from '../src/domain/validation';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type ResetPasswordFormEvent = FieldChange<ResetPasswordField> | { type: 'submit' };

export interface ResetPasswordFormInput {
  /** The token of the e-mailed link (`?token=`), or null when the link lost it. */
  token: string | null;
  /** The account's e-mail the link carries (`?email=`), or null when it has none. */
  email: string | null;
  policy: PasswordPolicy;
}

export interface ResetPasswordFormContext extends FormFields<ResetPasswordField> {
  token: string | null;
  /** The link's e-mail, when it is one: the shopper is not asked for it again. */
  linkEmail: string | null;
  policy: PasswordPolicy;
  failure: AccountFailure | null;
}

const rulesOf = (context: ResetPasswordFormContext) => resetPasswordRules(context.policy);

/** The link's e-mail, trimmed, if it is a well-formed address; a broken one is asked for as if absent. */
const linkEmailOf = (given: string | null): string | null => {
  const value = given?.trim() ?? '';
  return required(value, {}) || emailRule(value, {}) ? null : value;
};

/**
 * The reset-password form (spec §2 "/customer/account/createPassword"), opened from the e-mailed link: the
 * account's e-mail and a new password by the store's rule. The e-mail comes with the link (Magento's resetPassword
 * needs it with the token): asked for only when the link lacks it. A link without its token says so at once. Saved, it
 * offers the sign-in; a link the backend refuses (used, expired, wrong) says why and offers a new one.
 */
export const resetPasswordFormMachine = setup({
  types: {
    context: {} as ResetPasswordFormContext,
    events: {} as ResetPasswordFormEvent,
    input: {} as ResetPasswordFormInput,
  },
  actors: {
    resetPassword: providedByTheApp<void, PasswordReset>('resetPassword'),
  },
  actions: {
    edit: assign(({ context }, params: FieldChange<ResetPasswordField>) => edited(context, params, rulesOf(context))),
    check: assign(({ context }) => submitted(context, rulesOf(context))),
    clearFailure: assign({ failure: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => accountFailureOf(params.error) }),
  },
  guards: {
    lacksToken: ({ context }) => !context.token,
    isValid: ({ context }) => isValid(context.values, rulesOf(context)),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'resetPasswordForm',
  context: ({ input }) => {
    const linkEmail = linkEmailOf(input.email);
    return {
      values: emptyValues(RESET_PASSWORD_FIELDS, { email: linkEmail ?? '' }),
      errors: {},
      showErrors: false,
      failure: null,
      token: input.token?.trim() || null,
      linkEmail,
      policy: input.policy,
    };
  },
  tags: 'settled',
  initial: 'editing',
  states: {
    editing: {
      always: { guard: 'lacksToken', target: 'linkIncomplete' },
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        submit: [{ guard: 'isValid', target: 'submitting', actions: ['check', 'clearFailure'] }, { actions: 'check' }],
      },
    },
    submitting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ email: textOf(context.values.email), token: context.token!, password: String(context.values.password) }),
        onDone: 'saved',
        onError: { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // No answer in time reads as the network's failure; what was typed stays, and the shopper may send again.
      after: { requestTimeout: { target: 'editing', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
    },
    saved: { type: 'final' },
    linkIncomplete: { type: 'final' },
  },
});

export type ResetPasswordFormSnapshot = SnapshotFrom<typeof resetPasswordFormMachine>;
export type ResetPasswordFormActor = ActorRefFrom<typeof resetPasswordFormMachine>;

export const selectIsSubmitting = (s: ResetPasswordFormSnapshot) => s.matches('submitting');
/** The account the link is for, when it says: the form then asks only for the new password. */
export const selectLinkEmail = (s: ResetPasswordFormSnapshot) => s.context.linkEmail;
/** What the page shows: the form, a link that lost its token, or the saved password. */
export const selectResetPasswordView = (s: ResetPasswordFormSnapshot): 'form' | 'linkIncomplete' | 'saved' =>
  s.matches('linkIncomplete') ? 'linkIncomplete' : s.matches('saved') ? 'saved' : 'form';
