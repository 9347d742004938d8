import { createAccountFormMachine, type CreateAccountFormEvent, type CreateAccountFormSnapshot } from '../../machines/create-account-form.machine';
import { forgotPasswordFormMachine, type ForgotPasswordFormSnapshot } from '../../machines/forgot-password-form.machine';
import { resetPasswordFormMachine, type ResetPasswordFormSnapshot } from '../../machines/reset-password-form.machine';
import { sessionMachine } from '../../machines/session.machine';
import { signInFormMachine, type SignInFormSnapshot } from '../../machines/sign-in-form.machine';
import {
  createAccountRules, forgotPasswordRules, resetPasswordRules, signInRules, type CreateAccountField, type ResetPasswordField, type SignInField,
} from '../../src/domain/account-forms';
import { DEFAULT_PASSWORD_POLICY, validate, type FieldValue, type Rule } from '../../src/domain/validation';
import {
  CUSTOMER, EMAIL_TAKEN, PASSWORD, RESET_REFUSED, SIGN_IN_FAILED, TOKEN_REVOKED, UNEXPECTED, UNKNOWN_EMAIL,
} from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import type { FieldChange } from '../../machines/form';
import { defineModel } from '../harness/model';

// The account machines' models: the session, and the four account forms.

/**
 * The session: a live stored token, an expired one, or none at start; a sign-in; details answered, failed, or
 * refused (a revoked token); the revocation answered or failed. What tells states apart: a customer, and the
 * first name kept with the token.
 */
export const sessionModel = defineModel({
  name: 'session',
  machine: sessionMachine,
  input: { tokenLifetimeS: 1200 },
  identity: ({ context }) => ({ customer: context.customer !== null, known: context.knownFirstName !== null }),
  events: () => [
    { type: 'session.stored' as const, token: 'STORED-TOKEN', remainingMs: 60_000, expired: false, firstName: null },
    // The token's customer was greeted before: a reload greets them again at once, network or not.
    { type: 'session.stored' as const, token: 'STORED-TOKEN', remainingMs: 60_000, expired: false, firstName: 'Marie' },
    { type: 'session.stored' as const, token: null, remainingMs: 0, expired: true, firstName: null },
    { type: 'session.stored' as const, token: null, remainingMs: 0, expired: false, firstName: null },
    { type: 'session.tokenSet' as const, token: 'NEW-TOKEN' },
    { type: 'xstate.done.actor.loadCustomer' as const, output: CUSTOMER },
    { type: 'xstate.error.actor.loadCustomer' as const, error: NETWORK_DOWN },
    { type: 'xstate.error.actor.loadCustomer' as const, error: TOKEN_REVOKED },
    { type: 'xstate.error.actor.revokeToken' as const, error: NETWORK_DOWN },
  ],
});

type Values = Record<string, FieldValue>;

/** The fields a rule set finds wrong in `values`. */
export const invalidFields = (rules: Readonly<Record<string, readonly Rule[]>>, values: Values) => Object.keys(validate(rules, values)).sort();

/**
 * A form's field changes, kept to a line so that a traversal stays small: the first wrong field can be put right;
 * once none is wrong, each of `breaks` can put one wrong again (one per rule of spec §5).
 */
export function fieldChanges<F extends string>(
  rules: Readonly<Record<F, readonly Rule[]>>,
  values: Record<F, FieldValue>,
  good: Record<F, FieldValue>,
  breaks: { field: F; value: FieldValue }[],
): FieldChange<F>[] {
  const order = Object.keys(good);
  const [first] = (invalidFields(rules, values) as F[]).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  if (first) return [{ type: 'field.change', field: first, value: good[first] }];
  return breaks.map((change) => ({ type: 'field.change', ...change }));
}

/** What tells a form's states apart: which fields are wrong, whether errors show, and what the backend said. */
const formIdentity = (rules: Readonly<Record<string, readonly Rule[]>>) => (s: { context: { values: Values; showErrors: boolean; failure: string | null } }) => ({
  invalid: invalidFields(rules, s.context.values),
  showErrors: s.context.showErrors,
  failure: s.context.failure,
});

export const SIGN_IN_GOOD = { email: CUSTOMER.email, password: PASSWORD };

export const signInFormModel = defineModel({
  name: 'signInForm',
  machine: signInFormMachine,
  identity: formIdentity(signInRules) as (s: SignInFormSnapshot) => unknown,
  events: (snapshot) => [
    ...fieldChanges<SignInField>(signInRules, snapshot.context.values, SIGN_IN_GOOD, [
      { field: 'email', value: 'marie.dupont@' },
      { field: 'password', value: ' ' },
    ]),
    { type: 'submit' as const },
    { type: 'xstate.done.actor.signIn' as const, output: 'NEW-TOKEN' },
    ...[SIGN_IN_FAILED, NETWORK_DOWN, UNEXPECTED].map((error) => ({ type: 'xstate.error.actor.signIn' as const, error })),
  ],
});

/** The form's rules as the store asks them: with the data-protection consent where it records consents. */
const createRules = (s: CreateAccountFormSnapshot) => createAccountRules(DEFAULT_PASSWORD_POLICY, s.context.asksConsent);

export const CREATE_ACCOUNT_GOOD = {
  firstname: CUSTOMER.firstname,
  lastname: CUSTOMER.lastname,
  email: CUSTOMER.email,
  password: PASSWORD,
  isSubscribed: false,
  consent: true,
};

/** The form's waits that may run out (`after`). */
const CREATE_ACCOUNT_WAITS = ['consentTexts.loading', 'form.creating', 'form.signingIn', 'form.recordingConsent'].map((state) => `xstate.after.requestTimeout.createAccountForm.${state}`);

export const createAccountFormModel = defineModel({
  name: 'createAccountForm',
  machine: createAccountFormMachine,
  // A store that records consents, and one whose backend lacks the module (no consent asked).
  inputs: [{ policy: DEFAULT_PASSWORD_POLICY }, { policy: DEFAULT_PASSWORD_POLICY, asksConsent: false }],
  identity: (s: CreateAccountFormSnapshot) => ({ ...formIdentity(createRules(s))(s), texts: s.context.consentTexts !== null }),
  // One wait runs out at a time: the test's clock stands still between steps, so the texts' wait and the form's,
  // both running, would run out together.
  withhold: (s: CreateAccountFormSnapshot) =>
    s.matches({ consentTexts: 'loading' }) && (['creating', 'signingIn', 'recordingConsent'] as const).some((form) => s.matches({ form }))
      ? (CREATE_ACCOUNT_WAITS as unknown as CreateAccountFormEvent['type'][])
      : [],
  events: (snapshot) => [
    ...fieldChanges<CreateAccountField>(createRules(snapshot), snapshot.context.values, { ...CREATE_ACCOUNT_GOOD, ...(!snapshot.context.asksConsent && { consent: false }) }, [
      { field: 'firstname', value: '' },
      { field: 'email', value: 'marie.dupont@example' },
      // Too short, and too few classes (the e-mail as password has its own test: this e-mail has too few classes).
      { field: 'password', value: 'Court#1' },
      { field: 'password', value: 'printemps2026' },
      ...(snapshot.context.asksConsent ? [{ field: 'consent' as const, value: false }] : []),
    ]),
    { type: 'submit' as const },
    { type: 'xstate.done.actor.loadConsentTexts' as const, output: { label: 'J’accepte le traitement de mes données.', legal: '<p>Voir notre <a href="/donnees-personnelles">politique</a>.</p>' } },
    { type: 'xstate.error.actor.loadConsentTexts' as const, error: NETWORK_DOWN },
    ...[EMAIL_TAKEN, NETWORK_DOWN].map((error) => ({ type: 'xstate.error.actor.createAccount' as const, error })),
    { type: 'xstate.done.actor.signIn' as const, output: 'NEW-TOKEN' },
    { type: 'xstate.error.actor.signIn' as const, error: NETWORK_DOWN },
    { type: 'xstate.error.actor.recordConsent' as const, error: NETWORK_DOWN },
  ],
});

export const forgotPasswordFormModel = defineModel({
  name: 'forgotPasswordForm',
  machine: forgotPasswordFormMachine,
  identity: formIdentity(forgotPasswordRules) as (s: ForgotPasswordFormSnapshot) => unknown,
  events: (snapshot) => [
    ...fieldChanges(forgotPasswordRules, snapshot.context.values, { email: CUSTOMER.email }, [{ field: 'email', value: 'marie.dupont@example' }]),
    { type: 'submit' as const },
    ...[UNKNOWN_EMAIL, NETWORK_DOWN].map((error) => ({ type: 'xstate.error.actor.requestReset' as const, error })),
  ],
});

const resetRules = resetPasswordRules(DEFAULT_PASSWORD_POLICY);

/** A link with its token, and one that lost it; neither carries the e-mail (the field's paths are the ones tested). */
export const resetPasswordFormModel = defineModel({
  name: 'resetPasswordForm',
  machine: resetPasswordFormMachine,
  inputs: [
    { token: 'RESET-TOKEN', email: null, policy: DEFAULT_PASSWORD_POLICY },
    { token: null, email: null, policy: DEFAULT_PASSWORD_POLICY },
  ],
  identity: formIdentity(resetRules) as (s: ResetPasswordFormSnapshot) => unknown,
  events: (snapshot) => [
    ...fieldChanges<ResetPasswordField>(resetRules, snapshot.context.values, { email: CUSTOMER.email, password: PASSWORD }, [
      { field: 'password', value: 'Court#1' },
    ]),
    { type: 'submit' as const },
    ...[RESET_REFUSED, NETWORK_DOWN].map((error) => ({ type: 'xstate.error.actor.resetPassword' as const, error })),
  ],
});
