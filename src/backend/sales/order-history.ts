import type { Database, Statement } from 'better-sqlite3';
import type { OrderAddressRow, OrderItemRow, OrderRow } from './orders';

/**
 * The states whose orders Magento shows a customer (sales_order_status_state.visible_on_front): an order whose card
 * payment is still running is not one the customer placed yet; one taken with an offline method (`new`) is.
 */
export const VISIBLE_STATES = ['new', 'processing', 'complete', 'closed', 'canceled'] as const;

/** Magento's default status labels, as `CustomerOrder.status` gives them. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  complete: 'Complete',
  closed: 'Closed',
  canceled: 'Canceled',
};

export type OrderSortField = 'CREATED_AT' | 'NUMBER';

/** What a customer's orders are searched by (CustomerOrdersFilterInput.number). */
export interface NumberFilter {
  eq?: string | null;
  in?: ReadonlyArray<string | null> | null;
  match?: string | null;
}

const matchesNumber = (order: OrderRow, filter: NumberFilter | undefined) =>
  !filter
  || ((filter.eq == null || order.increment_id === filter.eq)
    && (filter.in == null || filter.in.includes(order.increment_id))
    && (filter.match == null || order.increment_id.includes(filter.match)));

/** The read side of the sales tables: a customer's orders (their account's history) and one order's details. */
export class OrderHistory {
  private readonly ofCustomerStmt: Statement<[number], OrderRow>;
  private readonly itemsStmt: Statement<[number], OrderItemRow>;
  private readonly addressesStmt: Statement<[number], OrderAddressRow>;
  private readonly paymentStmt: Statement<[number], { method: string }>;

  constructor(db: Database) {
    this.ofCustomerStmt = db.prepare(
      `SELECT * FROM sales_order WHERE customer_id = ? AND state IN (${VISIBLE_STATES.map((s) => `'${s}'`).join(', ')})`,
    );
    this.itemsStmt = db.prepare('SELECT * FROM sales_order_item WHERE order_id = ? ORDER BY item_id');
    this.addressesStmt = db.prepare('SELECT * FROM sales_order_address WHERE parent_id = ?');
    this.paymentStmt = db.prepare('SELECT method FROM sales_order_payment WHERE parent_id = ?');
  }

  /** A customer's visible orders matching `filter`, sorted (newest first by default, as Magento). */
  ofCustomer(customerId: number, filter: NumberFilter | undefined, sort: { field: OrderSortField; direction: 'ASC' | 'DESC' }): OrderRow[] {
    const key = (o: OrderRow) => (sort.field === 'NUMBER' ? o.increment_id : `${o.created_at}\u0000${o.increment_id}`);
    const sign = sort.direction === 'ASC' ? 1 : -1;
    return this.ofCustomerStmt.all(customerId)
      .filter((order) => matchesNumber(order, filter))
      .sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  }

  items(orderId: number): OrderItemRow[] {
    return this.itemsStmt.all(orderId);
  }

  address(orderId: number, type: 'shipping' | 'billing'): OrderAddressRow | undefined {
    return this.addressesStmt.all(orderId).find((a) => a.address_type === type);
  }

  paymentMethod(orderId: number): string | undefined {
    return this.paymentStmt.get(orderId)?.method;
  }
}
