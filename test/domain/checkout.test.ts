import { describe, expect, it } from 'vitest';
import { cardOf, cardRules, expiryOf, passesLuhn } from '../../src/domain/card';
import { accountOfferPath, addressOf, addressRules, CheckoutError, failureOf, fieldsOf, paysByCard, postcode, sameMethod, shippingAddressRules } from '../../src/domain/checkout';
import { cardStateData, failedAuthentication, paymentResultOf, savedCardStateData, threeDSActionOf } from '../../src/domain/payment';
import { validate } from '../../src/domain/validation';
import { ADDRESS, CARDS, METHODS } from '../fixtures/checkout';

const today = () => new Date('2026-11-25T12:00:00Z');
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('the card form', () => {
  it('takes the four test cards and refuses a wrong check digit', () => {
    for (const number of Object.values(CARDS)) expect(passesLuhn(number.replace(/\s/g, '')), number).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111')).toBe(false);
  });

  it('reads an expiry as MM/YY or MM/YYYY, valid to the end of its month', () => {
    expect(expiryOf('03/30')).toEqual({ month: 3, year: 2030 });
    expect(expiryOf('3 / 2030')).toEqual({ month: 3, year: 2030 });
    expect(expiryOf('13/30')).toBeNull();
    const rules = cardRules(today);
    const errors = (expiry: string) => validate(rules, { holderName: 'L', number: CARDS.frictionless, expiry, cvc: '737' });
    expect(errors('11/26')).toEqual({});
    expect(errors('10/26')).toEqual({ expiry: { message: 'validation.cardExpiry' } });
  });

  it('checks every field, the security code 3 or 4 digits', () => {
    expect(validate(cardRules(today), { holderName: ' ', number: '4111 1111 1111 1112', expiry: '', cvc: '73' })).toEqual({
      holderName: { message: 'validation.required' },
      number: { message: 'validation.cardNumber' },
      expiry: { message: 'validation.required' },
      cvc: { message: 'validation.cardCvc' },
    });
  });

  it('goes to the provider as Adyen test state data, digits only', () => {
    const card = cardOf({ holderName: ' Léa Martin ', number: '4111 1111 1111 1111', expiry: '3/30', cvc: '737' });
    expect(JSON.parse(cardStateData(card))).toEqual({
      paymentMethod: {
        type: 'scheme',
        holderName: 'Léa Martin',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      },
    });
  });

  it('asks the provider to save it with Adyen’s storePaymentMethod; a saved card sends its security code only', () => {
    const card = cardOf({ holderName: 'Léa Martin', number: '4111 1111 1111 1111', expiry: '03/30', cvc: '737' });
    expect(JSON.parse(cardStateData(card, true))).toMatchObject({ storePaymentMethod: true, paymentMethod: { encryptedCardNumber: 'test_4111111111111111' } });
    expect(JSON.parse(cardStateData(card))).not.toHaveProperty('storePaymentMethod');
    expect(JSON.parse(savedCardStateData('737'))).toEqual({ paymentMethod: { type: 'scheme', encryptedSecurityCode: 'test_737' } });
  });
});

describe('the card form, edge by edge', () => {
  const expiryError = (expiry: string) => validate(cardRules(today), { holderName: 'L', number: CARDS.frictionless, expiry, cvc: '737' }).expiry ?? null;
  const cvcError = (cvc: string) => validate(cardRules(today), { holderName: 'L', number: CARDS.frictionless, expiry: '03/30', cvc }).cvc ?? null;

  it('checks 12 to 19 digits, nothing around them', () => {
    expect(passesLuhn('00004111111111111111')).toBe(false);
    expect(passesLuhn('004111111111111111')).toBe(true);
    expect(passesLuhn('x4111111111111111')).toBe(false);
    expect(passesLuhn('4111111111111111 ')).toBe(false);
  });

  it('reads months 1 to 12 only, and nothing around the date', () => {
    expect(expiryOf('01/30')).toEqual({ month: 1, year: 2030 });
    expect(expiryOf('12/2031')).toEqual({ month: 12, year: 2031 });
    for (const value of ['00/30', '', 'abc', 'x03/30', '03/301', '03/30x', true]) expect(expiryOf(value)).toBeNull();
  });

  it('a card is good to the end of its expiry month, today being 25 November 2026', () => {
    expect(expiryError('11/26')).toBeNull();
    expect(expiryError('12/26')).toBeNull();
    expect(expiryError('01/27')).toBeNull();
    expect(expiryError('10/26')).toEqual({ message: 'validation.cardExpiry' });
    expect(expiryError('12/25')).toEqual({ message: 'validation.cardExpiry' });
    expect(expiryError('13/27')).toEqual({ message: 'validation.cardExpiry' });
  });

  it('the security code is 3 or 4 digits, nothing else', () => {
    expect(cvcError('737')).toBeNull();
    expect(cvcError('7373')).toBeNull();
    for (const value of ['73', '73737', 'a737', '737a', '7 37']) expect(cvcError(value)).toEqual({ message: 'validation.cardCvc' });
  });

  it('an unreadable expiry goes to the provider empty', () => {
    expect(cardOf({ holderName: 'L', number: '4111-1111-1111-1111', expiry: 'bientôt', cvc: true })).toEqual({
      holderName: 'L', number: '4111111111111111', expiryMonth: '00', expiryYear: '', cvc: '',
    });
  });
});

describe('the address form', () => {
  it('asks a guest for an e-mail, their consent, a French postcode and phone number', () => {
    const values = { email: 'lea@', consent: false, firstname: 'Léa', lastname: 'Martin', street1: '12 rue des Lilas', street2: '', postcode: '6900', city: 'Lyon', telephone: '12 34' };
    expect(validate(shippingAddressRules(true), values)).toEqual({
      email: { message: 'validation.email' },
      consent: { message: 'validation.consent' },
      postcode: { message: 'validation.postcode' },
      telephone: { message: 'validation.telephone' },
    });
    expect(validate(shippingAddressRules(true), { ...values, email: 'lea@example.fr', consent: true, postcode: '69003', telephone: '0612345678' })).toEqual({});
    // A customer gives their consent in their account, not at checkout.
    expect(validate(shippingAddressRules(false), { ...values, email: '', postcode: '69003', telephone: '+33 6 12 34 56 78' })).toEqual({});
    expect(validate(addressRules, { ...values, telephone: '06.12.34.56.78', postcode: '69003' })).toEqual({});
    // Ten digits exactly, nothing before or after.
    for (const telephone of ['06 12 34 56 78 9', 'x0612345678', '+33 6 12 34 56 78 0']) {
      expect(validate(addressRules, { ...values, telephone, postcode: '69003' }), telephone).toEqual({ telephone: { message: 'validation.telephone' } });
    }
  });

  it('reads the typed address, leaving out an empty second line', () => {
    expect(addressOf({ firstname: ' Léa ', lastname: 'Martin', street1: '12 rue des Lilas', street2: ' ', postcode: '69003', city: 'Lyon', telephone: '06 12 34 56 78' })).toEqual(ADDRESS);
  });

  it('offers an account after the order, prefilled from the shipping address', () => {
    expect(accountOfferPath({ shippingAddress: ADDRESS, email: 'lea.martin@example.fr' })).toBe(
      '/create-account?email=lea.martin%40example.fr&firstName=L%C3%A9a&lastName=Martin',
    );
    expect(accountOfferPath({ shippingAddress: ADDRESS, email: null })).toBe(
      '/create-account?email=&firstName=L%C3%A9a&lastName=Martin',
    );
  });

  it('reads fields left out of the form as empty, and a whole address back into its fields', () => {
    expect(addressOf({})).toEqual({ firstname: '', lastname: '', street: [], postcode: '', city: '', telephone: '', countryCode: 'FR' });
    expect(addressOf({ street2: 'Bâtiment B', postcode: true })).toMatchObject({ street: ['Bâtiment B'], postcode: '' });
    expect(fieldsOf(null)).toEqual({ firstname: '', lastname: '', street1: '', street2: '', postcode: '', city: '', telephone: '' });
    expect(fieldsOf({ ...ADDRESS, street: ['3 place Bellecour', 'Bâtiment B'] })).toEqual({
      firstname: 'Léa', lastname: 'Martin', street1: '3 place Bellecour', street2: 'Bâtiment B', postcode: '69003', city: 'Lyon', telephone: '06 12 34 56 78',
    });
    expect(fieldsOf({ ...ADDRESS, street: [] })).toMatchObject({ street1: '', street2: '' });
  });

  it('knows a shipping method by carrier and method', () => {
    const colissimo = METHODS[0]!;
    expect(sameMethod(colissimo, { ...colissimo, methodTitle: 'Autre', amount: { value: 0, currency: 'EUR' } })).toBe(true);
    expect(sameMethod(colissimo, { ...colissimo, methodCode: 'relay' })).toBe(false);
    expect(sameMethod(colissimo, { ...colissimo, carrierCode: 'chronopost' })).toBe(false);
    expect(sameMethod(colissimo, null)).toBe(false);
    expect(sameMethod(null, colissimo)).toBe(false);
    expect(sameMethod(null, null)).toBe(false);
  });

  it('reads a service’s failure, anything unknown as generic', () => {
    expect(failureOf(new CheckoutError({ reason: 'paymentRefused' }))).toEqual({ reason: 'paymentRefused' });
    expect(new CheckoutError({ reason: 'network' }).message).toBe('network');
    expect(failureOf(new Error('boom'))).toEqual({ reason: 'generic' });
    expect(failureOf('boom')).toEqual({ reason: 'generic' });
  });
});

describe("the provider's answers", () => {
  it('reads the JSON string of the REST answer, with the order number as merchant reference', () => {
    expect(paymentResultOf(JSON.stringify({ isFinal: true, resultCode: 'Authorised', additionalData: JSON.stringify({ merchantReference: '000000007' }) }))).toEqual({
      isFinal: true,
      resultCode: 'Authorised',
      action: null,
      merchantReference: '000000007',
      card: null,
      refusal: null,
    });
  });

  it('reads the card paid with and why a payment was refused, as the provider tells them', () => {
    const paid = paymentResultOf({ isFinal: true, resultCode: 'Authorised', additionalData: JSON.stringify({ paymentMethod: 'visa', cardSummary: '1111' }) });
    expect(paid.card).toEqual({ brand: 'visa', last4: '1111' });
    const refused = paymentResultOf({ isFinal: true, resultCode: 'Refused', additionalData: { refusalReason: '3D Not Authenticated', refusalReasonCode: '11' } });
    expect(refused.refusal).toEqual({ reason: '3D Not Authenticated', code: '11' });
    expect(failedAuthentication(refused)).toBe(true);
    // Any other refusal is a plain one.
    expect(failedAuthentication(paymentResultOf({ isFinal: true, resultCode: 'Refused', additionalData: { refusalReason: 'CVC Declined', refusalReasonCode: '24' } }))).toBe(false);
    expect(failedAuthentication(paymentResultOf({ isFinal: true, resultCode: 'Refused' }))).toBe(false);
  });

  it('knows a failed 3-D Secure step by its refusal code or its reason, and only in a refusal', () => {
    const answer = (resultCode: string, additionalData: Record<string, string>) => paymentResultOf({ isFinal: true, resultCode, additionalData });
    expect(failedAuthentication(answer('Refused', { refusalReasonCode: '11' }))).toBe(true);
    expect(failedAuthentication(answer('Refused', { refusalReason: '3D Not Authenticated' }))).toBe(true);
    expect(failedAuthentication(answer('Error', { refusalReason: '3D Not Authenticated', refusalReasonCode: '11' }))).toBe(false);
    expect(answer('Refused', { refusalReason: 'Expired Card' }).refusal).toEqual({ reason: 'Expired Card', code: null });
    expect(answer('Refused', { refusalReasonCode: '6' }).refusal).toEqual({ reason: null, code: '6' });
  });

  it('shows a card paid with only with its brand and four last digits', () => {
    const card = (additionalData: Record<string, string>) => paymentResultOf({ isFinal: true, resultCode: 'Authorised', additionalData }).card;
    expect(card({ cardSummary: '1111' })).toBeNull();
    expect(card({ paymentMethod: 'visa' })).toBeNull();
    for (const cardSummary of ['11111', 'x1111', '111', '']) expect(card({ paymentMethod: 'visa', cardSummary }), cardSummary).toBeNull();
  });

  it('takes no field of an unreasonable length from the provider', () => {
    const long = '7'.repeat(5000);
    const result = paymentResultOf({ isFinal: true, resultCode: 'Refused', additionalData: { merchantReference: long, paymentMethod: long, cardSummary: '1111', refusalReason: long } });
    expect(result).toMatchObject({ merchantReference: null, card: null, refusal: null });
  });

  it("finds a 3-D Secure step's frame in its action's token", () => {
    const fingerprint = { type: 'threeDS2', subtype: 'fingerprint', token: base64({ threeDSMethodUrl: 'https://acs.example/fp' }) };
    const challenge = { type: 'threeDS2', subtype: 'challenge', token: base64({ acsURL: 'https://acs.example/ch' }) };
    expect(threeDSActionOf(JSON.stringify(fingerprint))).toEqual({ subtype: 'fingerprint', url: 'https://acs.example/fp' });
    expect(threeDSActionOf(challenge)).toEqual({ subtype: 'challenge', url: 'https://acs.example/ch' });
    expect(paymentResultOf({ isFinal: false, resultCode: 'ChallengeShopper', action: JSON.stringify(challenge) }).action).toEqual({ subtype: 'challenge', url: 'https://acs.example/ch' });
  });

  it('takes nothing it cannot read: a redirect, a broken token, garbage', () => {
    expect(threeDSActionOf({ type: 'redirect', url: 'https://bank.example' })).toBeNull();
    expect(threeDSActionOf({ type: 'threeDS2', subtype: 'challenge', token: '%%%' })).toBeNull();
    expect(paymentResultOf('not json')).toEqual({ isFinal: false, resultCode: 'Error', action: null, merchantReference: null, card: null, refusal: null });
  });

  it('reads a 3-D Secure frame only from its own subtype’s field, in a token that decodes to an object', () => {
    const action = (subtype: string, token: unknown) => ({ type: 'threeDS2', subtype, token: base64(token) });
    expect(threeDSActionOf(action('fingerprint', { acsURL: 'https://acs.example/ch' }))).toBeNull();
    expect(threeDSActionOf(action('challenge', { threeDSMethodUrl: 'https://acs.example/fp' }))).toBeNull();
    expect(threeDSActionOf(action('fingerprint', { threeDSMethodUrl: 42 }))).toBeNull();
    expect(threeDSActionOf(action('challenge', { acsURL: null }))).toBeNull();
    expect(threeDSActionOf(action('redirect', { acsURL: 'https://acs.example/ch', threeDSMethodUrl: 'https://acs.example/fp' }))).toBeNull();
    expect(threeDSActionOf(action('challenge', null))).toBeNull();
    expect(threeDSActionOf(action('fingerprint', null))).toBeNull();
    expect(threeDSActionOf(action('challenge', 'https://acs.example/ch'))).toBeNull();
    expect(threeDSActionOf({ type: 'threeDS2', subtype: 'challenge', token: 42 })).toBeNull();
    expect(threeDSActionOf({ type: 'threeDS2', subtype: 'challenge' })).toBeNull();
    expect(threeDSActionOf({ subtype: 'challenge', token: base64({ acsURL: 'https://acs.example/ch' }) })).toBeNull();
    for (const garbage of [null, undefined, 42, 'null', '42', '"x"', '{']) expect(threeDSActionOf(garbage)).toBeNull();
  });
});

describe('how the order is paid', () => {
  const method = (code: string) => ({ code, title: code });

  it('by card when the backend offers Adyen\'s card, or has not said which methods it offers', () => {
    expect(paysByCard([method('checkmo'), method('adyen_cc')])).toBe(true);
    expect([paysByCard(null), paysByCard([])]).toEqual([true, true]);
  });

  it('offline when it offers only methods without a card, Magento\'s offline ones', () => {
    expect(paysByCard([method('checkmo'), method('banktransfer')])).toBe(false);
    expect(paysByCard([method('free')])).toBe(false);
  });
});

describe('a French postcode', () => {
  it('is five digits; an empty one is left to the required rule', () => {
    const check = (typed: string) => postcode(typed, {});
    expect(['75001', ' 69003 ', '', '   '].map(check)).toEqual([null, null, null, null]);
    expect(['7500', '750011', '7500A'].map(check)).toEqual(Array(3).fill({ message: 'validation.postcode' }));
  });
});
