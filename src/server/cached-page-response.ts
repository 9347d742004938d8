import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiateEncoding, type Encoding } from './compression';
import { notModified, type CachedPage, type PageCache } from './page-cache';

/**
 * How shared caches may keep a cached page: a CDN without purges for a minute (s-maxage), serving it a little longer
 * while it fetches the next (stale-while-revalidate); a browser revalidates every time (max-age=0) and gets a 304 while
 * the ETag holds. The repository's Varnish (deploy/varnish/default.vcl) keeps a page carrying X-Magento-Tags a day
 * instead: the backend's purges drop it when what it shows changes. A CDN keys on the Cookie header (Vary), which a
 * shop's pages need only for its two store view cookies: it should reduce the header to those two (as the VCL does)
 * so that other cookies do not split it. The page's absolute links come from the shop's public origin (PUBLIC_URL),
 * never from the request's host.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
export const PAGE_VARY = 'Cookie, Accept-Encoding';

/** HIT, or MISS for the render that made the page; null: not told (CACHE_DEBUG off). */
type From = 'HIT' | 'MISS' | null;

/**
 * Sends a cached page with the cache tags of what it shows (X-Magento-Tags, which a Varnish in front keeps it by and
 * strips), and when asked whether it came from the cache (`from`): a 304 when the shopper's copy matches. A
 * shopper who accepts brotli or gzip gets the page in it, its copy made first when there is none yet (`compress`): a
 * first visitor on a slow line is the one who needs the bytes saved most.
 */
export function sendCachedPage(
  req: IncomingMessage, res: ServerResponse, page: CachedPage, from: From, compress: (encoding: Encoding) => Promise<Buffer | undefined>,
): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (encoding && !page.encoded[encoding]) {
    void compress(encoding).then((body) => send(req, res, page, from, body ? { encoding, body } : null));
    return;
  }
  send(req, res, page, from, encoding ? { encoding, body: page.encoded[encoding]! } : null);
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage, from: From, encoded: { encoding: Encoding; body: Buffer } | null): void {
  const etag = encoded ? `${page.etag.slice(0, -1)}-${encoded.encoding}"` : page.etag;
  res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
  res.setHeader('Vary', PAGE_VARY);
  res.setHeader('ETag', etag);
  if (page.tags.length > 0) res.setHeader('X-Magento-Tags', page.tags.join(','));
  if (from) {
    res.setHeader('X-Magento-Debug', '1');
    res.setHeader('X-Magento-Cache-Debug', from);
  }
  if (notModified(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoded) res.setHeader('Content-Encoding', encoded.encoding);
  const body = encoded?.body ?? page.body;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The compressions under way, so that a page is compressed once per encoding. */
const underWay = new WeakMap<CachedPage, Partial<Record<Encoding, Promise<Buffer | undefined>>>>();

/**
 * A page's copy in `encoding`, made off the event loop (zlib's thread pool) and kept while the page is; undefined if
 * compression failed (the page then goes as it is). Brotli at quality 5: on a product page (77 KB) it takes about
 * 1 ms for 1 % more bytes than quality 9, which takes ten times as long.
 */
export function compressCachedPage(cache: PageCache, key: string, page: CachedPage, encoding: Encoding): Promise<Buffer | undefined> {
  const started = underWay.get(page) ?? {};
  underWay.set(page, started);
  return (started[encoding] ??= new Promise((resolve) => {
    const done = (error: Error | null, body: Buffer) => {
      if (error) return resolve(undefined);
      cache.addEncoded(key, page, encoding, body);
      resolve(body);
    };
    if (encoding === 'br') brotliCompress(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }, done);
    else gzip(page.body, { level: 6 }, done);
  }));
}
