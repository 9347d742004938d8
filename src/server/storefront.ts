import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CURRENCY_COOKIE, STORE_COOKIE, cookieValue } from '../app/services/store-view';
import { cookieLine } from '../app/services/store-view-save';
import { embedOrigins, type EmbedScripts } from '../domain/embeds';
import { answerPurge, DEFAULT_PURGE_FROM } from './cache-purge';
import { compressCachedPage, sendCachedPage } from './cached-page-response';
import { compressResponse } from './compression';
import { PageCache, cacheablePage, etagOf, pageKey, type CachedPage } from './page-cache';
import type { RenderResult, Renderer } from './renderer';

type RenderPage = Extract<RenderResult, { type: 'page' }>;
import { createNonce, isCheckoutPath, overHttps, paymentFrameSource, previewFrameAncestors, setSecurityHeaders } from './security-headers';
import { publicOrigin } from './public-origin';
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
  /** The full-page cache of anonymous public pages (page-cache.ts); by default one of 32 MB, none in development. */
  pageCache?: PageCache | null;
  /** The shop's public origin (PUBLIC_URL), which absolute links are built from; null or absent: the loopback address and port. */
  publicUrl?: string | null;
  /** Who may PURGE the node's caches by tag (CACHE_PURGE_FROM): Magento, the embedded backend of another node. */
  purgeFrom?: readonly string[];
  /** Cached pages say whether they were a HIT or a MISS (CACHE_DEBUG), as Magento's developer mode has Varnish do. */
  cacheDebug?: boolean;
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
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(head ? undefined : page.body);
}

/**
 * The storefront server: security headers on everything; /graphql, /rest and /media to the upstream (compressed),
 * and with the embedded backend its payment simulator's pages (/payment-simulator/*, whose answers carry their own
 * CSP); built files from dist; every other GET is an app route, rendered on the server with its data.
 */
export function createStorefrontServer({
  clientDir, upstream, renderer, dev, payment3dsOrigin, trustProxy = false, adminPreviewOrigin = null, embedScripts = {}, publicUrl = null,
  pageCache = renderer && !dev ? new PageCache() : null, purgeFrom = DEFAULT_PURGE_FROM, cacheDebug = false,
}: StorefrontOptions): Server {
  const files = createStaticFiles(clientDir, { cache: !dev });
  const purge = (tags: readonly string[]) => {
    pageCache?.purge(tags);
    renderer?.purge?.(tags);
  };
  // The embedded backend's writes drop the pages (and configuration copies) built from what they changed; Magento's
  // come as PURGE requests.
  upstream.onPurge?.(purge);
  /** The renders under way of cacheable pages, by key: the requests for a page that is not cached wait for one. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  return createServer((req, res) => {
    const https = overHttps(req, trustProxy);
    setSecurityHeaders(res, https);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Magento purges its cache hosts at "/", Varnish's way; whatever the path, a purge is the node's, never the backend's.
    if (req.method === 'PURGE') return answerPurge(req, res, purgeFrom, purge);
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
    const shopOrigin = new URL(publicOrigin(publicUrl, req));
    const origin = { host: shopOrigin.host, proto: shopOrigin.protocol.replace(':', '') };
    const cacheKey = renderer && pageCache && cacheablePage(req, pathname) ? pageKey(req, origin) : null;
    const policyOf = (nonce: string, embeds: RenderPage['embeds'] = []) => ({
      nonce,
      frameSrc: isCheckoutPath(pathname) ? paymentFrameSource(payment3dsOrigin) : undefined,
      frameAncestors: previewFrameAncestors(req, adminPreviewOrigin),
      ...(embeds.length > 0 && { embedOrigins: embedOrigins(embeds, embedScripts) }),
    });
    // A cached page goes out with the CSP its body was rendered with (its nonce, its widgets' origins).
    const sendCached = (page: CachedPage, from: 'HIT' | 'MISS') => {
      setSecurityHeaders(res, https, policyOf(page.nonce, page.embeds));
      sendCachedPage(req, res, page, cacheDebug ? from : null, (encoding) => compressCachedPage(pageCache!, cacheKey!, page, encoding));
    };
    const hit = cacheKey ? pageCache!.get(cacheKey) : undefined;
    if (hit) return sendCached(hit, 'HIT');
    const pending = cacheKey ? rendering.get(cacheKey) : undefined;
    if (pending) {
      void pending.then((page) => (page ? sendCached(page, 'HIT') : renderNow()));
      return;
    }
    renderNow();

    function renderNow(): void {
      const nonce = createNonce();
      setSecurityHeaders(res, https, policyOf(nonce));
      const adminOrigin = adminPreviewOrigin ?? '';
      if (!renderer) {
        compressResponse(req, res);
        return files.serveShell(req, res, nonce, adminOrigin);
      }
      const { search } = new URL(req.url ?? '/', 'http://localhost');
      const cookies = req.headers.cookie;
      const shopper = { storeCode: cookieValue(cookies, STORE_COOKIE), currency: cookieValue(cookies, CURRENCY_COOKIE) };
      const generation = pageCache?.generation ?? 0;
      const rendered = renderer.render({ path: pathname, search, nonce, origin, adminOrigin, ...shopper });
      // Only a page that rendered whole (200, no data late) is kept.
      const kept = rendered.then(
        (page) => {
          if (!cacheKey || page.type !== 'page' || page.status !== 200 || page.complete === false) return undefined;
          const { body } = page;
          const entry = pageCache!.set(cacheKey, { body, etag: etagOf(body), nonce, embeds: page.embeds, tags: page.tags ?? [] }, generation);
          return entry;
        },
        () => undefined,
      );
      if (cacheKey) {
        rendering.set(cacheKey, kept);
        void kept.then(() => rendering.delete(cacheKey));
      }
      void Promise.all([rendered, kept]).then(
        ([page, entry]) => {
          if (entry) return sendCached(entry, 'MISS');
          if (page.type === 'page' && page.embeds.length > 0) setSecurityHeaders(res, https, policyOf(nonce, page.embeds));
          compressResponse(req, res);
          sendRendered(res, page, req.method === 'HEAD');
        },
        (error: unknown) => {
          console.error(`Server rendering of ${pathname} failed; the browser renders it instead.`, error);
          compressResponse(req, res);
          files.serveShell(req, res, nonce, adminOrigin);
        },
      );
    }
  });
}
