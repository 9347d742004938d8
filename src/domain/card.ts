// The card form of the payment step (spec §3 "Card payment state"): its fields, the checks made before anything
// is sent (Luhn, an expiry not passed, the security code), and the card as the payment provider reads it.
import { required, type FieldValue, type Rule } from './validation';

export const CARD_FIELDS = ['holderName', 'number', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

const text = (value: FieldValue) => (typeof value === 'string' ? value.trim() : '');
const digitsOf = (value: FieldValue) => text(value).replace(/[\s-]/g, '');

/** The Luhn check digit holds over 12 to 19 digits. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (const [i, char] of [...number].reverse().entries()) {
    const digit = Number(char) * (i % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM/YYYY": month and four-digit year, or null. */
export function expiryOf(value: FieldValue): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text(value));
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

const cardNumber: Rule = (value) => (text(value) !== '' && !passesLuhn(digitsOf(value)) ? { message: 'validation.cardNumber' } : null);

/** A card is valid to the end of its expiry month. */
const expiry =
  (now: () => Date): Rule =>
  (value) => {
    if (text(value) === '') return null;
    const date = expiryOf(value);
    const today = now();
    const passed = date === null || date.year < today.getFullYear() || (date.year === today.getFullYear() && date.month < today.getMonth() + 1);
    return passed ? { message: 'validation.cardExpiry' } : null;
  };

const cvc: Rule = (value) => (text(value) !== '' && !/^\d{3,4}$/.test(text(value)) ? { message: 'validation.cardCvc' } : null);

export const cardRules = (now: () => Date): Record<CardField, Rule[]> => ({
  holderName: [required],
  number: [required, cardNumber],
  expiry: [required, expiry(now)],
  cvc: [required, cvc],
});

/** A saved card asks only its security code again: the provider has the rest. */
export const savedCardRules: Record<CardField, Rule[]> = {
  holderName: [],
  number: [],
  expiry: [],
  cvc: [required, cvc],
};

/** The card as typed, normalised: digits only, the expiry split. */
export interface Card {
  holderName: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

export function cardOf(values: Readonly<Record<CardField, FieldValue>>): Card {
  const date = expiryOf(values.expiry);
  return {
    holderName: text(values.holderName),
    number: digitsOf(values.number),
    expiryMonth: String(date?.month ?? '').padStart(2, '0'),
    expiryYear: String(date?.year ?? ''),
    cvc: text(values.cvc),
  };
}
