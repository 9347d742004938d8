import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

/** A Magento Vault payment token, as its GraphQL shows it (PaymentToken) plus what paying with it needs. */
export interface VaultToken {
  id: number;
  customerId: number;
  publicHash: string;
  paymentMethodCode: string;
  type: 'card' | 'account';
  gatewayToken: string;
  /** JSON, as Magento stores and answers it. */
  details: string;
  expiresAt: string;
}

interface VaultRow {
  entity_id: number;
  customer_id: number;
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  gateway_token: string;
  details: string;
  expires_at: string;
}

/**
 * vault_payment_token (Magento_Vault): a customer's saved cards. Listing answers the visible, active tokens not yet
 * expired (PaymentTokenManagement::getVisibleAvailableTokens); a token is found by its public hash for its own
 * customer only; deleting hides it (is_active and is_visible off), as Magento's repository does. Saving a card the
 * customer saved before (same method and gateway token) updates that token and shows it again.
 */
export class Vault {
  private readonly upsert: Statement<unknown[]>;
  private readonly visible: Statement<[number, string], VaultRow>;
  private readonly byHash: Statement<[string, number], VaultRow>;
  private readonly hide: Statement<[number]>;

  constructor(db: Database) {
    this.upsert = db.prepare(
      `INSERT INTO vault_payment_token (customer_id, public_hash, payment_method_code, type, created_at, expires_at, gateway_token, details)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (payment_method_code, customer_id, gateway_token) DO UPDATE SET expires_at = excluded.expires_at,
         details = excluded.details, is_active = 1, is_visible = 1`,
    );
    this.visible = db.prepare(
      'SELECT * FROM vault_payment_token WHERE customer_id = ? AND is_active = 1 AND is_visible = 1 AND expires_at > ? ORDER BY entity_id',
    );
    this.byHash = db.prepare('SELECT * FROM vault_payment_token WHERE public_hash = ? AND customer_id = ? AND is_active = 1');
    this.hide = db.prepare('UPDATE vault_payment_token SET is_active = 0, is_visible = 0 WHERE entity_id = ?');
  }

  save(token: { customerId: number; paymentMethodCode: string; gatewayToken: string; details: Record<string, string>; expiresAt: string }, timestamp: string): void {
    // Magento's public hash: 64 hex characters that name the token to the customer's browser.
    this.upsert.run(token.customerId, randomBytes(32).toString('hex'), token.paymentMethodCode, 'card', timestamp, token.expiresAt,
      token.gatewayToken, JSON.stringify(token.details));
  }

  list(customerId: number, now: number): VaultToken[] {
    return this.visible.all(customerId, new Date(now).toISOString()).map(fromRow);
  }

  /** The customer's active token of that hash; another customer's is none. */
  find(publicHash: string, customerId: number): VaultToken | undefined {
    const row = this.byHash.get(publicHash, customerId);
    return row && fromRow(row);
  }

  delete(token: VaultToken): void {
    this.hide.run(token.id);
  }
}

function fromRow(row: VaultRow): VaultToken {
  return {
    id: row.entity_id,
    customerId: row.customer_id,
    publicHash: row.public_hash,
    paymentMethodCode: row.payment_method_code,
    type: row.type,
    gatewayToken: row.gateway_token,
    details: row.details,
    expiresAt: row.expires_at,
  };
}
