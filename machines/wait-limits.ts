/**
 * How long a chart waits before a wait becomes the error the shopper already knows (a retry offered, nothing typed
 * lost). Every state that waits for the backend, the card issuer or another actor leaves by an `after` arrow named
 * after one of these, so that a request that never answers never leaves a spinner on screen for ever. One place, so
 * that the shop's patience is read and tuned in one file.
 */
export const WAIT_LIMITS = {
  /** A GraphQL or REST request to the backend (a page's data, a cart or account change). */
  requestTimeout: 20_000,
  /**
   * A page being prepared: its screen's code and its first data. Longer than one request, so that a page whose own
   * request hangs shows its own error (with its own retry) first; this catches code that never comes.
   */
  pageTimeout: 30_000,
  /**
   * The issuer's device fingerprint in a hidden 3-D Secure frame. The protocol gives it 10 s, after which the
   * provider's frame reports on its own; 5 s more for that report, then the frame is taken for broken.
   */
  fingerprintTimeout: 15_000,
  /**
   * The card's bank challenging the shopper in a 3-D Secure frame: time to find a phone, wait for a text message
   * and type its code, or approve in the bank's app. Issuers may hold a challenge 5 minutes or more and then report
   * the timeout themselves; 10 minutes catches only a frame that never answers.
   */
  issuerTimeout: 600_000,
} as const;

/**
 * What a wait that ran out reads as: a network failure (an Error flagged `network`, as the services throw), so that
 * the shopper meets the message and the retry they already know for that wait.
 */
export const timedOut = (): Error => Object.assign(new Error('No answer in time.'), { network: true });
