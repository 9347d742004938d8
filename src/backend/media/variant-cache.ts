import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The index of the variant files under media/cache: their sizes, least recently used first. After each write the
 * least recently used files are deleted until the total is within the budget again (the file just written is
 * kept, so that it can be served). At start the index is rebuilt from the directory, ordered by modification time.
 */
export class VariantCache {
  /** File → bytes, in order of last use (a Map keeps insertion order). */
  private readonly files = new Map<string, number>();
  private total = 0;

  constructor(private readonly directory: string, private readonly budget: number) {
    const found: Array<{ file: string; size: number; time: number }> = [];
    let entries: string[] = [];
    try {
      entries = readdirSync(directory, { recursive: true, encoding: 'utf8' });
    } catch {
      // No cache yet.
    }
    for (const entry of entries) {
      const file = join(directory, entry);
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats?.isFile()) continue;
      // A write cut short by a stop: never served, never indexed.
      if (file.endsWith('.tmp')) unlinkSync(file);
      else found.push({ file, size: stats.size, time: stats.mtimeMs });
    }
    for (const { file, size } of found.sort((a, b) => a.time - b.time)) this.files.set(file, size);
    this.total = found.reduce((sum, f) => sum + f.size, 0);
    this.evict();
  }

  /** Bytes the cached variants take. */
  get size(): number {
    return this.total;
  }

  has(file: string): boolean {
    return this.files.has(file);
  }

  /** Marks a file as just used. */
  touch(file: string): void {
    const size = this.files.get(file);
    if (size === undefined) return;
    this.files.delete(file);
    this.files.set(file, size);
  }

  /** Records a file just written, then evicts. */
  add(file: string, size: number): void {
    this.total += size - (this.files.get(file) ?? 0);
    this.files.delete(file);
    this.files.set(file, size);
    this.evict(file);
  }

  private evict(keep?: string): void {
    for (const [file, size] of this.files) {
      if (this.total <= this.budget) return;
      if (file === keep) continue;
      this.files.delete(file);
      this.total -= size;
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    }
  }
}
