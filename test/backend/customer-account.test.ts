// updateCustomerV2, updateCustomerEmail and changeCustomerPassword, with Magento 2.4.7's checks, texts and lock.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from './helpers';
import {
  CHANGE_PASSWORD, PASSWORD, REQUEST_RESET, RESET, bearer, createCustomer, newCustomer, newestMail, requestReset, signIn, theError,
} from './customer-support';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const UPDATE = `mutation ($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) { customer { firstname lastname middlename email is_subscribed date_of_birth gender } }
}`;
const UPDATE_EMAIL = `mutation ($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) { customer { email } }
}`;
const NEW_PASSWORD = 'Changement-2031';
const me = async (token: string) => (await t.gql('{ customer { email firstname lastname is_subscribed } }', { headers: bearer(token) })).body;

describe('updateCustomerV2', () => {
  test('changes the names, birth date and newsletter subscription given, and nothing else', async () => {
    const token = await newCustomer(t, 'profil@example.com');
    const reply = await t.gql(UPDATE, {
      variables: { input: { firstname: ' Camille-Anne ', middlename: 'Marie', date_of_birth: '1990-04-12', gender: 2, is_subscribed: true } },
      headers: bearer(token),
    });
    expect(reply.body).toEqual({ data: { updateCustomerV2: { customer: {
      firstname: 'Camille-Anne', lastname: 'Durand', middlename: 'Marie', email: 'profil@example.com', is_subscribed: true,
      date_of_birth: '1990-04-12', gender: 2,
    } } } });
    expect(reply.headers.get('cache-control')).toContain('no-store');
    const unsubscribe = await t.gql(UPDATE, { variables: { input: { is_subscribed: false, middlename: null } }, headers: bearer(token) });
    expect(unsubscribe.body.data!.updateCustomerV2.customer).toMatchObject({ firstname: 'Camille-Anne', middlename: null, is_subscribed: false });
  });

  test('blank names, an empty input, a guest', async () => {
    const token = await newCustomer(t, 'vide@example.com');
    expect(theError(await t.gql(UPDATE, { variables: { input: { firstname: ' ', lastname: null } }, headers: bearer(token) })))
      .toEqual({ message: 'Required parameters are missing: First Name, Last Name', category: 'graphql-input' });
    expect(theError(await t.gql(UPDATE, { variables: { input: {} }, headers: bearer(token) })))
      .toEqual({ message: '"input" value should be specified', category: 'graphql-input' });
    expect((await me(token)).data!.customer).toMatchObject({ firstname: 'Camille', lastname: 'Durand' });
    const guest = await t.gql(UPDATE, { variables: { input: { firstname: 'X' } } });
    expect(guest.status).toBe(403);
    expect(theError(guest)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});

describe('updateCustomerEmail', () => {
  test('with the current password: the new address signs in, the token keeps working, the subscription follows', async () => {
    const token = await newCustomer(t, 'ancienne@example.com');
    await t.gql(UPDATE, { variables: { input: { is_subscribed: true } }, headers: bearer(token) });
    const reply = await t.gql(UPDATE_EMAIL, { variables: { email: 'nouvelle@example.com', password: PASSWORD }, headers: bearer(token) });
    expect(reply.body).toEqual({ data: { updateCustomerEmail: { customer: { email: 'nouvelle@example.com' } } } });
    expect((await me(token)).data!.customer).toMatchObject({ email: 'nouvelle@example.com', is_subscribed: true });
    expect((await signIn(t, 'nouvelle@example.com')).token).toBeDefined();
    expect((await signIn(t, 'ancienne@example.com')).token).toBeUndefined();
  });

  test('a wrong password, a taken address, a bad address, missing values', async () => {
    const token = await newCustomer(t, 'change@example.com');
    await createCustomer(t, 'prise@example.com');
    const wrong = await t.gql(UPDATE_EMAIL, { variables: { email: 'x@example.com', password: 'Mauvais-123' }, headers: bearer(token) });
    expect(wrong.status).toBe(401);
    expect(theError(wrong)).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    expect(theError(await t.gql(UPDATE_EMAIL, { variables: { email: 'PRISE@example.com', password: PASSWORD }, headers: bearer(token) })))
      .toEqual({ message: 'A customer with the same email address already exists in an associated website.', category: 'graphql-already-exists' });
    expect(theError(await t.gql(UPDATE_EMAIL, { variables: { email: 'pas-une-adresse', password: PASSWORD }, headers: bearer(token) })))
      .toEqual({ message: '"pas-une-adresse" is not a valid email address.', category: 'graphql-input' });
    expect(theError(await t.gql(UPDATE_EMAIL, { variables: { email: 'x@example.com', password: '' }, headers: bearer(token) })))
      .toEqual({ message: '"email" and "password" values should be specified', category: 'graphql-input' });
    expect((await me(token)).data!.customer.email).toBe('change@example.com');
  });
});

describe('changeCustomerPassword', () => {
  test('changes the password, answers the customer, e-mails them, ends their other tokens and a pending reset link', async () => {
    const token = await newCustomer(t, 'motdepasse@example.com');
    const other = (await signIn(t, 'motdepasse@example.com')).token!;
    await requestReset(t, 'motdepasse@example.com');
    const link = /token=([\w-]+)/.exec(t.backend.hooks.latestMail('motdepasse@example.com')!.text)![1]!;

    const reply = await t.gql(CHANGE_PASSWORD, { variables: { current: PASSWORD, new: NEW_PASSWORD }, headers: bearer(token) });
    expect(reply.body).toEqual({ data: { changeCustomerPassword: { email: 'motdepasse@example.com', firstname: 'Camille' } } });
    const after = (await signIn(t, 'motdepasse@example.com', NEW_PASSWORD)).token!;
    expect((await signIn(t, 'motdepasse@example.com', PASSWORD)).token).toBeUndefined();
    // The session that changed it goes on, as does a sign-in since; another device's token ends (Magento 2.4.7 keeps it).
    for (const kept of [token, after]) expect((await me(kept)).data!.customer.email).toBe('motdepasse@example.com');
    expect(await me(other)).toEqual({ errors: [{ message: 'User token has been revoked', extensions: { category: 'graphql-authentication' } }] });
    const reset = await t.gql('mutation ($t: String!) { resetPassword(email: "motdepasse@example.com", resetPasswordToken: $t, newPassword: "Autre-Encore-2032") }', {
      variables: { t: link },
    });
    expect(theError(reset).message).toBe("Cannot set the customer's password");

    // The e-mail goes in the background.
    await expect.poll(() => newestMail(t, 'password-changed', 'motdepasse@example.com')).toBeDefined();
    expect(t.backend.hooks.latestMail('motdepasse@example.com')?.subject).toBe('Votre mot de passe Vitrine a été modifié');
  });

  test('a wrong current password, a weak or e-mail new password, empty values', async () => {
    const token = await newCustomer(t, 'faible-change@example.com');
    const wrong = await t.gql(CHANGE_PASSWORD, { variables: { current: 'Mauvais-123', new: NEW_PASSWORD }, headers: bearer(token) });
    expect(wrong.status).toBe(401);
    expect(theError(wrong)).toEqual({ message: 'Invalid login or password.', category: 'graphql-authentication' });
    const cases: Array<[string, string, string]> = [
      [PASSWORD, 'Court-1', 'The password needs at least 10 characters. Create a new password and try again.'],
      [PASSWORD, 'toutenminuscules', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
      [PASSWORD, 'Faible-Change@Example.com', "The password can't be the same as the email address. Create a new password and try again."],
      [' ', NEW_PASSWORD, 'Specify the "currentPassword" value.'],
      [PASSWORD, '', 'Specify the "newPassword" value.'],
    ];
    for (const [current, next, message] of cases) {
      const reply = await t.gql(CHANGE_PASSWORD, { variables: { current, new: next }, headers: bearer(token) });
      expect(theError(reply)).toEqual({ message, category: 'graphql-input' });
    }
    expect((await signIn(t, 'faible-change@example.com')).token).toBeDefined();
  });

  test('the 10th wrong password locks the account for 10 minutes; a reset clears the count', async () => {
    let token = await newCustomer(t, 'verrou-compte@example.com');
    const change = (current: string) => t.gql(CHANGE_PASSWORD, { variables: { current, new: NEW_PASSWORD }, headers: bearer(token) });
    const wrongTimes = async (n: number) => {
      for (let i = 0; i < n; i++) expect(theError(await change('Mauvais-123')).message).toBe('Invalid login or password.');
    };
    await wrongTimes(9);
    await requestReset(t, 'verrou-compte@example.com');
    const link = /token=([\w-]+)/.exec(t.backend.hooks.latestMail('verrou-compte@example.com')!.text)![1]!;
    expect((await t.gql(RESET, { variables: { email: 'verrou-compte@example.com', token: link, password: PASSWORD } })).body.data)
      .toEqual({ resetPassword: true });
    // The reset ended the customer's tokens: signed in again.
    token = (await signIn(t, 'verrou-compte@example.com')).token!;
    await wrongTimes(9);
    expect(theError(await change('Mauvais-123'))).toEqual({ message: 'The account is locked.', category: 'graphql-authentication' });

    // Locked: even the right password, the customer's own data, a sign-in and a reset are refused.
    expect(theError(await change(PASSWORD)).message).toBe('The account is locked.');
    expect(theError(await t.gql('{ customer { email } }', { headers: bearer(token) }))).toEqual({ message: 'The account is locked.', category: 'graphql-authentication' });
    expect((await signIn(t, 'verrou-compte@example.com')).token).toBeUndefined();
    // A minute after the last reset e-mail (one a minute per address).
    t.clock.now += 61_000;
    expect(theError(await t.gql(REQUEST_RESET, { variables: { email: 'verrou-compte@example.com' } })))
      .toEqual({ message: 'The account is locked', category: 'graphql-input' });
    expect(theError(await t.gql(RESET, { variables: { email: 'verrou-compte@example.com', token: 'x', password: NEW_PASSWORD } })))
      .toEqual({ message: 'The account is locked', category: 'graphql-input' });

    t.clock.now += 601_000;
    expect((await me(token)).data!.customer.email).toBe('verrou-compte@example.com');
    expect((await signIn(t, 'verrou-compte@example.com')).token).toBeDefined();
  });
});
