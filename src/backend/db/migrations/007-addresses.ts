// The customer's address book: Magento's customer_address_entity, and the customer's default shipping and billing
// addresses as customer_entity holds them (default_billing, default_shipping).
export const sql = /* sql */ `
CREATE TABLE customer_address_entity (
  entity_id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  company TEXT,
  -- Lines joined with a newline, as Magento stores them.
  street TEXT NOT NULL,
  city TEXT NOT NULL,
  postcode TEXT,
  region TEXT,
  region_id INTEGER,
  country_id TEXT NOT NULL,
  telephone TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX customer_address_entity_parent_id ON customer_address_entity(parent_id);

ALTER TABLE customer_entity ADD COLUMN default_billing INTEGER REFERENCES customer_address_entity(entity_id) ON DELETE SET NULL;
ALTER TABLE customer_entity ADD COLUMN default_shipping INTEGER REFERENCES customer_address_entity(entity_id) ON DELETE SET NULL;
`;
