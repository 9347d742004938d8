import type { Database, Statement } from 'better-sqlite3';
import { addCalendarDays, type SubscriptionStatus } from '../../domain/subscriptions';

export interface SubscriptionRow {
  subscription_id: number;
  customer_id: number | null;
  customer_email: string;
  order_id: number;
  product_id: number;
  sku: string;
  name: string;
  qty: number;
  frequency: number;
  discount_percent: number;
  status: 'active' | 'paused' | 'canceled';
  next_delivery_date: string | null;
  created_at: string;
  updated_at: string;
}

/** Whose subscriptions a request may see and change: a customer's, or those of an e-mail the portal vouched for. */
export type SubscriptionOwner = { customerId: number } | { email: string };

/** A subscribed line of a paid order. */
export interface SubscribedLine {
  productId: number;
  sku: string;
  name: string;
  qty: number;
  frequency: number;
}

export const statusEnum = (row: SubscriptionRow): SubscriptionStatus => row.status.toUpperCase() as SubscriptionStatus;

/**
 * The product_subscription table. Every read and change names its owner: a row that is not theirs is not found,
 * exactly like one that does not exist.
 */
export class SubscriptionRepository {
  private readonly insert: Statement<[number | null, string, number, number, string, string, number, number, number, string, string, string]>;
  private readonly ofCustomer: Statement<[number], SubscriptionRow>;
  private readonly ofGuestEmail: Statement<[string], SubscriptionRow>;
  private readonly byId: Statement<[number], SubscriptionRow>;
  private readonly update: Statement<[string, number, string | null, string, number]>;
  private readonly adopt: Statement<[number, string]>;
  private readonly countOfEmail: Statement<[string], { n: number }>;
  private readonly namesOf: Statement<[string], { firstname: string; lastname: string }>;

  constructor(private readonly db: Database) {
    this.insert = db.prepare(
      `INSERT OR IGNORE INTO product_subscription (customer_id, customer_email, order_id, product_id, sku, name, qty, frequency,
         discount_percent, status, next_delivery_date, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?)`,
    );
    this.ofCustomer = db.prepare('SELECT * FROM product_subscription WHERE customer_id = ? ORDER BY subscription_id DESC');
    this.ofGuestEmail = db.prepare(
      'SELECT * FROM product_subscription WHERE customer_id IS NULL AND customer_email = ? ORDER BY subscription_id DESC',
    );
    this.byId = db.prepare('SELECT * FROM product_subscription WHERE subscription_id = ?');
    this.update = db.prepare(
      'UPDATE product_subscription SET status = ?, frequency = ?, next_delivery_date = ?, updated_at = ? WHERE subscription_id = ?',
    );
    this.adopt = db.prepare('UPDATE product_subscription SET customer_id = ? WHERE customer_id IS NULL AND customer_email = ?');
    this.countOfEmail = db.prepare('SELECT COUNT(*) AS n FROM product_subscription WHERE customer_email = ?');
    this.namesOf = db.prepare(
      `SELECT o.customer_firstname AS firstname, o.customer_lastname AS lastname FROM product_subscription s
       JOIN sales_order o ON o.entity_id = s.order_id WHERE s.customer_email = ? ORDER BY s.subscription_id DESC LIMIT 1`,
    );
  }

  /** One subscription per subscribed line, its first delivery `frequency` days after the order's day. */
  start(order: { entity_id: number; customer_id: number | null; customer_email: string }, lines: SubscribedLine[],
    discountPercent: number, orderDay: string, timestamp: string): void {
    for (const line of lines) {
      this.insert.run(order.customer_id, order.customer_email, order.entity_id, line.productId, line.sku, line.name, line.qty,
        line.frequency, discountPercent, addCalendarDays(orderDay, line.frequency), timestamp, timestamp);
    }
  }

  list(owner: SubscriptionOwner): SubscriptionRow[] {
    return 'customerId' in owner ? this.ofCustomer.all(owner.customerId) : this.ofGuestEmail.all(owner.email);
  }

  /** The owner's subscription, or undefined whether it does not exist or is someone else's. */
  find(owner: SubscriptionOwner, id: number): SubscriptionRow | undefined {
    const row = this.byId.get(id);
    if (!row) return undefined;
    if ('customerId' in owner) return row.customer_id === owner.customerId ? row : undefined;
    return row.customer_id === null && row.customer_email.toLowerCase() === owner.email.toLowerCase() ? row : undefined;
  }

  save(row: SubscriptionRow, timestamp: string): SubscriptionRow {
    this.update.run(row.status, row.frequency, row.next_delivery_date, timestamp, row.subscription_id);
    return this.byId.get(row.subscription_id)!;
  }

  /** A guest's subscriptions join the account of the same e-mail, once the portal's link proved the address. */
  attachToCustomer(customerId: number, email: string): void {
    this.adopt.run(customerId, email);
  }

  hasAny(email: string): boolean {
    return this.countOfEmail.get(email)!.n > 0;
  }

  /** The name on the latest order that started one of this e-mail's subscriptions. */
  recipient(email: string): { email: string; firstname: string; lastname: string } | undefined {
    const names = this.namesOf.get(email);
    return names ? { email, ...names } : undefined;
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }
}
