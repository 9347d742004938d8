import type { Database, Statement } from 'better-sqlite3';
import type { AddressType, CartAddress } from '../checkout/addresses';

/**
 * Magento's order states used here: `pending_payment` while a card payment runs, `processing` once it is paid, `new`
 * (status `pending`) for an order taken with an offline method and waiting for its payment, `canceled`.
 */
export type OrderState = 'new' | 'pending_payment' | 'processing' | 'canceled';

export interface OrderRow {
  entity_id: number;
  increment_id: string;
  quote_id: number;
  state: OrderState;
  status: string;
  customer_id: number | null;
  customer_is_guest: number;
  customer_email: string;
  customer_firstname: string;
  customer_lastname: string;
  shipping_method: string;
  shipping_description: string;
  coupon_code: string | null;
  discount_description: string | null;
  /** The store or relay point the order is collected from (InventoryInStorePickupSales). */
  pickup_location_code: string | null;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  shipping_tax_amount: number;
  tax_amount: number;
  grand_total: number;
  total_paid: number;
  total_qty_ordered: number;
  order_currency_code: string;
  email_sent: number;
  created_at: string;
  updated_at: string;
}

export interface OrderItemRow {
  item_id: number;
  product_id: number;
  parent_product_id: number | null;
  sku: string;
  name: string;
  /** JSON array of {label, value}. */
  product_options: string;
  qty_ordered: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
  tax_percent: number;
}

export interface OrderAddressRow {
  address_type: AddressType;
  firstname: string;
  lastname: string;
  company: string | null;
  /** Lines joined by newlines. */
  street: string;
  city: string;
  postcode: string | null;
  region: string | null;
  country_id: string;
  telephone: string | null;
  email: string | null;
}

/** What an order copies from its cart when placed (or placed again after a refused card). */
export interface OrderSnapshot {
  header: Omit<OrderRow, 'entity_id' | 'increment_id' | 'quote_id' | 'state' | 'status' | 'total_paid' | 'email_sent' | 'created_at' | 'updated_at'>;
  items: Array<Omit<OrderItemRow, 'item_id'>>;
  addresses: Array<{ type: AddressType; address: CartAddress; email: string | null }>;
  paymentMethod: string;
}

/** Magento's increment ids: nine digits. */
export const incrementId = (entityId: number) => String(entityId).padStart(9, '0');

const HEADER_COLUMNS = [
  'customer_id', 'customer_is_guest', 'customer_email', 'customer_firstname', 'customer_lastname', 'shipping_method',
  'shipping_description', 'coupon_code', 'discount_description', 'pickup_location_code', 'subtotal', 'subtotal_incl_tax', 'discount_amount',
  'shipping_amount', 'shipping_incl_tax', 'shipping_tax_amount', 'tax_amount', 'grand_total', 'total_qty_ordered',
  'order_currency_code',
] as const;
const ITEM_COLUMNS = [
  'product_id', 'parent_product_id', 'sku', 'name', 'product_options', 'qty_ordered', 'price', 'price_incl_tax', 'row_total',
  'row_total_incl_tax', 'discount_amount', 'tax_amount', 'tax_percent',
] as const;

/** The sales_order tables. Writes run inside the caller's transaction (see OrderService). */
export class OrderRepository {
  private readonly byIdStmt: Statement<[number], OrderRow>;
  private readonly byQuoteStmt: Statement<[number], OrderRow>;
  private readonly byIncrementStmt: Statement<[string], OrderRow>;
  private readonly insertOrder: Statement<unknown[]>;
  private readonly setIncrement: Statement<[string, number]>;
  private readonly updateHeader: Statement<unknown[]>;
  private readonly deleteItems: Statement<[number]>;
  private readonly deleteAddresses: Statement<[number]>;
  private readonly insertItem: Statement<unknown[]>;
  private readonly insertAddress: Statement<unknown[]>;
  private readonly upsertPayment: Statement<[number, string, number, string]>;
  private readonly paidStmt: Statement<[string, number]>;
  private readonly pendingStmt: Statement<[string, number]>;
  private readonly paymentMethodOf: Statement<[number], { method: string }>;
  private readonly paymentPaid: Statement<[string, number]>;
  private readonly emailSentStmt: Statement<[number]>;
  private readonly cancelStmt: Statement<[string, number]>;
  private readonly itemsOf: Statement<[number], OrderItemRow>;
  private readonly addressesOf: Statement<[number], OrderAddressRow>;
  private readonly countStmt: Statement<[], { n: number }>;
  private readonly newestStmt: Statement<[number], OrderRow>;

  constructor(db: Database) {
    this.byIdStmt = db.prepare('SELECT * FROM sales_order WHERE entity_id = ?');
    this.byQuoteStmt = db.prepare('SELECT * FROM sales_order WHERE quote_id = ?');
    this.byIncrementStmt = db.prepare('SELECT * FROM sales_order WHERE increment_id = ?');
    this.insertOrder = db.prepare(
      `INSERT INTO sales_order (increment_id, quote_id, state, status, ${HEADER_COLUMNS.join(', ')}, created_at, updated_at)
       VALUES (?, ?, 'pending_payment', 'pending_payment', ${HEADER_COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
    );
    this.setIncrement = db.prepare('UPDATE sales_order SET increment_id = ? WHERE entity_id = ?');
    this.updateHeader = db.prepare(
      `UPDATE sales_order SET state = 'pending_payment', status = 'pending_payment', ${HEADER_COLUMNS.map((c) => `${c} = ?`).join(', ')},
       updated_at = ? WHERE entity_id = ?`,
    );
    this.deleteItems = db.prepare('DELETE FROM sales_order_item WHERE order_id = ?');
    this.deleteAddresses = db.prepare('DELETE FROM sales_order_address WHERE parent_id = ?');
    this.insertItem = db.prepare(
      `INSERT INTO sales_order_item (order_id, ${ITEM_COLUMNS.join(', ')}) VALUES (?, ${ITEM_COLUMNS.map(() => '?').join(', ')})`,
    );
    this.insertAddress = db.prepare(
      `INSERT INTO sales_order_address (parent_id, address_type, firstname, lastname, company, street, city, postcode, region,
         country_id, telephone, email) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.upsertPayment = db.prepare(
      `INSERT INTO sales_order_payment (parent_id, method, amount_ordered, additional_information) VALUES (?, ?, ?, ?)
       ON CONFLICT (parent_id) DO UPDATE SET method = excluded.method, amount_ordered = excluded.amount_ordered,
         additional_information = excluded.additional_information`,
    );
    this.paidStmt = db.prepare(
      `UPDATE sales_order SET state = 'processing', status = 'processing', total_paid = grand_total, updated_at = ?
       WHERE entity_id = ?`,
    );
    this.pendingStmt = db.prepare("UPDATE sales_order SET state = 'new', status = 'pending', updated_at = ? WHERE entity_id = ?");
    this.paymentMethodOf = db.prepare('SELECT method FROM sales_order_payment WHERE parent_id = ?');
    this.paymentPaid = db.prepare(
      `UPDATE sales_order_payment SET amount_paid = amount_ordered, last_trans_id = ? WHERE parent_id = ?`,
    );
    this.emailSentStmt = db.prepare('UPDATE sales_order SET email_sent = 1 WHERE entity_id = ?');
    this.cancelStmt = db.prepare("UPDATE sales_order SET state = 'canceled', status = 'canceled', updated_at = ? WHERE entity_id = ?");
    this.itemsOf = db.prepare(`SELECT item_id, ${ITEM_COLUMNS.join(', ')} FROM sales_order_item WHERE order_id = ? ORDER BY item_id`);
    this.addressesOf = db.prepare(
      `SELECT address_type, firstname, lastname, company, street, city, postcode, region, country_id, telephone, email
       FROM sales_order_address WHERE parent_id = ? ORDER BY address_type DESC`,
    );
    this.countStmt = db.prepare('SELECT COUNT(*) AS n FROM sales_order');
    this.newestStmt = db.prepare('SELECT * FROM sales_order ORDER BY entity_id DESC LIMIT ?');
  }

  byId(id: number): OrderRow | undefined {
    return this.byIdStmt.get(id);
  }

  byQuote(quoteId: number): OrderRow | undefined {
    return this.byQuoteStmt.get(quoteId);
  }

  byIncrementId(incrementId: string): OrderRow | undefined {
    return this.byIncrementStmt.get(incrementId);
  }

  count(): number {
    return this.countStmt.get()!.n;
  }

  newest(limit: number): OrderRow[] {
    return this.newestStmt.all(limit);
  }

  /** A new pending order for the cart. The unique quote_id makes a second order for one cart impossible. */
  create(quoteId: number, snapshot: OrderSnapshot, timestamp: string): OrderRow {
    // The increment id follows the entity id; a placeholder first keeps the column unique and not null.
    const placeholder = `pending-${quoteId}`;
    const id = Number(this.insertOrder.run(placeholder, quoteId, ...HEADER_COLUMNS.map((c) => snapshot.header[c]), timestamp, timestamp)
      .lastInsertRowid);
    this.setIncrement.run(incrementId(id), id);
    this.writeLines(id, snapshot);
    return this.byId(id)!;
  }

  /** An unpaid order placed again (another card after a refusal): it copies the cart as it is now. */
  refresh(orderId: number, snapshot: OrderSnapshot, timestamp: string): OrderRow {
    this.updateHeader.run(...HEADER_COLUMNS.map((c) => snapshot.header[c]), timestamp, orderId);
    this.deleteItems.run(orderId);
    this.deleteAddresses.run(orderId);
    this.writeLines(orderId, snapshot);
    return this.byId(orderId)!;
  }

  /** The payment's latest state, as Adyen's module keeps it in the payment's additional information. */
  recordPayment(order: OrderRow, method: string, info: Record<string, unknown>): void {
    this.upsertPayment.run(order.entity_id, method, order.grand_total, JSON.stringify(info));
  }

  markPaid(orderId: number, pspReference: string, timestamp: string): void {
    this.paidStmt.run(timestamp, orderId);
    this.paymentPaid.run(pspReference, orderId);
  }

  /** Taken with an offline method: the order waits for its payment, as Magento's new order with status pending. */
  markPending(orderId: number, timestamp: string): void {
    this.pendingStmt.run(timestamp, orderId);
  }

  /** The code of the method the order is paid with. */
  paymentMethod(orderId: number): string | undefined {
    return this.paymentMethodOf.get(orderId)?.method;
  }

  /** An unpaid order given up (Magento's pending-payment cron). */
  cancel(orderId: number, timestamp: string): void {
    this.cancelStmt.run(timestamp, orderId);
  }

  markEmailSent(orderId: number): void {
    this.emailSentStmt.run(orderId);
  }

  items(orderId: number): OrderItemRow[] {
    return this.itemsOf.all(orderId);
  }

  /** Shipping first, then billing. */
  addresses(orderId: number): OrderAddressRow[] {
    return this.addressesOf.all(orderId);
  }

  private writeLines(orderId: number, snapshot: OrderSnapshot): void {
    for (const item of snapshot.items) this.insertItem.run(orderId, ...ITEM_COLUMNS.map((c) => item[c]));
    for (const { type, address: a, email } of snapshot.addresses) {
      this.insertAddress.run(orderId, type, a.firstname, a.lastname, a.company, a.street.join('\n'), a.city, a.postcode, a.region,
        a.countryId, a.telephone, email);
    }
    this.upsertPayment.run(orderId, snapshot.paymentMethod, snapshot.header.grand_total, '{}');
  }
}
