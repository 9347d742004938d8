import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FULL_PROFILE } from '../../src/backend/config/profile';
import { startBackend, type Backend, type BackendOptions } from '../../src/backend/index';
import { fetchFrom } from '../harness/devices';
import { gatedHandler } from '../harness/gated-backend';
import type { SeedData } from '../../src/backend/db/seed';
import { fixtureSeed } from './fixtures/seed';

export interface GraphQLReply {
  status: number;
  headers: Headers;
  body: { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions?: { category: string }; locations?: unknown; path?: unknown }> };
}

export interface TestBackend {
  url: string;
  dataDir: string;
  backend: Backend;
  clock: { now: number };
  /** A GraphQL request: GET for queries unless `method` says otherwise; from another device's address with `from`. */
  gql(query: string, options?: {
    variables?: Record<string, unknown>; headers?: Record<string, string>; method?: 'GET' | 'POST'; operationName?: string; from?: string;
  }): Promise<GraphQLReply>;
  close(): Promise<void>;
}

/** What the request helpers need of a backend: its address, its data directory, its GraphQL. */
export type BackendAt = Pick<TestBackend, 'url' | 'dataDir' | 'gql'>;

/** The backend on a fresh temporary data directory, served on a free port; the fixture catalogue by default. */
export async function startTestBackend(
  options: { seed?: SeedData; dataDir?: string; keepData?: boolean; testHooks?: boolean; smtpUrl?: string; media?: BackendOptions['media'];
    stores?: BackendOptions['stores']; profile?: BackendOptions['profile'] } = {},
): Promise<TestBackend> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vitrine-backend-'));
  const clock = { now: Date.parse('2030-12-20T10:00:00Z') };
  const backend = await startBackend({
    // Files unless a test names a server, whatever SMTP_URL says.
    dataDir, now: () => clock.now, testHooks: options.testHooks ?? false, smtpUrl: options.smtpUrl ?? '',
    ...(options.media && { media: options.media }),
    ...(options.stores && { stores: options.stores }),
    // The spec's Magento unless a test names another, whatever VITRINE_BACKEND_PROFILE says.
    profile: options.profile ?? FULL_PROFILE,
  }, () => options.seed ?? fixtureSeed);
  const server: Server = createServer(gatedHandler(backend));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dataDir,
    backend,
    clock,
    gql: gqlAt(url),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** GraphQL requests to the backend at `url`: GET for queries unless `method` says otherwise. */
export function gqlAt(url: string): TestBackend['gql'] {
  return async (query, { variables, headers = {}, method, operationName, from } = {}) => {
    const send = (target: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
      (from ? fetchFrom(from, target, init) : fetch(target, init));
    const isMutation = /^\s*mutation\b/.test(query);
    const verb = method ?? (isMutation ? 'POST' : 'GET');
    let response: Response;
    if (verb === 'GET') {
      const params = new URLSearchParams({ query });
      if (variables) params.set('variables', JSON.stringify(variables));
      if (operationName) params.set('operationName', operationName);
      response = await send(`${url}/graphql?${params}`, { headers });
    } else {
      response = await send(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables, operationName }),
      });
    }
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
}
