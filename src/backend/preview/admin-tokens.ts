import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AttemptLimiter } from '../limits/attempt-limiter';

/** Magento's user type for admin users (UserContextInterface::USER_TYPE_ADMIN). */
const ADMIN_USER_TYPE = 2;

/** Magento's admin token lifetime (oauth/access_token_lifetime/admin): 4 hours. */
export const ADMIN_TOKEN_LIFETIME_S = 4 * 3600;

/** Magento's answer to wrong admin credentials (AdminTokenService). */
export const ADMIN_SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** Wrong credentials one client may give in a window before every try of theirs is refused until it passes. */
export const ADMIN_SIGN_IN_LIMIT = { attempts: 6, windowMs: 15 * 60 * 1000 } as const;

/** The one admin of the embedded backend: ADMIN_USERNAME (default "admin") and ADMIN_PASSWORD. */
export interface AdminCredentials {
  username: string;
  password: string;
}

/** The admin's credentials from the environment; none (no admin, no preview) without ADMIN_PASSWORD. */
export function adminCredentials(env: NodeJS.ProcessEnv = process.env): AdminCredentials | null {
  return env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME || 'admin', password: env.ADMIN_PASSWORD } : null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

/**
 * Admin tokens, as Magento's integration/admin/token issues them: JWTs signed with HS256, of the admin user type (a
 * customer's token is never an admin's, nor the reverse), valid 4 hours. Stateless: they end by expiry.
 */
export class AdminTokens {
  /**
   * `failures`: wrong guesses per client (ADMIN_SIGN_IN_LIMIT), so that one client never locks the admin out for
   * another; kept in the database, so that no restart gives a guesser six more.
   */
  constructor(private readonly secret: string, private readonly admin: AdminCredentials | null, private readonly failures: AttemptLimiter) {}

  /** Whether sign-in is possible at all (an admin is configured). */
  get enabled(): boolean {
    return this.admin !== null;
  }

  /**
   * Compares both credentials in constant time; false when no admin is configured, and for a client that gave wrong
   * ones too often lately (ADMIN_SIGN_IN_LIMIT), right ones included.
   */
  checkCredentials(username: string, password: string, client: string, nowMs: number): boolean {
    if (!this.admin || this.failures.isBlocked(client, nowMs)) return false;
    const user = timingSafeEqual(digest(username), digest(this.admin.username));
    const pass = timingSafeEqual(digest(password), digest(this.admin.password));
    if (user && pass) return true;
    this.failures.record(client, nowMs);
    return false;
  }

  issue(nowMs: number): string {
    const iat = Math.floor(nowMs / 1000);
    const body = `${HEADER}.${encode({ uid: 1, utypid: ADMIN_USER_TYPE, iat, exp: iat + ADMIN_TOKEN_LIFETIME_S })}`;
    return `${body}.${this.sign(body)}`;
  }

  /** Whether `token` is a live admin token of this backend (signature, user type, expiry). */
  verify(token: string, nowMs: number): boolean {
    if (!this.admin || token.length > 1024) return false;
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return false;
    const expected = Buffer.from(this.sign(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    try {
      const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as { utypid?: unknown; exp?: unknown };
      return claims.utypid === ADMIN_USER_TYPE && typeof claims.exp === 'number' && claims.exp > nowMs / 1000;
    } catch {
      return false;
    }
  }

  private sign(body: string): string {
    // Its own key, derived from the shop's secret: a customer token's signature can never pass for an admin's.
    return createHmac('sha256', `${this.secret}/admin`).update(body).digest('base64url');
  }
}
