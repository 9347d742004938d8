/** A response kept by the built-in page cache. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  expires: number;
}

/** Room for the cached bodies, in UTF-16 code units (about twice as many bytes). */
const MAX_SIZE = 32 * 1024 * 1024;

/**
 * Magento's built-in full page cache for GraphQL GET requests: public responses, keyed by URL and the headers they
 * vary on, least recently used out first. Public data does not change at run time (a test hook's change of stock
 * aside, which clears it), so entries only expire.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedResponse>();
  private size = 0;

  get(key: string, now: number): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (entry.expires <= now) return undefined;
    this.add(key, entry);
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    if (entry.body.length > MAX_SIZE / 16) return;
    this.remove(key);
    this.add(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.size <= MAX_SIZE) break;
      this.remove(oldest);
    }
  }

  /** Empties the cache: public data changed (a change of stock through the test hooks). */
  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  private add(key: string, entry: CachedResponse): void {
    this.entries.set(key, entry);
    this.size += entry.body.length + key.length;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.body.length + key.length;
  }
}
