import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend, type Backend } from '../../src/backend/index';
import { gatedHandler } from '../harness/gated-backend';
import { listening } from './http';

/**
 * The embedded backend answering over HTTP on a free port, on a fresh data directory, behind the public /graphql's gate
 * (open): what a server render talks to.
 * `close` stops both and removes the directory.
 */
export async function servedBackend(name: string): Promise<{ backend: Backend; graphqlUrl: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `vitrine-${name}-`));
  const backend = await createBackend({ dataDir });
  const server = createServer(gatedHandler(backend));
  const graphqlUrl = `${await listening(server)}/graphql`;
  return {
    backend,
    graphqlUrl,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
