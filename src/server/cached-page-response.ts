import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiateEncoding, type Encoding } from './compression';
import { notModified, type CachedPage, type PageCache } from './page-cache';

/**
 * How shared caches may keep a cached page: a CDN for a minute (s-maxage), serving it a little longer while it
 * fetches the next (stale-while-revalidate); a browser revalidates every time (max-age=0) and gets a 304 while the
 * ETag holds. The CDN's minute bounds how long it shows stock the shop has already purged (no purge reaches it).
 * A CDN keys on the Cookie header (Vary), which a shop's pages need only for its two store view cookies: it should
 * reduce the header to those two (as Magento's VCL does with X-Magento-Vary) so that other cookies do not split it.
 * The page's absolute links follow the host and protocol it was asked on, which a proxy in front forwards (as the
 * backend's GraphQL answers vary on them too).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
export const PAGE_VARY = 'Cookie, Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto';

/**
 * Sends a cached page (`from`: HIT, or MISS for the render that made it): a 304 when the shopper's copy matches.
 * Until its compressed copy in the shopper's encoding is made (`compress`, once the page is asked for again), the page
 * goes uncompressed.
 */
export function sendCachedPage(
  req: IncomingMessage, res: ServerResponse, page: CachedPage, from: 'HIT' | 'MISS', compress: (encoding: Encoding) => void,
): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const encoded = encoding ? page.encoded[encoding] : undefined;
  if (encoding && !encoded && from === 'HIT') compress(encoding);
  const etag = encoded ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
  res.setHeader('Vary', PAGE_VARY);
  res.setHeader('ETag', etag);
  res.setHeader('X-Cache', from);
  if (notModified(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoded) res.setHeader('Content-Encoding', encoding!);
  const body = encoded ?? page.body;
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The compressions under way, so that a page is compressed once per encoding. */
const underWay = new WeakMap<CachedPage, Set<Encoding>>();

/** Makes a page's copy in `encoding` off the event loop (zlib's thread pool), kept while the page is. */
export function compressCachedPage(cache: PageCache, key: string, page: CachedPage, encoding: Encoding): void {
  const started = underWay.get(page) ?? new Set<Encoding>();
  if (started.has(encoding)) return;
  started.add(encoding);
  underWay.set(page, started);
  const done = (error: Error | null, body: Buffer) => {
    if (!error) cache.addEncoded(key, page, encoding, body);
  };
  if (encoding === 'br') brotliCompress(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }, done);
  else gzip(page.body, { level: 9 }, done);
}
