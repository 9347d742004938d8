// The checkout mutations of Magento 2.4.7 over GraphQL: the guest's e-mail, the shipping address and its methods,
// the shipping method in the totals, the billing address, the payment methods.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART, MONEY, addOk, bearer, customerToken, euros, guestCart, onlyError } from './cart-support';
import { CART_ADDRESS } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const ADDRESS_FIELDS = `firstname lastname street city postcode telephone country { code label } region { code label region_id }`;
const CHECKOUT_FIELDS = `
  id email
  shipping_addresses {
    ${ADDRESS_FIELDS}
    available_shipping_methods { carrier_code carrier_title method_code method_title amount { ${MONEY} } price_excl_tax { ${MONEY} } price_incl_tax { ${MONEY} } available }
    selected_shipping_method { carrier_code carrier_title method_code method_title amount { ${MONEY} } price_excl_tax { ${MONEY} } price_incl_tax { ${MONEY} } }
  }
  billing_address { __typename ${ADDRESS_FIELDS} }
  available_payment_methods { code title is_deferred }
  selected_payment_method { code title }
  prices { grand_total { ${MONEY} } subtotal_including_tax { ${MONEY} } applied_taxes { label amount { ${MONEY} } } }
`;
const SET_EMAIL = `mutation ($input: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $input) { cart { ${CHECKOUT_FIELDS} } } }`;
const SET_SHIPPING = `mutation ($input: SetShippingAddressesOnCartInput) { setShippingAddressesOnCart(input: $input) { cart { ${CHECKOUT_FIELDS} } } }`;
const SET_METHOD = `mutation ($input: SetShippingMethodsOnCartInput) { setShippingMethodsOnCart(input: $input) { cart { ${CHECKOUT_FIELDS} } } }`;
const SET_BILLING = `mutation ($input: SetBillingAddressOnCartInput) { setBillingAddressOnCart(input: $input) { cart { ${CHECKOUT_FIELDS} } } }`;
const SET_PAYMENT = `mutation ($input: SetPaymentMethodOnCartInput) { setPaymentMethodOnCart(input: $input) { cart { ${CHECKOUT_FIELDS} } } }`;

async function cartWithMelatonin(quantity = 2, headers: Record<string, string> = {}): Promise<string> {
  const id = await guestCart(t, headers);
  await addOk(t, id, [{ sku: 'MELA-1', quantity }], headers);
  return id;
}

const setShipping = (cartId: string, address: Record<string, unknown> = CART_ADDRESS, headers = {}) =>
  t.gql(SET_SHIPPING, { variables: { input: { cart_id: cartId, shipping_addresses: [{ address }] } }, headers });
const setMethod = (cartId: string, carrier = 'colissimo', method = 'domicile', headers = {}) =>
  t.gql(SET_METHOD, { variables: { input: { cart_id: cartId, shipping_methods: [{ carrier_code: carrier, method_code: method }] } }, headers });

describe('setGuestEmailOnCart', () => {
  test('keeps the guest’s e-mail on the cart; answers are never cached', async () => {
    const id = await cartWithMelatonin();
    const reply = await t.gql(SET_EMAIL, { variables: { input: { cart_id: id, email: 'camille@example.com' } } });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data!.setGuestEmailOnCart.cart.email).toBe('camille@example.com');
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expect((await t.gql(`query ($id: String!) { cart(cart_id: $id) { email } }`, { variables: { id } })).body.data!.cart.email).toBe('camille@example.com');
  });

  test('Magento’s refusals: missing values, a bad address, a signed-in customer, someone else’s cart', async () => {
    const id = await cartWithMelatonin();
    const set = (input: Record<string, unknown>, headers = {}) => t.gql(SET_EMAIL, { variables: { input }, headers });
    expect(onlyError(await set({ cart_id: '', email: 'a@example.com' }))).toEqual({ message: 'Required parameter "cart_id" is missing', category: 'graphql-input' });
    expect(onlyError(await set({ cart_id: id, email: '' }))).toEqual({ message: 'Required parameter "email" is missing', category: 'graphql-input' });
    expect(onlyError(await set({ cart_id: id, email: 'pas-une-adresse' }))).toEqual({ message: 'Invalid email format', category: 'graphql-input' });
    const token = await customerToken(t, 'ines.email@example.com');
    expect(onlyError(await set({ cart_id: id, email: 'a@example.com' }, bearer(token))))
      .toEqual({ message: 'The request is not allowed for logged in customers', category: 'graphql-input' });
    const own = (await t.gql('query { customerCart { id } }', { headers: bearer(token) })).body.data!.customerCart.id as string;
    const foreign = await set({ cart_id: own, email: 'a@example.com' });
    expect(foreign.status).toBe(403);
    expect(onlyError(foreign)).toEqual({ message: `The current user cannot perform operations on cart "${own}"`, category: 'graphql-authorization' });
  });

  test('a customer’s cart answers the account’s e-mail', async () => {
    const token = await customerToken(t, 'ines.cart@example.com');
    const reply = await t.gql('query { customerCart { email } }', { headers: bearer(token) });
    expect(reply.body.data!.customerCart.email).toBe('ines.cart@example.com');
  });
});

describe('setShippingAddressesOnCart', () => {
  test('the address, France’s label, and the methods that can carry the cart there', async () => {
    const id = await cartWithMelatonin();
    const reply = await setShipping(id);
    expect(reply.body.errors).toBeUndefined();
    const [address] = reply.body.data!.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(address).toMatchObject({
      firstname: 'Camille', lastname: 'Durand', street: ['12 rue de la République'], city: 'Lyon', postcode: '69002', telephone: '0612345678',
      country: { code: 'FR', label: 'France' }, region: { code: null, label: null, region_id: null }, selected_shipping_method: null,
    });
    expect(address.available_shipping_methods.map((m: { carrier_code: string }) => m.carrier_code)).toEqual(['colissimo', 'mondialrelay', 'chronopost', 'instore']);
    expect(address.available_shipping_methods[0]).toEqual({
      carrier_code: 'colissimo', carrier_title: 'Colissimo', method_code: 'domicile', method_title: 'Livraison à domicile en 2 à 3 jours ouvrés',
      amount: euros(4.9), price_excl_tax: euros(4.64), price_incl_tax: euros(4.9), available: true,
    });
  });

  test('refuses a field past Magento’s 255 characters with its text, and keeps nothing of it', async () => {
    const id = await cartWithMelatonin();
    expect(onlyError(await setShipping(id, { ...CART_ADDRESS, firstname: 'C'.repeat(300_000) })))
      .toEqual({ message: '"First Name" length must be equal or less than 255 characters.', category: 'graphql-input' });
    expect(onlyError(await setShipping(id, { ...CART_ADDRESS, street: ['12 rue de la République', 'x'.repeat(256)] })))
      .toEqual({ message: '"Street Address" length must be equal or less than 255 characters.', category: 'graphql-input' });
    expect((await setShipping(id, { ...CART_ADDRESS, firstname: 'C'.repeat(255) })).body.errors).toBeUndefined();
  });

  test('another country: its label, and no method (the carriers serve France)', async () => {
    const id = await cartWithMelatonin();
    const reply = await setShipping(id, { ...CART_ADDRESS, country_code: 'be' });
    const [address] = reply.body.data!.setShippingAddressesOnCart.cart.shipping_addresses;
    expect(address.country).toEqual({ code: 'BE', label: 'Belgique' });
    expect(address.available_shipping_methods).toEqual([]);
  });

  test('a missing field is refused by the schema, in graphql-php’s words', async () => {
    const id = await cartWithMelatonin();
    const reply = await t.gql(`mutation { setShippingAddressesOnCart(input: { cart_id: "${id}", shipping_addresses: [{ address: {
      lastname: "Durand", street: ["1 rue"], city: "Lyon", country_code: "FR" } }] }) { cart { id } } }`);
    expect(reply.body.errors![0]!.message).toBe('Field CartAddressInput.firstname of required type String! was not provided.');
  });

  test('Magento’s refusals of the address input', async () => {
    const id = await cartWithMelatonin();
    const set = (shipping_addresses: unknown[], headers = {}) => t.gql(SET_SHIPPING, { variables: { input: { cart_id: id, shipping_addresses } }, headers });
    expect(onlyError(await set([]))).toEqual({ message: 'Required parameter "shipping_addresses" is missing', category: 'graphql-input' });
    expect(onlyError(await set([{ address: CART_ADDRESS }, { address: CART_ADDRESS }])))
      .toEqual({ message: 'You cannot specify multiple shipping addresses.', category: 'graphql-input' });
    expect(onlyError(await set([{}]))).toEqual({ message: 'The shipping address must contain either "customer_address_id" or "address".', category: 'graphql-input' });
    expect(onlyError(await set([{ address: CART_ADDRESS, customer_address_id: 3 }])))
      .toEqual({ message: 'The shipping address cannot contain "customer_address_id" and "address" at the same time.', category: 'graphql-input' });
    expect(onlyError(await set([{ customer_address_id: 3 }]))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    expect(onlyError(await set([{ address: { ...CART_ADDRESS, street: ['1', '2', '3'] } }])))
      .toEqual({ message: '"Street Address" cannot contain more than 2 lines.', category: 'graphql-input' });
    expect(onlyError(await set([{ address: { ...CART_ADDRESS, country_code: 'XX' } }])))
      .toEqual({ message: 'Invalid value of "XX" provided for the countryId field.', category: 'graphql-input' });
  });
});

describe('setShippingMethodsOnCart', () => {
  test('the chosen method; its price enters the grand total and its VAT the taxes', async () => {
    const id = await cartWithMelatonin();
    await setShipping(id);
    const reply = await setMethod(id);
    expect(reply.body.errors).toBeUndefined();
    const cart = reply.body.data!.setShippingMethodsOnCart.cart;
    expect(cart.shipping_addresses[0].selected_shipping_method).toEqual({
      carrier_code: 'colissimo', carrier_title: 'Colissimo', method_code: 'domicile', method_title: 'Livraison à domicile en 2 à 3 jours ouvrés',
      amount: euros(4.9), price_excl_tax: euros(4.64), price_incl_tax: euros(4.9),
    });
    // 2 × 9,90 € + 4,90 €; VAT: 1,03 € on the goods, 0,26 € on the shipping.
    expect(cart.prices.subtotal_including_tax).toEqual(euros(19.8));
    expect(cart.prices.grand_total).toEqual(euros(24.7));
    expect(cart.prices.applied_taxes).toEqual([{ label: 'TVA 5,5 %', amount: euros(1.29) }]);
  });

  test('a new address forgets the method; a method that no longer carries the cart is not selected', async () => {
    const id = await cartWithMelatonin();
    await setShipping(id);
    await setMethod(id, 'mondialrelay', 'pointrelais');
    const moved = await setShipping(id, { ...CART_ADDRESS, city: 'Paris', postcode: '75011' });
    expect(moved.body.data!.setShippingAddressesOnCart.cart.shipping_addresses[0].selected_shipping_method).toBeNull();
    expect(moved.body.data!.setShippingAddressesOnCart.cart.prices.grand_total).toEqual(euros(19.8));
  });

  test('Magento’s refusals: no address, an empty cart, an unknown method, missing codes, several methods', async () => {
    const id = await cartWithMelatonin();
    expect(onlyError(await setMethod(id))).toEqual({ message: 'The shipping address is missing. Set the address and try again.', category: 'graphql-input' });
    await setShipping(id);
    expect(onlyError(await setMethod(id, 'colissimo', 'express'))).toEqual({ message: 'Carrier with such method not found: colissimo, express', category: 'graphql-no-such-entity' });
    expect(onlyError(await setMethod(id, '', 'domicile'))).toEqual({ message: 'Required parameter "carrier_code" is missing.', category: 'graphql-input' });
    expect(onlyError(await setMethod(id, 'colissimo', ''))).toEqual({ message: 'Required parameter "method_code" is missing.', category: 'graphql-input' });
    const both = await t.gql(SET_METHOD, { variables: { input: { cart_id: id, shipping_methods: [
      { carrier_code: 'colissimo', method_code: 'domicile' }, { carrier_code: 'instore', method_code: 'pickup' }] } } });
    expect(onlyError(both)).toEqual({ message: 'You cannot specify multiple shipping methods.', category: 'graphql-input' });
    const empty = await guestCart(t);
    await setShipping(empty);
    expect(onlyError(await setMethod(empty))).toEqual({
      message: "The shipping method can't be set for an empty cart. Add an item to cart and try again.", category: 'graphql-input',
    });
  });
});

describe('setBillingAddressOnCart and the payment method', () => {
  test('a billing address; with same_as_shipping it becomes the shipping address too (Magento 2.4.7)', async () => {
    const id = await cartWithMelatonin();
    const reply = await t.gql(SET_BILLING, { variables: { input: { cart_id: id, billing_address: { address: CART_ADDRESS, same_as_shipping: true } } } });
    expect(reply.body.errors).toBeUndefined();
    const cart = reply.body.data!.setBillingAddressOnCart.cart;
    expect(cart.billing_address).toMatchObject({ __typename: 'BillingCartAddress', firstname: 'Camille', country: { code: 'FR', label: 'France' } });
    expect(cart.shipping_addresses[0]).toMatchObject({ firstname: 'Camille', city: 'Lyon' });
    const alone = await t.gql(SET_BILLING, { variables: { input: { cart_id: id, billing_address: { address: { ...CART_ADDRESS, city: 'Paris' } } } } });
    expect(alone.body.data!.setBillingAddressOnCart.cart.billing_address.city).toBe('Paris');
    expect(alone.body.data!.setBillingAddressOnCart.cart.shipping_addresses[0].city).toBe('Lyon');
    expect(onlyError(await t.gql(SET_BILLING, { variables: { input: { cart_id: id, billing_address: { same_as_shipping: true } } } })))
      .toEqual({ message: 'The billing address must contain either "customer_address_id" or "address".', category: 'graphql-input' });
  });

  test('adyen_cc is the one payment method; none is selected until setPaymentMethodOnCart', async () => {
    const id = await cartWithMelatonin();
    const cart = (await t.gql(`query ($id: String!) { cart(cart_id: $id) { ${CHECKOUT_FIELDS} } }`, { variables: { id } })).body.data!.cart;
    expect(cart.available_payment_methods).toEqual([{ code: 'adyen_cc', title: 'Carte bancaire', is_deferred: false }]);
    expect(cart.selected_payment_method).toEqual({ code: '', title: '' });
    const set = (code: string) => t.gql(SET_PAYMENT, { variables: { input: { cart_id: id, payment_method: { code } } } });
    expect(onlyError(await set('adyen_cc'))).toEqual({ message: 'The shipping address is missing. Set the address and try again.', category: 'graphql-input' });
    await setShipping(id);
    expect(onlyError(await set('checkmo'))).toEqual({ message: 'The requested Payment Method is not available.', category: 'graphql-input' });
    expect(onlyError(await set(''))).toEqual({ message: 'Required parameter "code" for "payment_method" is missing.', category: 'graphql-input' });
    const chosen = await set('adyen_cc');
    expect(chosen.body.data!.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({ code: 'adyen_cc', title: 'Carte bancaire' });
  });

  test('a customer checks out their own cart; the cart query shows what was set', async () => {
    const token = await customerToken(t, 'ines.checkout@example.com');
    const id = (await t.gql('query { customerCart { id } }', { headers: bearer(token) })).body.data!.customerCart.id as string;
    await addOk(t, id, [{ sku: 'MAG-B6', quantity: 3 }], bearer(token));
    await setShipping(id, CART_ADDRESS, bearer(token));
    // 3 × 19,90 € = 59,70 €: home delivery is free from 49 €.
    const reply = await setMethod(id, 'colissimo', 'domicile', bearer(token));
    expect(reply.body.data!.setShippingMethodsOnCart.cart.shipping_addresses[0].selected_shipping_method.amount).toEqual(euros(0));
    expect(reply.body.data!.setShippingMethodsOnCart.cart.prices.grand_total).toEqual(euros(59.7));
    const guest = await setShipping(id);
    expect(guest.status).toBe(403);
    const cart = await t.gql(CART, { variables: { id }, headers: bearer(token) });
    expect(cart.body.errors).toBeUndefined();
  });
});
