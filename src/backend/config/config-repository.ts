import type { Database } from 'better-sqlite3';

/** Why a store configuration value was refused. */
export type ConfigChangeError = 'unknown-field' | 'wrong-type';

/**
 * The stored configuration: store config fields under "store/", secrets and markers elsewhere. Read once at start;
 * a store config field changes only through `set`, which writes it back.
 */
export class ConfigRepository {
  private values: Readonly<Record<string, unknown>>;
  readonly tokenSecret: string;
  readonly cacheIdSalt: string;

  constructor(private readonly db: Database) {
    const rows = db.prepare('SELECT path, value FROM core_config').all() as Array<{ path: string; value: string }>;
    const values = new Map(rows.map((r) => [r.path, JSON.parse(r.value) as unknown]));
    const store: Record<string, unknown> = {};
    for (const [path, value] of values) if (path.startsWith('store/')) store[path.slice(6)] = value;
    this.values = Object.freeze(store);
    this.tokenSecret = String(values.get('security/token_secret'));
    this.cacheIdSalt = String(values.get('cache/graphql/id_salt'));
  }

  /** The store config fields, by StoreConfig field name. */
  get store(): Readonly<Record<string, unknown>> {
    return this.values;
  }

  number(field: string): number {
    return Number(this.values[field]);
  }

  /**
   * Changes an existing store config field to a value of the same JSON type (any type where it was null) and
   * persists it. The caller empties whatever cached answers show it.
   */
  set(field: string, value: unknown): ConfigChangeError | undefined {
    if (!Object.hasOwn(this.values, field)) return 'unknown-field';
    const current = this.values[field];
    if (value === undefined || (current !== null && jsonType(current) !== jsonType(value))) return 'wrong-type';
    const changes: Record<string, unknown> = { [field]: value };
    // Magento's own field for the same lifetime, in hours.
    if (field === 'customer_token_expiration_time' && Object.hasOwn(this.values, 'customer_access_token_lifetime')) {
      changes.customer_access_token_lifetime = Number(value) / 3600;
    }
    const put = this.db.prepare('INSERT INTO core_config (path, value) VALUES (?, ?) ON CONFLICT (path) DO UPDATE SET value = excluded.value');
    this.db.transaction(() => {
      for (const [name, v] of Object.entries(changes)) put.run(`store/${name}`, JSON.stringify(v));
    })();
    this.values = Object.freeze({ ...this.values, ...changes });
    return undefined;
  }
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}
