import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentAttempt } from './attempts';
import type { ThreeDSStep } from './test-cards';

/** Where the simulator's 3-D Secure pages are served, on the shop's own origin. */
export const SIMULATOR_PATH = '/payment-simulator/';
export const FINGERPRINT_PATH = '/payment-simulator/3ds/fingerprint';
export const CHALLENGE_PATH = '/payment-simulator/3ds/challenge';

/** What a 3-D Secure page reports: its attempt, its step, and for a challenge whether the shopper passed ('Y'). */
export interface ThreeDSOutcome {
  ref: string;
  step: ThreeDSStep;
  transStatus: 'Y' | 'N';
}

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/**
 * Signs and reads the opaque strings of the simulator (threeDSResult, paymentData) with the installation's secret,
 * kept in the database: results issued before a restart still read after it.
 */
export class ThreeDSSigner {
  constructor(private readonly secret: string) {}

  /** The threeDSResult a page posts to the shop: base64url JSON, a dot, its signature. */
  result(outcome: ThreeDSOutcome): string {
    const body = Buffer.from(JSON.stringify(outcome)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The outcome of a threeDSResult this installation issued, or null for anything else. */
  read(token: unknown): ThreeDSOutcome | null {
    if (typeof token !== 'string') return null;
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const outcome = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ThreeDSOutcome;
      return typeof outcome.ref === 'string' && (outcome.step === 'fingerprint' || outcome.step === 'challenge')
        && (outcome.transStatus === 'Y' || outcome.transStatus === 'N') ? outcome : null;
    } catch {
      return null;
    }
  }

  /** Adyen's 3DS2 action for the attempt's next step; its token points at the simulator's page on `origin`. */
  action(attempt: PaymentAttempt, origin: string): Record<string, string> {
    const step = attempt.pendingSteps[0]!;
    const page = `${origin}${step === 'fingerprint' ? FINGERPRINT_PATH : CHALLENGE_PATH}?ref=${encodeURIComponent(attempt.reference)}`;
    const token = step === 'fingerprint'
      ? { threeDSMessageVersion: '2.2.0', threeDSMethodNotificationURL: page, threeDSMethodUrl: page, threeDSServerTransID: attempt.reference }
      : {
        acsReferenceNumber: 'VITRINE-SIMULATEUR', acsTransID: attempt.pspReference, acsURL: page, messageVersion: '2.2.0',
        threeDSNotificationURL: page, threeDSServerTransID: attempt.reference,
      };
    const paymentData = `${attempt.reference}.${this.sign(`paymentData:${attempt.reference}`)}`;
    return { type: 'threeDS2', subtype: step === 'fingerprint' ? 'fingerprint' : 'challenge', paymentMethodType: 'scheme', token: base64Json(token), paymentData };
  }

  private sign(body: string): string {
    return createHmac('sha256', `payment-simulator:${this.secret}`).update(body).digest('base64url');
  }
}
