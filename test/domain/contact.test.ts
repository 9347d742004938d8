import { describe, expect, it } from 'vitest';
import { contactFailureOf, contactFieldsShown, contactRules } from '../../src/domain/contact';
import { validate } from '../../src/domain/validation';
import { NETWORK_DOWN, failure } from '../fixtures/cart';

const GOOD = {
  name: 'Camille Durand', email: 'camille@example.com', telephone: '', reason: 'order', orderNumber: '', comment: 'Bonjour', consent: true,
};

describe('contact form rules (spec §3, §5)', () => {
  it('takes name, e-mail, reason, comment and consent; telephone and order number may stay empty', () => {
    expect(validate(contactRules(), GOOD)).toEqual({});
    expect(validate(contactRules(), { ...GOOD, telephone: '+33 6 12 34 56 78', orderNumber: '000000042' })).toEqual({});
  });

  it('shows Magento\'s own fields alone without the shop\'s contact module, and its reason, order number and consent with it', () => {
    expect(contactFieldsShown(false)).toEqual(['name', 'email', 'telephone', 'comment']);
    expect(contactFieldsShown(true)).toEqual(['name', 'email', 'telephone', 'reason', 'orderNumber', 'comment', 'consent']);
  });

  it('without the shop\'s contact module, asks neither a reason nor a consent', () => {
    expect(validate(contactRules(false), { ...GOOD, reason: '', consent: false })).toEqual({});
    expect(validate(contactRules(true), { ...GOOD, reason: '', consent: false })).toEqual({ reason: expect.anything(), consent: expect.anything() });
  });

  it('answers each field’s first failing rule', () => {
    expect(validate(contactRules(), { name: ' ', email: '', telephone: '', reason: '', orderNumber: '', comment: '\n', consent: false })).toEqual({
      name: { message: 'validation.required' },
      email: { message: 'validation.required' },
      reason: { message: 'validation.required' },
      comment: { message: 'validation.required' },
      consent: { message: 'validation.consent' },
    });
    expect(validate(contactRules(), { ...GOOD, email: 'camille@example', telephone: '12 34', orderNumber: '0'.repeat(33), name: 'N'.repeat(256) })).toEqual({
      name: { message: 'validation.maxLength', values: { value: 255 } },
      email: { message: 'validation.email' },
      telephone: { message: 'validation.telephone' },
      orderNumber: { message: 'validation.maxLength', values: { value: 32 } },
    });
  });
});

describe('contactFailureOf', () => {
  it('reads the switched-off form, the network and anything else', () => {
    expect(contactFailureOf(failure('The contact form is unavailable.'))).toBe('unavailable');
    expect(contactFailureOf(failure('Too many messages were sent from your connection. Please try again in an hour.'))).toBe('tooMany');
    expect(contactFailureOf(NETWORK_DOWN)).toBe('network');
    expect(contactFailureOf(failure('Enter the comment and try again.'))).toBe('generic');
    expect(contactFailureOf('boom')).toBe('generic');
  });
});
