import type { Database, Statement } from 'better-sqlite3';
import type { PackshotSpec } from '../seed/types';

export interface ProductRow {
  entity_id: number;
  sku: string;
  type_id: 'simple' | 'configurable';
  parent_id: number | null;
  visibility: number;
  name: string;
  url_key: string | null;
  price: number;
  special_price: number | null;
  qty: number;
  brand_id: number | null;
  brand_label: string | null;
  form_id: number | null;
  form_label: string | null;
  short_description: string | null;
  description: string | null;
  ingredients: string | null;
  dosage: string | null;
  weight: number | null;
  meta_title: string | null;
  meta_description: string | null;
  position: number;
  rating_summary: number;
  review_count: number;
  created_at: string;
  updated_at: string;
  min_price: number;
  max_price: number;
  min_regular_price: number;
  max_regular_price: number;
  in_stock: number;
}

export interface MediaRow {
  value_id: number;
  product_id: number;
  file: string;
  label: string | null;
  position: number;
  disabled: number;
}

export interface OptionValueRow {
  product_id: number;
  option_id: number;
  attribute_id: number;
  attribute_code: string;
  code: string;
  label: string;
  sort_order: number;
}

export interface SuperAttributeRow {
  product_super_attribute_id: number;
  product_id: number;
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
}

export interface SuperValueRow {
  product_super_attribute_id: number;
  option_id: number;
  label: string;
  position: number;
}

/** A product with everything the storefront reads about it, loaded in batches. */
export interface ProductRecord extends ProductRow {
  media: MediaRow[];
  options: OptionValueRow[];
  categoryIds: number[];
  superAttributes: Array<SuperAttributeRow & { values: SuperValueRow[] }>;
  variantIds: number[];
}

/** Ids travel to SQLite as one JSON array: one statement per batch, whatever its size. */
const IDS = '(SELECT value FROM json_each(?))';

export class ProductRepository {
  private readonly loaded = new Map<number, ProductRecord>();
  private readonly rows: Statement<[string], ProductRow>;
  private readonly media: Statement<[string], MediaRow>;
  private readonly options: Statement<[string], OptionValueRow>;
  private readonly categories: Statement<[string], { product_id: number; category_id: number }>;
  private readonly superAttributes: Statement<[string], SuperAttributeRow>;
  private readonly superValues: Statement<[string], SuperValueRow>;
  private readonly variants: Statement<[string], { entity_id: number; parent_id: number }>;
  private readonly bySku: Statement<[string], { entity_id: number }>;
  private readonly drawing: Statement<[string], { drawing: string }>;

  constructor(db: Database) {
    this.rows = db.prepare(
      `SELECT p.*, ip.min_price, ip.max_price, ip.min_regular_price, ip.max_regular_price, ip.in_stock,
         b.label AS brand_label, f.label AS form_label
       FROM catalog_product p JOIN catalog_product_index_price ip ON ip.entity_id = p.entity_id
       LEFT JOIN eav_attribute_option b ON b.option_id = p.brand_id
       LEFT JOIN eav_attribute_option f ON f.option_id = p.form_id
       WHERE p.entity_id IN ${IDS}`,
    );
    this.media = db.prepare(
      `SELECT value_id, product_id, file, label, position, disabled FROM catalog_product_media
       WHERE product_id IN ${IDS} ORDER BY product_id, position`,
    );
    this.options = db.prepare(
      `SELECT v.product_id, o.option_id, o.attribute_id, a.attribute_code, o.code, o.label, o.sort_order
       FROM catalog_product_option_value v JOIN eav_attribute_option o ON o.option_id = v.option_id
       JOIN eav_attribute a ON a.attribute_id = o.attribute_id
       WHERE v.product_id IN ${IDS} ORDER BY v.product_id, a.position, o.sort_order`,
    );
    this.categories = db.prepare(
      `SELECT product_id, category_id FROM catalog_category_product WHERE product_id IN ${IDS}
       ORDER BY product_id, rowid`,
    );
    this.superAttributes = db.prepare(
      `SELECT s.product_super_attribute_id, s.product_id, s.attribute_id, a.attribute_code, s.label, s.position
       FROM catalog_product_super_attribute s JOIN eav_attribute a ON a.attribute_id = s.attribute_id
       WHERE s.product_id IN ${IDS} ORDER BY s.product_id, s.position`,
    );
    this.superValues = db.prepare(
      `SELECT v.product_super_attribute_id, v.option_id, o.label, v.position
       FROM catalog_product_super_attribute_value v JOIN eav_attribute_option o ON o.option_id = v.option_id
       WHERE v.product_super_attribute_id IN ${IDS} ORDER BY v.product_super_attribute_id, v.position`,
    );
    this.variants = db.prepare(
      `SELECT entity_id, parent_id FROM catalog_product WHERE parent_id IN ${IDS} ORDER BY parent_id, entity_id`,
    );
    this.bySku = db.prepare('SELECT entity_id FROM catalog_product WHERE sku = ?');
    this.drawing = db.prepare('SELECT drawing FROM catalog_product_media WHERE file = ? LIMIT 1');
  }

  /**
   * Products by id, with their media, options, categories and (for configurables) variant ids. The catalogue does
   * not change while the backend runs (stock aside, see forget), so each product is read once and kept: records are
   * shared, never mutated.
   */
  load(ids: readonly number[]): Map<number, ProductRecord> {
    const out = new Map<number, ProductRecord>();
    const missing: number[] = [];
    for (const id of ids) {
      const known = this.loaded.get(id);
      if (known) out.set(id, known);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    for (const [id, record] of this.read(missing)) {
      this.loaded.set(id, record);
      out.set(id, record);
    }
    return out;
  }

  private read(ids: readonly number[]): Map<number, ProductRecord> {
    const out = new Map<number, ProductRecord>();
    const json = JSON.stringify(ids);
    for (const row of this.rows.all(json)) {
      out.set(row.entity_id, { ...row, media: [], options: [], categoryIds: [], superAttributes: [], variantIds: [] });
    }
    for (const m of this.media.all(json)) out.get(m.product_id)?.media.push(m);
    for (const o of this.options.all(json)) out.get(o.product_id)?.options.push(o);
    for (const c of this.categories.all(json)) out.get(c.product_id)?.categoryIds.push(c.category_id);
    const configurable = [...out.values()].filter((p) => p.type_id === 'configurable').map((p) => p.entity_id);
    if (configurable.length > 0) {
      const cjson = JSON.stringify(configurable);
      const supers = this.superAttributes.all(cjson).map((s) => ({ ...s, values: [] as SuperValueRow[] }));
      const byId = new Map(supers.map((s) => [s.product_super_attribute_id, s]));
      for (const v of this.superValues.all(JSON.stringify([...byId.keys()]))) byId.get(v.product_super_attribute_id)?.values.push(v);
      for (const s of supers) out.get(s.product_id)?.superAttributes.push(s);
      for (const v of this.variants.all(cjson)) out.get(v.parent_id)?.variantIds.push(v.entity_id);
    }
    return out;
  }

  /** Drops kept records after their rows changed (a change of stock), so that the next load reads them again. */
  forget(ids: readonly number[]): void {
    for (const id of ids) this.loaded.delete(id);
  }

  idBySku(sku: string): number | undefined {
    return this.bySku.get(sku)?.entity_id;
  }

  /** The packshot a media file is drawn from. */
  drawingFor(file: string): PackshotSpec | undefined {
    const row = this.drawing.get(file);
    return row ? (JSON.parse(row.drawing) as PackshotSpec) : undefined;
  }
}

/** Per request: the products it needs, loaded in batches (a page and its variants), never product by product. */
export class CatalogSession {
  private readonly cache = new Map<number, ProductRecord>();

  constructor(private readonly repository: ProductRepository) {}

  /** The products in the order of `ids` (unknown ids skipped); configurables come with their variants loaded. */
  products(ids: readonly number[]): ProductRecord[] {
    const missing = ids.filter((id) => !this.cache.has(id));
    if (missing.length > 0) {
      const loaded = this.repository.load(missing);
      for (const [id, record] of loaded) this.cache.set(id, record);
      const variantIds = [...loaded.values()].flatMap((p) => p.variantIds).filter((id) => !this.cache.has(id));
      if (variantIds.length > 0) for (const [id, record] of this.repository.load(variantIds)) this.cache.set(id, record);
    }
    return ids.map((id) => this.cache.get(id)).filter((p): p is ProductRecord => p !== undefined);
  }

  product(id: number): ProductRecord | undefined {
    return this.products([id])[0];
  }
}
