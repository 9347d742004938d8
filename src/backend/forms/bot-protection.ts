import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { leadingZeroBits } from '../../domain/bot-protection';

/** How long a challenge can be solved and its answer used, ms. */
export const CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** Leading zero bits the answer's SHA-256 must have: about 4,000 hashes, a blink for a shopper, a cost for a bot. */
export const CHALLENGE_DIFFICULTY = 12;

/** Magento's answer when the X-ReCaptcha header does not verify (ReCaptchaWebapiGraphQl). */
export const BOT_PROTECTION_FAILED = 'ReCaptcha validation failed, please try again';

/**
 * The shop's own bot protection, behind reCAPTCHA's interface: a proof of work. A challenge is signed by the backend
 * (so that it keeps no state until an answer comes), names the form's action and expires; the answer is the
 * challenge and a counter whose hash with it starts with enough zero bits. An answer is good once, across restarts:
 * the nonces of used answers are kept in the database until their challenge expires (then the signature refuses it).
 */
export class BotProtection {
  private readonly use: Statement<[string, number]>;
  private readonly forget: Statement<[number]>;

  constructor(db: Database, private readonly secret: string, private readonly difficulty = CHALLENGE_DIFFICULTY) {
    this.use = db.prepare('INSERT INTO bot_protection_used (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING');
    this.forget = db.prepare('DELETE FROM bot_protection_used WHERE expires_at < ?');
  }

  challenge(action: string, now: number): { challenge: string; difficulty: number } {
    const payload = Buffer.from(JSON.stringify({ a: action, e: now + CHALLENGE_TTL_MS, d: this.difficulty, n: randomBytes(12).toString('base64url') }))
      .toString('base64url');
    return { challenge: `${payload}.${this.sign(payload)}`, difficulty: this.difficulty };
  }

  /** Whether `token` (challenge:counter) answers a challenge of this backend for `action`, unexpired and unused; uses it. */
  verify(token: string, action: string, now: number): boolean {
    const [challenge, counter] = token.split(':');
    if (!challenge || !counter || !/^\d{1,12}$/.test(counter)) return false;
    const [payload, signature] = challenge.split('.');
    if (!payload || !signature) return false;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    let claims: { a?: unknown; e?: unknown; d?: unknown; n?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return false;
    }
    if (claims.a !== action || typeof claims.e !== 'number' || claims.e < now || typeof claims.n !== 'string') return false;
    const hash = createHash('sha256').update(`${challenge}:${counter}`).digest();
    if (leadingZeroBits(hash) < Number(claims.d)) return false;
    this.forget.run(now);
    return this.use.run(claims.n, claims.e).changes === 1;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`bot-protection:${payload}`).digest('base64url');
  }
}
