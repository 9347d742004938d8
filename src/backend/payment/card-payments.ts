import { PaymentAttempts, isFinal, type PaymentAttempt } from './attempts';
import { verdict, type CardDetails, type ThreeDSStep } from './test-cards';
import type { ThreeDSSigner } from './three-ds';

const waitingFor = (step: ThreeDSStep) => (step === 'fingerprint' ? 'IdentifyShopper' : 'ChallengeShopper');

/**
 * The card payment simulator: Adyen's /payments and /payments/details for the test cards, without a network. Every
 * attempt and its progress is a database row, so that the shopper may finish 3-D Secure after a restart. Methods run
 * inside the caller's transaction.
 */
export class CardPayments {
  constructor(private readonly attempts: PaymentAttempts, readonly signer: ThreeDSSigner) {}

  /** /payments: a new attempt for the order; an attempt still waiting for 3-D Secure ends (Cancelled). */
  authorise(orderId: number, card: CardDetails, now: number): PaymentAttempt {
    const timestamp = new Date(now).toISOString();
    this.attempts.cancelOpenAttempts(orderId, timestamp);
    const answer = verdict(card, now);
    const base = { orderId, brand: answer.brand, last4: card.number.slice(-4), holderName: card.holderName };
    if (answer.refused) {
      return this.attempts.create({ ...base, resultCode: 'Refused', pendingSteps: [], refusalReason: answer.reason }, timestamp);
    }
    const resultCode = answer.steps.length === 0 ? 'Authorised' : waitingFor(answer.steps[0]!);
    return this.attempts.create({ ...base, resultCode, pendingSteps: answer.steps, refusalReason: null }, timestamp);
  }

  latest(orderId: number): PaymentAttempt | undefined {
    return this.attempts.latest(orderId);
  }

  byReference(reference: string): PaymentAttempt | undefined {
    return this.attempts.byReference(reference);
  }

  /**
   * /payments/details with the threeDSResult a simulator page posted: the attempt moves past its current step. A
   * final attempt answers as it is; a result of a step already passed leaves it as it is. Null when the result is
   * not one this installation issued for this attempt, or a challenge result comes before the challenge was answered.
   */
  details(attempt: PaymentAttempt, threeDSResult: unknown, now: number): PaymentAttempt | null {
    if (isFinal(attempt.resultCode)) return attempt;
    const outcome = this.signer.read(threeDSResult);
    if (!outcome || outcome.ref !== attempt.reference) return null;
    const [current, ...rest] = attempt.pendingSteps;
    if (outcome.step !== current) return attempt;
    let next: PaymentAttempt;
    if (current === 'fingerprint') {
      next = rest.length > 0
        ? { ...attempt, resultCode: waitingFor(rest[0]!), pendingSteps: rest }
        : { ...attempt, resultCode: 'Authorised', pendingSteps: [] };
    } else {
      if (attempt.challengeResult === null) return null;
      next = attempt.challengeResult === 'Y'
        ? { ...attempt, resultCode: 'Authorised', pendingSteps: [] }
        : { ...attempt, resultCode: 'Refused', pendingSteps: [], refusalReason: '3D Not Authenticated' };
    }
    this.attempts.save(next, new Date(now).toISOString());
    return next;
  }

  /** The challenge page's answer, kept once; false when the attempt is not waiting for a challenge. */
  recordChallenge(attempt: PaymentAttempt, passed: boolean, now: number): boolean {
    if (attempt.resultCode !== 'ChallengeShopper') return false;
    this.attempts.recordChallenge(attempt, passed ? 'Y' : 'N', new Date(now).toISOString());
    return true;
  }
}
