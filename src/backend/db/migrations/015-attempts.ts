// Attempts that limits count (failed order lookups, admin sign-ins…), kept in the database rather than in the
// backend's memory: a crash or a restart of the backend must not reopen a limit a client used up.
export const sql = /* sql */ `
CREATE TABLE limit_attempt (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX limit_attempt_subject ON limit_attempt (scope, subject, at);
CREATE INDEX limit_attempt_at ON limit_attempt (at);
`;
