import { describe, expect, it } from 'vitest';
import {
  emailRules, linkOutcomeOf, nameRules, passwordRules, profileFailureOf,
} from '../../src/domain/profile';
import { gdprLinkOf } from '../../src/domain/gdpr-link';
import { DEFAULT_PASSWORD_POLICY, validate } from '../../src/domain/validation';
import { NETWORK_DOWN } from '../fixtures/cart';
import { EMAIL_TAKEN, LINK_INVALID, LINK_USED, NAME_NOT_VALID, WEAK_PASSWORD, WRONG_PASSWORD } from '../fixtures/profile';

describe('the request link of /gdpr-request/type/{type}/code/{code}', () => {
  it('is a link for export or erase with a code, invalid otherwise, none on the other paths', () => {
    expect(gdprLinkOf({ type: 'export', code: 'ab12' })).toEqual({ type: 'export', code: 'ab12' });
    expect(gdprLinkOf({ type: 'erase', code: 'ab12' })).toEqual({ type: 'erase', code: 'ab12' });
    expect(gdprLinkOf({ type: 'delete', code: 'ab12' })).toBe('invalid');
    expect(gdprLinkOf({ type: 'export', code: '<script>' })).toBe('invalid');
    expect(gdprLinkOf({ type: 'export', code: 'a'.repeat(129) })).toBe('invalid');
    expect(gdprLinkOf({})).toBeNull();
    expect(gdprLinkOf({ type: 'export' })).toBe('invalid');
    expect(gdprLinkOf({ code: 'ab12' })).toBe('invalid');
    expect(gdprLinkOf({ type: 'export', code: ' ab12 ' })).toEqual({ type: 'export', code: 'ab12' });
  });

  it('reads the backend’s answer: used, unknown, or not checked', () => {
    expect(linkOutcomeOf(LINK_USED)).toBe('used');
    expect(linkOutcomeOf(LINK_INVALID)).toBe('invalid');
    expect(linkOutcomeOf(NETWORK_DOWN)).toBe('failed');
  });
});

describe('the sections’ rules (spec §5)', () => {
  it('names are required and hold 255 characters at most', () => {
    expect(validate(nameRules, { firstname: ' ', lastname: 'D'.repeat(256) })).toEqual({
      firstname: { message: 'validation.required' },
      lastname: { message: 'validation.maxLength', values: { value: 255 } },
    });
    expect(validate(nameRules, { firstname: 'Camille', lastname: 'D'.repeat(255) })).toEqual({});
  });

  it('a new e-mail needs the current password', () => {
    expect(validate(emailRules, { email: 'camille@example', password: '' })).toEqual({
      email: { message: 'validation.email' },
      password: { message: 'validation.required' },
    });
  });

  it('a new password follows the store’s rule, differs from the current one, and is typed twice alike', () => {
    const rules = passwordRules(DEFAULT_PASSWORD_POLICY);
    expect(validate(rules, { currentPassword: 'Printemps#2026', newPassword: 'printemps#2026', confirmPassword: 'x' })).toEqual({
      newPassword: { message: 'validation.mustDiffer', field: 'newPassword' },
      confirmPassword: { message: 'validation.mustMatch', field: 'newPassword' },
    });
    expect(validate(rules, { currentPassword: 'a', newPassword: 'automne2031', confirmPassword: 'automne2031' })).toEqual({
      newPassword: { message: 'validation.passwordClasses', values: { count: 3 } },
    });
    expect(validate(rules, { currentPassword: 'a', newPassword: 'Automne#2031', confirmPassword: 'Automne#2031' })).toEqual({});
  });
});

describe('the backend’s refusals, in the shop’s words', () => {
  it('maps Magento’s texts, a network failure, and anything else', () => {
    expect(profileFailureOf(WRONG_PASSWORD)).toBe('wrongPassword');
    expect(profileFailureOf(new Error("The password doesn't match this account. Verify the password and try again."))).toBe('wrongPassword');
    expect(profileFailureOf(new Error('The account is locked.'))).toBe('accountLocked');
    expect(profileFailureOf(EMAIL_TAKEN)).toBe('emailTaken');
    expect(profileFailureOf(new Error('"x@y" is not a valid email address.'))).toBe('invalidEmail');
    expect(profileFailureOf(NAME_NOT_VALID)).toBe('invalidName');
    expect(profileFailureOf(WEAK_PASSWORD)).toBe('weakPassword');
    expect(profileFailureOf(NETWORK_DOWN)).toBe('network');
    expect(profileFailureOf(new Error('Internal server error'))).toBe('generic');
  });
});
