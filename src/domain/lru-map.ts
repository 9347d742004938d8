/**
 * A Map that keeps at most `max` of weight, dropping the least recently used entries: by default each entry weighs 1
 * (at most `max` entries); `weigh` gives entries of very different sizes their own.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly max: number,
    private readonly weigh: (key: K, value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` as the most recent; one heavier than `max` is not kept (nor is what `key` held before). */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(key, value);
    if (weight > this.max) return;
    this.entries.set(key, value);
    this.weight += weight;
    for (const [oldest, kept] of this.entries) {
      if (this.weight <= this.max) break;
      this.entries.delete(oldest);
      this.weight -= this.weigh(oldest, kept);
    }
  }

  delete(key: K): void {
    if (!this.entries.has(key)) return;
    this.weight -= this.weigh(key, this.entries.get(key) as V);
    this.entries.delete(key);
  }
}
