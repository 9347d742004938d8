import type { Database } from 'better-sqlite3';
import { AttemptLimiter, type AttemptLimit } from './attempt-limiter';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * What one client or one recipient may ask in a window, beyond Magento's own per-account lock: a password sprayer
 * guesses one password on many accounts, a mail bomber asks many resets for one victim.
 */
export const SHOP_LIMITS = {
  /** Failed sign-ins of one client, whatever the accounts. */
  signInPerClient: { attempts: 20, windowMs: 15 * MINUTE },
  /** Reset e-mails to one address: one a minute, five an hour (Magento's Security module allows five an hour). */
  resetPerRecipientMinute: { attempts: 1, windowMs: MINUTE },
  resetPerRecipientHour: { attempts: 5, windowMs: HOUR },
  /** Reset e-mails asked by one client, whatever the addresses. */
  resetPerClient: { attempts: 10, windowMs: HOUR },
  /** Subscription portal links: per client, and to one address as reset e-mails are. */
  portalPerClient: { attempts: 5, windowMs: 15 * MINUTE },
  portalPerRecipientMinute: { attempts: 1, windowMs: MINUTE },
  portalPerRecipientHour: { attempts: 5, windowMs: HOUR },
  /** Accounts one client may create, contact messages it may send, newsletter sign-ups it may make (each e-mails). */
  accountsPerClient: { attempts: 10, windowMs: HOUR },
  contactPerClient: { attempts: 5, windowMs: HOUR },
  newsletterPerClient: { attempts: 10, windowMs: HOUR },
  /** Product reviews one client may write (each waits for moderation). */
  reviewsPerClient: { attempts: 10, windowMs: HOUR },
  /** Coupon codes one cart may try and miss: a shopper mistypes a few, a guesser tries hundreds. */
  couponPerCart: { attempts: 10, windowMs: HOUR },
} as const satisfies Record<string, AttemptLimit>;

/** Beyond Magento, which has no such limits: what a client past one of them reads. */
export const LIMIT_MESSAGES = {
  accounts: 'Too many accounts were created from your connection. Please try again in an hour.',
  contact: 'Too many messages were sent from your connection. Please try again in an hour.',
  newsletter: 'Too many subscriptions were made from your connection. Please try again in an hour.',
  reviews: 'Too many reviews were written from your connection. Please try again in an hour.',
} as const;

export type ShopLimiters = { [Name in keyof typeof SHOP_LIMITS]: AttemptLimiter };

/** One limiter a limit, each its own scope of the database's attempts. */
export function shopLimiters(db: Database): ShopLimiters {
  return Object.fromEntries(Object.entries(SHOP_LIMITS).map(([name, limit]) => [name, new AttemptLimiter(db, name, limit)])) as ShopLimiters;
}
