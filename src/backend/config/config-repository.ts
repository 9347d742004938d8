import type { Database } from 'better-sqlite3';

/** The stored configuration: store config fields under "store/", secrets and markers elsewhere. Read once. */
export class ConfigRepository {
  readonly store: Readonly<Record<string, unknown>>;
  readonly tokenSecret: string;
  readonly cacheIdSalt: string;

  constructor(db: Database) {
    const rows = db.prepare('SELECT path, value FROM core_config').all() as Array<{ path: string; value: string }>;
    const values = new Map(rows.map((r) => [r.path, JSON.parse(r.value) as unknown]));
    const store: Record<string, unknown> = {};
    for (const [path, value] of values) if (path.startsWith('store/')) store[path.slice(6)] = value;
    this.store = store;
    this.tokenSecret = String(values.get('security/token_secret'));
    this.cacheIdSalt = String(values.get('cache/graphql/id_salt'));
  }

  number(field: string): number {
    return Number(this.store[field]);
  }
}
