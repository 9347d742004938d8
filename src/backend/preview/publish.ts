import { foldText } from '../catalog/text';
import { productTags } from '../cache-tags';
import type { Services } from '../services';
import { DRAFTABLE, type DraftEntity } from './drafts';

const TABLES: Record<DraftEntity, { table: string; key: string }> = {
  cms_page: { table: 'cms_page', key: 'identifier' },
  cms_block: { table: 'cms_block', key: 'identifier' },
  product: { table: 'catalog_product', key: 'sku' },
};

/**
 * Publishes a draft as the admin's save does: its fields replace the entity's (a product's search index and name
 * sorting follow), the draft is gone, and the answer is the cache tags of what changed, for the caches of pages built
 * from it to drop (a page `cms_p_<id>`, a block `cms_b_<id>` and `cms_b_<identifier>`, a product `cat_p_<id>`).
 * Undefined when the draft or its entity does not exist.
 */
export function publishDraft(services: Services, entity: DraftEntity, identifier: string, version: number, at: string): string[] | undefined {
  const { db } = services;
  const draft = db.prepare('SELECT data FROM content_draft WHERE entity_type = ? AND identifier = ? AND version = ?')
    .get(entity, identifier, version) as { data: string } | undefined;
  const { table, key } = TABLES[entity];
  const row = db.prepare(`SELECT rowid AS id FROM ${table} WHERE ${key} = ?`).get(identifier) as { id: number } | undefined;
  if (!draft || !row) return undefined;
  const data = JSON.parse(draft.data) as Record<string, unknown>;
  const fields = DRAFTABLE[entity].filter((field) => typeof data[field] === 'string');
  const values = fields.map((field) => data[field] as string);
  db.transaction(() => {
    if (fields.length > 0) {
      const stamped = entity === 'cms_block' ? [] : ['updated_at'];
      const sorted = entity === 'product' && fields.includes('name') ? ['name_sort'] : [];
      const set = [...fields, ...sorted, ...stamped].map((field) => `${field} = ?`).join(', ');
      const extra = [...sorted.map(() => foldText(data.name as string)), ...stamped.map(() => at)];
      db.prepare(`UPDATE ${table} SET ${set} WHERE rowid = ?`).run(...values, ...extra, row.id);
    }
    if (entity === 'product') {
      const text = db.prepare('SELECT name, short_description, description FROM catalog_product WHERE entity_id = ?').get(row.id) as Record<string, string | null>;
      db.prepare('UPDATE catalog_product_fts SET name = ?, short_description = ?, description = ? WHERE rowid = ?')
        .run(text.name, text.short_description, text.description, row.id);
    }
    db.prepare('DELETE FROM content_draft WHERE entity_type = ? AND identifier = ? AND version = ?').run(entity, identifier, version);
  }).immediate();
  if (entity === 'product') {
    services.products.forget([row.id]);
    return productTags([row.id]);
  }
  return entity === 'cms_page' ? [`cms_p_${row.id}`] : [`cms_b_${row.id}`, `cms_b_${identifier}`];
}
