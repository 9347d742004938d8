import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from '../../src/server/storefront';
import { UPSTREAM_PATHS, type Upstream } from '../../src/server/upstream';
import { listening, request } from './http';

describe('a path with a malformed escape', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const upstream: Upstream = { paths: UPSTREAM_PATHS, handle: (_req, res) => res.end('{}'), close() {} };
  const server = createStorefrontServer({ clientDir: dir, upstream });
  afterAll(() => server.close());

  it('is an app route like any other, and the server keeps answering', async () => {
    const base = await listening(server);
    expect((await request(base, '/%E0%A4%A')).status).toBe(200);
    expect((await request(base, '/assets/%E0%A4%A.js')).status).toBe(404);
    expect((await request(base, '/')).status).toBe(200);
  });
});
