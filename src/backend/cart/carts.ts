import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

export interface QuoteRow {
  entity_id: number;
  masked_id: string;
  customer_id: number | null;
  is_active: number;
  coupon_code: string | null;
  /** A guest's e-mail (setGuestEmailOnCart, payment-information). */
  customer_email: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuoteItemRow {
  item_id: number;
  quote_id: number;
  product_id: number;
  variant_id: number | null;
  qty: number;
  /** Days between deliveries of a subscribed line (the subscription module's column); null for a one-time purchase. */
  subscription_frequency: number | null;
  created_at: string;
}

/** Magento's masked cart ids: 32 letters and digits. */
export const MASKED_ID_LENGTH = 32;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newMaskedId(): string {
  // 62 letters: bytes ≥ 248 are skipped so that every letter is equally likely.
  let id = '';
  while (id.length < MASKED_ID_LENGTH) {
    for (const byte of randomBytes(MASKED_ID_LENGTH)) {
      if (byte < 248 && id.length < MASKED_ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/** The quote and quote_item tables. Writes run inside the caller's transaction (see CartService). */
export class CartRepository {
  private readonly byMasked: Statement<[string], QuoteRow>;
  private readonly activeOfCustomer: Statement<[number], QuoteRow>;
  private readonly insertQuote: Statement<[string, number | null, string, string]>;
  private readonly byId: Statement<[number], QuoteRow>;
  private readonly itemsOf: Statement<[number], QuoteItemRow>;
  private readonly insertItem: Statement<[number, number, number | null, number, string, string, number]>;
  private readonly lastPosition: Statement<[number], { position: number | null }>;
  private readonly lastPositionOfProduct: Statement<[number, number], { position: number | null }>;
  private readonly makeRoom: Statement<[number, number]>;
  private readonly updateQty: Statement<[number, string, number]>;
  private readonly deleteItem: Statement<[number]>;
  private readonly updateFrequency: Statement<[number, string, number]>;
  private readonly updateCoupon: Statement<[string | null, string, number]>;
  private readonly touchQuote: Statement<[string, number]>;
  private readonly deactivateQuote: Statement<[string, number]>;
  private readonly updateEmail: Statement<[string, string, number]>;

  constructor(private readonly db: Database) {
    this.byMasked = db.prepare('SELECT * FROM quote WHERE masked_id = ?');
    this.byId = db.prepare('SELECT * FROM quote WHERE entity_id = ?');
    this.activeOfCustomer = db.prepare('SELECT * FROM quote WHERE customer_id = ? AND is_active = 1');
    this.insertQuote = db.prepare('INSERT INTO quote (masked_id, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?)');
    this.itemsOf = db.prepare(
      'SELECT item_id, quote_id, product_id, variant_id, qty, subscription_frequency, created_at FROM quote_item WHERE quote_id = ? ORDER BY position, item_id',
    );
    this.insertItem = db.prepare(
      'INSERT INTO quote_item (quote_id, product_id, variant_id, qty, created_at, updated_at, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.lastPosition = db.prepare('SELECT MAX(position) AS position FROM quote_item WHERE quote_id = ?');
    this.lastPositionOfProduct = db.prepare('SELECT MAX(position) AS position FROM quote_item WHERE quote_id = ? AND product_id = ?');
    this.makeRoom = db.prepare('UPDATE quote_item SET position = position + 1 WHERE quote_id = ? AND position > ?');
    this.updateQty = db.prepare('UPDATE quote_item SET qty = ?, updated_at = ? WHERE item_id = ?');
    this.deleteItem = db.prepare('DELETE FROM quote_item WHERE item_id = ?');
    this.updateFrequency = db.prepare('UPDATE quote_item SET subscription_frequency = ?, updated_at = ? WHERE item_id = ?');
    this.updateCoupon = db.prepare('UPDATE quote SET coupon_code = ?, updated_at = ? WHERE entity_id = ?');
    this.touchQuote = db.prepare('UPDATE quote SET updated_at = ? WHERE entity_id = ?');
    this.deactivateQuote = db.prepare('UPDATE quote SET is_active = 0, updated_at = ? WHERE entity_id = ?');
    this.updateEmail = db.prepare('UPDATE quote SET customer_email = ?, updated_at = ? WHERE entity_id = ?');
  }

  /** Runs `fn` in one write transaction, taken at once so that concurrent writers queue instead of failing. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  byMaskedId(maskedId: string): QuoteRow | undefined {
    return this.byMasked.get(maskedId);
  }

  activeForCustomer(customerId: number): QuoteRow | undefined {
    return this.activeOfCustomer.get(customerId);
  }

  /** A new active cart, with the given masked id or a random one. */
  create(customerId: number | null, timestamp: string, maskedId: string = newMaskedId()): QuoteRow {
    const id = Number(this.insertQuote.run(maskedId, customerId, timestamp, timestamp).lastInsertRowid);
    return this.byId.get(id)!;
  }

  reload(quote: QuoteRow): QuoteRow {
    return this.byId.get(quote.entity_id)!;
  }

  items(quoteId: number): QuoteItemRow[] {
    return this.itemsOf.all(quoteId);
  }

  /**
   * Adds a line; returns its item id. It goes to the bottom, or, for another variant of a product the cart has a line
   * of, right after that line: changing a line's options (add the variant, remove the old line) keeps its place.
   */
  addItem(quoteId: number, productId: number, variantId: number | null, qty: number, timestamp: string): number {
    const sibling = this.lastPositionOfProduct.get(quoteId, productId)!.position;
    if (sibling !== null) this.makeRoom.run(quoteId, sibling);
    const position = (sibling ?? this.lastPosition.get(quoteId)!.position ?? 0) + 1;
    return Number(this.insertItem.run(quoteId, productId, variantId, qty, timestamp, timestamp, position).lastInsertRowid);
  }

  /** Subscribes a line at this frequency, in days. */
  setSubscriptionFrequency(itemId: number, frequency: number, timestamp: string): void {
    this.updateFrequency.run(frequency, timestamp, itemId);
  }

  setQty(itemId: number, qty: number, timestamp: string): void {
    this.updateQty.run(qty, timestamp, itemId);
  }

  removeItem(itemId: number): void {
    this.deleteItem.run(itemId);
  }

  setCoupon(quoteId: number, code: string | null, timestamp: string): void {
    this.updateCoupon.run(code, timestamp, quoteId);
  }

  touch(quoteId: number, timestamp: string): void {
    this.touchQuote.run(timestamp, quoteId);
  }

  deactivate(quoteId: number, timestamp: string): void {
    this.deactivateQuote.run(timestamp, quoteId);
  }

  setEmail(quoteId: number, email: string, timestamp: string): void {
    this.updateEmail.run(email, timestamp, quoteId);
  }
}
