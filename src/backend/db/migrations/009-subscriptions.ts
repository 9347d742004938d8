// The subscription provider's module: a cart line's delivery frequency (a quote_item column, as a module's
// extension attribute), the subscriptions an order's subscribed lines start, and the portal's e-mailed codes.
export const sql = /* sql */ `
-- Days between deliveries of a subscribed line; NULL for a one-time purchase.
ALTER TABLE quote_item ADD COLUMN subscription_frequency INTEGER CHECK (subscription_frequency IN (30, 60, 90));

CREATE TABLE product_subscription (
  subscription_id INTEGER PRIMARY KEY,
  -- The owner: a customer, or a guest known by e-mail only (customer_id NULL).
  customer_id INTEGER REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  customer_email TEXT NOT NULL COLLATE NOCASE,
  order_id INTEGER NOT NULL REFERENCES sales_order(entity_id),
  product_id INTEGER NOT NULL,
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  qty REAL NOT NULL,
  frequency INTEGER NOT NULL CHECK (frequency IN (30, 60, 90)),
  discount_percent REAL NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'canceled')),
  -- ISO calendar day in the store's timezone; NULL once canceled.
  next_delivery_date TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- One subscription per subscribed line of an order.
  UNIQUE (order_id, product_id)
);
CREATE INDEX product_subscription_customer ON product_subscription(customer_id);
CREATE INDEX product_subscription_email ON product_subscription(customer_email);

-- The portal's one-time codes, kept as hashes; a code works once, within its lifetime.
CREATE TABLE product_subscription_portal_code (
  code_hash TEXT PRIMARY KEY,
  customer_email TEXT NOT NULL COLLATE NOCASE,
  -- Seconds.
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
`;
