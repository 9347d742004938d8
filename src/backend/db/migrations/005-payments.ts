// Saved cards. vault_payment_token is Magento Vault's table: the card as the shop may show it (brand, last four
// digits, expiry) and the provider's reference to pay with it again (its gateway_token); never the card's number or
// security code. adyen_stored_card is the card payment simulator's side, Adyen's recurring details: what paying with
// a stored card needs of the test card (its expiry, its 3-D Secure path), found again by a keyed fingerprint of the
// number so that the same card saved twice keeps one reference.
export const sql = /* sql */ `
CREATE TABLE adyen_stored_card (
  recurring_reference TEXT PRIMARY KEY,
  -- Adyen's shopperReference: the Magento customer id.
  shopper_reference TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  expiry_month INTEGER NOT NULL,
  expiry_year INTEGER NOT NULL,
  holder_name TEXT,
  -- JSON array of the test card's 3-D Secure steps.
  steps TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (shopper_reference, fingerprint)
);

-- The recurring detail an attempt asked to store (storePaymentMethod): the vault token is saved once it is authorised.
ALTER TABLE adyen_payment_attempt ADD COLUMN recurring_reference TEXT;

CREATE TABLE vault_payment_token (
  entity_id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  public_hash TEXT NOT NULL UNIQUE,
  payment_method_code TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('card', 'account')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  gateway_token TEXT NOT NULL,
  -- JSON: Adyen's {type, maskedCC, expirationDate, tokenType}.
  details TEXT NOT NULL,
  -- Deleting a token hides it, as Magento's repository does.
  is_active INTEGER NOT NULL DEFAULT 1,
  is_visible INTEGER NOT NULL DEFAULT 1,
  UNIQUE (payment_method_code, customer_id, gateway_token)
);
CREATE INDEX vault_payment_token_customer ON vault_payment_token(customer_id);
`;
