// The contact form's mutation (spec §7 SubmitContactForm): Magento's contactUs with the extension's fields; the
// message stored, then mailed to the shop's customer service, an answer going to the shopper.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { botPass } from './bot-protection-support';
import { query, waitForMail } from './checkout-support';
import { bearer, newCustomer, theError } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ testHooks: true });
});
afterAll(() => t.close());

const CONTACT = 'mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }';
// Each message carries a solved bot-protection check, as the contact form sends it (the refusals without one are
// bot-protection.test.ts's).
const send = async (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.gql(CONTACT, { variables: { input }, headers: { ...(await botPass(t, 'contactUs')), ...headers } });
const messages = () => query(t, 'SELECT name, email, telephone, comment, contact_reason, order_number, is_consent, created_at FROM contact_message ORDER BY message_id');

const MESSAGE = {
  name: '  Camille Durand ',
  email: ' camille@example.com ',
  comment: 'Bonjour,\nmon colis est arrivé abîmé.\n',
  telephone: '06 12 34 56 78',
  is_consent: true,
  contact_reason: 'delivery',
  order_number: '000000042',
};

describe('contactUs', () => {
  test('stores the message, trimmed, and mails it to the customer service with the shopper as the answer’s address', async () => {
    expect((await send(MESSAGE)).body).toEqual({ data: { contactUs: { status: true } } });
    expect(messages()).toEqual([{
      name: 'Camille Durand', email: 'camille@example.com', telephone: '06 12 34 56 78', comment: 'Bonjour,\nmon colis est arrivé abîmé.',
      contact_reason: 'delivery', order_number: '000000042', is_consent: 1, created_at: '2030-12-20T10:00:00.000Z',
    }]);
    const mail = t.backend.hooks.latestMail('service-client@vitrine.example')!;
    expect(mail.kind).toBe('contact');
    expect(mail.subject).toBe('Formulaire de contact Vitrine – Une livraison – Camille Durand');
    expect(mail.text).toContain('E-mail\u00a0: camille@example.com');
    expect(mail.text).toContain('Téléphone\u00a0: 06 12 34 56 78');
    expect(mail.text).toContain('Commande\u00a0: 000000042');
    expect(mail.text).toContain('mon colis est arrivé abîmé.');
    // The file transport's message answers the shopper.
    const [file] = await waitForMail(t, 'contact');
    expect(readFileSync(join(t.dataDir, 'mail', file!), 'utf8')).toMatch(/^Reply-To: camille@example\.com$/m);
  });

  test('Magento’s own fields alone are enough; empty optional fields are stored as nothing', async () => {
    const before = messages().length;
    expect((await send({ name: 'Léa', email: 'lea@example.com', comment: 'Une question', telephone: ' ', order_number: '' })).body.data)
      .toEqual({ contactUs: { status: true } });
    expect(messages()[before]).toMatchObject({ name: 'Léa', telephone: null, contact_reason: null, order_number: null, is_consent: null });
    expect(t.backend.hooks.latestMail('service-client@vitrine.example')!.subject).toBe('Formulaire de contact Vitrine – Léa');
  });

  test('a signed-in customer writes the same way', async () => {
    const token = await newCustomer(t, 'contact-client@example.com');
    expect((await send({ ...MESSAGE, email: 'contact-client@example.com' }, bearer(token))).body.data).toEqual({ contactUs: { status: true } });
    expect(messages().at(-1)).toMatchObject({ email: 'contact-client@example.com' });
  });

  test('bad input is refused with Magento’s texts, and nothing is stored or mailed', async () => {
    const before = messages().length;
    const mailed = t.backend.hooks.latestMail('service-client@vitrine.example');
    expect(theError(await send({ ...MESSAGE, name: ' ' }))).toEqual({ message: 'Enter the Name and try again.', category: 'graphql-input' });
    expect(theError(await send({ ...MESSAGE, comment: '\n ' }))).toEqual({ message: 'Enter the comment and try again.', category: 'graphql-input' });
    for (const email of ['camille', 'camille@', '@example.com', 'camille@example']) {
      expect(theError(await send({ ...MESSAGE, email }))).toEqual({
        message: 'The email address is invalid. Verify the email address and try again.', category: 'graphql-input',
      });
    }
    // The probe's 300,000-character name, and a comment past the form's 5,000 characters.
    expect(theError(await send({ ...MESSAGE, name: 'N'.repeat(300_000) }))).toEqual({ message: '"Name" length must be equal or less than 255 characters.', category: 'graphql-input' });
    expect(theError(await send({ ...MESSAGE, comment: 'c'.repeat(5001) }))).toEqual({ message: '"Comment" length must be equal or less than 5000 characters.', category: 'graphql-input' });
    // A missing required field is the schema's refusal, not a server error.
    const missing = await send({ name: 'Camille', email: 'camille@example.com' });
    expect(missing.status).toBe(200);
    expect(missing.body.errors?.[0]?.message).toContain('comment');
    expect(messages()).toHaveLength(before);
    expect(t.backend.hooks.latestMail('service-client@vitrine.example')).toBe(mailed);
  });

  test('with the form switched off in the store configuration, the message is refused', async () => {
    const before = messages().length;
    expect(t.backend.hooks.setConfig('contact_enabled', false)).toBeUndefined();
    try {
      expect((await t.gql('{ storeConfig { contact_enabled } }')).body.data).toEqual({ storeConfig: { contact_enabled: false } });
      expect(theError(await send(MESSAGE))).toEqual({ message: 'The contact form is unavailable.', category: 'graphql-input' });
      expect(messages()).toHaveLength(before);
    } finally {
      t.backend.hooks.setConfig('contact_enabled', true);
    }
  });
});
