import { EVERY_TAG } from './tag-pattern';

/** What a tagged cache holds: each entry names the entities it was built from, and when it goes stale. */
export interface Tagged {
  readonly tags: readonly string[];
  readonly expires: number;
}

/**
 * Entries kept as Varnish keeps Magento's answers: least recently used out first past a byte budget, dropped when
 * they expire or when one of their cache tags is purged (the backend's writes). The full-page cache and the server
 * renders' cache of GraphQL answers are both one of these.
 */
export class TaggedCache<V extends Tagged> {
  private readonly entries = new Map<string, V>();
  private readonly byTag = new Map<string, Set<string>>();
  private bytes = 0;
  /** Counts purges: what was fetched or built before one may hold what it dropped, and is not kept. */
  private purges = 0;

  constructor(
    readonly maxBytes: number,
    /** An entry's weight against the budget, key included. */
    private readonly sizeOf: (key: string, value: V) => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes held. */
  get size(): number {
    return this.bytes;
  }

  /** A mark to give `set`, taken before fetching or building what will be kept. */
  get generation(): number {
    return this.purges;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (!value) return undefined;
    if (value.expires <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Whether `value` is still the entry held under `key` (its use does not count as one). */
  holds(key: string, value: V): boolean {
    return this.entries.get(key) === value;
  }

  /**
   * Keeps `value`, made since `generation`; one weighing more than an eighth of the budget is not kept. Returns
   * whether it was.
   */
  set(key: string, value: V, generation: number): boolean {
    if (generation !== this.purges || this.sizeOf(key, value) > this.maxBytes / 8) return false;
    this.remove(key);
    this.entries.set(key, value);
    this.bytes += this.sizeOf(key, value);
    for (const tag of value.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evict();
    return true;
  }

  /** Counts `bytes` more for an entry held that grew (a compressed copy added to it). */
  grew(bytes: number): void {
    this.bytes += bytes;
    this.evict();
  }

  /** Drops every entry built from one of `tags`; every entry when they hold EVERY_TAG. */
  purge(tags: readonly string[]): void {
    this.purges += 1;
    if (tags.includes(EVERY_TAG)) {
      for (const key of [...this.entries.keys()]) this.remove(key);
      return;
    }
    for (const tag of tags) for (const key of [...(this.byTag.get(tag) ?? [])]) this.remove(key);
  }

  private evict(): void {
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.bytes -= this.sizeOf(key, value);
    for (const tag of value.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
