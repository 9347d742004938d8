// Carts, cart price rules with their coupons, and the shipping carriers' rate tables.
// Names follow Magento's: quote (with quote_id_mask's masked id as a column), quote_item, salesrule,
// salesrule_coupon, shipping_tablerate.
export const sql = /* sql */ `
CREATE TABLE quote (
  entity_id INTEGER PRIMARY KEY,
  -- The only id a shopper ever sees (Magento's quote_id_mask): 32 random characters.
  masked_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  is_active INTEGER NOT NULL DEFAULT 1,
  coupon_code TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- A customer has at most one active cart.
CREATE UNIQUE INDEX quote_customer_active ON quote(customer_id) WHERE customer_id IS NOT NULL AND is_active = 1;

-- One line per product; a configurable line names its parent and the chosen variant.
CREATE TABLE quote_item (
  item_id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quote(entity_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  variant_id INTEGER REFERENCES catalog_product(entity_id),
  qty REAL NOT NULL CHECK (qty > 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX quote_item_line ON quote_item(quote_id, product_id, IFNULL(variant_id, 0));

-- Cart price rules: a percentage or a fixed amount off the cart, free shipping, a minimum subtotal.
CREATE TABLE salesrule (
  rule_id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- The label the cart shows next to the discount.
  store_label TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  -- Calendar days in the store's timezone, both included; NULL for no bound.
  from_date TEXT,
  to_date TEXT,
  simple_action TEXT NOT NULL CHECK (simple_action IN ('by_percent', 'cart_fixed')),
  discount_amount REAL NOT NULL DEFAULT 0,
  simple_free_shipping INTEGER NOT NULL DEFAULT 0,
  -- Condition: the subtotal including tax reaches this amount.
  min_subtotal REAL
);

CREATE TABLE salesrule_coupon (
  coupon_id INTEGER PRIMARY KEY,
  rule_id INTEGER NOT NULL REFERENCES salesrule(rule_id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE COLLATE NOCASE
);

-- One shipping method per carrier, with its configuration (Magento's carriers/<code>/* settings).
CREATE TABLE shipping_carrier (
  carrier_code TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  method_code TEXT NOT NULL,
  method_title TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  -- Comma-separated ISO country codes the carrier delivers to.
  countries TEXT NOT NULL,
  -- Whether a free-shipping rule or threshold makes this method free.
  free_method INTEGER NOT NULL DEFAULT 0,
  -- Subtotal (including tax, after discounts) from which the method is free; NULL for none.
  free_shipping_subtotal REAL
);

-- Rates by package weight: the first band whose max_weight holds the package; none means unavailable.
CREATE TABLE shipping_tablerate (
  carrier_code TEXT NOT NULL REFERENCES shipping_carrier(carrier_code) ON DELETE CASCADE,
  max_weight REAL NOT NULL,
  price REAL NOT NULL,
  PRIMARY KEY (carrier_code, max_weight)
);
`;
