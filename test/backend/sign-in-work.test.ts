import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startTestBackend, type TestBackend } from './helpers';

// Every sign-in answer costs one password derivation, so that its timing cannot tell a throttled or locked account
// from a wrong password.
const derivations = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/backend/customers/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/backend/customers/passwords')>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      derivations.count++;
      return original.verifyPassword(password, stored);
    },
  };
});

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const SIGN_IN = 'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';
const CREATE = `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;

async function derivationsOfSignIn(email: string, password: string): Promise<number> {
  const before = derivations.count;
  const reply = await t.gql(SIGN_IN, { variables: { email, password } });
  expect(reply.body.errors?.[0]?.message).toBe('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
  return derivations.count - before;
}

describe('sign-in answers', () => {
  test('derive one key each: unknown e-mail, wrong password, and once the e-mail is throttled', async () => {
    await t.gql(CREATE, { variables: { input: { firstname: 'Inès', lastname: 'Roux', email: 'ines@example.com', password: 'Sommeil-2030' } } });
    expect(await derivationsOfSignIn('personne@example.com', 'Mauvais-123')).toBe(1);
    expect(await derivationsOfSignIn('ines@example.com', 'Mauvais-123')).toBe(1);
    for (let i = 0; i < 6; i++) await derivationsOfSignIn('ines@example.com', 'Mauvais-123');
    // Throttled now: the right password fails too, after the same work.
    expect(await derivationsOfSignIn('ines@example.com', 'Sommeil-2030')).toBe(1);
    expect(await derivationsOfSignIn('ines@example.com', 'Mauvais-123')).toBe(1);
  });
});
