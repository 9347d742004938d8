// updateCustomerEmail tells both addresses (issue 34): a notice to the former one and to the new one, so that whoever
// did not ask for the change learns of it where they still read their mail.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, newCustomer, PASSWORD } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ testHooks: true });
});
afterAll(() => t.close());

const CHANGE = 'mutation ($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }';

describe('a changed e-mail address', () => {
  test('sends a notice to the former address and to the new one', async () => {
    const token = await newCustomer(t, 'avant@example.com');
    const reply = await t.gql(CHANGE, { variables: { email: 'apres@example.com', password: PASSWORD }, headers: bearer(token) });
    expect(reply.body.data).toEqual({ updateCustomerEmail: { customer: { email: 'apres@example.com' } } });
    for (const to of ['avant@example.com', 'apres@example.com']) {
      const mail = t.backend.hooks.latestMail(to);
      expect(mail, to).toMatchObject({ kind: 'email-changed', to, subject: 'L’adresse e-mail de votre compte Vitrine a été modifiée' });
      expect(mail!.text).toContain('elle était avant@example.com, c’est désormais apres@example.com');
      expect(mail!.text).toContain('/forgot-password');
    }
  });

  test('the same address again, or a refused change, sends nothing', async () => {
    const token = await newCustomer(t, 'meme@example.com');
    await newCustomer(t, 'prise@example.com');
    const before = t.backend.hooks.latestMail('meme@example.com');
    await t.gql(CHANGE, { variables: { email: 'meme@example.com', password: PASSWORD }, headers: bearer(token) });
    await t.gql(CHANGE, { variables: { email: 'prise@example.com', password: PASSWORD }, headers: bearer(token) });
    await t.gql(CHANGE, { variables: { email: 'ailleurs@example.com', password: 'Faux-Mot-2030' }, headers: bearer(token) });
    expect(t.backend.hooks.latestMail('meme@example.com')).toBe(before);
    expect(t.backend.hooks.latestMail('prise@example.com')?.kind).not.toBe('email-changed');
    expect(t.backend.hooks.latestMail('ailleurs@example.com')).toBeUndefined();
  });
});
