// The account information and communications pages (spec §2, issue 11): their forms' fields and rules, the
// backend's refusals as the shopper reads them, and what became of a data-protection request's link.
import { email, matches, maxLength, password, required, differsFrom, type PasswordPolicy, type Rule } from './validation';

/** Magento's customer columns hold 255 characters. */
export const TEXT_MAX_LENGTH = 255;

export const NAME_FIELDS = ['firstname', 'lastname'] as const;
export const EMAIL_FIELDS = ['email', 'password'] as const;
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export type NameField = (typeof NAME_FIELDS)[number];
export type EmailField = (typeof EMAIL_FIELDS)[number];
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export const nameRules: Record<NameField, Rule[]> = {
  firstname: [required, maxLength(TEXT_MAX_LENGTH)],
  lastname: [required, maxLength(TEXT_MAX_LENGTH)],
};

/** A new address, and the current password that proves it is the customer asking (Magento's updateCustomerEmail). */
export const emailRules: Record<EmailField, Rule[]> = {
  email: [required, maxLength(TEXT_MAX_LENGTH), email],
  password: [required],
};

/** The new password follows the store's rule (as at create-account), differs from the current one, and is typed twice. */
export const passwordRules = (policy: PasswordPolicy): Record<PasswordField, Rule[]> => ({
  currentPassword: [required],
  newPassword: [required, password(policy), differsFrom('currentPassword', 'newPassword')],
  confirmPassword: [required, matches('newPassword')],
});

/** The signed-in customer as the account information page shows them. */
export interface Profile {
  firstname: string;
  lastname: string;
  email: string;
  /** Their answer to the data-protection consent, null when never asked. */
  isConsent: boolean | null;
}

/** What became of a request link: confirmed, unknown (or another customer's), used, or not checked (network…). */
export type LinkOutcome = 'confirmed' | 'invalid' | 'used' | 'failed';

/** The shop's data-protection module's texts (src/backend/graphql/resolvers/gdpr.ts) and what the page says. */
export function linkOutcomeOf(failure: unknown): LinkOutcome {
  const text = failure instanceof Error ? failure.message : String(failure);
  if (text.includes('This request was already confirmed')) return 'used';
  if (text.includes('This request link is invalid')) return 'invalid';
  return 'failed';
}

/** Why the backend refused a section of the page, as a message of the catalogue (`accountArea.accountInformation.error.*`). */
export type ProfileFailure =
  | 'wrongPassword'
  | 'accountLocked'
  | 'emailTaken'
  | 'invalidEmail'
  | 'invalidName'
  | 'weakPassword'
  | 'passwordIsEmail'
  | 'network'
  | 'generic';

/** Magento's texts (beginnings) and what the shopper reads for each. */
const KNOWN: [fragment: string, failure: ProfileFailure][] = [
  ['Invalid login or password', 'wrongPassword'],
  ["The password doesn't match this account", 'wrongPassword'],
  ['The account is locked', 'accountLocked'],
  ['A customer with the same email address already exists', 'emailTaken'],
  ['is not a valid email address', 'invalidEmail'],
  ['Name is not valid', 'invalidName'],
  ['length must be equal or less than', 'invalidName'],
  ['The password needs at least', 'weakPassword'],
  ['Minimum of different classes of characters in password is', 'weakPassword'],
  ["The password can't be the same as the email address", 'passwordIsEmail'],
];

/** Reads a failure (an Error with an optional `network` flag, or a message) as what the page shows. */
export function profileFailureOf(failure: unknown): ProfileFailure {
  if (failure instanceof Error && (failure as { network?: unknown }).network === true) return 'network';
  const text = failure instanceof Error ? failure.message : String(failure);
  return KNOWN.find(([fragment]) => text.includes(fragment))?.[1] ?? 'generic';
}

/** The communications page: the customer's subscription and the store's marketing e-mail consent text. */
export interface Communications {
  isSubscribed: boolean;
  /** The store's marketing e-mail consent text, when the store shows one. */
  consentText: string | null;
}
