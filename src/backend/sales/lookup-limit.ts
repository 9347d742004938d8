import { LruMap } from '../../domain/lru-map';

/** Failed order lookups one client may make in a window before it is refused until the window passes. */
export const LOOKUP_LIMIT = { failures: 5, windowMs: 15 * 60 * 1000 } as const;

/** Clients remembered at most: the least recently seen go first, so that many addresses cannot exhaust memory. */
const MAX_CLIENTS = 10_000;

/**
 * The order tracking form's guard against guessing (number, e-mail, postcode triples): each client address has its
 * own count of recent failures, so that one address never blocks another.
 */
export class LookupLimiter {
  private readonly failures = new LruMap<string, number[]>(MAX_CLIENTS);

  constructor(private readonly limit: { failures: number; windowMs: number } = LOOKUP_LIMIT) {}

  private recent(client: string, now: number): number[] {
    return (this.failures.get(client) ?? []).filter((at) => now - at < this.limit.windowMs);
  }

  /** Whether `client` used up its failures. */
  isBlocked(client: string, now: number): boolean {
    return this.recent(client, now).length >= this.limit.failures;
  }

  recordFailure(client: string, now: number): void {
    this.failures.set(client, [...this.recent(client, now), now]);
  }
}
