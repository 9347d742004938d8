// The address book: Customer.addresses, createCustomerAddress, updateCustomerAddress and deleteCustomerAddress with
// Magento 2.4.7's checks, texts and categories; one customer never sees or changes another's addresses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from './helpers';
import { bearer, newCustomer, theError } from './customer-support';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const FIELDS = 'id firstname lastname street city postcode telephone country_code region { region region_code region_id } default_shipping default_billing';
const LIST = `{ customer { default_shipping default_billing addresses { ${FIELDS} } } }`;
const CREATE = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: Int!) { deleteCustomerAddress(id: $id) }';

const HOME = {
  firstname: 'Camille', lastname: 'Durand', street: ['12 rue des Lilas', 'Bâtiment B'], city: 'Lyon', postcode: '69003',
  telephone: '0612345678', country_code: 'FR',
};

const list = async (token: string) => (await t.gql(LIST, { headers: bearer(token) })).body.data!.customer;
const create = async (token: string, input: Record<string, unknown>) => t.gql(CREATE, { variables: { input }, headers: bearer(token) });

describe('createCustomerAddress and Customer.addresses', () => {
  test('adds a French address, the defaults asked for, and lists it', async () => {
    const token = await newCustomer(t, 'carnet@example.com');
    expect(await list(token)).toEqual({ default_shipping: null, default_billing: null, addresses: [] });
    const reply = await create(token, { ...HOME, firstname: ' Camille ', default_shipping: true, default_billing: true });
    expect(reply.headers.get('cache-control')).toContain('no-store');
    const address = reply.body.data!.createCustomerAddress;
    expect(address).toEqual({
      id: expect.any(Number), firstname: 'Camille', lastname: 'Durand', street: ['12 rue des Lilas', 'Bâtiment B'], city: 'Lyon',
      postcode: '69003', telephone: '0612345678', country_code: 'FR', region: { region: null, region_code: null, region_id: 0 },
      default_shipping: true, default_billing: true,
    });
    const other = (await create(token, { ...HOME, street: ['3 quai Saint-Antoine'], default_billing: true })).body.data!.createCustomerAddress;
    expect(other).toMatchObject({ default_shipping: false, default_billing: true });
    const customer = await list(token);
    expect(customer.default_shipping).toBe(String(address.id));
    expect(customer.default_billing).toBe(String(other.id));
    expect(customer.addresses.map((a: { id: number; default_billing: boolean }) => [a.id, a.default_billing]))
      .toEqual([[address.id, false], [other.id, true]]);
  });

  test('bad input answers Magento’s text and saves nothing', async () => {
    const token = await newCustomer(t, 'refus@example.com');
    const refused = async (input: Record<string, unknown>) => theError(await create(token, input));
    expect(await refused({ ...HOME, firstname: '', city: ' ', street: [] }))
      .toEqual({ message: 'Required parameters are missing: firstname, street, city', category: 'graphql-input' });
    expect(await refused({})).toEqual({ message: '"input" value should be specified', category: 'graphql-input' });
    expect(await refused({ ...HOME, country_code: 'DE' }))
      .toEqual({ message: 'Invalid value of "DE" provided for the countryId field.', category: 'graphql-input' });
    expect(await refused({ ...HOME, lastname: 'x'.repeat(256) }))
      .toEqual({ message: '"Last Name" length must be equal or less than 255 characters.', category: 'graphql-input' });
    expect(await refused({ ...HOME, street: ['1', '2', '3'] }))
      .toEqual({ message: '"Street Address" cannot contain more than 2 lines.', category: 'graphql-input' });
    expect(theError(await create(token, { ...HOME, country_code: 'XX' })).message).toContain('Value "XX" does not exist in "CountryCodeEnum" enum');
    expect((await list(token)).addresses).toEqual([]);
  });

  test('a guest is refused', async () => {
    const reply = await t.gql(CREATE, { variables: { input: HOME } });
    expect(reply.status).toBe(403);
    expect(theError(reply)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});

describe('updateCustomerAddress', () => {
  test('changes the fields given, keeps the others, moves and drops the defaults', async () => {
    const token = await newCustomer(t, 'modif@example.com');
    const first = (await create(token, { ...HOME, default_shipping: true })).body.data!.createCustomerAddress;
    const second = (await create(token, { ...HOME, city: 'Paris', postcode: '75011' })).body.data!.createCustomerAddress;
    const reply = await t.gql(UPDATE, { variables: { id: second.id, input: { city: 'Marseille', postcode: '13001', default_shipping: true } }, headers: bearer(token) });
    expect(reply.body.data!.updateCustomerAddress).toMatchObject({ city: 'Marseille', postcode: '13001', firstname: 'Camille', default_shipping: true });
    expect((await list(token)).default_shipping).toBe(String(second.id));
    await t.gql(UPDATE, { variables: { id: second.id, input: { default_shipping: false } }, headers: bearer(token) });
    const customer = await list(token);
    expect(customer.default_shipping).toBeNull();
    expect(customer.addresses.find((a: { id: number }) => a.id === first.id)).toMatchObject({ default_shipping: false, city: 'Lyon' });
  });

  test('bad input, an unknown id, nothing changed', async () => {
    const token = await newCustomer(t, 'modif-refus@example.com');
    const { id } = (await create(token, HOME)).body.data!.createCustomerAddress;
    const update = async (variables: Record<string, unknown>) => theError(await t.gql(UPDATE, { variables, headers: bearer(token) }));
    expect(await update({ id, input: { telephone: '' } })).toEqual({ message: 'Required parameters are missing: telephone', category: 'graphql-input' });
    expect(await update({ id, input: {} })).toEqual({ message: '"input" value should be specified', category: 'graphql-input' });
    expect(await update({ id: 0, input: { city: 'Nice' } })).toEqual({ message: 'Address "id" value should be specified', category: 'graphql-input' });
    expect(await update({ id, input: { city: 'N'.repeat(300) } }))
      .toEqual({ message: '"City" length must be equal or less than 255 characters.', category: 'graphql-input' });
    expect(await update({ id: 999999, input: { city: 'Nice' } }))
      .toEqual({ message: 'Could not find a address with ID "999999"', category: 'graphql-no-such-entity' });
    expect((await list(token)).addresses[0]).toMatchObject({ city: 'Lyon', telephone: '0612345678' });
  });
});

describe('deleteCustomerAddress', () => {
  test('deletes an address that is no default; a default one is kept', async () => {
    const token = await newCustomer(t, 'suppr@example.com');
    const kept = (await create(token, { ...HOME, default_billing: true })).body.data!.createCustomerAddress;
    const shipping = (await create(token, { ...HOME, default_shipping: true })).body.data!.createCustomerAddress;
    const gone = (await create(token, HOME)).body.data!.createCustomerAddress;
    expect((await t.gql(DELETE, { variables: { id: gone.id }, headers: bearer(token) })).body).toEqual({ data: { deleteCustomerAddress: true } });
    expect(theError(await t.gql(DELETE, { variables: { id: kept.id }, headers: bearer(token) })))
      .toEqual({ message: `Customer Address ${kept.id} is set as default billing address and can not be deleted`, category: 'graphql-input' });
    expect(theError(await t.gql(DELETE, { variables: { id: shipping.id }, headers: bearer(token) })))
      .toEqual({ message: `Customer Address ${shipping.id} is set as default shipping address and can not be deleted`, category: 'graphql-input' });
    expect(theError(await t.gql(DELETE, { variables: { id: gone.id }, headers: bearer(token) })))
      .toEqual({ message: `Could not find a address with ID "${gone.id}"`, category: 'graphql-no-such-entity' });
    expect((await list(token)).addresses.map((a: { id: number }) => a.id)).toEqual([kept.id, shipping.id]);
  });
});

describe('another customer', () => {
  test('sees none of the first one’s addresses and changes none: the error of a missing address, never the data', async () => {
    const first = await newCustomer(t, 'premiere@example.com');
    const second = await newCustomer(t, 'seconde@example.com');
    const { id } = (await create(first, HOME)).body.data!.createCustomerAddress;
    expect((await list(second)).addresses).toEqual([]);
    const update = await t.gql(UPDATE, { variables: { id, input: { city: 'Nice' } }, headers: bearer(second) });
    // Answered exactly as an id nobody has: a prober learns nothing of which ids exist.
    const unknown = await t.gql(UPDATE, { variables: { id: id + 100_000, input: { city: 'Nice' } }, headers: bearer(second) });
    expect(update.status).toBe(unknown.status);
    expect(JSON.stringify(update.body)).toBe(JSON.stringify(unknown.body).replace(String(id + 100_000), String(id)));
    expect(update.body.data).toEqual({ updateCustomerAddress: null });
    expect(theError(update)).toEqual({ message: `Could not find a address with ID "${id}"`, category: 'graphql-no-such-entity' });
    const remove = await t.gql(DELETE, { variables: { id }, headers: bearer(second) });
    expect(theError(remove)).toEqual({ message: `Could not find a address with ID "${id}"`, category: 'graphql-no-such-entity' });
    expect((await list(first)).addresses).toEqual([expect.objectContaining({ id, city: 'Lyon' })]);
  });
});
