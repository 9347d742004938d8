// Operations and helpers shared by the customer account tests, over HTTP against a fresh database.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { anotherDevice } from '../harness/devices';
import type { GraphQLReply, TestBackend } from './helpers';

export const PASSWORD = 'Sommeil-2030';

export const CREATE = 'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { firstname lastname email is_subscribed } } }';
export const SIGN_IN = 'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
export const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }';
export const RESET = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}`;
export const CHANGE_PASSWORD = `mutation ($current: String!, $new: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $new) { email firstname }
}`;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Asks a reset e-mail as a shopper would, a while after the last one: the test clock moves on 6 minutes and a second
 * first, so that a file's resets keep within the limits per recipient (one a minute) and per client (ten an hour).
 */
export function requestReset(t: TestBackend, email: string, headers: Record<string, string> = {}): Promise<GraphQLReply> {
  t.clock.now += 6 * 60 * 1000 + 1000;
  return t.gql(REQUEST_RESET, { variables: { email }, headers });
}

/** A new account, made from a device of its own unless `from` names one. */
export async function createCustomer(t: TestBackend, email: string, extra: Record<string, unknown> = {}, from = anotherDevice()): Promise<GraphQLReply> {
  return t.gql(CREATE, { variables: { input: { firstname: 'Camille', lastname: 'Durand', email, password: PASSWORD, ...extra } }, from });
}

export async function signIn(t: TestBackend, email: string, password = PASSWORD) {
  const reply = await t.gql(SIGN_IN, { variables: { email, password } });
  return { reply, token: reply.body.data?.generateCustomerToken?.token as string | undefined };
}

/** A new account and its token. */
export async function newCustomer(t: TestBackend, email: string): Promise<string> {
  expect((await createCustomer(t, email)).body.errors).toBeUndefined();
  const { token } = await signIn(t, email);
  expect(token).toBeDefined();
  return token!;
}

/** The one error of a reply: message and category. */
export function theError(reply: GraphQLReply) {
  expect(reply.body.errors, JSON.stringify(reply.body)).toHaveLength(1);
  return { message: reply.body.errors![0]!.message, category: reply.body.errors![0]!.extensions?.category };
}

/** The .eml files the file transport wrote, oldest first. */
export function mailFiles(t: TestBackend): string[] {
  try {
    return readdirSync(join(t.dataDir, 'mail')).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
}

/** The newest .eml written for `to` and `kind`, as text. */
export function newestMail(t: TestBackend, kind: string, to: string): string | undefined {
  const name = mailFiles(t).filter((f) => f.endsWith(`-${kind}-${to}.eml`)).at(-1);
  return name === undefined ? undefined : readFileSync(join(t.dataDir, 'mail', name), 'utf8');
}

/** The reset token of the newest reset e-mail written for `to`, read from its .eml file. */
export function resetTokenFromMail(t: TestBackend, to: string): string {
  const eml = newestMail(t, 'password-reset', to);
  expect(eml, `no reset e-mail for ${to}`).toBeDefined();
  // Quoted-printable may fold long lines ("=\r\n") and encode "=" as "=3D".
  const unfolded = eml!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /customer\/account\/createPassword\?token=([\w-]+)/.exec(unfolded)?.[1];
  expect(token).toBeDefined();
  return token!;
}
