import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { compressResponse } from './compression';
import { createNonce, setSecurityHeaders } from './security-headers';
import { createStaticFiles } from './static-files';
import type { Upstream } from './upstream';

export interface StorefrontOptions {
  clientDir: string;
  upstream: Upstream;
  /** Development: files are re-read on every request, and extra routes (live reload) are served first. */
  dev?: { handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean };
}

/**
 * The storefront server: security headers on everything; /graphql, /rest and /media to the upstream (compressed);
 * built files from dist; every other GET is an app route and gets the shell.
 */
export function createStorefrontServer({ clientDir, upstream, dev }: StorefrontOptions): Server {
  const files = createStaticFiles(clientDir, { cache: !dev });
  return createServer((req, res) => {
    setSecurityHeaders(res);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (upstream.paths.some((path) => pathname === path || pathname.startsWith(path))) {
      compressResponse(req, res);
      upstream.handle(req, res);
      return;
    }
    if (dev?.handle(req, res, pathname)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    if (files.serve(req, res, pathname)) return;
    if (pathname.startsWith('/assets/')) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
      return;
    }
    const nonce = createNonce();
    setSecurityHeaders(res, nonce);
    compressResponse(req, res);
    files.serveShell(req, res, nonce);
  });
}
