import { createHash, randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

/** What a customer may ask of their data: a copy of it, or the account's erasure. */
export const GDPR_REQUEST_TYPES = ['export', 'erase'] as const;
export type GdprRequestType = (typeof GDPR_REQUEST_TYPES)[number];

/** A link's code: confirmed now, already confirmed, or not one of this customer's codes for this request. */
export type GdprConfirmation = 'confirmed' | 'used' | 'invalid';

const digest = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/**
 * Export and erasure requests, each confirmed by the random code e-mailed to the customer: single use, and only by
 * the customer who asked (another customer's code is as unknown as a made-up one). Only the code's hash is kept.
 */
export class GdprRequests {
  private readonly insert: Statement<[number, string, string, string]>;
  private readonly byCode: Statement<[string], { request_id: number; customer_id: number; type: string; confirmed_at: string | null }>;
  private readonly confirm: Statement<[string, number]>;

  constructor(db: Database) {
    this.insert = db.prepare('INSERT INTO gdpr_request (customer_id, type, code_hash, created_at) VALUES (?, ?, ?, ?)');
    this.byCode = db.prepare('SELECT request_id, customer_id, type, confirmed_at FROM gdpr_request WHERE code_hash = ?');
    this.confirm = db.prepare('UPDATE gdpr_request SET confirmed_at = ? WHERE request_id = ? AND confirmed_at IS NULL');
  }

  /** A new request of the customer's; its code goes only into the e-mailed link. */
  create(customerId: number, type: GdprRequestType, timestamp: string): string {
    const code = randomBytes(24).toString('hex');
    this.insert.run(customerId, type, digest(code), timestamp);
    return code;
  }

  /** Confirms the customer's request of `type` with `code`, once. */
  confirmWith(customerId: number, type: GdprRequestType, code: string, timestamp: string): GdprConfirmation {
    const row = this.byCode.get(digest(code));
    if (!row || row.customer_id !== customerId || row.type !== type) return 'invalid';
    if (row.confirmed_at !== null) return 'used';
    return this.confirm.run(timestamp, row.request_id).changes === 1 ? 'confirmed' : 'used';
  }
}
