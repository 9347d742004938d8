import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/domain/checkout';
import { addressOfCustomerAddress, cartAddressInput, customerAddressInput, webapiAddress } from '../../src/app/services/magento-address';

// The shopper's address in each of Magento's shapes (reference schemas: CustomerAddressInput, CartAddressInput,
// the webapi's address of shipping-information and payment-information).

const ADDRESS: Address = {
  firstname: 'Camille',
  lastname: 'Martin',
  street: ['12 rue des Lilas', 'Bâtiment B'],
  postcode: '69003',
  city: 'Lyon',
  telephone: '0601020304',
  countryCode: 'FR',
};

const BOOK_ANSWER = {
  id: 7,
  firstname: 'Camille',
  lastname: 'Martin',
  street: ['12 rue des Lilas', null, 'Bâtiment B'],
  city: 'Lyon',
  postcode: '69003',
  telephone: '0601020304',
  country_code: 'FR',
  default_shipping: true,
  default_billing: false,
} as const;

describe('the address in Magento’s shapes', () => {
  it('reads a book’s French address, dropping empty street lines', () => {
    expect(addressOfCustomerAddress(BOOK_ANSWER as never)).toEqual(ADDRESS);
  });

  it('reads missing fields as empty, and leaves out an address outside France', () => {
    const bare = { id: 8, firstname: null, lastname: null, street: null, city: null, postcode: null, telephone: null, country_code: 'FR' };
    expect(addressOfCustomerAddress(bare as never)).toEqual({ firstname: '', lastname: '', street: [], postcode: '', city: '', telephone: '', countryCode: 'FR' });
    expect(addressOfCustomerAddress({ ...BOOK_ANSWER, country_code: 'BE' } as never)).toBeNull();
  });

  it('writes the book’s CustomerAddressInput, with the default flags when given', () => {
    const fields = { firstname: 'Camille', lastname: 'Martin', street: ['12 rue des Lilas', 'Bâtiment B'], city: 'Lyon', postcode: '69003', telephone: '0601020304', country_code: 'FR' };
    expect(customerAddressInput(ADDRESS)).toEqual(fields);
    expect(customerAddressInput(ADDRESS, { defaultShipping: true, defaultBilling: false })).toEqual({ ...fields, default_shipping: true, default_billing: false });
  });

  it('writes the cart’s CartAddressInput, never saved to the book by Magento itself', () => {
    expect(cartAddressInput(ADDRESS)).toEqual({
      firstname: 'Camille', lastname: 'Martin', street: ['12 rue des Lilas', 'Bâtiment B'], city: 'Lyon', postcode: '69003', telephone: '0601020304', country_code: 'FR',
      save_in_address_book: false,
    });
  });

  it('writes the webapi’s address with its countryId', () => {
    expect(webapiAddress(ADDRESS)).toEqual({
      firstname: 'Camille', lastname: 'Martin', street: ['12 rue des Lilas', 'Bâtiment B'], city: 'Lyon', postcode: '69003', telephone: '0601020304', countryId: 'FR',
    });
  });
});
