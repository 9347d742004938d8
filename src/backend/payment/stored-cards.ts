import { createHmac, randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { ThreeDSStep } from './test-cards';

/** A card Adyen keeps for a shopper (a recurring detail): what paying with it again needs, without its number. */
export interface StoredCard {
  reference: string;
  shopperReference: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string | null;
  steps: ThreeDSStep[];
}

interface StoredCardRow {
  recurring_reference: string;
  shopper_reference: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string | null;
  steps: string;
}

/**
 * The simulator's recurring details (adyen_stored_card). The same card stored again for a shopper keeps its
 * reference (found by a keyed fingerprint of its number) and takes the expiry given last. Writes run inside the
 * caller's transaction.
 */
export class StoredCards {
  private readonly upsert: Statement<unknown[]>;
  private readonly byFingerprint: Statement<[string, string], StoredCardRow>;
  private readonly byRef: Statement<[string], StoredCardRow>;

  constructor(db: Database, private readonly secret: string) {
    this.upsert = db.prepare(
      `INSERT INTO adyen_stored_card (recurring_reference, shopper_reference, fingerprint, brand, last4, expiry_month, expiry_year,
         holder_name, steps, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (shopper_reference, fingerprint) DO UPDATE SET expiry_month = excluded.expiry_month,
         expiry_year = excluded.expiry_year, holder_name = excluded.holder_name`,
    );
    this.byFingerprint = db.prepare('SELECT * FROM adyen_stored_card WHERE shopper_reference = ? AND fingerprint = ?');
    this.byRef = db.prepare('SELECT * FROM adyen_stored_card WHERE recurring_reference = ?');
  }

  store(card: { number: string; shopperReference: string; brand: string; expiryMonth: number; expiryYear: number; holderName: string | null; steps: ThreeDSStep[] }, timestamp: string): StoredCard {
    const fingerprint = createHmac('sha256', `stored-card:${this.secret}`).update(card.number).digest('base64url');
    // Adyen's recurringDetailReference: 16 digits.
    const reference = String(BigInt(`0x${randomBytes(8).toString('hex')}`) % 10n ** 16n).padStart(16, '1');
    this.upsert.run(reference, card.shopperReference, fingerprint, card.brand, card.number.slice(-4), card.expiryMonth, card.expiryYear,
      card.holderName, JSON.stringify(card.steps), timestamp);
    return fromRow(this.byFingerprint.get(card.shopperReference, fingerprint)!);
  }

  /** The shopper's stored card of that reference; another shopper's is none. */
  find(reference: string, shopperReference: string): StoredCard | undefined {
    const row = this.byRef.get(reference);
    return row && row.shopper_reference === shopperReference ? fromRow(row) : undefined;
  }
}

function fromRow(row: StoredCardRow): StoredCard {
  return {
    reference: row.recurring_reference,
    shopperReference: row.shopper_reference,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    holderName: row.holder_name,
    steps: JSON.parse(row.steps) as ThreeDSStep[],
  };
}
