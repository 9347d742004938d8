// The e-mail outbox: a message is written before it is sent and marked sent once delivered, so that a crash between
// the two loses none, and a restart delivers it once.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { migrate } from '../../src/backend/db/migrate';
import { MailService, type Mail } from '../../src/backend/mail/mail-service';

let dataDir: string;
let db: Database.Database;
const errors: unknown[] = [];
const service = (smtpUrl?: string) => new MailService({ db, dataDir, log: (error) => errors.push(error), from: () => 'Vitrine <service-client@vitrine.example>', ...(smtpUrl && { smtpUrl }) });
const MAIL: Mail = { kind: 'order-confirmation', to: 'camille@example.com', subject: 'Votre commande', text: 'Merci', html: '<p>Merci</p>' };
const files = () => {
  try {
    return readdirSync(join(dataDir, 'mail')).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};
const rows = () => db.prepare('SELECT id, sent_at IS NOT NULL AS sent, attempts FROM mail_outbox ORDER BY id').all();

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-outbox-'));
  db = new Database(join(dataDir, 'test.sqlite'));
  migrate(db);
  errors.length = 0;
});
afterEach(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a message queued but never delivered (a crash right after the commit) goes out once at the next start', async () => {
  const before = service();
  db.transaction(() => before.queue(MAIL, Date.parse('2030-12-20T10:00:00Z')))();
  await before.close();
  expect(files()).toEqual([]);
  expect(rows()).toEqual([{ id: 1, sent: 0, attempts: 0 }]);

  const after = service();
  after.resume(Date.parse('2030-12-20T10:05:00Z'));
  await after.close();
  expect(files()).toHaveLength(1);
  expect(rows()).toEqual([{ id: 1, sent: 1, attempts: 0 }]);
  // Started again: nothing is sent twice.
  const again = service();
  again.resume(Date.parse('2030-12-20T10:10:00Z'));
  await again.close();
  expect(files()).toHaveLength(1);
});

test('a message delivered but not marked (a crash between the two) is delivered again as the same file', async () => {
  const mail = service();
  expect(await mail.send(MAIL, Date.parse('2030-12-20T10:00:00Z'))).toBe(true);
  await mail.close();
  const [written] = files();
  db.prepare('UPDATE mail_outbox SET sent_at = NULL').run();
  const after = service();
  after.resume(Date.parse('2030-12-20T10:05:00Z'));
  await after.close();
  expect(files()).toEqual([written]);
  expect(rows()).toEqual([{ id: 1, sent: 1, attempts: 0 }]);
});

test('a delivery that fails is logged, kept and tried again later, a minute first', async () => {
  // Nothing listens on port 1: the connection is refused at once.
  const mail = service('smtp://127.0.0.1:1');
  const now = Date.now();
  expect(await mail.send(MAIL, now)).toBe(false);
  await mail.close();
  expect(String(errors[0])).toBe('Error: Could not send the order-confirmation e-mail to camille@example.com');
  expect(rows()).toEqual([{ id: 1, sent: 0, attempts: 1 }]);
  const { next } = db.prepare('SELECT next_attempt_at AS next FROM mail_outbox').get() as { next: number };
  expect(next).toBeGreaterThanOrEqual(now + 60_000);
});
