import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Magento's user type for customers (UserContextInterface::USER_TYPE_CUSTOMER). */
const CUSTOMER_USER_TYPE = 3;

export interface TokenClaims {
  /** Customer id. */
  uid: number;
  utypid: number;
  /** Issued at, in seconds (fractional, so that a revocation and a new sign-in in the same second are told apart). */
  iat: number;
  /** Expires at, in seconds. */
  exp: number;
  /** The token's own id: what a revocation that spares one token names (tokens from before it have none). */
  jti?: string;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; message: string };

/**
 * Every token of the customer issued up to `before` (seconds) is revoked, but the one whose id is `keptId`: the token
 * that changed the password, which its session goes on with.
 */
export interface Revocation {
  before: number;
  keptId: string | null;
}

/** Magento's texts for a token it cannot read, an expired one and a revoked one. */
export const TOKEN_UNREADABLE = 'Failed to read JWT token';
export const TOKEN_EXPIRED = 'Consumer key has expired';
export const TOKEN_REVOKED = 'User token has been revoked';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

/** Customer tokens are JWTs signed with HS256, like Magento's (stateless; revocation is by issue time). */
export class CustomerTokens {
  constructor(private readonly secret: string) {}

  issue(customerId: number, nowMs: number, lifetimeSeconds: number): string {
    const iat = nowMs / 1000;
    const body = `${HEADER}.${encode({ uid: customerId, utypid: CUSTOMER_USER_TYPE, iat, exp: Math.floor(iat) + lifetimeSeconds, jti: randomBytes(12).toString('base64url') })}`;
    return `${body}.${this.sign(body)}`;
  }

  /** Checks signature and expiry, and the customer's revocation, if any. */
  verify(token: string, nowMs: number, revocationOf: (customerId: number) => Revocation | undefined): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, message: TOKEN_UNREADABLE };
    const expected = Buffer.from(this.sign(`${parts[0]}.${parts[1]}`));
    const given = Buffer.from(parts[2]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, message: TOKEN_UNREADABLE };
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, message: TOKEN_UNREADABLE };
    }
    if (claims.utypid !== CUSTOMER_USER_TYPE || !Number.isInteger(claims.uid)) return { ok: false, message: TOKEN_UNREADABLE };
    if (claims.exp <= nowMs / 1000) return { ok: false, message: TOKEN_EXPIRED };
    const revocation = revocationOf(claims.uid);
    if (revocation && claims.iat <= revocation.before && (claims.jti === undefined || claims.jti !== revocation.keptId)) return { ok: false, message: TOKEN_REVOKED };
    return { ok: true, claims };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
