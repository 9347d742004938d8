// The account information and communications pages' operations: names, newsletter, the consent log, the
// data-protection requests confirmed by their e-mailed link, each customer kept to their own.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { query } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';
import { bearer, newCustomer, theError } from './customer-support';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const UPDATE = 'mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname lastname is_subscribed } } }';
const CONSENT = 'mutation ($isConsent: Boolean!) { addOrUpdateCustomerConsent(isConsent: $isConsent) { is_consent } }';
const GUEST_CONSENT = 'mutation ($cartId: String!, $isConsent: Boolean!) { addOrUpdateGuestConsent(cartId: $cartId, isConsent: $isConsent) { is_consent } }';
const REQUEST = 'mutation ($type: GdprRequestTypeEnum!) { requestGdprAction(type: $type) { type status } }';
const CONFIRM = 'mutation ($type: GdprRequestTypeEnum!, $code: String!) { confirmGdprRequest(type: $type, code: $code) { type status } }';
const me = async (token: string) => (await t.gql('{ customer { firstname lastname is_subscribed is_consent } }', { headers: bearer(token) })).body.data!.customer;

/** The code of the newest confirmation link e-mailed to `to`. */
function codeFromMail(to: string, type: 'export' | 'erase'): string {
  const mail = t.backend.hooks.latestMail(to);
  const code = new RegExp(`/gdpr-request/type/${type}/code/(\\w+)`).exec(mail?.text ?? '')?.[1];
  expect(code, mail?.text).toBeDefined();
  return code!;
}

describe('names', () => {
  test('a name too long or with a forbidden character is refused with Magento’s text, and nothing is saved', async () => {
    const token = await newCustomer(t, 'noms@example.com');
    expect(theError(await t.gql(UPDATE, { variables: { input: { firstname: 'A'.repeat(256) } }, headers: bearer(token) })))
      .toEqual({ message: '"First Name" length must be equal or less than 255 characters.', category: 'graphql-input' });
    expect(theError(await t.gql(UPDATE, { variables: { input: { firstname: 'Camille', lastname: '<script>' } }, headers: bearer(token) })))
      .toEqual({ message: 'Last Name is not valid!', category: 'graphql-input' });
    expect(await me(token)).toMatchObject({ firstname: 'Camille', lastname: 'Durand' });
    const accepted = await t.gql(UPDATE, { variables: { input: { firstname: 'Anne-Sophie', lastname: 'D’Arcy' } }, headers: bearer(token) });
    expect(accepted.body.data!.updateCustomerV2.customer).toMatchObject({ firstname: 'Anne-Sophie', lastname: 'D’Arcy' });
  });
});

describe('newsletter', () => {
  test('is_subscribed follows updateCustomerV2, and the subscriber table with it', async () => {
    const token = await newCustomer(t, 'lettre@example.com');
    expect((await me(token)).is_subscribed).toBe(false);
    await t.gql(UPDATE, { variables: { input: { is_subscribed: true } }, headers: bearer(token) });
    expect((await me(token)).is_subscribed).toBe(true);
    expect(query(t, 'SELECT status FROM newsletter_subscriber WHERE email = ?', 'lettre@example.com')).toEqual([{ status: 1 }]);
    await t.gql(UPDATE, { variables: { input: { is_subscribed: false } }, headers: bearer(token) });
    expect((await me(token)).is_subscribed).toBe(false);
    expect(query(t, 'SELECT status FROM newsletter_subscriber WHERE email = ?', 'lettre@example.com')).toEqual([{ status: 3 }]);
  });
});

describe('consent log', () => {
  test('each customer decision is logged with the notice shown and the time; a guest’s against the cart', async () => {
    const token = await newCustomer(t, 'accord@example.com');
    expect((await me(token)).is_consent).toBeNull();
    expect((await t.gql(CONSENT, { variables: { isConsent: true }, headers: bearer(token) })).body.data).toEqual({ addOrUpdateCustomerConsent: { is_consent: true } });
    t.clock.now += 60_000;
    await t.gql(CONSENT, { variables: { isConsent: false }, headers: bearer(token) });
    expect((await me(token)).is_consent).toBe(false);
    const log = query<{ consent_text: string; is_consent: number; created_at: string; cart_id: string | null }>(t,
      `SELECT l.consent_text, l.is_consent, l.created_at, l.cart_id FROM consent_log l JOIN customer_entity c ON c.entity_id = l.customer_id
       WHERE c.email = ? ORDER BY l.log_id`, 'accord@example.com');
    expect(log.map((row) => [row.is_consent, row.created_at, row.cart_id])).toEqual([[1, '2030-12-20T10:00:00.000Z', null], [0, '2030-12-20T10:01:00.000Z', null]]);
    expect(log[0]!.consent_text).toContain('Vos données servent à gérer votre compte');
    await t.gql(GUEST_CONSENT, { variables: { cartId: 'panier-invite', isConsent: true } });
    const guest = query<{ customer_id: number | null; consent_text: string }>(t, 'SELECT customer_id, consent_text FROM consent_log WHERE cart_id = ?', 'panier-invite');
    expect(guest).toHaveLength(1);
    expect(guest[0]).toMatchObject({ customer_id: null });
    expect(guest[0]!.consent_text).toContain('traiter et livrer votre commande');
  });

  test('a guest has no customer consent to give', async () => {
    const reply = await t.gql(CONSENT, { variables: { isConsent: true } });
    expect(theError(reply)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });
});

describe('data-protection requests', () => {
  test('an export request e-mails a link whose code confirms it once', async () => {
    const token = await newCustomer(t, 'export@example.com');
    expect((await t.gql(REQUEST, { variables: { type: 'EXPORT' }, headers: bearer(token) })).body.data)
      .toEqual({ requestGdprAction: { type: 'EXPORT', status: 'PENDING' } });
    const mail = t.backend.hooks.latestMail('export@example.com')!;
    expect(mail.subject).toContain('copie de vos données');
    const code = codeFromMail('export@example.com', 'export');
    expect((await t.gql(CONFIRM, { variables: { type: 'EXPORT', code }, headers: bearer(token) })).body.data)
      .toEqual({ confirmGdprRequest: { type: 'EXPORT', status: 'CONFIRMED' } });
    expect(theError(await t.gql(CONFIRM, { variables: { type: 'EXPORT', code }, headers: bearer(token) })))
      .toEqual({ message: 'This request was already confirmed.', category: 'graphql-input' });
    expect(query(t, 'SELECT COUNT(*) AS n FROM gdpr_request WHERE code_hash = ?', code)).toEqual([{ n: 0 }]);
  });

  test('another customer’s code, a code of the other request, a made-up or empty one are invalid', async () => {
    const owner = await newCustomer(t, 'efface@example.com');
    const other = await newCustomer(t, 'autre@example.com');
    await t.gql(REQUEST, { variables: { type: 'ERASE' }, headers: bearer(owner) });
    const code = codeFromMail('efface@example.com', 'erase');
    const invalid = { message: 'This request link is invalid.', category: 'graphql-no-such-entity' };
    expect(theError(await t.gql(CONFIRM, { variables: { type: 'ERASE', code }, headers: bearer(other) }))).toEqual(invalid);
    expect(theError(await t.gql(CONFIRM, { variables: { type: 'EXPORT', code }, headers: bearer(owner) }))).toEqual(invalid);
    expect(theError(await t.gql(CONFIRM, { variables: { type: 'ERASE', code: 'abc123' }, headers: bearer(owner) }))).toEqual(invalid);
    expect(theError(await t.gql(CONFIRM, { variables: { type: 'ERASE', code: ' ' }, headers: bearer(owner) })))
      .toEqual({ message: 'This request link is invalid.', category: 'graphql-input' });
    expect(theError(await t.gql(CONFIRM, { variables: { type: 'LATER', code }, headers: bearer(owner) })).message).toContain('GdprRequestTypeEnum');
    // The owner's code still works after all that.
    expect((await t.gql(CONFIRM, { variables: { type: 'ERASE', code }, headers: bearer(owner) })).body.data)
      .toEqual({ confirmGdprRequest: { type: 'ERASE', status: 'CONFIRMED' } });
  });

  test('a guest can neither ask nor confirm', async () => {
    expect(theError(await t.gql(REQUEST, { variables: { type: 'EXPORT' } })).category).toBe('graphql-authorization');
    expect(theError(await t.gql(CONFIRM, { variables: { type: 'EXPORT', code: 'abc' } })).category).toBe('graphql-authorization');
  });
});
