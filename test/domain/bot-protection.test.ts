import { describe, expect, it } from 'vitest';
import { botProtectionConfigOf, leadingZeroBits, protects, proofToken } from '../../src/domain/bot-protection';
import { newsletterFailureOf, newsletterRules } from '../../src/domain/newsletter';
import { validate } from '../../src/domain/validation';

describe('bot protection config (spec §3, §9)', () => {
  it('reads recaptchaV3Config; the badge defaults to bottomright', () => {
    expect(botProtectionConfigOf({ website_key: 'KEY', badge_position: '', language_code: 'fr', forms: ['NEWSLETTER', null], is_enabled: true }))
      .toEqual({ websiteKey: 'KEY', badgePosition: 'bottomright', languageCode: 'fr', forms: ['NEWSLETTER'] });
    expect(botProtectionConfigOf({ website_key: 'KEY', badge_position: 'inline', forms: null })).toMatchObject({ badgePosition: 'inline', languageCode: null, forms: [] });
  });

  it('is off without a key, when disabled, or without an answer', () => {
    expect(botProtectionConfigOf({ website_key: '', forms: ['NEWSLETTER'] })).toBeNull();
    expect(botProtectionConfigOf({ website_key: 'KEY', forms: ['NEWSLETTER'], is_enabled: false })).toBeNull();
    expect(botProtectionConfigOf(null)).toBeNull();
  });

  it('guards only the forms it lists', () => {
    const config = botProtectionConfigOf({ website_key: 'KEY', forms: ['CONTACT'] });
    expect([protects(config, 'CONTACT'), protects(config, 'NEWSLETTER'), protects(null, 'CONTACT')]).toEqual([true, false, false]);
  });
});

describe('proof of work', () => {
  it('counts the zero bits a hash starts with', () => {
    expect(leadingZeroBits(new Uint8Array([0xff]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x10, 0xff]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00]))).toBe(16);
    expect(leadingZeroBits(new Uint8Array([0x01]))).toBe(7);
  });

  it('answers as challenge:counter', () => expect(proofToken('abc.def', 42)).toBe('abc.def:42'));
});

describe('newsletter refusals (spec §8)', () => {
  it('reads Magento’s messages; anything else is the generic error', () => {
    expect(newsletterFailureOf(new Error('This email address is already subscribed.'))).toBe('alreadySubscribed');
    expect(newsletterFailureOf(new Error('ReCaptcha validation failed, please try again'))).toBe('botCheck');
    expect(newsletterFailureOf(new Error('Cannot create a newsletter subscription.'))).toBe('accountEmail');
    expect(newsletterFailureOf(new Error('Too many subscriptions were made from your connection. Please try again in an hour.'))).toBe('tooMany');
    expect(newsletterFailureOf(Object.assign(new Error('Failed to fetch'), { network: true }))).toBe('network');
    expect(newsletterFailureOf('Something else')).toBe('generic');
  });
});

describe('the newsletter form\'s rules (spec §5)', () => {
  it('asks an e-mail and, unless the backend records no sign-up consent, the consent ticked', () => {
    const unticked = { email: 'lea.martin@example.fr', consent: false };
    expect(validate(newsletterRules(), unticked)).toEqual({ consent: { message: 'validation.consent' } });
    expect(validate(newsletterRules(true), unticked)).toEqual({ consent: { message: 'validation.consent' } });
    expect(validate(newsletterRules(false), unticked)).toEqual({});
    expect(Object.keys(validate(newsletterRules(false), { email: '', consent: false }))).toEqual(['email']);
  });
});
