// Bot-protection answers already used, until their challenge expires: a restart must not let one be used again.
export const sql = /* sql */ `
CREATE TABLE bot_protection_used (
  nonce TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX bot_protection_used_expiry ON bot_protection_used (expires_at);
`;
