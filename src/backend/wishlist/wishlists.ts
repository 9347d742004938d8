import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

export interface WishlistRow {
  wishlist_id: number;
  customer_id: number;
  sharing_code: string;
  updated_at: string;
}

export interface WishlistItemRow {
  wishlist_item_id: number;
  wishlist_id: number;
  product_id: number;
  variant_id: number | null;
  qty: number;
  added_at: string;
}

/** The wishlist and wishlist_item tables. Writes run inside the caller's transaction (see WishlistService). */
export class WishlistRepository {
  private readonly ofCustomer: Statement<[number], WishlistRow>;
  private readonly byId: Statement<[number], WishlistRow>;
  private readonly insert: Statement<[number, string, string]>;
  private readonly touchList: Statement<[string, number]>;
  private readonly itemsOf: Statement<[number], WishlistItemRow>;
  private readonly insertItem: Statement<[number, number, number | null, number, string]>;
  private readonly updateQty: Statement<[number, number]>;
  private readonly deleteItem: Statement<[number]>;

  constructor(private readonly db: Database) {
    this.ofCustomer = db.prepare('SELECT * FROM wishlist WHERE customer_id = ?');
    this.byId = db.prepare('SELECT * FROM wishlist WHERE wishlist_id = ?');
    this.insert = db.prepare('INSERT INTO wishlist (customer_id, sharing_code, updated_at) VALUES (?, ?, ?)');
    this.touchList = db.prepare('UPDATE wishlist SET updated_at = ? WHERE wishlist_id = ?');
    this.itemsOf = db.prepare('SELECT * FROM wishlist_item WHERE wishlist_id = ? ORDER BY wishlist_item_id');
    this.insertItem = db.prepare('INSERT INTO wishlist_item (wishlist_id, product_id, variant_id, qty, added_at) VALUES (?, ?, ?, ?, ?)');
    this.updateQty = db.prepare('UPDATE wishlist_item SET qty = ? WHERE wishlist_item_id = ?');
    this.deleteItem = db.prepare('DELETE FROM wishlist_item WHERE wishlist_item_id = ?');
  }

  /** Runs `fn` in one write transaction, taken at once so that concurrent writers queue instead of failing. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  ofCustomerId(customerId: number): WishlistRow | undefined {
    return this.ofCustomer.get(customerId);
  }

  find(wishlistId: number): WishlistRow | undefined {
    return this.byId.get(wishlistId);
  }

  create(customerId: number, timestamp: string): WishlistRow {
    const id = Number(this.insert.run(customerId, randomBytes(16).toString('hex'), timestamp).lastInsertRowid);
    return this.byId.get(id)!;
  }

  touch(wishlistId: number, timestamp: string): void {
    this.touchList.run(timestamp, wishlistId);
  }

  items(wishlistId: number): WishlistItemRow[] {
    return this.itemsOf.all(wishlistId);
  }

  addItem(wishlistId: number, productId: number, variantId: number | null, qty: number, timestamp: string): void {
    this.insertItem.run(wishlistId, productId, variantId, qty, timestamp);
  }

  setQty(itemId: number, qty: number): void {
    this.updateQty.run(qty, itemId);
  }

  removeItem(itemId: number): void {
    this.deleteItem.run(itemId);
  }
}
