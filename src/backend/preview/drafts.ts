import type { Database, Statement } from 'better-sqlite3';

export type DraftEntity = 'cms_page' | 'cms_block' | 'product';

/** The fields a draft may change, per entity: the published record keeps all the others. */
export const DRAFTABLE: Record<DraftEntity, readonly string[]> = {
  cms_page: ['title', 'content_heading', 'content', 'meta_title', 'meta_description'],
  cms_block: ['title', 'content'],
  product: ['name', 'description', 'short_description', 'meta_title', 'meta_description'],
};

export interface DraftRow {
  entity_type: DraftEntity;
  /** A page's or block's identifier, a product's SKU. */
  identifier: string;
  version: number;
  label: string;
  data: string;
  created_at: string;
}

/** Largest version a request may name: a Unix time in seconds, as Magento's staging versions are. */
const MAX_VERSION = 2 ** 40;

/** The version a Preview-Version header names, or null when it names none (empty, not a positive integer, too long). */
export function parseVersion(value: string): number | null {
  if (!/^[1-9][0-9]{0,12}$/.test(value)) return null;
  const version = Number(value);
  return version <= MAX_VERSION ? version : null;
}

/** Drafts of content (migration 011): a version of an entity's fields, shown only to an admin's preview of it. */
export class DraftRepository {
  private readonly one: Statement<[DraftEntity, string, number], { data: string }>;
  private readonly all: Statement<[], DraftRow>;

  constructor(db: Database) {
    this.one = db.prepare('SELECT data FROM content_draft WHERE entity_type = ? AND identifier = ? AND version = ?');
    this.all = db.prepare('SELECT * FROM content_draft ORDER BY version DESC, entity_type, identifier LIMIT 200');
  }

  /** Every draft, newest version first (the admin preview page lists them). */
  list(): DraftRow[] {
    return this.all.all();
  }

  /** `record` as the draft of `version` shows it: its draftable fields that the draft gives, the others as they are. */
  apply<T extends object>(entity: DraftEntity, identifier: string, version: number, record: T): T {
    const row = this.one.get(entity, identifier, version);
    if (!row) return record;
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const changed = DRAFTABLE[entity].filter((field) => typeof data[field] === 'string').map((field) => [field, data[field]]);
    return changed.length > 0 ? { ...record, ...Object.fromEntries(changed) } : record;
  }
}
