import { PaymentAttempts, isFinal, type PaymentAttempt } from './attempts';
import type { StoredCard, StoredCards } from './stored-cards';
import { storedVerdict, verdict, type CardDetails, type CardVerdict, type ThreeDSStep } from './test-cards';
import type { ThreeDSSigner } from './three-ds';

const waitingFor = (step: ThreeDSStep) => (step === 'fingerprint' ? 'IdentifyShopper' : 'ChallengeShopper');

/**
 * The card payment simulator: Adyen's /payments and /payments/details for the test cards, without a network. Every
 * attempt and its progress is a database row, so that the shopper may finish 3-D Secure after a restart. Methods run
 * inside the caller's transaction.
 */
export class CardPayments {
  constructor(private readonly attempts: PaymentAttempts, private readonly stored: StoredCards, readonly signer: ThreeDSSigner) {}

  /**
   * /payments: a new attempt for the order; an attempt still waiting for 3-D Secure ends (Cancelled). With a
   * shopper reference (storePaymentMethod), a card that is not refused is kept as a recurring detail, which the
   * attempt names.
   */
  authorise(orderId: number, card: CardDetails, now: number, storeFor?: string): PaymentAttempt {
    const answer = verdict(card, now);
    const recurring = storeFor && !answer.refused
      ? this.stored.store({ ...card, shopperReference: storeFor, brand: answer.brand, steps: answer.steps }, new Date(now).toISOString())
      : null;
    return this.attempt(orderId, { brand: answer.brand, last4: card.number.slice(-4), holderName: card.holderName }, answer, now, recurring?.reference ?? null);
  }

  /** The shopper's stored card of that reference (Adyen's storedPaymentMethodId), if any. */
  storedCard(reference: string, shopperReference: string): StoredCard | undefined {
    return this.stored.find(reference, shopperReference);
  }

  /** /payments with a stored card and its security code, asked again. */
  authoriseStored(orderId: number, card: StoredCard, securityCode: string, now: number): PaymentAttempt {
    return this.attempt(orderId, card, storedVerdict(card, securityCode, now), now, null);
  }

  private attempt(orderId: number, card: { brand: string; last4: string; holderName: string | null }, answer: CardVerdict, now: number, recurringReference: string | null): PaymentAttempt {
    const timestamp = new Date(now).toISOString();
    this.attempts.cancelOpenAttempts(orderId, timestamp);
    const base = { orderId, brand: card.brand, last4: card.last4, holderName: card.holderName, recurringReference };
    if (answer.refused) {
      return this.attempts.create({ ...base, resultCode: 'Refused', pendingSteps: [], refusalReason: answer.reason }, timestamp);
    }
    const resultCode = answer.steps.length === 0 ? 'Authorised' : waitingFor(answer.steps[0]!);
    return this.attempts.create({ ...base, resultCode, pendingSteps: answer.steps, refusalReason: null }, timestamp);
  }

  /** The order is paid another way: an attempt still waiting for 3-D Secure ends (Cancelled). */
  cancelOpen(orderId: number, now: number): void {
    this.attempts.cancelOpenAttempts(orderId, new Date(now).toISOString());
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
