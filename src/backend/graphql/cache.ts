import { createHash } from 'node:crypto';

/** Magento's full page cache lifetime (system/full_page_cache/ttl). */
export const CACHE_TTL_SECONDS = 86400;

/**
 * What one request's resolvers say about caching, as Magento's @cache annotations do: entity tags make a response
 * cacheable, one private field (customer data, a mutation's effect) makes it not.
 */
export class CacheScope {
  private readonly tags = new Set<string>();
  private isPrivate = false;

  tag(...tags: string[]): void {
    for (const t of tags) this.tags.add(t);
  }

  markPrivate(): void {
    this.isPrivate = true;
  }

  get cacheable(): boolean {
    return !this.isPrivate && this.tags.size > 0;
  }

  get tagList(): string[] {
    return [...this.tags];
  }
}

/** The context X-Magento-Cache-Id is computed from (Magento's cache id factor providers). */
export interface CacheIdentity {
  store: string;
  currency: string;
  customerGroup: number;
  loggedIn: boolean;
  taxRate: number;
}

/** sha256 of the factor values in factor-name order, upper-cased, joined with "|", then the salt. */
export function cacheId(identity: CacheIdentity, salt: string): string {
  const factors: Record<string, string> = {
    CURRENCY: identity.currency,
    CUSTOMER_GROUP: String(identity.customerGroup),
    CUSTOMER_TAX_RATE: String(identity.taxRate),
    IS_LOGGED_IN: String(identity.loggedIn),
    STORE: identity.store,
  };
  const keys = Object.keys(factors).sort();
  return createHash('sha256').update(`${keys.map((k) => factors[k]).join('|').toUpperCase()}|${salt}`).digest('hex');
}

function httpDate(ms: number): string {
  return new Date(ms).toUTCString();
}

/** Magento's public cache headers. */
export function publicHeaders(now: number, tags: readonly string[]): Record<string, string> {
  return {
    Pragma: 'cache',
    'Cache-Control': `public, max-age=${CACHE_TTL_SECONDS}, s-maxage=${CACHE_TTL_SECONDS}`,
    Expires: httpDate(now + CACHE_TTL_SECONDS * 1000),
    'X-Magento-Tags': tags.join(','),
  };
}

/** Magento's no-cache headers, with no-store first so that no shared cache keeps the response. */
export function privateHeaders(now: number): Record<string, string> {
  return {
    Pragma: 'no-cache',
    'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
    Expires: httpDate(now - 365 * 86400 * 1000),
  };
}
