// The account forms of spec §2 and §5: their fields, each field's rules, and the backend's refusals as the
// shopper reads them.
import { consent, differsFrom, email, password, required, type PasswordPolicy, type Rule } from './validation';

export const SIGN_IN_FIELDS = ['email', 'password'] as const;
export const CREATE_ACCOUNT_FIELDS = ['firstname', 'lastname', 'email', 'password', 'isSubscribed', 'consent'] as const;
export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
export const RESET_PASSWORD_FIELDS = ['email', 'password'] as const;

export type SignInField = (typeof SIGN_IN_FIELDS)[number];
export type CreateAccountField = (typeof CREATE_ACCOUNT_FIELDS)[number];
export type ForgotPasswordField = (typeof FORGOT_PASSWORD_FIELDS)[number];
export type ResetPasswordField = (typeof RESET_PASSWORD_FIELDS)[number];

export const signInRules: Record<SignInField, Rule[]> = {
  email: [required, email],
  password: [required],
};

/** A new password follows the store's rule and is not the e-mail (the backend refuses it too). */
const newPassword = (policy: PasswordPolicy): Rule[] => [required, password(policy), differsFrom('email', 'password')];

/** `asksConsent`: the store records data-protection consents (spec §6), and a new account gives one. */
export const createAccountRules = (policy: PasswordPolicy, asksConsent = true): Record<CreateAccountField, Rule[]> => ({
  firstname: [required],
  lastname: [required],
  email: [required, email],
  password: newPassword(policy),
  isSubscribed: [],
  consent: asksConsent ? [consent] : [],
});

export const forgotPasswordRules: Record<ForgotPasswordField, Rule[]> = { email: [required, email] };

export const resetPasswordRules = (policy: PasswordPolicy): Record<ResetPasswordField, Rule[]> => ({
  email: [required, email],
  password: newPassword(policy),
});

/** Why the backend refused a form, as a message of the catalogues (`account.error.*`). */
export type AccountFailure =
  | 'signInFailed'
  | 'accountLocked'
  | 'emailTaken'
  | 'weakPassword'
  | 'passwordIsEmail'
  /** Magento says only that the password could not be set: the link was used, replaced or expired (2 hours). */
  | 'resetRefused'
  /** Magento_Security's frequency limit on reset e-mails (per address and per client). */
  | 'tooManyResets'
  /** The shop's limit on accounts made from one connection. */
  | 'tooManyAccounts'
  | 'network'
  /** Spec §5's generic form error: the backend's own words are not shown. */
  | 'generic';

/** Magento's texts (beginnings) and what the shopper reads for each. */
const KNOWN: [fragment: string, failure: AccountFailure][] = [
  ['The account sign-in was incorrect or your account is disabled temporarily', 'signInFailed'],
  ['The account is locked', 'accountLocked'],
  ['A customer with the same email address already exists', 'emailTaken'],
  ['The password needs at least', 'weakPassword'],
  ['Minimum of different classes of characters in password is', 'weakPassword'],
  ["The password can't be the same as the email address", 'passwordIsEmail'],
  ["Cannot set the customer's password", 'resetRefused'],
  ['We received too many requests for password resets', 'tooManyResets'],
  ['Too many accounts were created from your connection', 'tooManyAccounts'],
];

/** Reads a failure (an Error with an optional `network` flag, or a message) as what the form shows. */
export function accountFailureOf(failure: unknown): AccountFailure {
  if (failure instanceof Error && (failure as { network?: unknown }).network === true) return 'network';
  const text = failure instanceof Error ? failure.message : String(failure);
  return KNOWN.find(([fragment]) => text.includes(fragment))?.[1] ?? 'generic';
}

/**
 * Magento refuses a reset request for an unknown e-mail. The form answers as for a known one, so that nobody
 * learns from it who has an account here.
 */
export const isUnknownEmailForReset = (failure: unknown) =>
  (failure instanceof Error ? failure.message : String(failure)).includes("Cannot reset the customer's password");

export const SUBSCRIPTIONS_AUTH_FIELDS = ['email'] as const;
export type SubscriptionsAuthField = (typeof SUBSCRIPTIONS_AUTH_FIELDS)[number];
export const subscriptionsAuthRules: Record<SubscriptionsAuthField, Rule[]> = { email: [required, email] };
