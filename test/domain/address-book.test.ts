import { describe, expect, test } from 'vitest';
import { addressBookFailureOf, addressBookRules, canDelete, defaultFor } from '../../src/domain/address-book';
import { maxLength, validate } from '../../src/domain/validation';
import { BOOK, HOME, OFFICE } from '../fixtures/address-book';

describe('address book rules', () => {
  const good = { firstname: 'Camille', lastname: 'Durand', street1: '5 place Bellecour', street2: '', postcode: '69002', city: 'Lyon', telephone: '04 72 00 00 00', defaultShipping: false, defaultBilling: true };

  test('checkout’s French address rules, each text at most 255 characters as Magento keeps them', () => {
    expect(validate(addressBookRules, good)).toEqual({});
    expect(validate(addressBookRules, { ...good, firstname: 'é'.repeat(255) })).toEqual({});
    expect(validate(addressBookRules, { ...good, firstname: ' ', street2: 'x'.repeat(256), postcode: '6900', telephone: '12' })).toEqual({
      firstname: { message: 'validation.required' },
      street2: { message: 'validation.maxLength', values: { value: 255 } },
      postcode: { message: 'validation.postcode' },
      telephone: { message: 'validation.telephone' },
    });
  });

  test('maxLength counts characters, not UTF-16 units', () => {
    expect(maxLength(2)('😀😀', {})).toBeNull();
    expect(maxLength(2)('abc', {})).toEqual({ message: 'validation.maxLength', values: { value: 2 } });
  });
});

describe('address book choices', () => {
  test('a default address cannot be deleted; the default of each step is preselected at checkout', () => {
    expect(canDelete(HOME)).toBe(false);
    expect(canDelete(OFFICE)).toBe(true);
    expect(defaultFor(BOOK, 'shipping')).toBe(HOME);
    expect(defaultFor([OFFICE], 'billing')).toBeNull();
    const billingOnly = { ...OFFICE, id: 20, defaultBilling: true };
    expect(canDelete(billingOnly)).toBe(false);
    expect(canDelete({ ...OFFICE, defaultShipping: true })).toBe(false);
    expect(defaultFor([OFFICE, billingOnly], 'billing')).toBe(billingOnly);
    expect(defaultFor([OFFICE, billingOnly], 'shipping')).toBeNull();
    expect(defaultFor([billingOnly, { ...OFFICE, id: 21, defaultShipping: true }], 'shipping')?.id).toBe(21);
  });

  test('a failure reads as the network or the generic form error, never the backend’s words', () => {
    expect(addressBookFailureOf(Object.assign(new Error('Failed to fetch'), { network: true }))).toBe('network');
    expect(addressBookFailureOf(new Error('Could not find a address with ID "12"'))).toBe('generic');
  });
});
