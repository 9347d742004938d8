import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

/** Reads a request body up to `limit` bytes; past it, stops reading and reports it. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      resolve({ ok: false, reason: 'too-large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        finish({ ok: false, reason: 'too-large' });
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish({ ok: true, body: Buffer.concat(chunks) }));
    req.on('error', () => finish({ ok: false, reason: 'aborted' }));
    req.on('aborted', () => finish({ ok: false, reason: 'aborted' }));
  });
}

/**
 * The shop's origin, for absolute URLs (Magento's base URL): X-Forwarded-Host / X-Forwarded-Proto as the storefront
 * server sets them from its public origin (PUBLIC_URL), overwriting whatever the client sent (backend-bridge.ts); the
 * Host header and the socket only for a backend served on its own (tests).
 */
export function requestOrigin(req: IncomingMessage): string {
  const first = (name: string) => String(req.headers[name] ?? '').split(',')[0]!.trim();
  const forwardedProto = first('x-forwarded-proto');
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  const host = (first('x-forwarded-host') || String(req.headers.host ?? '')).replace(/[^a-zA-Z0-9.:[\]-]/g, '');
  return `${proto}://${host || 'localhost'}`;
}

/** The body's media type, lowercase, without its parameters ("text/plain; charset=application/json" is text/plain). */
export function mediaType(req: IncomingMessage): string {
  return header(req, 'content-type').split(';')[0]!.trim().toLowerCase();
}

export function header(req: IncomingMessage, name: string): string {
  const value = req.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
