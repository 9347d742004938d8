import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_POLICY,
  differsFrom,
  email,
  hasErrors,
  matches,
  maxLength,
  minLength,
  password,
  passwordPolicyOf,
  required,
  validate,
} from '../../src/domain/validation';

describe('passwordPolicyOf (spec §9: 10 characters of 3 classes by default)', () => {
  it('reads the store’s numbers, given as text or numbers', () => {
    expect(passwordPolicyOf({ minimum_password_length: '12', required_character_classes_number: '2' })).toEqual({ minLength: 12, classes: 2 });
    expect(passwordPolicyOf({ minimum_password_length: 8, required_character_classes_number: 1 })).toEqual({ minLength: 8, classes: 1 });
  });

  it('falls back to the default for anything missing or unusable, and caps the classes at 4', () => {
    expect(passwordPolicyOf({})).toEqual(DEFAULT_PASSWORD_POLICY);
    expect(DEFAULT_PASSWORD_POLICY).toEqual({ minLength: 10, classes: 3 });
    expect(passwordPolicyOf({ minimum_password_length: null, required_character_classes_number: '' })).toEqual({ minLength: 10, classes: 3 });
    expect(passwordPolicyOf({ minimum_password_length: '0', required_character_classes_number: '-2' })).toEqual({ minLength: 10, classes: 3 });
    expect(passwordPolicyOf({ minimum_password_length: '7.5', required_character_classes_number: 'trois' })).toEqual({ minLength: 10, classes: 3 });
    expect(passwordPolicyOf({ minimum_password_length: '1', required_character_classes_number: '9' })).toEqual({ minLength: 1, classes: 4 });
  });
});

describe('the rules of spec §5', () => {
  it('required refuses empty or blank text only', () => {
    expect(required('', {})).toEqual({ message: 'validation.required' });
    expect(required(' \n', {})).toEqual({ message: 'validation.required' });
    expect(required('a', {})).toBeNull();
    expect(required(false, {})).toBeNull();
  });

  it('email leaves an empty field to required, and reads a trimmed address', () => {
    expect(email('', {})).toBeNull();
    expect(email(' lea@example.fr ', {})).toBeNull();
    expect(email('lea@example', {})).toEqual({ message: 'validation.email' });
    expect(email(true, {})).toBeNull();
  });

  it('minLength counts characters, not UTF-16 units, and leaves empty to required', () => {
    expect(minLength(3)('ab', {})).toEqual({ message: 'validation.minLength', values: { value: 3 } });
    expect(minLength(3)('abc', {})).toBeNull();
    expect(minLength(3)('', {})).toBeNull();
    expect(minLength(3)('a😀', {})).toEqual({ message: 'validation.minLength', values: { value: 3 } });
  });

  it('maxLength allows the limit and refuses one more', () => {
    expect(maxLength(5)('abcde', {})).toBeNull();
    expect(maxLength(5)('abcdef', {})).toEqual({ message: 'validation.maxLength', values: { value: 5 } });
  });

  it('password checks length first, then classes', () => {
    const rule = password({ minLength: 8, classes: 3 });
    expect(rule('Ab1', {})).toEqual({ message: 'validation.minLength', values: { value: 8 } });
    expect(rule('abcdefgh', {})).toEqual({ message: 'validation.passwordClasses', values: { count: 3 } });
    expect(rule('abcdefG1', {})).toBeNull();
    expect(rule('', {})).toBeNull();
  });

  it('differsFrom compares trimmed and without case; empty passes', () => {
    const rule = differsFrom('email', 'password');
    expect(rule(' LEA@example.fr', { email: 'lea@EXAMPLE.fr ' })).toEqual({ message: 'validation.mustDiffer', field: 'password' });
    expect(rule('other', { email: 'lea@example.fr' })).toBeNull();
    expect(rule('', { email: '' })).toBeNull();
    expect(rule('x', {})).toBeNull();
  });

  it('matches wants exactly the other field’s value; empty passes', () => {
    const rule = matches('password');
    expect(rule('Secret-123', { password: 'Secret-123' })).toBeNull();
    expect(rule('secret-123', { password: 'Secret-123' })).toEqual({ message: 'validation.mustMatch', field: 'password' });
    expect(rule('x', {})).toEqual({ message: 'validation.mustMatch', field: 'password' });
    expect(rule('', { password: 'Secret-123' })).toBeNull();
  });
});

describe('validate and hasErrors', () => {
  it('stops at a field’s first failing rule and reads a missing field as empty', () => {
    const rules = { name: [required, minLength(3)], nickname: [minLength(3)] };
    expect(validate(rules, {})).toEqual({ name: { message: 'validation.required' } });
    expect(validate(rules, { name: 'Al', nickname: 'Jo' })).toEqual({
      name: { message: 'validation.minLength', values: { value: 3 } },
      nickname: { message: 'validation.minLength', values: { value: 3 } },
    });
  });

  it('hasErrors is true only when a field holds an error', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: undefined, email: { message: 'validation.email' } })).toBe(true);
  });
});
