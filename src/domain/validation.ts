// The form rules of spec §5, as pure functions: each answers the message the shopper reads, or null.

/** The message ids of the rules (lang/*.json), with what they substitute. */
export type FieldError =
  | { message: 'validation.required' }
  | { message: 'validation.email' }
  | { message: 'validation.minLength'; values: { value: number } }
  | { message: 'validation.maxLength'; values: { value: number } }
  | { message: 'validation.passwordClasses'; values: { count: number } }
  | { message: 'validation.consent' }
  /** "{value} must be different": the value is the label of field `field`. */
  | { message: 'validation.mustDiffer'; field: string }
  /** A confirmation that is not what it confirms: the value is the label of field `field`. */
  | { message: 'validation.mustMatch'; field: string }
  // Checkout's address and card fields: spec §5 gives no texts for these.
  | { message: 'validation.postcode' }
  | { message: 'validation.telephone' }
  | { message: 'validation.cardNumber' }
  | { message: 'validation.cardExpiry' }
  | { message: 'validation.cardCvc' }
  // The order tracking form's number.
  | { message: 'trackOrder.numberInvalid' };

export type FieldValue = string | boolean;
export type FormValues = Readonly<Record<string, FieldValue>>;
export type Rule = (value: FieldValue, values: FormValues) => FieldError | null;
export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

/** The store's password rule (store config `minimum_password_length`, `required_character_classes_number`). */
export interface PasswordPolicy {
  minLength: number;
  classes: number;
}

/** Spec §9: at least 10 characters of 3 classes, when the store says nothing. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 10, classes: 3 };

export function passwordPolicyOf(config: { minimum_password_length?: string | number | null; required_character_classes_number?: string | number | null }): PasswordPolicy {
  const read = (value: string | number | null | undefined, fallback: number) => {
    // Nothing given reads as 0 or NaN, as a blank does: no positive whole number.
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return {
    minLength: read(config.minimum_password_length, DEFAULT_PASSWORD_POLICY.minLength),
    classes: Math.min(4, read(config.required_character_classes_number, DEFAULT_PASSWORD_POLICY.classes)),
  };
}

const text = (value: FieldValue) => (typeof value === 'string' ? value : '');

/** Fails when empty or only whitespace. */
export const required: Rule = (value) => (typeof value === 'string' && value.trim() === '' ? { message: 'validation.required' } : null);

/**
 * A local part (dot-separated atoms, or a quoted string), @, then a domain of dotted labels ending in a letter TLD,
 * or an IPv4 address in brackets.
 */
const EMAIL = /^(?:[^\s@"(),:;<>[\\\].]+(?:\.[^\s@"(),:;<>[\\\].]+)*|"[^"\r\n]+")@(?:\[(?:\d{1,3}\.){3}\d{1,3}\]|(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,})$/;

/** An address the shop can write to; an empty field is left to `required`. */
export const email: Rule = (value) => (text(value) !== '' && !EMAIL.test(text(value).trim()) ? { message: 'validation.email' } : null);

export const minLength =
  (length: number): Rule =>
  (value) =>
    text(value) !== '' && [...text(value)].length < length ? { message: 'validation.minLength', values: { value: length } } : null;

/** At most `length` characters (Magento's columns: 255 for names and e-mails). */
export const maxLength =
  (length: number): Rule =>
  (value) =>
    [...text(value)].length > length ? { message: 'validation.maxLength', values: { value: length } } : null;

/** The four classes of spec §5; "special" means one of @$!%*?&#. */
const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[@$!%*?&#]/];

export function characterClasses(password: string): number {
  return CLASSES.filter((pattern) => pattern.test(password)).length;
}

/** The store's password rule: its length first, then its classes. */
export const password =
  (policy: PasswordPolicy): Rule =>
  (value, values) =>
    minLength(policy.minLength)(value, values) ??
    (text(value) !== '' && characterClasses(text(value)) < policy.classes ? { message: 'validation.passwordClasses', values: { count: policy.classes } } : null);

/** A consent checkbox must be ticked. */
export const consent: Rule = (value) => (value === true ? null : { message: 'validation.consent' });

/** Fails when the value equals field `other`'s (a password must not be the e-mail, …); the message names field `self`. */
export const differsFrom =
  (other: string, self: string): Rule =>
  (value, values) =>
    text(value) !== '' && text(value).trim().toLowerCase() === text(values[other] ?? '').trim().toLowerCase()
      ? { message: 'validation.mustDiffer', field: self }
      : null;

/** Fails when the value is not field `other`'s (a new password typed again); the message names field `other`. */
export const matches =
  (other: string): Rule =>
  (value, values) =>
    text(value) !== '' && text(value) !== text(values[other] ?? '') ? { message: 'validation.mustMatch', field: other } : null;

/** Each field's first failing rule. */
export function validate<F extends string>(rules: Readonly<Record<F, readonly Rule[]>>, values: FormValues): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const value = values[field] ?? '';
    for (const rule of rules[field]) {
      const error = rule(value, values);
      if (error) {
        errors[field] = error;
        break;
      }
    }
  }
  return errors;
}

export const hasErrors = (errors: Readonly<Record<string, unknown>>) => Object.values(errors).some(Boolean);
