import type { Database, Statement } from 'better-sqlite3';

export interface QuotePayment {
  method: string;
  /** What the method was given: Adyen's stateData for adyen_cc. */
  info: Record<string, unknown>;
}

/** The quote_payment table: the payment method chosen for a cart. Writes run inside the caller's transaction. */
export class QuotePayments {
  private readonly get: Statement<[number], { method: string; additional_information: string }>;
  private readonly put: Statement<[number, string, string, string]>;

  constructor(db: Database) {
    this.get = db.prepare('SELECT method, additional_information FROM quote_payment WHERE quote_id = ?');
    this.put = db.prepare(
      `INSERT INTO quote_payment (quote_id, method, additional_information, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (quote_id) DO UPDATE SET method = excluded.method,
         additional_information = excluded.additional_information, updated_at = excluded.updated_at`,
    );
  }

  find(quoteId: number): QuotePayment | null {
    const row = this.get.get(quoteId);
    return row ? { method: row.method, info: JSON.parse(row.additional_information) as Record<string, unknown> } : null;
  }

  save(quoteId: number, payment: QuotePayment, timestamp: string): void {
    this.put.run(quoteId, payment.method, JSON.stringify(payment.info), timestamp);
  }
}
