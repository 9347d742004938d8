import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config';
import { originOf } from '../../src/server/public-origin';
import { embeddedShop } from './embedded-shop';
import { request } from './http';

// Every absolute URL the shop writes comes from PUBLIC_URL, never from the request: with links built from Host or
// X-Forwarded-Host, whoever asked a reset for a victim chose the host the victim's valid reset link pointed to.
const PUBLIC_URL = 'https://www.boutique.example';
const HOSTILE = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };
let shop: Awaited<ReturnType<typeof embeddedShop>>;
let base: string;
let dataDir: string;

beforeAll(async () => {
  shop = await embeddedShop('public-origin', { publicUrl: PUBLIC_URL, trustProxy: false });
  ({ base, dataDir } = shop);
});

afterAll(async () => {
  await shop.upstream.close();
  await shop.close();
});

const graphql = (query: string, variables: Record<string, unknown>) => request(base, '/graphql', {
  method: 'POST', headers: { 'Content-Type': 'application/json', ...HOSTILE }, body: JSON.stringify({ query, variables }),
});

/** The newest e-mail of `kind` to `to`, once the backend has written it. */
async function mailTo(kind: string, to: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const name = readdirSync(join(dataDir, 'mail'), { withFileTypes: false }).filter((f) => String(f).endsWith(`-${kind}-${to}.eml`)).at(-1);
    if (name) return readFileSync(join(dataDir, 'mail', String(name)), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    await sleep(100);
  }
  throw new Error(`no ${kind} e-mail to ${to}`);
}

describe('links from the public origin only', () => {
  it('mails a password reset link on PUBLIC_URL whatever Host and X-Forwarded-Host say', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const created = await graphql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
      input: { firstname: 'Camille', lastname: 'Durand', email: 'victime@example.com', password: 'Sommeil-2030' },
    });
    expect(JSON.parse(created.text)).toEqual({ data: { createCustomerV2: { customer: { email: 'victime@example.com' } } } });
    const asked = await graphql('mutation ($email: String!) { requestPasswordResetEmail(email: $email) }', { email: 'victime@example.com' });
    expect(JSON.parse(asked.text)).toEqual({ data: { requestPasswordResetEmail: true } });
    const mail = await mailTo('password-reset', 'victime@example.com');
    expect(mail).toMatch(/https:\/\/www\.boutique\.example\/customer\/account\/createPassword\?token=[\w-]{43}/);
    expect(mail).not.toContain('evil.example');
    info.mockRestore();
  });

  it('answers absolute URLs (the store config, media) on PUBLIC_URL', async () => {
    const answer = await request(base, `/graphql?query=${encodeURIComponent('{ storeConfig { secure_base_url base_media_url } }')}`, { headers: HOSTILE });
    expect(JSON.parse(answer.text)).toEqual({ data: { storeConfig: { secure_base_url: `${PUBLIC_URL}/`, base_media_url: `${PUBLIC_URL}/media/` } } });
  });
});

describe('PUBLIC_URL', () => {
  it('listens on loopback by default, where http://localhost:<port> is the public origin', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', publicUrl: null });
    expect(readConfig({ HOST: '::1' }).publicUrl).toBeNull();
  });

  it('is, without PUBLIC_URL, the loopback address and port a request reached (its socket\'s)', () => {
    expect(originOf('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(originOf('::ffff:127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(originOf('::1', 8080)).toBe('http://[::1]:8080');
  });

  it('refuses to start on another interface without PUBLIC_URL, and takes an origin', () => {
    expect(() => readConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => readConfig({ HOST: '0.0.0.0' })).toThrow(/^PUBLIC_URL must be set when HOST is not a loopback address \(HOST is "0\.0\.0\.0"\)/);
    expect(readConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://www.example.fr/' }).publicUrl).toBe('https://www.example.fr');
    expect(() => readConfig({ PUBLIC_URL: 'www.example.fr' })).toThrow('PUBLIC_URL must be an origin such as https://www.example.fr (no path), got "www.example.fr".');
    expect(() => readConfig({ PUBLIC_URL: 'https://www.example.fr/boutique' })).toThrow(ConfigError);
  });
});
