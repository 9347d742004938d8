import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { botPass } from './bot-protection-support';
import { newestMail } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';
import { anotherDevice } from '../harness/devices';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const PASSWORD = 'Sommeil-2030';
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

const CREATE = `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname email is_subscribed } } }`;
const SIGN_IN = 'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';

async function createCustomer(email: string, extra: Record<string, unknown> = {}) {
  return t.gql(CREATE, { variables: { input: { firstname: 'Camille', lastname: 'Durand', email, password: PASSWORD, ...extra } }, from: anotherDevice() });
}

async function signIn(email: string, password = PASSWORD) {
  const reply = await t.gql(SIGN_IN, { variables: { email, password } });
  return { reply, token: reply.body.data?.generateCustomerToken?.token as string | undefined };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('accounts', () => {
  test('createCustomerV2 creates the account and subscribes on request', async () => {
    const reply = await createCustomer('camille@example.com', { is_subscribed: true });
    expect(reply.body).toEqual({ data: { createCustomerV2: { customer: {
      firstname: 'Camille', lastname: 'Durand', email: 'camille@example.com', is_subscribed: true,
    } } } });
    expect(reply.headers.get('cache-control')).toContain('no-store');
  });

  test('password rules from the store configuration, with Magento’s texts', async () => {
    const cases: Array<[string, string]> = [
      ['Court-1', 'The password needs at least 10 characters. Create a new password and try again.'],
      ['toutenminuscules', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
      ['Abcdefghijk', 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'],
      [' Espace-123', "The password can't begin or end with a space. Verify the password and try again."],
      ['Rules@Example.com', "The password can't be the same as the email address. Create a new password and try again."],
    ];
    for (const [password, message] of cases) {
      const reply = await t.gql(CREATE, { variables: { input: { firstname: 'A', lastname: 'B', email: 'rules@example.com', password } } });
      expect(reply.body.errors).toEqual([{ message, locations: [{ line: 1, column: 43 }], path: ['createCustomerV2'], extensions: { category: 'graphql-input' } }]);
    }
    // Three classes of four are enough.
    expect((await t.gql(CREATE, { variables: { input: { firstname: 'A', lastname: 'B', email: 'rules@example.com', password: 'abcdefgh12!' } } })).body.errors)
      .toBeUndefined();
  });

  test('a welcome e-mail in French goes to the new customer, in the background', async () => {
    await createCustomer('bienvenue@example.com');
    await expect.poll(() => newestMail(t, 'welcome', 'bienvenue@example.com')).toBeDefined();
    const mail = t.backend.hooks.latestMail('bienvenue@example.com')!;
    expect(mail.subject).toBe('Bienvenue chez Vitrine');
    expect(mail.text).toContain('Bonjour Camille Durand,');
    expect(mail.text).toContain(`${t.url}/sign-in`);
    expect(mail.html).toContain('<p>Bienvenue chez Vitrine\u00a0! Votre compte client est créé.</p>');
  });

  test('a refused account leaves nothing behind: no customer, no subscription, no e-mail', async () => {
    const available = '{ isEmailAvailable(email: "refuse@example.com") { is_email_available } }';
    for (const extra of [{ password: 'faible' }, { firstname: ' ' }, { password: 'refuse@example.com' }]) {
      expect((await createCustomer('refuse@example.com', { is_subscribed: true, ...extra })).body.errors).toHaveLength(1);
    }
    expect((await t.gql(available)).body.data).toEqual({ isEmailAvailable: { is_email_available: true } });
    expect(newestMail(t, 'welcome', 'refuse@example.com')).toBeUndefined();
    // The address can still subscribe as a guest: no subscription was kept for it.
    const pass = await botPass(t, 'subscribeNewsLetter');
    expect((await t.gql('mutation { subscribeEmailToNewsletter(email: "refuse@example.com") { status } }', { headers: pass })).body.data)
      .toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
  });

  test('duplicate e-mail, bad e-mail and missing names', async () => {
    const duplicate = await createCustomer('CAMILLE@example.com');
    expect(duplicate.body.errors?.[0]).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.', extensions: { category: 'graphql-input' },
    });
    const bad = await createCustomer('pas-une-adresse');
    expect(bad.body.errors?.[0]?.message).toBe('"pas-une-adresse" is not a valid email address.');
    const missing = await t.gql(CREATE, { variables: { input: { firstname: ' ', lastname: '', email: 'x@example.com', password: PASSWORD } } });
    expect(missing.body.errors?.[0]?.message).toBe('Required parameters are missing: First Name, Last Name');
  });

  test('isEmailAvailable', async () => {
    const reply = await t.gql('{ a: isEmailAvailable(email: "camille@example.com") { is_email_available } b: isEmailAvailable(email: "new@example.com") { is_email_available } }');
    expect(reply.body.data).toEqual({ a: { is_email_available: false }, b: { is_email_available: true } });
    const invalid = await t.gql('{ isEmailAvailable(email: "nope") { is_email_available } }');
    expect(invalid.body.errors?.[0]).toMatchObject({ message: 'Email is invalid', extensions: { category: 'graphql-input' } });
  });
});

describe('tokens', () => {
  test('sign in, read the customer, sign out', async () => {
    const { reply, token } = await signIn('camille@example.com');
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const guestId = (await t.gql('{ storeConfig { id } }')).headers.get('x-magento-cache-id');
    const customerId = reply.headers.get('x-magento-cache-id');
    expect(customerId).toMatch(/^[0-9a-f]{64}$/);
    expect(customerId).not.toBe(guestId);

    const me = await t.gql('{ customer { firstname lastname email is_subscribed } }', { headers: bearer(token!) });
    expect(me.body.data).toEqual({ customer: { firstname: 'Camille', lastname: 'Durand', email: 'camille@example.com', is_subscribed: true } });
    expect(me.headers.get('cache-control')).toContain('no-store');
    expect(me.headers.get('x-magento-cache-id')).toBe(customerId);
    // With a token, even public data is not for shared caches.
    const config = await t.gql('{ storeConfig { id } }', { headers: bearer(token!) });
    expect(config.headers.get('cache-control')).toContain('no-store');

    const revoked = await t.gql('mutation { revokeCustomerToken { result } }', { headers: bearer(token!) });
    expect(revoked.body.data).toEqual({ revokeCustomerToken: { result: true } });
    expect(revoked.headers.get('x-magento-cache-id')).toBe(guestId);
    const after = await t.gql('{ customer { email } }', { headers: bearer(token!) });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ errors: [{ message: 'User token has been revoked', extensions: { category: 'graphql-authentication' } }] });
    // A new sign-in right after works.
    const again = await signIn('camille@example.com');
    expect((await t.gql('{ customer { email } }', { headers: bearer(again.token!) })).body.data).toEqual({ customer: { email: 'camille@example.com' } });
  });

  test('customer data needs a token: Magento’s authorization error', async () => {
    const reply = await t.gql('{ customer { email } }');
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      errors: [{ message: "The current customer isn't authorized.", locations: [{ line: 1, column: 3 }], path: ['customer'], extensions: { category: 'graphql-authorization' } }],
      data: { customer: null },
    });
    const revoke = await t.gql('mutation { revokeCustomerToken { result } }');
    expect(revoke.body.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });

  test('wrong and forged tokens are authentication errors', async () => {
    for (const token of ['garbage', 'a.b.c', `${(await signIn('camille@example.com')).token!.slice(0, -3)}abc`]) {
      const reply = await t.gql('{ storeConfig { id } }', { headers: bearer(token) });
      expect(reply.status).toBe(401);
      expect(reply.body.errors).toEqual([{ message: 'Failed to read JWT token', extensions: { category: 'graphql-authentication' } }]);
    }
  });

  test('revoking signs out every token issued before, and only those', async () => {
    const first = (await signIn('camille@example.com')).token!;
    const second = (await signIn('camille@example.com')).token!;
    expect((await t.gql('mutation { revokeCustomerToken { result } }', { headers: bearer(second) })).body.data).toEqual({ revokeCustomerToken: { result: true } });
    for (const token of [first, second]) {
      const reply = await t.gql('mutation { revokeCustomerToken { result } }', { headers: bearer(token) });
      expect(reply.status).toBe(401);
      expect(reply.body.errors).toEqual([{ message: 'User token has been revoked', extensions: { category: 'graphql-authentication' } }]);
    }
    const after = (await signIn('camille@example.com')).token!;
    expect((await t.gql('{ customer { email } }', { headers: bearer(after) })).status).toBe(200);
  });

  test('a lifetime changed in the store configuration applies to the next tokens and shows in storeConfig', async () => {
    const before = (await signIn('camille@example.com')).token!;
    const config = '{ storeConfig { customer_token_expiration_time } }';
    expect((await t.gql(config)).body.data).toEqual({ storeConfig: { customer_token_expiration_time: 1200 } });
    expect(t.backend.hooks.setConfig('customer_token_expiration_time', 5)).toBeUndefined();
    expect((await t.gql(config)).body.data).toEqual({ storeConfig: { customer_token_expiration_time: 5 } });
    const short = (await signIn('camille@example.com')).token!;
    t.clock.now += 4_000;
    expect((await t.gql('{ customer { email } }', { headers: bearer(short) })).status).toBe(200);
    t.clock.now += 1_000;
    const expired = await t.gql('{ customer { email } }', { headers: bearer(short) });
    expect(expired.status).toBe(401);
    expect(expired.body.errors).toEqual([{ message: 'Consumer key has expired', extensions: { category: 'graphql-authentication' } }]);
    // A token keeps the lifetime it was issued with.
    expect((await t.gql('{ customer { email } }', { headers: bearer(before) })).status).toBe(200);
    expect(t.backend.hooks.setConfig('customer_token_expiration_time', 1200)).toBeUndefined();
  });

  test('tokens expire after customer_token_expiration_time seconds', async () => {
    const { token } = await signIn('camille@example.com');
    t.clock.now += 1199_000;
    expect((await t.gql('{ customer { email } }', { headers: bearer(token!) })).status).toBe(200);
    t.clock.now += 2_000;
    const expired = await t.gql('{ customer { email } }', { headers: bearer(token!) });
    expect(expired.status).toBe(401);
    expect(expired.body.errors).toEqual([{ message: 'Consumer key has expired', extensions: { category: 'graphql-authentication' } }]);
  });

  test('wrong credentials: Magento’s text, then a lockout after 6 failures that lifts after 30 minutes', async () => {
    await createCustomer('verrou@example.com');
    const wrong = await signIn('verrou@example.com', 'Mauvais-123');
    expect(wrong.reply.status).toBe(401);
    expect(wrong.reply.body.errors).toEqual([{
      message: SIGN_IN_FAILED, locations: [{ line: 1, column: 50 }], path: ['generateCustomerToken'], extensions: { category: 'graphql-authentication' },
    }]);
    expect((await signIn('inconnu@example.com')).reply.body.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    for (let i = 0; i < 5; i++) await signIn('verrou@example.com', 'Mauvais-123');
    // Locked: even the right password fails.
    const locked = await signIn('verrou@example.com');
    expect(locked.token).toBeUndefined();
    expect(locked.reply.body.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    t.clock.now += 1801_000;
    expect((await signIn('verrou@example.com')).token).toBeDefined();
  });

  test('empty credentials', async () => {
    const reply = await t.gql(SIGN_IN, { variables: { email: '', password: 'x' } });
    expect(reply.body.errors?.[0]).toMatchObject({ message: 'Specify the "email" value.', extensions: { category: 'graphql-input' } });
    const noPassword = await t.gql(SIGN_IN, { variables: { email: 'a@example.com', password: '' } });
    expect(noPassword.body.errors?.[0]?.message).toBe('Specify the "password" value.');
  });
});

describe('customer-bound features', () => {
  test('favourite store: saved for a signed-in customer, refused to guests', async () => {
    const { token } = await signIn('camille@example.com');
    const set = await t.gql('mutation { setFavoriteStore(identifier: "lyon-bellecour") { identifier name } }', { headers: bearer(token!) });
    expect(set.body.data).toEqual({ setFavoriteStore: { identifier: 'lyon-bellecour', name: 'Vitrine Lyon Bellecour' } });
    const get = await t.gql('{ favoriteStore(origin: { latitude: 48.85, longitude: 2.35 }) { identifier } }', { headers: bearer(token!) });
    expect(get.body.data).toEqual({ favoriteStore: { identifier: 'lyon-bellecour' } });
    const unknown = await t.gql('mutation { setFavoriteStore(identifier: "nope") { identifier } }', { headers: bearer(token!) });
    expect(unknown.body.errors?.[0]).toMatchObject({ message: 'No such entity with identifier = nope', extensions: { category: 'graphql-no-such-entity' } });
    const guest = await t.gql('mutation { setFavoriteStore(identifier: "lyon-bellecour") { identifier } }');
    expect(guest.body.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
  });

  test('consent: customer and guest', async () => {
    const { token } = await signIn('camille@example.com');
    expect((await t.gql('{ customer { is_consent } }', { headers: bearer(token!) })).body.data).toEqual({ customer: { is_consent: null } });
    const customer = await t.gql('mutation { addOrUpdateCustomerConsent(isConsent: true) { is_consent } }', { headers: bearer(token!) });
    expect(customer.body.data).toEqual({ addOrUpdateCustomerConsent: { is_consent: true } });
    expect((await t.gql('{ customer { is_consent } }', { headers: bearer(token!) })).body.data).toEqual({ customer: { is_consent: true } });
    const guest = await t.gql('mutation { addOrUpdateGuestConsent(cartId: "abc123", isConsent: false) { is_consent } }');
    expect(guest.body.data).toEqual({ addOrUpdateGuestConsent: { is_consent: false } });
    const noCart = await t.gql('mutation { addOrUpdateGuestConsent(cartId: " ", isConsent: true) { is_consent } }');
    expect(noCart.body.errors?.[0]?.message).toBe('Required parameter "cart_id" is missing');
    const anonymous = await t.gql('mutation { addOrUpdateCustomerConsent(isConsent: true) { is_consent } }');
    expect(anonymous.status).toBe(403);
  });

  test('newsletter subscription', async () => {
    const subscribe = async (email: string) =>
      t.gql(`mutation { subscribeEmailToNewsletter(email: "${email}") { status } }`, { headers: await botPass(t, 'subscribeNewsLetter') });
    expect((await subscribe('lecteur@example.com')).body.data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    expect((await subscribe('lecteur@example.com')).body.errors?.[0]).toMatchObject({
      message: 'This email address is already subscribed.', extensions: { category: 'graphql-already-exists' },
    });
    expect((await subscribe('')).body.errors?.[0]?.message).toBe('You must specify an email address to subscribe to a newsletter.');
    expect((await subscribe('nope')).body.errors?.[0]?.message).toBe('Enter a valid email address.');
    // Someone else's account address cannot be subscribed by a guest.
    expect((await subscribe('verrou@example.com')).body.errors?.[0]?.message).toBe('Cannot create a newsletter subscription.');
  });

  test('contact form', async () => {
    const send = async (input: string) => t.gql(`mutation { contactUs(input: { ${input} }) { status } }`, { headers: await botPass(t, 'contactUs') });
    const ok = await send('name: "Camille", email: "camille@example.com", comment: "Bonjour", telephone: "0600000000", is_consent: true, contact_reason: "commande", order_number: "000000042"');
    expect(ok.body.data).toEqual({ contactUs: { status: true } });
    expect((await send('name: " ", email: "a@example.com", comment: "x"')).body.errors?.[0]?.message).toBe('Enter the Name and try again.');
    expect((await send('name: "A", email: "a@example.com", comment: " "')).body.errors?.[0]?.message).toBe('Enter the comment and try again.');
    expect((await send('name: "A", email: "nope", comment: "x"')).body.errors?.[0]?.message)
      .toBe('The email address is invalid. Verify the email address and try again.');
  });
});
