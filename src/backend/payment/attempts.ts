import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { ThreeDSStep } from './test-cards';

/** Adyen's result codes the simulator gives; Cancelled ends an attempt that a newer one replaced. */
export type ResultCode = 'Authorised' | 'Refused' | 'IdentifyShopper' | 'ChallengeShopper' | 'Cancelled';

export interface PaymentAttempt {
  id: number;
  orderId: number;
  reference: string;
  pspReference: string;
  brand: string;
  last4: string;
  holderName: string | null;
  resultCode: ResultCode;
  pendingSteps: ThreeDSStep[];
  challengeResult: 'Y' | 'N' | null;
  refusalReason: string | null;
  /** The recurring detail this attempt asked to store, saved in the customer's vault once authorised. */
  recurringReference: string | null;
}

interface AttemptRow {
  attempt_id: number;
  order_id: number;
  reference: string;
  psp_reference: string;
  card_brand: string;
  card_last4: string;
  holder_name: string | null;
  result_code: ResultCode;
  pending_steps: string;
  challenge_result: 'Y' | 'N' | null;
  refusal_reason: string | null;
  recurring_reference: string | null;
}

export const isFinal = (code: ResultCode) => code === 'Authorised' || code === 'Refused' || code === 'Cancelled';

/** An Adyen-like PSP reference: 16 characters. */
function pspReference(): string {
  return `V${randomBytes(12).toString('hex').toUpperCase().slice(0, 15)}`;
}

/** The adyen_payment_attempt table. Writes run inside the caller's transaction. */
export class PaymentAttempts {
  private readonly insert: Statement<unknown[]>;
  private readonly latestOf: Statement<[number], AttemptRow>;
  private readonly byRef: Statement<[string], AttemptRow>;
  private readonly update: Statement<[string, string, string | null, string, number]>;
  private readonly setChallenge: Statement<[string, string, number]>;
  private readonly cancelOpen: Statement<[string, number]>;

  constructor(db: Database) {
    this.insert = db.prepare(
      `INSERT INTO adyen_payment_attempt (order_id, reference, psp_reference, card_brand, card_last4, holder_name,
         result_code, pending_steps, refusal_reason, recurring_reference, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.latestOf = db.prepare('SELECT * FROM adyen_payment_attempt WHERE order_id = ? ORDER BY attempt_id DESC LIMIT 1');
    this.byRef = db.prepare('SELECT * FROM adyen_payment_attempt WHERE reference = ?');
    this.update = db.prepare(
      'UPDATE adyen_payment_attempt SET result_code = ?, pending_steps = ?, refusal_reason = ?, updated_at = ? WHERE attempt_id = ?',
    );
    this.setChallenge = db.prepare(
      'UPDATE adyen_payment_attempt SET challenge_result = ?, updated_at = ? WHERE attempt_id = ? AND challenge_result IS NULL',
    );
    this.cancelOpen = db.prepare(
      `UPDATE adyen_payment_attempt SET result_code = 'Cancelled', pending_steps = '[]', updated_at = ?
       WHERE order_id = ? AND result_code IN ('IdentifyShopper', 'ChallengeShopper')`,
    );
  }

  create(a: {
    orderId: number; brand: string; last4: string; holderName: string | null; resultCode: ResultCode;
    pendingSteps: ThreeDSStep[]; refusalReason: string | null; recurringReference?: string | null;
  }, timestamp: string): PaymentAttempt {
    const reference = randomBytes(18).toString('base64url');
    this.insert.run(a.orderId, reference, pspReference(), a.brand, a.last4, a.holderName, a.resultCode,
      JSON.stringify(a.pendingSteps), a.refusalReason, a.recurringReference ?? null, timestamp, timestamp);
    return this.byReference(reference)!;
  }

  latest(orderId: number): PaymentAttempt | undefined {
    const row = this.latestOf.get(orderId);
    return row && fromRow(row);
  }

  byReference(reference: string): PaymentAttempt | undefined {
    const row = this.byRef.get(reference);
    return row && fromRow(row);
  }

  save(attempt: PaymentAttempt, timestamp: string): void {
    this.update.run(attempt.resultCode, JSON.stringify(attempt.pendingSteps), attempt.refusalReason, timestamp, attempt.id);
  }

  /** Records the challenge's outcome once: the first submission stands. */
  recordChallenge(attempt: PaymentAttempt, result: 'Y' | 'N', timestamp: string): void {
    this.setChallenge.run(result, timestamp, attempt.id);
  }

  /** Ends the attempts still waiting for 3-D Secure: a new card replaces them. */
  cancelOpenAttempts(orderId: number, timestamp: string): void {
    this.cancelOpen.run(timestamp, orderId);
  }
}

function fromRow(row: AttemptRow): PaymentAttempt {
  return {
    id: row.attempt_id,
    orderId: row.order_id,
    reference: row.reference,
    pspReference: row.psp_reference,
    brand: row.card_brand,
    last4: row.card_last4,
    holderName: row.holder_name,
    resultCode: row.result_code,
    pendingSteps: JSON.parse(row.pending_steps) as ThreeDSStep[],
    challengeResult: row.challenge_result,
    refusalReason: row.refusal_reason,
    recurringReference: row.recurring_reference,
  };
}
