// The test hooks browser tests use for accounts, over HTTP: POST /__test__/config changes a store setting live (so
// that tokens expire within seconds), GET /__test__/mail/latest reads the newest e-mail sent to an address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REQUEST_RESET, bearer, createCustomer, signIn } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

let off: TestBackend;
let on: TestBackend;
beforeAll(async () => {
  off = await startTestBackend();
  on = await startTestBackend({ testHooks: true });
});
afterAll(async () => {
  await off.close();
  await on.close();
});

const setConfig = (t: TestBackend, body: unknown) => fetch(`${t.url}/__test__/config`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
});
const latestMail = (t: TestBackend, to?: string) => fetch(`${t.url}/__test__/mail/latest${to === undefined ? '' : `?to=${encodeURIComponent(to)}`}`);

test('without test hooks, neither is served', async () => {
  expect((await setConfig(off, { path: 'customer_token_expiration_time', value: 5 })).status).toBe(404);
  expect((await latestMail(off)).status).toBe(404);
});

describe('POST /__test__/config', () => {
  test('changes a store setting at once: storeConfig shows it (the page cache is emptied) and new tokens follow it', async () => {
    const query = '{ storeConfig { customer_token_expiration_time } }';
    await on.gql(query);
    expect((await on.gql(query)).headers.get('x-magento-cache-debug')).toBe('HIT');
    const reply = await setConfig(on, { path: 'customer_token_expiration_time', value: 5 });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(await reply.json()).toEqual({ ok: true });
    const after = await on.gql(query);
    expect(after.headers.get('x-magento-cache-debug')).toBe('MISS');
    expect(after.body.data).toEqual({ storeConfig: { customer_token_expiration_time: 5 } });

    await createCustomer(on, 'court@example.com');
    const { token } = await signIn(on, 'court@example.com');
    on.clock.now += 5_000;
    const expired = await on.gql('{ customer { email } }', { headers: bearer(token!) });
    expect(expired.status).toBe(401);
    expect(expired.body.errors?.[0]?.message).toBe('Consumer key has expired');
    expect((await setConfig(on, { path: 'customer_token_expiration_time', value: 1200 })).status).toBe(200);
  });

  test('is kept across a restart', async () => {
    const dataDir = on.dataDir;
    expect((await setConfig(on, { path: 'minimum_password_length', value: '12' })).status).toBe(200);
    const again = await startTestBackend({ dataDir, keepData: true });
    expect((await again.gql('{ storeConfig { minimum_password_length } }')).body.data).toEqual({ storeConfig: { minimum_password_length: '12' } });
    await again.close();
    expect((await setConfig(on, { path: 'minimum_password_length', value: '10' })).status).toBe(200);
  });

  test('bad requests: an unknown field, a value of another type, a body that is not {"path", "value"}, GET', async () => {
    const unknown = await setConfig(on, { path: 'no_such_field', value: 1 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No store config field "no_such_field".' });
    const wrongType = await setConfig(on, { path: 'customer_token_expiration_time', value: '5' });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toEqual({ message: '"customer_token_expiration_time" takes a value of the type it has.' });
    for (const body of [{}, { path: 'customer_token_expiration_time' }, { value: 5 }, null, 'x']) {
      expect((await setConfig(on, body)).status).toBe(400);
    }
    const get = await fetch(`${on.url}/__test__/config`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('GET /__test__/mail/latest', () => {
  test('answers the newest e-mail to an address, with its text and HTML', async () => {
    await createCustomer(on, 'lecture@example.com');
    expect((await on.gql(REQUEST_RESET, { variables: { email: 'lecture@example.com' } })).body.data).toEqual({ requestPasswordResetEmail: true });
    const reply = await latestMail(on, 'Lecture@Example.com');
    expect(reply.status).toBe(200);
    const mail = await reply.json() as { kind: string; to: string; subject: string; text: string; html: string };
    expect(mail).toMatchObject({ kind: 'password-reset', to: 'lecture@example.com', subject: 'Réinitialisation de votre mot de passe Vitrine' });
    // The link carries the token and the account's e-mail (the reset page does not ask for it again).
    const link = /(http:\/\/\S+\/customer\/account\/createPassword\?token=[\w-]+&email=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link!.replace('&', '&amp;')}"`);
    expect((await latestMail(on)).status).toBe(200);
  });

  test('404 when nothing was sent to the address; POST is refused', async () => {
    const none = await latestMail(on, 'personne@example.com');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: 'No e-mail to personne@example.com.' });
    expect((await fetch(`${on.url}/__test__/mail/latest`, { method: 'POST' })).status).toBe(405);
  });
});
