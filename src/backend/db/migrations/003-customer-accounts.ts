// Customer account security: password reset tokens and the customer lock after wrong passwords.
// Names follow Magento's customer_entity columns (rp_token, failures_num, first_failure, lock_expires).
export const sql = /* sql */ `
-- One pending reset per customer (a new request replaces it), removed once used. Only the token's SHA-256 is kept.
CREATE TABLE customer_password_reset (
  customer_id INTEGER PRIMARY KEY REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  -- Seconds since the epoch.
  created_at REAL NOT NULL
);

-- Wrong passwords given for an account (Magento's customer/password/lockout_*): instants in seconds.
ALTER TABLE customer_entity ADD COLUMN failures_num INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customer_entity ADD COLUMN first_failure REAL;
ALTER TABLE customer_entity ADD COLUMN lock_expires REAL;
`;
