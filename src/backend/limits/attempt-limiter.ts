import type { Database, Statement } from 'better-sqlite3';

/** How many attempts a subject may make in a window before it is refused until the window passes. */
export interface AttemptLimit {
  attempts: number;
  windowMs: number;
}

/** Failed order lookups (number, e-mail, postcode) one client may make in a window: the tracking form's guard. */
export const LOOKUP_LIMIT: AttemptLimit = { attempts: 5, windowMs: 15 * 60 * 1000 };

/**
 * Counts attempts per subject (a client's address, an account, a recipient) within a sliding window, in the
 * database: a crash or a restart of the backend forgets nothing, so a client who used up its guesses stays refused.
 * Each scope is a limit of its own; attempts older than the window are deleted as new ones come, so the table holds
 * at most what the windows hold.
 */
export class AttemptLimiter {
  private readonly count: Statement<[string, string, number], { n: number }>;
  private readonly insert: Statement<[string, string, number]>;
  private readonly prune: Statement<[string, number]>;

  constructor(db: Database, private readonly scope: string, private readonly limit: AttemptLimit) {
    this.count = db.prepare('SELECT COUNT(*) AS n FROM limit_attempt WHERE scope = ? AND subject = ? AND at > ?');
    this.insert = db.prepare('INSERT INTO limit_attempt (scope, subject, at) VALUES (?, ?, ?)');
    this.prune = db.prepare('DELETE FROM limit_attempt WHERE scope = ? AND at <= ?');
  }

  /** Whether `subject` used up its attempts in the window before `now`. */
  isBlocked(subject: string, now: number): boolean {
    return this.count.get(this.scope, subject, now - this.limit.windowMs)!.n >= this.limit.attempts;
  }

  record(subject: string, now: number): void {
    this.prune.run(this.scope, now - this.limit.windowMs);
    this.insert.run(this.scope, subject, now);
  }
}
