import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

/** Magento's customer/password/reset_link_expiration_period default: 2 hours. */
export const RESET_LINK_LIFETIME_SECONDS = 2 * 3600;

export type ResetTokenCheck = 'valid' | 'mismatch' | 'expired';

const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/**
 * Password reset tokens (Magento's rp_token): random, one per customer, a new request replacing the last, kept as
 * a hash so that a copy of the database resets nothing. Instants are in seconds.
 */
export class PasswordResets {
  private readonly upsert: Statement<[number, string, number]>;
  private readonly byCustomer: Statement<[number], { token_hash: string; created_at: number }>;
  private readonly remove: Statement<[number]>;

  constructor(db: Database) {
    this.upsert = db.prepare(
      `INSERT INTO customer_password_reset (customer_id, token_hash, created_at) VALUES (?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
    );
    this.byCustomer = db.prepare('SELECT token_hash, created_at FROM customer_password_reset WHERE customer_id = ?');
    this.remove = db.prepare('DELETE FROM customer_password_reset WHERE customer_id = ?');
  }

  /** A new token for the customer; the previous one stops working. */
  issue(customerId: number, now: number): string {
    const token = randomBytes(32).toString('base64url');
    this.upsert.run(customerId, digest(token).toString('hex'), now);
    return token;
  }

  /** Magento's order: a token that does not match, then one past its lifetime (or dated in the future). */
  check(customerId: number, token: string, now: number): ResetTokenCheck {
    const row = this.byCustomer.get(customerId);
    if (!row || !timingSafeEqual(digest(token), Buffer.from(row.token_hash, 'hex'))) return 'mismatch';
    const age = now - row.created_at;
    return age < 0 || age >= RESET_LINK_LIFETIME_SECONDS ? 'expired' : 'valid';
  }

  /** Forgets the customer's token: used, or the password changed another way. */
  clear(customerId: number): void {
    this.remove.run(customerId);
  }
}
