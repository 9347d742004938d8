// requestPasswordResetEmail and resetPassword: Magento 2.4.7's answers, a hashed single-use token that expires
// after 2 hours, and the e-mail written as an .eml file with the link.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_FILE } from '../../src/backend/db/open';
import { startTestBackend, type TestBackend } from './helpers';
import {
  PASSWORD, RESET, bearer, createCustomer, newestMail, requestReset, resetTokenFromMail, signIn, theError,
} from './customer-support';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nouveau-Mot-2031';
const CANNOT_SET = { message: "Cannot set the customer's password", category: 'graphql-input' };
const request = (email: string, headers: Record<string, string> = {}) => requestReset(t, email, headers);
const reset = (email: string, token: string, password = NEW_PASSWORD) => t.gql(RESET, { variables: { email, token, password } });

describe('requestPasswordResetEmail', () => {
  test('answers true and writes the e-mail with a link on the origin the shopper used', async () => {
    await createCustomer(t, 'oubli@example.com');
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const reply = await request('oubli@example.com', { 'X-Forwarded-Host': 'boutique.example', 'X-Forwarded-Proto': 'https' });
    expect(reply.body).toEqual({ data: { requestPasswordResetEmail: true } });
    expect(reply.headers.get('cache-control')).toContain('no-store');

    const eml = newestMail(t, 'password-reset', 'oubli@example.com')!;
    expect(eml).toMatch(/^To: oubli@example\.com$/m);
    expect(eml).toMatch(/^From: "?Vitrine"? <service-client@vitrine\.example>$/m);
    const token = resetTokenFromMail(t, 'oubli@example.com');
    expect(token).toMatch(/^[\w-]{43}$/);
    const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    // The link carries the address resetPassword needs with the token.
    expect(unfolded).toContain(`https://boutique.example/customer/account/createPassword?token=${token}&email=oubli%40example.com`);
    // Outside production the link is printed too, for whoever runs the shop locally.
    expect(log).toHaveBeenCalledWith(`[backend] Password reset link for oubli@example.com: https://boutique.example/customer/account/createPassword?token=${token}&email=oubli%40example.com`);
    log.mockRestore();
    const sent = t.backend.hooks.latestMail('oubli@example.com');
    expect(sent?.subject).toBe('Réinitialisation de votre mot de passe Vitrine');
    expect(sent?.text).toContain('Ce lien est valable 2 heures');
    // Only a hash of the token is stored.
    const db = new Database(join(t.dataDir, DATABASE_FILE), { readonly: true });
    expect(JSON.stringify(db.prepare('SELECT * FROM customer_password_reset').all())).not.toContain(token);
    db.close();
  });

  test('an unknown e-mail is refused as Magento 2.4.7 does; bad input', async () => {
    expect(theError(await request('personne@example.com'))).toEqual({ message: "Cannot reset the customer's password", category: 'graphql-input' });
    expect(newestMail(t, 'password-reset', 'personne@example.com')).toBeUndefined();
    expect(theError(await request(''))).toEqual({ message: 'You must specify an email address.', category: 'graphql-input' });
    expect(theError(await request('pas-une-adresse'))).toEqual({ message: 'The email address has an invalid format.', category: 'graphql-input' });
  });
});

describe('resetPassword', () => {
  test('sets the new password once: the old one and the used link stop working', async () => {
    await createCustomer(t, 'reset@example.com');
    await request('reset@example.com');
    const token = resetTokenFromMail(t, 'reset@example.com');
    expect((await reset('reset@example.com', token)).body).toEqual({ data: { resetPassword: true } });
    expect((await signIn(t, 'reset@example.com', NEW_PASSWORD)).token).toBeDefined();
    expect((await signIn(t, 'reset@example.com', PASSWORD)).token).toBeUndefined();
    // Reused.
    expect(theError(await reset('reset@example.com', token, 'Encore-Autre-2032'))).toEqual(CANNOT_SET);
  });

  test('a wrong token, another customer’s token, a replaced token and an expired one: Magento’s one text', async () => {
    await createCustomer(t, 'jeton@example.com');
    await createCustomer(t, 'autre@example.com');
    await request('jeton@example.com');
    const first = resetTokenFromMail(t, 'jeton@example.com');
    await request('autre@example.com');
    const others = resetTokenFromMail(t, 'autre@example.com');
    expect(theError(await reset('jeton@example.com', 'mauvais-jeton'))).toEqual(CANNOT_SET);
    expect(theError(await reset('jeton@example.com', others))).toEqual(CANNOT_SET);

    t.clock.now += 1000;
    await request('jeton@example.com');
    const second = resetTokenFromMail(t, 'jeton@example.com');
    expect(second).not.toBe(first);
    expect(theError(await reset('jeton@example.com', first))).toEqual(CANNOT_SET);

    // Valid for 2 hours from the request.
    t.clock.now += 2 * 3600_000;
    expect(theError(await reset('jeton@example.com', second))).toEqual(CANNOT_SET);
    await request('jeton@example.com');
    const third = resetTokenFromMail(t, 'jeton@example.com');
    t.clock.now += 2 * 3600_000 - 1000;
    expect((await reset('jeton@example.com', third)).body.data).toEqual({ resetPassword: true });
  });

  test('a weak new password or the e-mail as password keeps the token for another try', async () => {
    await createCustomer(t, 'faible@example.com');
    await request('faible@example.com');
    const token = resetTokenFromMail(t, 'faible@example.com');
    for (const weak of ['Court-1', 'toutenminuscules', 'Faible@Example.com']) {
      expect(theError(await reset('faible@example.com', token, weak))).toEqual(CANNOT_SET);
    }
    expect((await reset('faible@example.com', token)).body.data).toEqual({ resetPassword: true });
  });

  test('missing arguments and an unknown e-mail', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: '', token: 'x', password: NEW_PASSWORD }, 'You must specify an email address.'],
      [{ email: 'nope', token: 'x', password: NEW_PASSWORD }, 'The email address has an invalid format.'],
      [{ email: 'a@example.com', token: '', password: NEW_PASSWORD }, 'resetPasswordToken must be specified'],
      [{ email: 'a@example.com', token: 'x', password: '' }, 'newPassword must be specified'],
      [{ email: 'inconnu@example.com', token: 'x', password: NEW_PASSWORD }, "Cannot set the customer's password"],
    ];
    for (const [variables, message] of cases) {
      expect(theError(await t.gql(RESET, { variables }))).toEqual({ message, category: 'graphql-input' });
    }
  });

  test('signs the customer out everywhere (Magento 2.4.7 keeps the tokens); the sign-in throttle stays', async () => {
    await createCustomer(t, 'session@example.com');
    const { token } = await signIn(t, 'session@example.com');
    await request('session@example.com');
    expect((await reset('session@example.com', resetTokenFromMail(t, 'session@example.com'))).body.data).toEqual({ resetPassword: true });
    expect(theError(await t.gql('{ customer { email } }', { headers: bearer(token!) })).category).toBe('graphql-authentication');
    const { token: after } = await signIn(t, 'session@example.com', NEW_PASSWORD);
    expect((await t.gql('{ customer { email } }', { headers: bearer(after!) })).body.data).toEqual({ customer: { email: 'session@example.com' } });

    for (let i = 0; i < 6; i++) await signIn(t, 'session@example.com', 'Mauvais-123');
    await request('session@example.com');
    expect((await reset('session@example.com', resetTokenFromMail(t, 'session@example.com'), 'Encore-Autre-2032')).body.data)
      .toEqual({ resetPassword: true });
    expect((await signIn(t, 'session@example.com', 'Encore-Autre-2032')).token).toBeUndefined();
  });
});
