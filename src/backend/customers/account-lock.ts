import type { Database, Statement } from 'better-sqlite3';

/** Magento's customer/password/lockout_failures and lockout_threshold (10 minutes) defaults. */
export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_SECONDS = 600;

interface LockRow {
  failures_num: number;
  first_failure: number | null;
  lock_expires: number | null;
}

/**
 * Magento's customer lock (Customer\Model\Authentication), apart from the sign-in throttle: every wrong password
 * given for an account counts, and the 10th since the first locks the account for 10 minutes. A successful
 * sign-in or password reset unlocks it. Instants are in seconds.
 */
export class AccountLocks {
  private readonly read: Statement<[number], LockRow>;
  private readonly write: Statement<[number, number | null, number | null, number]>;

  constructor(db: Database) {
    this.read = db.prepare('SELECT failures_num, first_failure, lock_expires FROM customer_entity WHERE entity_id = ?');
    this.write = db.prepare('UPDATE customer_entity SET failures_num = ?, first_failure = ?, lock_expires = ? WHERE entity_id = ?');
  }

  isLocked(customerId: number, now: number): boolean {
    const expires = this.read.get(customerId)?.lock_expires ?? null;
    return expires !== null && expires > now;
  }

  /** Counts a wrong password; a lock that ran out starts the count again. */
  recordFailure(customerId: number, now: number): void {
    const row = this.read.get(customerId);
    if (!row) return;
    const lockRanOut = row.lock_expires !== null && now > row.lock_expires;
    const failures = row.failures_num + 1;
    if (failures === 1 || row.first_failure === null || lockRanOut) {
      this.write.run(1, now, null, customerId);
    } else {
      this.write.run(failures, row.first_failure, failures >= LOCKOUT_FAILURES ? now + LOCKOUT_SECONDS : row.lock_expires, customerId);
    }
  }

  unlock(customerId: number): void {
    this.write.run(0, null, null, customerId);
  }
}
