import { LruMap } from './lru';

/** A response kept by the built-in page cache. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  expires: number;
}

/**
 * Magento's built-in full page cache for GraphQL GET requests: public responses, keyed by URL and the headers
 * they vary on. Public data does not change at run time, so entries only expire (or make room).
 */
export class PageCache {
  private readonly entries = new LruMap<string, CachedResponse>(2000);

  get(key: string, now: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.entries.set(key, entry);
  }
}
