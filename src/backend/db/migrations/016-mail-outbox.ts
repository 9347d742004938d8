// The e-mail outbox: a message is written in the transaction that makes it due (an order paid, a reset asked), and
// marked sent only once delivered, so that a crash between the two loses none and a restart sends what was left.
export const sql = /* sql */ `
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL
);
CREATE INDEX mail_outbox_unsent ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
`;
