import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from '../../src/server/storefront';
import type { Upstream } from '../../src/server/upstream';
import { listening, request } from './http';

const SHELL = '<!doctype html><html lang="fr"><head><meta property="csp-nonce" content="__CSP_NONCE__" /></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'assets', 'main-ABC123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'main-ABC123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

/** Answers like a GraphQL endpoint, echoing what it was asked. */
const echoUpstream: Upstream = {
  paths: ['/graphql', '/rest/', '/media/'],
  handle(req, res) {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: { url: req.url, method: req.method, filler: 'y'.repeat(3000) } }));
  },
  close() {},
};

describe('storefront server', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createStorefrontServer({ clientDir: clientDir(), upstream: echoUpstream });
    base = await listening(server);
  });
  afterAll(() => server.close());

  it('answers every app route with the shell under the security headers, with a nonce of its own', async () => {
    const res = await request(base, '/vitamines-mineraux/vitamine-d.html?page=2');
    expect(res.status).toBe(200);
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(res.text).toBe(SHELL.replace('__CSP_NONCE__', nonce!));
    const again = await request(base, '/vitamines-mineraux/vitamine-d.html?page=2');
    expect(again.headers['content-security-policy']).not.toContain(nonce);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP carries no HSTS (a browser ignores it there), nor does a forwarded header no proxy is trusted for.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await request(base, '/vitamines-mineraux.html', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS on pages and data reached through a trusted TLS proxy (TRUST_PROXY)', async () => {
    const proxied = createStorefrontServer({ clientDir: clientDir(), upstream: echoUpstream, trustProxy: true });
    const proxiedBase = await listening(proxied);
    for (const path of ['/vitamines-mineraux.html', '/graphql?query=%7BstoreConfig%7Bid%7D%7D']) {
      const https = await request(proxiedBase, path, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
      expect((await request(proxiedBase, path)).headers['strict-transport-security'], path).toBeUndefined();
    }
    proxied.close();
  });

  it('serves hashed assets immutable, brotli-compressed when accepted', async () => {
    const res = await request(base, '/assets/main-ABC123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.text).toBe(SCRIPT);
    expect(res.raw.length).toBeLessThan(SCRIPT.length / 10);
    const plain = await request(base, '/assets/main-ABC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('revalidates with ETag', async () => {
    const first = await request(base, '/robots.txt');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await request(base, '/robots.txt', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('serves the service worker for the whole shop, revalidated on every fetch, under a CSP that allows it', async () => {
    const res = await request(base, '/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('never answers a missing asset with the shell, nor leaves the build directory', async () => {
    expect((await request(base, '/assets/missing-XYZ.js')).status).toBe(404);
    const escaped = await request(base, '/..%2F..%2Fetc%2Fpasswd');
    expect(escaped.text).toContain('<div id="root"></div>');
    expect(escaped.text).not.toContain('root:');
  });

  it('forwards /graphql, /rest and /media to the upstream, compressed when accepted', async () => {
    const res = await request(base, '/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(res.text).data.url).toBe('/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D');
    const rest = await request(base, '/rest/V1/guest-carts/abc/payment-information', { method: 'POST', body: '{}' });
    expect(JSON.parse(rest.text).data).toMatchObject({ method: 'POST', url: '/rest/V1/guest-carts/abc/payment-information' });
    expect(rest.headers['content-encoding']).toBeUndefined();
  });

  it('refuses other methods on app routes', async () => {
    const res = await request(base, '/cart', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('storefront server in front of a real Magento', () => {
  let magento: Server;
  let storefront: Server;
  let base: string;
  const seen: { url?: string; method?: string; headers?: Record<string, unknown>; body?: string } = {};

  beforeAll(async () => {
    magento = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk));
      req.on('end', () => {
        Object.assign(seen, { url: req.url, method: req.method, headers: req.headers, body });
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('X-Magento-Cache-Id', 'abc123');
        res.setHeader('Cache-Control', 'max-age=86400, public, s-maxage=86400');
        res.end('{"data":{"storeConfig":{"store_code":"fr"}}}');
      });
    });
    const magentoUrl = new URL(await listening(magento));
    const { magentoUpstream } = await import('../../src/server/upstream');
    storefront = createStorefrontServer({ clientDir: clientDir(), upstream: magentoUpstream(magentoUrl) });
    base = await listening(storefront);
  });
  afterAll(() => {
    storefront.close();
    magento.close();
  });

  it('passes queries through with the shop headers and returns Magento cache headers', async () => {
    const res = await request(base, '/graphql?query=x', { headers: { store: 'fr', 'content-currency': 'EUR' } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ data: { storeConfig: { store_code: 'fr' } } });
    expect(res.headers['x-magento-cache-id']).toBe('abc123');
    expect(res.headers['cache-control']).toBe('max-age=86400, public, s-maxage=86400');
    expect(seen).toMatchObject({ url: '/graphql?query=x', method: 'GET', headers: { store: 'fr', 'content-currency': 'EUR' } });
  });

  it('streams mutation bodies with the bearer token', async () => {
    await request(base, '/graphql', { method: 'POST', headers: { authorization: 'Bearer t0k3n', 'content-type': 'application/json' }, body: '{"query":"mutation{x}"}' });
    expect(seen).toMatchObject({ method: 'POST', body: '{"query":"mutation{x}"}', headers: { authorization: 'Bearer t0k3n' } });
  });
});

describe('storefront server when Magento is down', () => {
  it('answers a GraphQL error with 502, never a stack trace', async () => {
    const { magentoUpstream } = await import('../../src/server/upstream');
    const server = createStorefrontServer({ clientDir: clientDir(), upstream: magentoUpstream(new URL('http://127.0.0.1:9')) });
    const base = await listening(server);
    const res = await request(base, '/graphql?query=x');
    server.close();
    expect(res.status).toBe(502);
    expect(JSON.parse(res.text)).toEqual({
      errors: [{ message: 'The commerce backend is unreachable. Please try again later.', extensions: { category: 'graphql' } }],
    });
  });
});
