// 3-D Secure frames: checkout pages may frame the provider's pages (PAYMENT_3DS_ORIGIN, by default the shop's own);
// the embedded backend's simulator pages are forwarded and may be framed by the shop's pages only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../src/backend/index';
import { readConfig } from '../../src/server/config';
import { createStorefrontServer } from '../../src/server/storefront';
import { UPSTREAM_PATHS, type Upstream } from '../../src/server/upstream';
import { fixtureSeed } from '../backend/fixtures/seed';
import { listening, request } from './http';

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>');
  return dir;
}

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

describe('frame-src of the storefront’s pages', () => {
  const servers: Server[] = [];
  const upstream: Upstream = { paths: UPSTREAM_PATHS, handle: (_req, res) => res.end('{}'), close() {} };
  const start = async (payment3dsOrigin?: string) => {
    const server = createStorefrontServer({ clientDir: clientDir(), upstream, payment3dsOrigin });
    servers.push(server);
    return listening(server);
  };
  afterAll(() => servers.forEach((s) => s.close()));

  it('checkout pages frame the shop’s own pages by default; other pages frame the video hosts’ players only', async () => {
    const base = await start();
    for (const path of ['/checkout', '/checkout/paiement', '/fr/checkout?step=2']) {
      expect(csp((await request(base, path)).headers), path).toContain("frame-src 'self'");
    }
    expect(csp((await request(base, '/vitamines-mineraux.html')).headers)).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    expect(csp((await request(base, '/graphql')).headers)).toContain("frame-src 'none'");
  });

  it('PAYMENT_3DS_ORIGIN names the provider: checkout pages frame it only', async () => {
    const base = await start('https://3ds.example.com');
    const checkout = csp((await request(base, '/checkout')).headers);
    expect(checkout).toContain('frame-src https://3ds.example.com;');
    expect(checkout).toContain("frame-ancestors 'none'");
    expect(csp((await request(base, '/cart')).headers)).not.toContain('3ds.example.com');
  });

  it('reads PAYMENT_3DS_ORIGIN as an origin, refusing a URL with a path', () => {
    expect(readConfig({}).payment3dsOrigin).toBeNull();
    expect(readConfig({ PAYMENT_3DS_ORIGIN: 'https://3ds.example.com' }).payment3dsOrigin).toBe('https://3ds.example.com');
    expect(readConfig({ PAYMENT_3DS_ORIGIN: 'https://3ds.example.com/' }).payment3dsOrigin).toBe('https://3ds.example.com');
    expect(() => readConfig({ PAYMENT_3DS_ORIGIN: 'https://3ds.example.com/acs' })).toThrow(/PAYMENT_3DS_ORIGIN must be an origin/);
    expect(() => readConfig({ PAYMENT_3DS_ORIGIN: 'ftp://3ds.example.com' })).toThrow(/PAYMENT_3DS_ORIGIN must be an origin/);
  });

  it('a real Magento serves no payment simulator: /payment-simulator/ is not forwarded to it', () => {
    expect(UPSTREAM_PATHS).not.toContain('/payment-simulator/');
  });
});

describe('the embedded backend’s simulator pages through the storefront', () => {
  let backend: Backend;
  let server: Server;
  let base: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-backend-'));

  beforeAll(async () => {
    backend = await startBackend({ dataDir, testHooks: false, smtpUrl: '' }, () => fixtureSeed);
    server = createStorefrontServer({ clientDir: clientDir(), upstream: backend });
    base = await listening(server);
  });
  afterAll(async () => {
    server.close();
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are forwarded, with their own CSP: framed by the shop only, a nonce for their script', async () => {
    expect(backend.paths).toContain('/payment-simulator/');
    const page = await request(base, '/payment-simulator/3ds/challenge?ref=unknown');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(csp(page.headers)).toContain("frame-ancestors 'self'");
    expect(csp(page.headers)).toMatch(/style-src 'nonce-[^']+'/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.text).toContain('Cette vérification n’existe pas ou n’est plus valable.');
  });
});
