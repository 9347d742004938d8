import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CURRENCY_COOKIE, STORE_COOKIE, cookieValue } from '../app/services/store-view';
import { cookieLine } from '../app/services/store-view-save';
import { embedOrigins, type EmbedScripts } from '../domain/embeds';
import { compressResponse } from './compression';
import type { RenderResult, Renderer } from './renderer';
import { createNonce, isCheckoutPath, overHttps, paymentFrameSource, previewFrameAncestors, setSecurityHeaders } from './security-headers';
import { createStaticFiles } from './static-files';
import type { Upstream } from './upstream';

export interface StorefrontOptions {
  clientDir: string;
  upstream: Upstream;
  /** Renders app routes on the server; without it (or when it fails) they get the bare shell. */
  renderer?: Renderer;
  /** Development: files are re-read on every request, and extra routes (live reload) are served first. */
  dev?: { handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean };
  /** The origin of the 3-D Secure pages checkout pages frame (PAYMENT_3DS_ORIGIN); null or absent: the shop's own. */
  payment3dsOrigin?: string | null;
  /** Trust X-Forwarded-Proto (TRUST_PROXY): the server sits behind a TLS proxy. */
  trustProxy?: boolean;
  /** The admin's origin (ADMIN_PREVIEW_ORIGIN) that may frame pages and post them previews; null or absent: the shop's own. */
  adminPreviewOrigin?: string | null;
  /** The widgets' scripts (TINTUP_SCRIPT_URL…): a rendered page showing a widget allows its script's origin. */
  embedScripts?: EmbedScripts;
}

function sendRendered(res: ServerResponse, page: RenderResult, head: boolean): void {
  if (page.type === 'redirect') {
    res.statusCode = page.status;
    res.setHeader('Location', page.location);
    // A URL with a store code (spec §2): that store view is kept, in its own currency.
    if (page.storeCode) res.setHeader('Set-Cookie', [cookieLine(STORE_COOKIE, page.storeCode), cookieLine(CURRENCY_COOKIE, null)]);
    res.end();
    return;
  }
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(head ? undefined : page.html);
}

/**
 * The storefront server: security headers on everything; /graphql, /rest and /media to the upstream (compressed),
 * and with the embedded backend its payment simulator's pages (/payment-simulator/*, whose answers carry their own
 * CSP); built files from dist; every other GET is an app route, rendered on the server with its data.
 */
export function createStorefrontServer({
  clientDir, upstream, renderer, dev, payment3dsOrigin, trustProxy = false, adminPreviewOrigin = null, embedScripts = {},
}: StorefrontOptions): Server {
  const files = createStaticFiles(clientDir, { cache: !dev });
  return createServer((req, res) => {
    const https = overHttps(req, trustProxy);
    setSecurityHeaders(res, https);
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
    const policy = {
      nonce,
      frameSrc: isCheckoutPath(pathname) ? paymentFrameSource(payment3dsOrigin) : undefined,
      frameAncestors: previewFrameAncestors(req, adminPreviewOrigin),
    };
    setSecurityHeaders(res, https, policy);
    compressResponse(req, res);
    const adminOrigin = adminPreviewOrigin ?? '';
    if (!renderer) return files.serveShell(req, res, nonce, adminOrigin);
    const { search } = new URL(req.url ?? '/', 'http://localhost');
    const origin = {
      host: String(req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost'),
      proto: String(req.headers['x-forwarded-proto'] ?? 'http'),
    };
    const cookies = req.headers.cookie;
    const shopper = { storeCode: cookieValue(cookies, STORE_COOKIE), currency: cookieValue(cookies, CURRENCY_COOKIE) };
    renderer.render({ path: pathname, search, nonce, origin, adminOrigin, ...shopper }).then(
      (page) => {
        if (page.type === 'page' && page.embeds.length > 0) setSecurityHeaders(res, https, { ...policy, embedOrigins: embedOrigins(page.embeds, embedScripts) });
        sendRendered(res, page, req.method === 'HEAD');
      },
      (error: unknown) => {
        console.error(`Server rendering of ${pathname} failed; the browser renders it instead.`, error);
        files.serveShell(req, res, nonce, adminOrigin);
      },
    );
  });
}
