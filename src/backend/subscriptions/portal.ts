import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

/** How long an e-mailed link works, in seconds. */
export const PORTAL_CODE_LIFETIME_SECONDS = 3600;
/** How long a guest's portal session lasts, in seconds. */
export const PORTAL_TOKEN_LIFETIME_SECONDS = 3600;

const digest = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');
const PORTAL_PREFIX = 'subscription-portal';

/**
 * The portal of guests' subscriptions: one-time codes sent by e-mail (kept as hashes, single use, time-limited),
 * the portal tokens they are exchanged for (signed, scoped to one e-mail's subscriptions, never a customer's
 * token). Instants are in seconds; the limits on link requests are the shop's (limits/shop-limits.ts).
 */
export class SubscriptionPortal {
  private readonly insertCode: Statement<[string, string, number]>;
  private readonly codeRow: Statement<[string], { customer_email: string; created_at: number; used_at: number | null }>;
  private readonly useCode: Statement<[number, string]>;

  constructor(db: Database, private readonly secret: string) {
    this.insertCode = db.prepare('INSERT INTO product_subscription_portal_code (code_hash, customer_email, created_at) VALUES (?, ?, ?)');
    this.codeRow = db.prepare('SELECT customer_email, created_at, used_at FROM product_subscription_portal_code WHERE code_hash = ?');
    this.useCode = db.prepare('UPDATE product_subscription_portal_code SET used_at = ? WHERE code_hash = ? AND used_at IS NULL');
  }

  issueCode(email: string, now: number): string {
    const code = randomBytes(24).toString('base64url');
    this.insertCode.run(digest(code), email, now);
    return code;
  }

  /** The e-mail of a code that exists, is unused and young enough; the code is then used up. */
  redeemCode(code: string, now: number): string | undefined {
    const hash = digest(code);
    const row = this.codeRow.get(hash);
    if (!row || row.used_at !== null) return undefined;
    const age = now - row.created_at;
    if (age < 0 || age >= PORTAL_CODE_LIFETIME_SECONDS) return undefined;
    // Of two exchanges of one code, only the first marks it.
    return this.useCode.run(now, hash).changes === 1 ? row.customer_email : undefined;
  }

  issueToken(email: string, now: number): string {
    const body = Buffer.from(JSON.stringify({ email, exp: Math.floor(now) + PORTAL_TOKEN_LIFETIME_SECONDS })).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The e-mail a live portal token speaks for. */
  emailOf(token: string, now: number): string | undefined {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { email?: unknown; exp?: unknown };
      return typeof claims.email === 'string' && typeof claims.exp === 'number' && claims.exp > now ? claims.email : undefined;
    } catch {
      return undefined;
    }
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(`${PORTAL_PREFIX}.${body}`).digest('base64url');
  }
}
