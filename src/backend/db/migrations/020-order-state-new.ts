// Magento's `new` order state: an order taken with an offline payment method (a check, a bank transfer, nothing to
// pay) waits there for its payment, status `pending`. SQLite changes a CHECK constraint only by rebuilding the table:
// sales_order is copied whole (ids kept) into one that allows the state, with foreign keys off meanwhile (migrate.ts),
// so that the tables referencing it keep their rows.
export const sql = /* sql */ `
CREATE TABLE sales_order_rebuilt (
  entity_id INTEGER PRIMARY KEY,
  increment_id TEXT NOT NULL UNIQUE,
  quote_id INTEGER NOT NULL UNIQUE REFERENCES quote(entity_id),
  state TEXT NOT NULL CHECK (state IN ('new', 'pending_payment', 'processing', 'canceled')),
  status TEXT NOT NULL,
  customer_id INTEGER REFERENCES customer_entity(entity_id) ON DELETE SET NULL,
  customer_is_guest INTEGER NOT NULL,
  customer_email TEXT NOT NULL,
  customer_firstname TEXT NOT NULL,
  customer_lastname TEXT NOT NULL,
  shipping_method TEXT NOT NULL,
  shipping_description TEXT NOT NULL,
  coupon_code TEXT,
  discount_description TEXT,
  -- Amounts in EUR; subtotal and shipping_amount exclude tax, discount_amount is negative as in Magento.
  subtotal REAL NOT NULL,
  subtotal_incl_tax REAL NOT NULL,
  discount_amount REAL NOT NULL,
  shipping_amount REAL NOT NULL,
  shipping_incl_tax REAL NOT NULL,
  shipping_tax_amount REAL NOT NULL,
  tax_amount REAL NOT NULL,
  grand_total REAL NOT NULL,
  total_paid REAL NOT NULL DEFAULT 0,
  total_qty_ordered REAL NOT NULL,
  order_currency_code TEXT NOT NULL,
  -- 1 once the confirmation e-mail was handed over for sending.
  email_sent INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO sales_order_rebuilt (
  entity_id, increment_id, quote_id, state, status, customer_id, customer_is_guest, customer_email, customer_firstname,
  customer_lastname, shipping_method, shipping_description, coupon_code, discount_description, subtotal, subtotal_incl_tax,
  discount_amount, shipping_amount, shipping_incl_tax, shipping_tax_amount, tax_amount, grand_total, total_paid,
  total_qty_ordered, order_currency_code, email_sent, created_at, updated_at
)
SELECT
  entity_id, increment_id, quote_id, state, status, customer_id, customer_is_guest, customer_email, customer_firstname,
  customer_lastname, shipping_method, shipping_description, coupon_code, discount_description, subtotal, subtotal_incl_tax,
  discount_amount, shipping_amount, shipping_incl_tax, shipping_tax_amount, tax_amount, grand_total, total_paid,
  total_qty_ordered, order_currency_code, email_sent, created_at, updated_at
FROM sales_order;
DROP TABLE sales_order;
ALTER TABLE sales_order_rebuilt RENAME TO sales_order;
CREATE INDEX sales_order_customer ON sales_order(customer_id);
`;
