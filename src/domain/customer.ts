// The customer of spec §3 and what the account forms send, as the machines and views read them.

/** The signed-in customer (spec §3 "Customer"). */
export interface Customer {
  email: string;
  firstname: string;
  lastname: string;
  isSubscribed: boolean;
}

export interface Credentials {
  email: string;
  password: string;
}

/** The create-account form: name, e-mail, password, newsletter and the data-protection consent. */
export interface NewAccount extends Credentials {
  firstname: string;
  lastname: string;
  isSubscribed: boolean;
}

/** The reset-password form with the token of the e-mailed link. */
export interface PasswordReset {
  email: string;
  token: string;
  password: string;
}

/** The store's consent texts for the customer account (spec §3 `gdpr_consent_texts`): a label and its legal notice (HTML). */
export interface AccountConsentTexts {
  label: string;
  legal: string | null;
}

/** Magento's texts for a customer token it no longer takes: revoked, expired, unreadable, or no customer behind it. */
const REFUSED_TOKEN = [
  "The current customer isn't authorized.",
  'User token has been revoked',
  'Consumer key has expired',
  'Failed to read JWT token',
];

export const isRefusedToken = (message: string) => REFUSED_TOKEN.some((text) => message.includes(text));
