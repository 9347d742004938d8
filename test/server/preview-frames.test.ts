// Admin preview: no one frames the shop's pages, but the admin's origin (ADMIN_PREVIEW_ORIGIN, by default the shop's
// own) may frame a page the browser loads into a frame; pages learn that origin from the shell.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { createStorefrontServer } from '../../src/server/storefront';
import { UPSTREAM_PATHS, type Upstream } from '../../src/server/upstream';
import { listening, request } from './http';

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta name="admin-preview-origin" content="__ADMIN_PREVIEW_ORIGIN__" /></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
const IN_FRAME = { 'Sec-Fetch-Dest': 'iframe' };

describe('framing of the storefront’s pages for an admin’s preview', () => {
  const servers: Server[] = [];
  const upstream: Upstream = { paths: UPSTREAM_PATHS, handle: (_req, res) => res.end('{}'), close() {} };
  const start = async (adminPreviewOrigin?: string) => {
    const server = createStorefrontServer({ clientDir: clientDir(), upstream, adminPreviewOrigin });
    servers.push(server);
    return listening(server);
  };
  afterAll(() => servers.forEach((s) => s.close()));

  it('a page is framed by no one, unless loaded into a frame: then by the shop’s own pages (the admin page) only', async () => {
    const base = await start();
    const top = await request(base, '/about-us');
    expect(csp(top.headers)).toContain("frame-ancestors 'none'");
    expect(top.headers['x-frame-options']).toBe('DENY');
    const framed = await request(base, '/about-us', { headers: IN_FRAME });
    expect(csp(framed.headers)).toContain("frame-ancestors 'self'");
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect(framed.text).toContain('<meta name="admin-preview-origin" content="" />');
    // The backend's answers are no pages to frame.
    expect(csp((await request(base, '/graphql', { headers: IN_FRAME })).headers)).toContain("frame-ancestors 'none'");
  });

  it('ADMIN_PREVIEW_ORIGIN names the admin: the only origin that may frame a page, written in the page for its messages', async () => {
    const base = await start('https://admin.example.com');
    const framed = await request(base, '/omega-3.html', { headers: IN_FRAME });
    expect(csp(framed.headers)).toContain('frame-ancestors https://admin.example.com');
    expect(framed.text).toContain('<meta name="admin-preview-origin" content="https://admin.example.com" />');
    expect(csp((await request(base, '/omega-3.html')).headers)).toContain("frame-ancestors 'none'");
  });

  it('reads ADMIN_PREVIEW_ORIGIN as an origin, refusing a URL with a path', () => {
    expect(readConfig({}).adminPreviewOrigin).toBeNull();
    expect(readConfig({ ADMIN_PREVIEW_ORIGIN: 'https://admin.example.com/' }).adminPreviewOrigin).toBe('https://admin.example.com');
    expect(() => readConfig({ ADMIN_PREVIEW_ORIGIN: 'https://admin.example.com/admin' })).toThrow(/ADMIN_PREVIEW_ORIGIN must be an origin/);
  });
});
