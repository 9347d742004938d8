import type { Database, Statement } from 'better-sqlite3';

/** One decision: a customer's, or a guest's by their cart; the notice they were shown; consent given or withdrawn. */
export interface ConsentEntry {
  customerId: number | null;
  cartId: string | null;
  text: string;
  isConsent: boolean;
}

export interface LoggedConsent extends ConsentEntry {
  at: string;
}

/** The data-protection consents as they were given, kept to show who agreed to what and when (never updated). */
export class ConsentLog {
  private readonly insert: Statement<[number | null, string | null, string, number, string]>;
  private readonly ofCustomer: Statement<[number], { cart_id: string | null; consent_text: string; is_consent: number; created_at: string }>;
  private readonly ofCart: Statement<[string], { customer_id: number | null; consent_text: string; is_consent: number; created_at: string }>;

  constructor(db: Database) {
    this.insert = db.prepare('INSERT INTO consent_log (customer_id, cart_id, consent_text, is_consent, created_at) VALUES (?, ?, ?, ?, ?)');
    this.ofCustomer = db.prepare('SELECT cart_id, consent_text, is_consent, created_at FROM consent_log WHERE customer_id = ? ORDER BY log_id');
    this.ofCart = db.prepare('SELECT customer_id, consent_text, is_consent, created_at FROM consent_log WHERE cart_id = ? ORDER BY log_id');
  }

  record(entry: ConsentEntry, timestamp: string): void {
    this.insert.run(entry.customerId, entry.cartId, entry.text, entry.isConsent ? 1 : 0, timestamp);
  }

  customer(customerId: number): LoggedConsent[] {
    return this.ofCustomer.all(customerId).map((row) => ({
      customerId, cartId: row.cart_id, text: row.consent_text, isConsent: row.is_consent === 1, at: row.created_at,
    }));
  }

  cart(cartId: string): LoggedConsent[] {
    return this.ofCart.all(cartId).map((row) => ({
      customerId: row.customer_id, cartId, text: row.consent_text, isConsent: row.is_consent === 1, at: row.created_at,
    }));
  }
}
