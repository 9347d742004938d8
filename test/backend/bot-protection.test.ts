import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../../src/backend/db/migrate';
import { BotProtection, CHALLENGE_TTL_MS } from '../../src/backend/forms/bot-protection';
import { botPass, solve } from './bot-protection-support';
import { startTestBackend, type TestBackend } from './helpers';

const FAILED = 'ReCaptcha validation failed, please try again';
const NOW = Date.parse('2030-12-20T10:00:00Z');

/** A database with the shop's tables, in memory. */
function database(): Database.Database {
  const db = new Database(':memory:');
  migrate(db);
  return db;
}

describe('the proof of work', () => {
  const db = database();
  const protection = new BotProtection(db, 'secret', 8);

  test('a solved challenge passes once, for its action, before it expires', () => {
    const { challenge, difficulty } = protection.challenge('subscribeNewsLetter', NOW);
    expect(difficulty).toBe(8);
    const token = solve(challenge, difficulty);
    expect(protection.verify(token, 'contactUs', NOW)).toBe(false);
    expect(protection.verify(token, 'subscribeNewsLetter', NOW + CHALLENGE_TTL_MS + 1)).toBe(false);
    expect(protection.verify(token, 'subscribeNewsLetter', NOW)).toBe(true);
    expect(protection.verify(token, 'subscribeNewsLetter', NOW), 'a replay').toBe(false);
    // Another instance on the same database (the backend started again) knows it too.
    expect(new BotProtection(db, 'secret', 8).verify(token, 'subscribeNewsLetter', NOW), 'a replay after a restart').toBe(false);
  });

  test('an unsolved, forged or malformed answer fails', () => {
    const { challenge } = protection.challenge('subscribeNewsLetter', NOW);
    // The solution is the first counter that passes: the one before it does not reach the difficulty.
    const counter = Number(solve(challenge, 8).split(':')[1]);
    if (counter > 0) expect(protection.verify(`${challenge}:${counter - 1}`, 'subscribeNewsLetter', NOW)).toBe(false);
    const forged = new BotProtection(database(), 'another secret', 8).challenge('subscribeNewsLetter', NOW).challenge;
    expect(protection.verify(solve(forged, 8), 'subscribeNewsLetter', NOW)).toBe(false);
    const [payload] = challenge.split('.');
    for (const bad of ['', 'x', `${payload}:1`, `${challenge}:abc`, challenge, 'a.b:1']) {
      expect(protection.verify(bad, 'subscribeNewsLetter', NOW), bad).toBe(false);
    }
  });
});

describe('the guarded mutations (spec §7 X-ReCaptcha)', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend();
  });
  afterAll(() => t.close());

  const SUBSCRIBE = `mutation ($email: String!) {
    subscribeEmailToNewsletterWithConsent(email: $email, is_consent: true, optinSource: "footer") { status }
  }`;

  test('recaptchaV3Config names the shop’s verifier and guards the newsletter and the contact form', async () => {
    const reply = await t.gql('{ recaptchaV3Config { website_key badge_position language_code forms is_enabled } }');
    expect(reply.body.data?.recaptchaV3Config).toEqual({
      website_key: 'vitrine-proof-of-work', badge_position: 'bottomright', language_code: 'fr', forms: ['NEWSLETTER', 'CONTACT'], is_enabled: true,
    });
    const challenge = await t.gql('{ botProtectionChallenge(action: "subscribeNewsLetter") { challenge difficulty } }');
    expect(challenge.headers.get('cache-control')).toContain('no-store');
    expect(challenge.body.data?.botProtectionChallenge.difficulty).toBe(12);
  });

  test('a subscription without the header, or with a used or wrong one, is refused with Magento’s text', async () => {
    for (const headers of [{}, { 'X-ReCaptcha': '' }, { 'X-ReCaptcha': 'not-a-token' }, await botPass(t, 'contactUs')]) {
      const reply = await t.gql(SUBSCRIBE, { variables: { email: 'robot@example.com' }, headers });
      expect(reply.body.errors?.[0]).toMatchObject({ message: FAILED, extensions: { category: 'graphql-input' } });
    }
    const core = await t.gql('mutation { subscribeEmailToNewsletter(email: "robot@example.com") { status } }');
    expect(core.body.errors?.[0]?.message).toBe(FAILED);
    const contact = await t.gql('mutation { contactUs(input: { name: "Robot", email: "robot@example.com", comment: "Bip" }) { status } }');
    expect(contact.body.errors?.[0]?.message).toBe(FAILED);
  });

  test('a solved challenge subscribes once, with the consent and the footer as source', async () => {
    const headers = await botPass(t, 'subscribeNewsLetter');
    const reply = await t.gql(SUBSCRIBE, { variables: { email: 'Lectrice@example.com ' }, headers });
    expect(reply.body).toEqual({ data: { subscribeEmailToNewsletterWithConsent: { status: 'SUBSCRIBED' } } });
    const db = new Database(`${t.dataDir}/vitrine.sqlite`, { readonly: true });
    try {
      expect(db.prepare('SELECT email, status, is_consent, optin_source FROM newsletter_subscriber WHERE email = ?').get('lectrice@example.com'))
        .toEqual({ email: 'Lectrice@example.com', status: 1, is_consent: 1, optin_source: 'footer' });
    } finally {
      db.close();
    }
    const replay = await t.gql(SUBSCRIBE, { variables: { email: 'autre@example.com' }, headers });
    expect(replay.body.errors?.[0]?.message).toBe(FAILED);
    const again = await t.gql(SUBSCRIBE, { variables: { email: 'lectrice@example.com' }, headers: await botPass(t, 'subscribeNewsLetter') });
    expect(again.body.errors?.[0]).toMatchObject({ message: 'This email address is already subscribed.', extensions: { category: 'graphql-already-exists' } });
  });

  test('bad input answers Magento’s texts once the challenge passed', async () => {
    const send = async (email: string, isConsent = true) => (await t.gql(
      'mutation ($email: String!, $c: Boolean!) { subscribeEmailToNewsletterWithConsent(email: $email, is_consent: $c, optinSource: "footer") { status } }',
      { variables: { email, c: isConsent }, headers: await botPass(t, 'subscribeNewsLetter') },
    )).body.errors?.[0]?.message;
    expect(await send('')).toBe('You must specify an email address to subscribe to a newsletter.');
    expect(await send('nope')).toBe('Enter a valid email address.');
    expect(await send('sans-accord@example.com', false)).toBe('The consent is required to subscribe to the newsletter.');
  });
});
