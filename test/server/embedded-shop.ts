import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorefrontServer } from '../../src/server/storefront';
import { embeddedUpstream } from '../../src/server/upstream';
import { listening } from './http';

/**
 * The storefront server on the embedded backend, as `npm start` builds it (its limits from the environment), on a
 * fresh data directory, with one static file and no build of the app. `close` stops the server and removes both
 * directories; the backend's thread is the caller's to close (`upstream.close()`).
 */
export async function embeddedShop(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `vitrine-${name}-`));
  const clientDir = mkdtempSync(join(tmpdir(), `vitrine-${name}-client-`));
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n');
  const upstream = await embeddedUpstream(dataDir);
  const server = createStorefrontServer({ clientDir, upstream });
  const base = await listening(server);
  return {
    dataDir,
    upstream,
    base,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
