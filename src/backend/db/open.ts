import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';
import { seedDatabase, type SeedData } from './seed';

export const DATABASE_FILE = 'vitrine.sqlite';

/**
 * Opens (creating it if needed) the database in `dataDir`, brings its schema up to date, and on first start loads
 * the seed. `seed` is only called when the database is new.
 */
export async function openDatabase(
  dataDir: string, seed: () => Promise<SeedData>, now: number,
): Promise<Database.Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    const seeded = db.prepare("SELECT 1 FROM core_config WHERE path = 'seed/loaded_at'").get();
    if (!seeded) seedDatabase(db, await seed(), now);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
