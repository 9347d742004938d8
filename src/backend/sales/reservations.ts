import type { Database, Statement } from 'better-sqlite3';
import type { Inventory } from '../cart/inventory';
import { QTY_MESSAGES } from '../cart/messages';
import { phraseInput } from '../checkout/phrase';
import type { OrderItemRow } from './orders';

/**
 * Minutes an unpaid order keeps its stock: Magento's "Pending Payment Order Lifetime" (sales/orders/
 * delete_pending_after, 480), past which its cron cancels the order.
 */
export const PENDING_ORDER_LIFETIME_MINUTES = 480;

/**
 * Stock held by placed, unpaid orders, as MSI's reservations: placing an order takes its quantities from the salable
 * stock at once (so that a second cart finds them gone, even while the first one's 3-D Secure challenge runs), a
 * refused, cancelled or abandoned payment gives them back, a paid one (or one taken with an offline method) keeps
 * them. The catalogue's quantity is the salable one; a reservation row says what an order holds, to give it back.
 * Callers run these in their transaction.
 */
export class StockReservations {
  private readonly heldBy: Statement<[number], { sku: string; product_id: number; quantity: number }>;
  private readonly insert: Statement<[number, number, string, number, string]>;
  private readonly remove: Statement<[number]>;
  private readonly olderThan: Statement<[string], { order_id: number }>;

  constructor(db: Database, private readonly inventory: Inventory) {
    this.heldBy = db.prepare('SELECT sku, product_id, quantity FROM inventory_reservation WHERE order_id = ?');
    this.insert = db.prepare('INSERT INTO inventory_reservation (order_id, product_id, sku, quantity, created_at) VALUES (?, ?, ?, ?, ?)');
    this.remove = db.prepare('DELETE FROM inventory_reservation WHERE order_id = ?');
    this.olderThan = db.prepare('SELECT DISTINCT order_id FROM inventory_reservation WHERE created_at < ?');
  }

  /**
   * Takes the order's quantities from stock; "The requested qty is not available" when one is short (the cart's own
   * check ran in the same transaction, so only a line counted twice gets here). Returns the products changed.
   */
  reserve(orderId: number, items: readonly OrderItemRow[], timestamp: string): number[] {
    const changed: number[] = [];
    for (const item of items) {
      const left = (this.inventory.quantities([item.product_id]).get(item.product_id) ?? 0) - item.qty_ordered;
      if (left < 0) throw phraseInput(QTY_MESSAGES.notAvailable);
      changed.push(...(this.inventory.setQty(item.sku, left, timestamp) ?? []));
      this.insert.run(orderId, item.product_id, item.sku, item.qty_ordered, timestamp);
    }
    return changed;
  }

  /** Gives back what the order holds, if anything. Returns the products changed. */
  release(orderId: number, timestamp: string): number[] {
    const changed: number[] = [];
    for (const held of this.heldBy.all(orderId)) {
      const now = this.inventory.quantities([held.product_id]).get(held.product_id) ?? 0;
      changed.push(...(this.inventory.setQty(held.sku, now + held.quantity, timestamp) ?? []));
    }
    this.remove.run(orderId);
    return changed;
  }

  /** The order is placed for good (paid, or taken with an offline method): what it holds is sold. */
  settle(orderId: number): void {
    this.remove.run(orderId);
  }

  /** Whether the order holds stock. */
  holds(orderId: number): boolean {
    return this.heldBy.all(orderId).length > 0;
  }

  /** Orders whose reservation was made before `timestamp` (ISO): abandoned, once past the pending lifetime. */
  heldSince(timestamp: string): number[] {
    return this.olderThan.all(timestamp).map((row) => row.order_id);
  }
}
