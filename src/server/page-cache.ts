import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Embed } from '../domain/embeds';
import { isPublicPage } from '../domain/route-table';
import { CURRENCY_COOKIE, STORE_COOKIE, cookieValue } from '../app/services/store-view';
import type { Encoding } from './compression';
import { TaggedCache } from './tagged-cache';

/**
 * The storefront's full-page cache, as Magento's Varnish would hold pages: the HTML of anonymous GETs of public
 * pages, keyed by URL, store view and currency, least recently used out first past a byte budget, each entry
 * dropped when one of the entities it was built from changes (its cache tags, purged by the embedded backend's
 * writes or by Magento's PURGE) or when it expires (the only way out when no purge reaches the node).
 */

/** A rendered page as the cache keeps it: the exact bytes, and what its headers are computed from. */
export interface CachedPage {
  body: Buffer;
  /** Strong validator of `body` (quoted); an encoded copy's adds its encoding. */
  etag: string;
  /** The CSP nonce the body was rendered with: every response of these bytes carries a CSP with this nonce. */
  nonce: string;
  /** The widgets the page shows, which its CSP allows. */
  embeds: Embed[];
  /** The entities the page was built from (X-Magento-Tags of the answers its render used). */
  tags: readonly string[];
  /** Compressed copies, made once in the background. */
  encoded: Partial<Record<Encoding, Buffer>>;
  expires: number;
}

export interface PageCacheOptions {
  /** The budget for bodies and their compressed copies, in bytes. */
  maxBytes?: number;
  /** How long a page is kept when no purge drops it first. */
  ttlMs?: number;
  now?: () => number;
}

export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
export const PAGE_CACHE_TTL_MS = 10 * 60_000;

/** The session's cookie, should a deployment set one (spec §4): its holder's requests are never cached. */
const AUTH_COOKIE = 'auth_token';

/**
 * Whether a request's page may come from (and go to) the cache: a GET or HEAD of a public page, from no one who
 * says who they are (Authorization, the session cookie) and not the admin's preview (a page framed by it). The
 * checkout, cart, account, sign-in and password pages never are: they belong to a shopper or carry one's data in
 * their URL (a reset token, a name after an order).
 */
export function cacheablePage(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.authorization || cookieValue(req.headers.cookie, AUTH_COOKIE) !== null) return false;
  if (req.headers['sec-fetch-dest'] === 'iframe') return false;
  return isPublicPage(pathname);
}

/**
 * A page's key: the shop's public origin (absolute links are built from it), path and query as
 * sent, the store view and currency cookies (the only cookies a page's HTML depends on). The host is lower-cased
 * and a bare "?" dropped; the query is kept as is, since the page's snapshot carries it for hydration.
 */
export function pageKey(req: IncomingMessage, origin: { host: string; proto: string }): string {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const cookies = req.headers.cookie;
  return [
    `${origin.proto.toLowerCase()}://${origin.host.toLowerCase()}`, url.pathname, url.search,
    cookieValue(cookies, STORE_COOKIE) ?? '', cookieValue(cookies, CURRENCY_COOKIE) ?? '',
  ].join('\n');
}

/** A strong ETag of `body`. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether If-None-Match names `etag` (or is "*"). Weak comparison, as RFC 9110 asks of If-None-Match. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

const sizeOf = (key: string, page: CachedPage) =>
  key.length + page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

export class PageCache {
  private readonly pages: TaggedCache<CachedPage>;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor({ maxBytes = PAGE_CACHE_MAX_BYTES, ttlMs = PAGE_CACHE_TTL_MS, now = Date.now }: PageCacheOptions = {}) {
    this.pages = new TaggedCache(maxBytes, sizeOf, now);
    this.ttlMs = ttlMs;
    this.now = now;
  }

  get maxBytes(): number {
    return this.pages.maxBytes;
  }

  /** Bytes held. */
  get size(): number {
    return this.pages.size;
  }

  /** A mark to give `set`, taken before rendering. */
  get generation(): number {
    return this.pages.generation;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Keeps a page rendered since `generation`; a page larger than an eighth of the budget is not kept. */
  set(key: string, page: Omit<CachedPage, 'expires' | 'encoded'>, generation: number): CachedPage | undefined {
    const entry: CachedPage = { ...page, encoded: {}, expires: this.now() + this.ttlMs };
    return this.pages.set(key, entry, generation) ? entry : undefined;
  }

  /** Adds a compressed copy to a page still held. */
  addEncoded(key: string, page: CachedPage, encoding: Encoding, body: Buffer): void {
    if (!this.pages.holds(key, page) || page.encoded[encoding]) return;
    page.encoded[encoding] = body;
    this.pages.grew(body.length);
  }

  /** Drops every page built from one of `tags`. */
  purge(tags: readonly string[]): void {
    this.pages.purge(tags);
  }
}
