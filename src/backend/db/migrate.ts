import type { Database } from 'better-sqlite3';
import { migrations as all, type Migration } from './migrations';

/** Applies the migrations newer than the database's version, each in its own transaction. Returns the new version. */
export function migrate(db: Database, migrations: readonly Migration[] = all): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL, applied_at TEXT NOT NULL)');
  const current = (db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null }).v ?? 0;
  const record = db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)');
  let version = current;
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    if (migration.version !== version + 1) {
      throw new Error(`Migration ${migration.version} (${migration.name}) does not follow version ${version}`);
    }
    // The pragma is a no-op inside a transaction: it is set around it.
    const keysOff = migration.rebuildsReferencedTable === true && db.pragma('foreign_keys', { simple: true }) === 1;
    if (keysOff) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        if (keysOff && (db.pragma('foreign_key_check') as unknown[]).length > 0) {
          throw new Error(`Migration ${migration.version} (${migration.name}) leaves rows referencing what is not there`);
        }
        record.run(migration.version, new Date().toISOString());
      })();
    } finally {
      if (keysOff) db.pragma('foreign_keys = ON');
    }
    version = migration.version;
  }
  return version;
}
