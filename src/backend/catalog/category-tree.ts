import type { Database } from 'better-sqlite3';
import { STORE_ROOT_CATEGORY_ID } from '../config/store-config';

export interface CategoryRow {
  entity_id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  children_count: number;
  name: string;
  url_key: string | null;
  url_path: string | null;
  include_in_menu: number;
  is_active: number;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  skinny_navigation: number;
  promo_content: string | null;
  promo_rich_content: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The category tree, read once: a few dozen rows the storefront asks for on every page, never changed at run time.
 * Only the store's root and what lies below it is visible.
 */
export class CategoryTree {
  private readonly byId = new Map<number, CategoryRow>();
  private readonly childIds = new Map<number, number[]>();
  private readonly productCounts = new Map<number, number>();
  private readonly chains = new Map<number, readonly CategoryRow[]>();
  private ordered: readonly CategoryRow[] | undefined;

  constructor(db: Database) {
    const rows = db.prepare('SELECT * FROM catalog_category WHERE is_active = 1 ORDER BY level, position, entity_id').all() as CategoryRow[];
    for (const row of rows) {
      if (row.entity_id !== STORE_ROOT_CATEGORY_ID && !row.path.startsWith(`1/${STORE_ROOT_CATEGORY_ID}/`)) continue;
      this.byId.set(row.entity_id, row);
      if (row.parent_id !== null && this.byId.has(row.parent_id)) {
        const list = this.childIds.get(row.parent_id) ?? [];
        list.push(row.entity_id);
        this.childIds.set(row.parent_id, list);
      }
    }
    const counts = db.prepare(
      `SELECT i.category_id AS id, COUNT(*) AS n FROM catalog_category_product_index i
       JOIN catalog_product p ON p.entity_id = i.product_id WHERE p.visibility = 4 GROUP BY i.category_id`,
    ).all() as Array<{ id: number; n: number }>;
    for (const { id, n } of counts) this.productCounts.set(id, n);
  }

  get(id: number): CategoryRow | undefined {
    return this.byId.get(id);
  }

  /** Every category, depth first, siblings by position: the order of the menu. */
  all(): readonly CategoryRow[] {
    this.ordered ??= this.subtree(STORE_ROOT_CATEGORY_ID);
    return this.ordered;
  }

  children(id: number): CategoryRow[] {
    return (this.childIds.get(id) ?? []).map((c) => this.byId.get(c)!);
  }

  /** Ancestors below the store root, top first. */
  ancestors(id: number): readonly CategoryRow[] {
    let chain = this.chains.get(id);
    if (!chain) {
      const found: CategoryRow[] = [];
      let row = this.byId.get(id);
      while (row && row.parent_id !== null && row.parent_id !== STORE_ROOT_CATEGORY_ID) {
        row = this.byId.get(row.parent_id);
        if (row) found.unshift(row);
      }
      chain = found;
      this.chains.set(id, chain);
    }
    return chain;
  }

  /** The category and every category below it. */
  subtree(id: number): CategoryRow[] {
    const out: CategoryRow[] = [];
    const visit = (c: number) => {
      const row = this.byId.get(c);
      if (!row) return;
      out.push(row);
      for (const child of this.childIds.get(c) ?? []) visit(child);
    };
    visit(id);
    return out;
  }

  byUrlPath(urlPath: string): CategoryRow | undefined {
    for (const row of this.byId.values()) if (row.url_path === urlPath) return row;
    return undefined;
  }

  productCount(id: number): number {
    return this.productCounts.get(id) ?? 0;
  }
}
