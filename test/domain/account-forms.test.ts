import { describe, expect, it } from 'vitest';
import {
  accountFailureOf,
  createAccountRules,
  forgotPasswordRules,
  isUnknownEmailForReset,
  resetPasswordRules,
  signInRules,
  subscriptionsAuthRules,
} from '../../src/domain/account-forms';
import { DEFAULT_PASSWORD_POLICY, validate } from '../../src/domain/validation';
import { NETWORK_DOWN, failure } from '../fixtures/cart';

const NEW_ACCOUNT = { firstname: 'Camille', lastname: 'Durand', email: 'camille@example.com', password: 'Magnesium-2024', isSubscribed: false, consent: true };

describe('account form rules (spec §5)', () => {
  it('sign-in needs a valid e-mail and a password', () => {
    expect(validate(signInRules, { email: 'camille@example.com', password: 'x' })).toEqual({});
    expect(validate(signInRules, { email: '', password: ' ' })).toEqual({
      email: { message: 'validation.required' },
      password: { message: 'validation.required' },
    });
    expect(validate(signInRules, { email: 'camille@', password: 'x' })).toEqual({ email: { message: 'validation.email' } });
  });

  it('create-account needs names, e-mail, a password of the store’s rule that is not the e-mail, and the consent', () => {
    const rules = createAccountRules(DEFAULT_PASSWORD_POLICY);
    expect(validate(rules, NEW_ACCOUNT)).toEqual({});
    expect(validate(rules, { firstname: '', lastname: '', email: '', password: '', isSubscribed: true, consent: false })).toEqual({
      firstname: { message: 'validation.required' },
      lastname: { message: 'validation.required' },
      email: { message: 'validation.required' },
      password: { message: 'validation.required' },
      consent: { message: 'validation.consent' },
    });
    expect(validate(rules, { ...NEW_ACCOUNT, password: 'short' })).toEqual({
      password: { message: 'validation.minLength', values: { value: 10 } },
    });
    expect(validate(rules, { ...NEW_ACCOUNT, password: 'onlylowercase' })).toEqual({
      password: { message: 'validation.passwordClasses', values: { count: 3 } },
    });
    expect(validate(rules, { ...NEW_ACCOUNT, email: 'Camille-2024@example.com', password: 'Camille-2024@example.com' })).toEqual({
      password: { message: 'validation.mustDiffer', field: 'password' },
    });
  });

  it('follows a stricter store rule', () => {
    const rules = createAccountRules({ minLength: 16, classes: 4 });
    expect(validate(rules, NEW_ACCOUNT).password).toEqual({ message: 'validation.minLength', values: { value: 16 } });
  });

  it('forgot-password and the subscriptions portal ask only for a valid e-mail', () => {
    for (const rules of [forgotPasswordRules, subscriptionsAuthRules]) {
      expect(validate(rules, { email: 'camille@example.com' })).toEqual({});
      expect(validate(rules, { email: '' })).toEqual({ email: { message: 'validation.required' } });
      expect(validate(rules, { email: 'camille' })).toEqual({ email: { message: 'validation.email' } });
    }
  });

  it('reset-password needs the e-mail and a new password of the store’s rule, not the e-mail', () => {
    const rules = resetPasswordRules(DEFAULT_PASSWORD_POLICY);
    expect(validate(rules, { email: 'camille@example.com', password: 'Magnesium-2024' })).toEqual({});
    expect(validate(rules, { email: 'x', password: 'abc' })).toEqual({
      email: { message: 'validation.email' },
      password: { message: 'validation.minLength', values: { value: 10 } },
    });
    expect(validate(rules, { email: 'Aa-1234567@x.fr', password: 'Aa-1234567@x.fr' }).password).toEqual({ message: 'validation.mustDiffer', field: 'password' });
  });
});

describe('accountFailureOf', () => {
  it('reads Magento’s texts as the form’s messages', () => {
    const cases: [string, string][] = [
      ['The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.', 'signInFailed'],
      ['The account is locked.', 'accountLocked'],
      ['A customer with the same email address already exists in an associated website.', 'emailTaken'],
      ['The password needs at least 10 characters. Create a new password and try again.', 'weakPassword'],
      ['Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.', 'weakPassword'],
      ["The password can't be the same as the email address. Create a new password and try again.", 'passwordIsEmail'],
      ["Cannot set the customer's password", 'resetRefused'],
      ['We received too many requests for password resets. Please wait and try again later or contact service-client@vitrine.example.', 'tooManyResets'],
      ['Too many accounts were created from your connection. Please try again in an hour.', 'tooManyAccounts'],
      ['Something the shop does not know', 'generic'],
    ];
    for (const [text, expected] of cases) {
      expect(accountFailureOf(failure(text))).toBe(expected);
      expect(accountFailureOf(text)).toBe(expected);
    }
  });

  it('a request that got no answer is the network, whatever its text', () => {
    expect(accountFailureOf(NETWORK_DOWN)).toBe('network');
    expect(accountFailureOf(failure('The account is locked.', true))).toBe('network');
    expect(accountFailureOf(Object.assign(new Error('The account is locked.'), { network: 'yes' }))).toBe('accountLocked');
  });
});

describe('isUnknownEmailForReset', () => {
  it('recognises Magento’s refusal for an unknown e-mail, as an error or a text', () => {
    expect(isUnknownEmailForReset(failure("Cannot reset the customer's password"))).toBe(true);
    expect(isUnknownEmailForReset("Cannot reset the customer's password")).toBe(true);
    expect(isUnknownEmailForReset(failure("Cannot set the customer's password"))).toBe(false);
  });
});
