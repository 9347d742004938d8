// One customer service (issue 34): the phone and the address the store configuration serves (StoreConfig.need_help,
// which the checkout's Need Help reads) are the only ones the seeded pages and blocks, the messages of every locale,
// the shop's code and its e-mails give, and the contact form writes to that address.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cmsBlocks, cmsPages } from '../../src/backend/seed/cms';
import { botPass } from './bot-protection-support';
import { startTestBackend, type TestBackend } from './helpers';

const ROOT = join(__dirname, '../..');
/** A French phone number, national or international, spaced, dotted or not. */
const PHONE = /(?:\+33[\s.]?|\b0)[1-9](?:[\s.]?\d{2}){4}\b/g;
/** An address of the shop's own domain. */
const SHOP_ADDRESS = /[\w.+-]+@vitrine\.example\b/gi;
/** The example a telephone field's message gives the shopper is a shopper's mobile, not the shop's. */
const SHOPPER_EXAMPLE = '0612345678';
/** The data-protection officer answers at an address of their own, which the law asks for. */
const DPO = 'dpo@vitrine.example';

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^0/, '33');

/** Every file under `dir` whose name ends with one of `ends`, the generated code and the physical stores' set aside. */
function files(dir: string, ends: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : files(path, ends);
    return ends.some((end) => name.endsWith(end)) ? [path] : [];
  });
}

/** The texts to search: the seeded content, every locale's messages, the source (each point of sale keeps its own phone). */
const texts = (): { where: string; text: string }[] => [
  ...cmsPages.map((p) => ({ where: `page ${p.identifier}`, text: p.content })),
  ...cmsBlocks.map((b) => ({ where: `block ${b.identifier}`, text: b.content })),
  ...files(join(ROOT, 'lang'), ['.json']).map((path) => ({ where: path, text: readFileSync(path, 'utf8') })),
  ...files(join(ROOT, 'src'), ['.ts', '.tsx', '.graphql'])
    .filter((path) => !path.endsWith(join('seed', 'stores.ts')))
    .map((path) => ({ where: path, text: readFileSync(path, 'utf8') })),
];

let t: TestBackend;
let served: { email: string; phone_number: string };
beforeAll(async () => {
  t = await startTestBackend({ testHooks: true });
  served = (await t.gql('{ storeConfig { need_help { email phone_number } } }')).body.data!.storeConfig.need_help;
});
afterAll(() => t.close());

describe('the shop’s customer service', () => {
  test('has one phone number: the one the store configuration serves', () => {
    const found = texts().flatMap(({ where, text }) => [...text.matchAll(PHONE)].map((m) => ({ where, phone: m[0] })));
    expect(found.length).toBeGreaterThan(0);
    const others = found.filter(({ phone }) => digits(phone) !== digits(served.phone_number) && phone.replace(/\D/g, '') !== SHOPPER_EXAMPLE);
    expect(others).toEqual([]);
  });

  test('has one e-mail address: the one the store configuration serves', () => {
    const found = texts().flatMap(({ where, text }) => [...text.matchAll(SHOP_ADDRESS)].map((m) => ({ where, email: m[0].toLowerCase() })));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ email }) => email !== served.email && email !== DPO)).toEqual([]);
  });

  test('the contact page gives that phone and address', () => {
    const contact = cmsBlocks.find((b) => b.identifier === 'contact-us-sidebar')!.content;
    expect(contact).toContain(`href="tel:${digits(served.phone_number).replace(/^/, '+')}"`);
    expect(contact).toContain(`mailto:${served.email}`);
    const mentioned = [...cmsPages.map((p) => p.content), ...cmsBlocks.map((b) => b.content)].join('\n');
    expect(mentioned).toContain(`mailto:${served.email}`);
  });

  test('the contact form writes to that address', async () => {
    const input = { name: 'Léa', email: 'lea@example.com', comment: 'Une question', is_consent: true, contact_reason: 'delivery' };
    const sent = await t.gql('mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }',
      { variables: { input }, headers: await botPass(t, 'contactUs') });
    expect(sent.body.data).toEqual({ contactUs: { status: true } });
    expect(t.backend.hooks.latestMail(served.email)?.kind).toBe('contact');
  });
});
