import { describe, expect, test } from 'vitest';
import { brandName, expiryText, savedCardOf, savedCardsOf } from '../../src/domain/saved-cards';

const token = (details: string | null, type = 'card') => ({ details, public_hash: 'h'.repeat(64), type });

describe('saved cards from Magento Vault tokens', () => {
  test('a card token of Adyen’s module: brand, last four digits, expiry', () => {
    expect(savedCardOf(token('{"type":"visa","maskedCC":"1111","expirationDate":"3/2035","tokenType":"CardOnFile"}'))).toEqual({
      publicHash: 'h'.repeat(64), brand: 'visa', last4: '1111', expiryMonth: 3, expiryYear: 2035,
    });
  });

  test('anything else is no card: an account, no details, broken JSON, missing or malformed fields', () => {
    for (const bad of [
      token('{"type":"visa","maskedCC":"1111","expirationDate":"3/2035"}', 'account'),
      token(null),
      token('{not json'),
      token('null'),
      token('{"maskedCC":"1111","expirationDate":"3/2035"}'),
      token('{"type":"visa","maskedCC":"11","expirationDate":"3/2035"}'),
      token('{"type":"visa","maskedCC":"1111","expirationDate":"2035-03"}'),
      token('{"type":"visa","maskedCC":"11111","expirationDate":"3/2035"}'),
      token('{"type":"visa","maskedCC":"x1111","expirationDate":"3/2035"}'),
      token('{"type":"visa","maskedCC":1111,"expirationDate":"3/2035"}'),
      token('{"type":"visa","maskedCC":"1111","expirationDate":"x3/2035"}'),
      token('{"type":"visa","maskedCC":"1111","expirationDate":"3/20355"}'),
      token('{"type":"visa","maskedCC":"1111","expirationDate":3}'),
    ]) {
      expect(savedCardOf(bad), bad.details ?? 'null').toBeNull();
    }
    expect(savedCardsOf([null, token('{not json'), token('{"type":"mc","maskedCC":"4444","expirationDate":"11/2028"}')]).map((card) => card.last4)).toEqual(['4444']);
  });

  test('as printed on cards: the brand’s name, the expiry as MM/YY', () => {
    expect(['visa', 'mc', 'amex', 'cb', 'cartebancaire', 'maestro'].map(brandName)).toEqual(['Visa', 'Mastercard', 'American Express', 'CB', 'CB', 'MAESTRO']);
    expect(expiryText({ publicHash: '', brand: 'visa', last4: '1111', expiryMonth: 3, expiryYear: 2035 })).toBe('03/35');
    expect(expiryText({ publicHash: '', brand: 'visa', last4: '1111', expiryMonth: 11, expiryYear: 2100 })).toBe('11/00');
  });
});
