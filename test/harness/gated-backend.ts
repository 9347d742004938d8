import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { trustedDocumentsUpstream } from '../../src/server/trusted-documents';
import type { Upstream } from '../../src/server/upstream';

/** The request with its body already read: what the backend reads instead of the consumed stream. */
function withBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  return Object.assign(Readable.from([body]), {
    method: req.method, url: req.url, socket: req.socket, headers: { ...req.headers, 'content-length': String(body.length) },
  }) as unknown as IncomingMessage;
}

/**
 * The backend behind the public /graphql's gate, as the storefront serves it (src/server/trusted-documents.ts), open
 * to the tests' own documents: the shop's clients send their operations by id, which the backend alone does not know.
 */
export function gatedUpstream<B extends { paths: readonly string[]; handle(req: IncomingMessage, res: ServerResponse): void; close(): unknown }>(backend: B): Upstream {
  const upstream: Upstream = {
    ...backend,
    handle: (req, res, body) => backend.handle(body ? withBody(req, body) : req, res),
    close: async () => void (await backend.close()),
  };
  return trustedDocumentsUpstream(upstream, { open: true });
}

/** The same, as an HTTP server's handler. */
export function gatedHandler(backend: Parameters<typeof gatedUpstream>[0]) {
  const gate = gatedUpstream(backend);
  return (req: IncomingMessage, res: ServerResponse) => gate.handle(req, res);
}
