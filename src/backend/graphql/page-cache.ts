/** A response kept by the built-in page cache. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  expires: number;
}

/**
 * Magento's built-in full page cache for GraphQL GET requests: public responses, keyed by URL and the headers
 * they vary on, least recently used first out. Public data does not change at run time, so entries only expire.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedResponse>();

  constructor(private readonly maxEntries = 2000) {}

  get(key: string, now: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
