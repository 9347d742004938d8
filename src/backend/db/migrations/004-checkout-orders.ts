// Checkout and orders. Names follow Magento's: quote_address, quote_payment, sales_order, sales_order_item,
// sales_order_address, sales_order_payment; adyen_payment_attempt keeps each card payment attempt of the payment
// simulator (src/backend/payment), so that a backend restarted in the middle of 3-D Secure carries on.
export const sql = /* sql */ `
-- A guest's e-mail (setGuestEmailOnCart, payment-information); a customer's cart reads the account's.
ALTER TABLE quote ADD COLUMN customer_email TEXT;

-- At most one shipping and one billing address per cart (single-address checkout).
CREATE TABLE quote_address (
  address_id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quote(entity_id) ON DELETE CASCADE,
  address_type TEXT NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  -- JSON array of the street lines.
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT,
  region TEXT,
  region_id INTEGER,
  country_id TEXT NOT NULL,
  telephone TEXT,
  -- The shipping address's method, "<carrier_code>_<method_code>" as Magento stores it.
  shipping_method TEXT,
  updated_at TEXT NOT NULL,
  UNIQUE (quote_id, address_type)
);

CREATE TABLE quote_payment (
  quote_id INTEGER PRIMARY KEY REFERENCES quote(entity_id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  -- JSON: what the method was given (Adyen's stateData for adyen_cc).
  additional_information TEXT NOT NULL DEFAULT '{}',
  updated_at TEXT NOT NULL
);

-- One order per cart at most: placing is idempotent (a repeated or concurrent placement finds this row).
CREATE TABLE sales_order (
  entity_id INTEGER PRIMARY KEY,
  increment_id TEXT NOT NULL UNIQUE,
  quote_id INTEGER NOT NULL UNIQUE REFERENCES quote(entity_id),
  state TEXT NOT NULL CHECK (state IN ('pending_payment', 'processing', 'canceled')),
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
CREATE INDEX sales_order_customer ON sales_order(customer_id);

CREATE TABLE sales_order_item (
  item_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  -- The configurable parent of a variant's line.
  parent_product_id INTEGER,
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  -- JSON array of {label, value}: the chosen options of a configurable line.
  product_options TEXT NOT NULL DEFAULT '[]',
  qty_ordered REAL NOT NULL,
  price REAL NOT NULL,
  price_incl_tax REAL NOT NULL,
  row_total REAL NOT NULL,
  row_total_incl_tax REAL NOT NULL,
  discount_amount REAL NOT NULL,
  tax_amount REAL NOT NULL,
  tax_percent REAL NOT NULL
);
CREATE INDEX sales_order_item_order ON sales_order_item(order_id);

CREATE TABLE sales_order_address (
  entity_id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  address_type TEXT NOT NULL CHECK (address_type IN ('shipping', 'billing')),
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  -- The street lines joined by newlines, as Magento stores them.
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT,
  region TEXT,
  country_id TEXT NOT NULL,
  telephone TEXT,
  email TEXT,
  UNIQUE (parent_id, address_type)
);

CREATE TABLE sales_order_payment (
  entity_id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL UNIQUE REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  method TEXT NOT NULL,
  amount_ordered REAL NOT NULL,
  amount_paid REAL,
  -- The PSP reference of the authorisation.
  last_trans_id TEXT,
  -- JSON: Adyen's resultCode, action, additionalData of the latest attempt, as its module keeps them.
  additional_information TEXT NOT NULL DEFAULT '{}'
);

-- Each card payment attempt of an order: a refused card leaves its attempt, the next card makes a new one.
CREATE TABLE adyen_payment_attempt (
  attempt_id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  -- Random, unguessable: names the attempt in the 3-D Secure pages' URLs and results.
  reference TEXT NOT NULL UNIQUE,
  psp_reference TEXT NOT NULL UNIQUE,
  card_brand TEXT NOT NULL,
  card_last4 TEXT NOT NULL,
  holder_name TEXT,
  -- Authorised, Refused, IdentifyShopper (fingerprint pending) or ChallengeShopper (challenge pending).
  result_code TEXT NOT NULL,
  -- JSON array of the 3-D Secure steps still to pass: "fingerprint", "challenge".
  pending_steps TEXT NOT NULL,
  -- The challenge page's outcome once submitted: 'Y' (authenticated) or 'N'.
  challenge_result TEXT CHECK (challenge_result IN ('Y', 'N')),
  refusal_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX adyen_payment_attempt_order ON adyen_payment_attempt(order_id, attempt_id);
`;
