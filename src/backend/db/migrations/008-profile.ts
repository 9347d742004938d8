// The customer's data-protection choices: every consent given or withdrawn, and the requests to export or erase
// their data, each confirmed once by the link e-mailed to them.
export const sql = /* sql */ `
-- One row per decision, never updated: who (a customer, or a guest's cart), the notice they were shown, when.
CREATE TABLE consent_log (
  log_id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customer_entity(entity_id) ON DELETE SET NULL,
  cart_id TEXT,
  consent_text TEXT NOT NULL,
  is_consent INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX consent_log_customer ON consent_log (customer_id);

-- An export or erasure request. Only the code's SHA-256 is kept; confirmed_at is set once, by the link.
CREATE TABLE gdpr_request (
  request_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('export', 'erase')),
  code_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  confirmed_at TEXT
);
`;
