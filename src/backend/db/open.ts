import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';
import { seedDatabase, unseededParts, type SeedData } from './seed';

export const DATABASE_FILE = 'vitrine.sqlite';

/**
 * Opens (creating it if needed) the database in `dataDir`, brings its schema up to date, and loads the parts of
 * the seed it lacks (all of them on first start). `seed` is only called when a part is missing.
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
    const parts = unseededParts(db);
    if (parts.length > 0) seedDatabase(db, await seed(), now, parts);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
