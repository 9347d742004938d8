import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { limitsFromEnv, workerUpstream } from './backend-bridge';
import { forwardedHeaders, publicOrigin } from './public-origin';

/**
 * Where /graphql, /rest and /media go: the embedded backend in its own thread (with its payment simulator's pages,
 * /payment-simulator/*, see BACKEND_PATHS), or a real Magento (those three only).
 */
export interface Upstream {
  paths: readonly string[];
  /** `body`: the request's body, already read (trusted-documents.ts rewrites it); otherwise `req` is read. */
  handle(req: IncomingMessage, res: ServerResponse, body?: Buffer): void;
  /** Resolves once what is under way (an e-mail being sent) has ended. */
  close(): void | Promise<void>;
  /** The embedded backend's schema (SDL), which its features are read from; Magento's is introspected. */
  schema?: string;
  /** Tells `listener` the cache tags each write of public content purges (the embedded backend's; Magento sends PURGE). */
  onPurge?(listener: (tags: readonly string[]) => void): void;
}

export const UPSTREAM_PATHS = ['/graphql', '/rest/', '/media/'] as const;

/** How the server reaches its shoppers: its public origin and whether a proxy in front is trusted. */
export interface Reach {
  /** PUBLIC_URL; null: the loopback address and port a request reached. */
  publicUrl: string | null;
  /** TRUST_PROXY: a client is the address the proxy appended to X-Forwarded-For. */
  trustProxy: boolean;
}

export const DIRECT_REACH: Reach = { publicUrl: null, trustProxy: false };

/**
 * The embedded backend, off the storefront's event loop (backend-bridge.ts), within the limits the environment sets,
 * building its absolute URLs from the shop's public origin and counting its limits per client (client-address.ts).
 */
export function embeddedUpstream(dataDir: string, reach: Reach = DIRECT_REACH): Promise<Upstream> {
  return workerUpstream(dataDir, limitsFromEnv(), reach);
}

// Hop-by-hop headers and those fetch recomputes are not forwarded.
const DROPPED_REQUEST = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'accept-encoding', 'content-length']);
const DROPPED_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length']);

/**
 * Forwards to a Magento at `base`, streaming both ways, with the shop's public origin as the forwarded host (never the
 * client's). An unreachable Magento answers a GraphQL error, not a 500.
 */
export function magentoUpstream(base: URL, { publicUrl }: Reach = DIRECT_REACH): Upstream {
  return {
    paths: UPSTREAM_PATHS,
    handle(req, res, body) {
      const target = new URL(req.url ?? '/', base);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || DROPPED_REQUEST.has(name)) continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      for (const [name, value] of Object.entries(forwardedHeaders(publicOrigin(publicUrl, req)))) headers.set(name, value);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      fetch(target, {
        method: req.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(hasBody && (body ? { body: new Uint8Array(body) } : { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' })),
      })
        .then(async (upstream) => {
          res.statusCode = upstream.status;
          upstream.headers.forEach((value, name) => {
            if (!DROPPED_RESPONSE.has(name)) res.setHeader(name, value);
          });
          if (!upstream.body) return void res.end();
          for await (const chunk of upstream.body) res.write(chunk);
          res.end();
        })
        .catch(() => unreachable(res));
    },
    close() {},
  };
}

function unreachable(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.statusCode = 502;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify({ errors: [{ message: 'The commerce backend is unreachable. Please try again later.', extensions: { category: 'graphql' } }] }));
}
