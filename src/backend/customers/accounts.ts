import type { Database, Statement } from 'better-sqlite3';
import type { Revocation } from './tokens';

export interface CustomerRow {
  entity_id: number;
  email: string;
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  dob: string | null;
  gender: number | null;
  taxvat: string | null;
  password_hash: string | null;
  group_id: number;
  favorite_pos_id: number | null;
  is_consent: number | null;
  failures_num: number;
  first_failure: number | null;
  lock_expires: number | null;
  created_at: string;
  updated_at: string;
}

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  dob?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  passwordHash: string | null;
}

/** The columns updateCustomerV2 and updateCustomerEmail may change. */
export interface CustomerChanges {
  email?: string;
  firstname?: string;
  lastname?: string;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  dob?: string | null;
  gender?: number | null;
  taxvat?: string | null;
}

const CHANGEABLE = ['email', 'firstname', 'lastname', 'middlename', 'prefix', 'suffix', 'dob', 'gender', 'taxvat'] as const;

/** Magento's newsletter subscriber statuses. */
export const SUBSCRIBER_STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const;

/** Magento's token request throttling defaults (oauth/authentication_lock). */
export const MAX_SIGN_IN_FAILURES = 6;
export const SIGN_IN_LOCK_SECONDS = 1800;

/** Customer accounts and what hangs off them: sign-in failures, token revocations, newsletter, consent. */
export class CustomerAccounts {
  private readonly byId: Statement<[number], CustomerRow>;
  private readonly byEmail: Statement<[string], CustomerRow>;
  private readonly insert: Statement<[Record<string, unknown>]>;
  private readonly failures: Statement<[string], { failures_count: number; lock_expires_at: number }>;
  private readonly addFailure: Statement<[string, number, number]>;
  private readonly clearFailures: Statement<[string]>;
  private readonly revoked: Statement<[number], { revoke_before: number; kept_jti: string | null }>;
  private readonly revoke: Statement<[number, number, string | null]>;
  private readonly subscriber: Statement<[string], { status: number; customer_id: number | null }>;
  private readonly subscribe: Statement<[string, number | null, number, string, string]>;
  private readonly favorite: Statement<[number | null, string, number]>;
  private readonly consent: Statement<[number, string, number]>;
  private readonly password: Statement<[string, string, number]>;
  private readonly subscriberOf: Statement<[number], { subscriber_id: number }>;
  private readonly dropGuestSubscriber: Statement<[string]>;
  private readonly renameSubscriber: Statement<[string, string, number]>;

  constructor(private readonly db: Database) {
    this.byId = db.prepare('SELECT * FROM customer_entity WHERE entity_id = ?');
    this.byEmail = db.prepare('SELECT * FROM customer_entity WHERE email = ?');
    this.insert = db.prepare(
      `INSERT INTO customer_entity (email, firstname, lastname, middlename, prefix, suffix, dob, gender, taxvat,
        password_hash, created_at, updated_at)
       VALUES (@email, @firstname, @lastname, @middlename, @prefix, @suffix, @dob, @gender, @taxvat, @passwordHash, @ts, @ts)`,
    );
    this.failures = db.prepare('SELECT failures_count, lock_expires_at FROM oauth_token_request_log WHERE user_name = ?');
    this.addFailure = db.prepare(
      `INSERT INTO oauth_token_request_log (user_name, failures_count, lock_expires_at) VALUES (?, 1, ?)
       ON CONFLICT (user_name) DO UPDATE SET
         failures_count = CASE WHEN lock_expires_at > ? THEN failures_count + 1 ELSE 1 END,
         lock_expires_at = excluded.lock_expires_at`,
    );
    this.clearFailures = db.prepare('DELETE FROM oauth_token_request_log WHERE user_name = ?');
    this.revoked = db.prepare('SELECT revoke_before, kept_jti FROM jwt_auth_revoked WHERE customer_id = ?');
    this.revoke = db.prepare(
      `INSERT INTO jwt_auth_revoked (customer_id, revoke_before, kept_jti) VALUES (?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET revoke_before = excluded.revoke_before, kept_jti = excluded.kept_jti`,
    );
    this.subscriber = db.prepare('SELECT status, customer_id FROM newsletter_subscriber WHERE email = ?');
    this.subscribe = db.prepare(
      `INSERT INTO newsletter_subscriber (email, customer_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET customer_id = COALESCE(excluded.customer_id, customer_id),
         status = excluded.status, updated_at = excluded.updated_at`,
    );
    this.favorite = db.prepare('UPDATE customer_entity SET favorite_pos_id = ?, updated_at = ? WHERE entity_id = ?');
    this.consent = db.prepare('UPDATE customer_entity SET is_consent = ?, updated_at = ? WHERE entity_id = ?');
    this.password = db.prepare('UPDATE customer_entity SET password_hash = ?, updated_at = ? WHERE entity_id = ?');
    this.subscriberOf = db.prepare('SELECT subscriber_id FROM newsletter_subscriber WHERE customer_id = ?');
    this.dropGuestSubscriber = db.prepare('DELETE FROM newsletter_subscriber WHERE email = ? AND customer_id IS NULL');
    this.renameSubscriber = db.prepare('UPDATE newsletter_subscriber SET email = ?, updated_at = ? WHERE customer_id = ?');
  }

  find(id: number): CustomerRow | undefined {
    return this.byId.get(id);
  }

  findByEmail(email: string): CustomerRow | undefined {
    return this.byEmail.get(email.trim());
  }

  /** Creates the account; undefined when the e-mail is taken. */
  create(customer: NewCustomer, timestamp: string): number | undefined {
    try {
      return Number(this.insert.run({
        middlename: null, prefix: null, suffix: null, dob: null, gender: null, taxvat: null, ...customer,
        email: customer.email.trim(), ts: timestamp,
      }).lastInsertRowid);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
      throw error;
    }
  }

  /**
   * Saves the given columns; false when the new e-mail belongs to another account. The customer's newsletter
   * subscription follows a new e-mail (a guest subscription of that address gives way to it).
   */
  update(customerId: number, changes: CustomerChanges, timestamp: string): boolean {
    const columns = CHANGEABLE.filter((c) => changes[c] !== undefined);
    if (columns.length === 0) return true;
    const values = Object.fromEntries(columns.map((c) => [c, c === 'email' ? changes.email!.trim() : changes[c]]));
    const sql = `UPDATE customer_entity SET ${columns.map((c) => `${c} = @${c}`).join(', ')}, updated_at = @ts WHERE entity_id = @id`;
    return this.transaction(() => {
      try {
        this.db.prepare(sql).run({ ...values, ts: timestamp, id: customerId });
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
        throw error;
      }
      if (values.email !== undefined && this.subscriberOf.get(customerId)) {
        this.dropGuestSubscriber.run(values.email as string);
        this.renameSubscriber.run(values.email as string, timestamp, customerId);
      }
      return true;
    });
  }

  setPasswordHash(customerId: number, hash: string, timestamp: string): void {
    this.password.run(hash, timestamp, customerId);
  }

  /** Whether sign-in is locked for this e-mail after too many failures (now in seconds). */
  isLocked(email: string, now: number): boolean {
    const row = this.failures.get(email.trim());
    return row !== undefined && row.lock_expires_at > now && row.failures_count >= MAX_SIGN_IN_FAILURES;
  }

  recordFailure(email: string, now: number): void {
    this.addFailure.run(email.trim(), now + SIGN_IN_LOCK_SECONDS, now);
  }

  resetFailures(email: string): void {
    this.clearFailures.run(email.trim());
  }

  revocation(customerId: number): Revocation | undefined {
    const row = this.revoked.get(customerId);
    return row && { before: row.revoke_before, keptId: row.kept_jti };
  }

  /**
   * The instant (ms) for a token issued or a revocation made at `nowMs`: after the customer's last revocation, even
   * within its millisecond, so that a revocation covers every token issued before it and none issued after.
   */
  nextInstant(customerId: number, nowMs: number): number {
    const before = this.revocation(customerId)?.before;
    return before === undefined ? nowMs : Math.max(nowMs, Math.round(before * 1000) + 1);
  }

  /** Revokes every token issued to the customer up to now, but the one whose id is `keptId`, if given. */
  revokeTokens(customerId: number, nowMs: number, keptId: string | null = null): void {
    this.revoke.run(customerId, this.nextInstant(customerId, nowMs) / 1000, keptId);
  }

  subscription(email: string): { status: number; customer_id: number | null } | undefined {
    return this.subscriber.get(email.trim());
  }

  setSubscription(email: string, customerId: number | null, status: number, timestamp: string): void {
    this.subscribe.run(email.trim(), customerId, status, timestamp, timestamp);
  }

  setFavorite(customerId: number, posId: number | null, timestamp: string): void {
    this.favorite.run(posId, timestamp, customerId);
  }

  setConsent(customerId: number, consent: boolean, timestamp: string): void {
    this.consent.run(consent ? 1 : 0, timestamp, customerId);
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }
}
