import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { appendVary, negotiateEncoding } from './compression';
import { ADMIN_ORIGIN_PLACEHOLDER, NONCE_PLACEHOLDER } from './security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Paths remembered, files or not: the build's files and this many paths that are none. */
const MAX_REMEMBERED = 10_000;

interface StaticFile {
  type: string;
  etag?: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readOptional(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** The service worker's script: a browser checks it for a new version on its own, and must always reach the server. */
const SERVICE_WORKER = '/sw.js';

const cacheControlOf = (pathname: string) =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : pathname === SERVICE_WORKER ? 'no-cache' : 'public, max-age=3600';

/**
 * Serves the built app from memory. Hashed files under /assets are immutable for a year; the service worker is
 * revalidated on every fetch, the others after an hour. Precompressed .br/.gz siblings are sent when the client accepts them.
 */
export function createStaticFiles(root: string, { cache = true }: { cache?: boolean } = {}) {
  const files = new Map<string, StaticFile | null>();

  function load(path: string): StaticFile | null {
    if (cache && files.has(path)) return files.get(path)!;
    const full = normalize(join(root, path));
    let file: StaticFile | null = null;
    if (full.startsWith(root + sep)) {
      try {
        const stat = statSync(full);
        if (stat.isFile()) {
          const body = readFileSync(full);
          const br = readOptional(`${full}.br`);
          const gzip = readOptional(`${full}.gz`);
          file = {
            type: TYPES[extname(full)] ?? 'application/octet-stream',
            etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
            body,
            ...(br && { br }),
            ...(gzip && { gzip }),
          };
        }
      } catch {
        file = null;
      }
    }
    // The build's files are few; the paths that are none are as many as anyone asks for, so only so many are kept.
    if (cache && (file || files.size < MAX_REMEMBERED)) files.set(path, file);
    return file;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, cacheControl: string): void {
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', cacheControl);
    if (file.etag) res.setHeader('ETag', file.etag);
    if (file.br || file.gzip) appendVary(res, 'Accept-Encoding');
    if (file.etag && req.headers['if-none-match'] === file.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const encoded = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined;
    if (encoded) res.setHeader('Content-Encoding', encoding!);
    const body = encoded ?? file.body;
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    /** Serves `pathname` if it is a built file; false otherwise. */
    serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
      if (pathname.endsWith('/') || pathname === '/index.html') return false;
      // A malformed escape names no file (decoding it threw, and the throw ended the process).
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      const file = load(decoded);
      if (!file) return false;
      send(req, res, file, cacheControlOf(pathname));
      return true;
    },
    /**
     * The app shell, for every app route: always revalidated so a deploy shows at once, and carrying this
     * response's CSP nonce (so it is never served precompressed: the caller's compression applies) and the admin's
     * origin ('' for the shop's own).
     */
    serveShell(req: IncomingMessage, res: ServerResponse, nonce: string, adminOrigin = ''): void {
      const file = load('/index.html');
      if (!file) {
        res.statusCode = 503;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('The shop is not built yet: run npm run build.');
        return;
      }
      // No ETag: every response has its own nonce, so a cached body would not match a new header.
      const html = file.body.toString('utf8').replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(ADMIN_ORIGIN_PLACEHOLDER, adminOrigin);
      send(req, res, { type: file.type, body: Buffer.from(html) }, 'no-store');
    },
  };
}
