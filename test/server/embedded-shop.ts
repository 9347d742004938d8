import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorefrontServer } from '../../src/server/storefront';
import { trustedDocumentsUpstream, type BackendLacks } from '../../src/server/trusted-documents';
import { DIRECT_REACH, embeddedUpstream, type Reach } from '../../src/server/upstream';
import { listening } from './http';

/**
 * The storefront server on the embedded backend, as `npm start` builds it (its limits from the environment, its reach
 * as given: public origin and proxy), on a fresh data directory, with one static file and no build of the app. Its
 * /graphql is open to the tests' own documents unless `graphqlOpen` is false (the shop's own, by id, only), and runs
 * them as a backend lacking `lacks` would (document-variants.ts). `close`
 * stops the server and removes both directories; the backend's thread is the caller's to close (`upstream.close()`).
 */
export async function embeddedShop(
  name: string, reach: Reach = DIRECT_REACH, { graphqlOpen = true, lacks }: { graphqlOpen?: boolean; lacks?: BackendLacks } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), `vitrine-${name}-`));
  const clientDir = mkdtempSync(join(tmpdir(), `vitrine-${name}-client-`));
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n');
  const upstream = trustedDocumentsUpstream(await embeddedUpstream(dataDir, reach), { open: graphqlOpen, ...(lacks && { lacks }) });
  const server = createStorefrontServer({ clientDir, upstream, ...reach });
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
