import type { Database, Statement } from 'better-sqlite3';
import type { CategoryTree } from './category-tree';
import type { ProductRepository } from './product-repository';
import { DEFAULT_QUERY_LENGTH, foldText, ftsQuery, isQueryTextShort, searchTokens, type QueryLength } from './text';

export type SortField = 'relevance' | 'position' | 'name' | 'price';
export type SortDirection = 'ASC' | 'DESC';

export interface TextMatch {
  match: string;
  /** FULL: the whole value equals the text; PARTIAL: every word of the text starts a word of the value. */
  full: boolean;
}

/** A listing filter, already decoded (uids to ids); an empty id list matches nothing. */
export interface ProductFilter {
  productIds?: number[];
  categoryIds?: number[];
  skus?: string[];
  urlKeys?: string[];
  name?: TextMatch;
  description?: TextMatch;
  shortDescription?: TextMatch;
  price?: { from?: number; to?: number };
  /** Option ids of filterable attributes, by attribute code; a product matches any of an attribute's ids. */
  attributes?: Record<string, number[]>;
}

/** An attribute the layered navigation filters on (is_filterable), as Magento declares it. */
export interface FilterableAttribute {
  id: number;
  code: string;
  label: string;
  position: number;
  /** select, multiselect, boolean (option ids), price (ranges), text (words)… */
  input: string;
}

/** Attributes kept in a column of the product row rather than as option rows. */
const COLUMN_ATTRIBUTES: Record<string, 'brand_id' | 'form_id'> = { brand: 'brand_id', form: 'form_id' };

export interface SearchRequest {
  /** Full-text query; undefined when the listing is not a search. */
  search?: string;
  filter: ProductFilter;
  sort: Array<{ field: SortField; direction: SortDirection }>;
}

export interface AggregationOption {
  label: string;
  value: string;
  count: number;
}

export interface Aggregation {
  attribute_code: string;
  label: string;
  position: number;
  count: number;
  options: AggregationOption[];
}

/** bm25 weights, in column order: name, sku, brand, categories, short description, description, ingredients. */
const BM25 = 'bm25(catalog_product_fts, 10.0, 8.0, 4.0, 3.0, 2.0, 1.0, 1.0)';
const FTS_COLUMNS = { name: 'name', description: 'description', shortDescription: 'short_description' } as const;
const IDS = '(SELECT value FROM json_each(?))';
/** Magento's automatic price step never goes below 10. */
const MIN_PRICE_STEP = 10;

/** Product listings: filters, full-text search, sorting and layered-navigation counts, all in SQLite. */
export class ProductSearch {
  private readonly statements = new Map<string, Statement>();
  /** Attribute options (labels and order), read once: a few dozen rows. */
  private readonly options: Map<number, { label: string; sort_order: number }>;
  private readonly attributeOfOption: Map<number, number>;
  /** The attributes with options that the layered navigation offers, in their order. */
  readonly filterable: FilterableAttribute[];

  constructor(
    private readonly db: Database,
    private readonly categories: CategoryTree,
    private readonly products: ProductRepository,
    /** The store config's query length bounds, read on each search (an admin may change them). */
    private readonly queryLength: () => QueryLength = () => DEFAULT_QUERY_LENGTH,
  ) {
    const rows = db.prepare('SELECT option_id, attribute_id, label, sort_order FROM eav_attribute_option').all() as
      Array<{ option_id: number; attribute_id: number; label: string; sort_order: number }>;
    this.options = new Map(rows.map((r) => [r.option_id, { label: r.label, sort_order: r.sort_order }]));
    this.attributeOfOption = new Map(rows.map((r) => [r.option_id, r.attribute_id]));
    this.filterable = db.prepare(
      `SELECT attribute_id AS id, attribute_code AS code, frontend_label AS label, position, frontend_input AS input
       FROM eav_attribute WHERE is_filterable = 1 AND frontend_input IN ('select', 'multiselect', 'boolean')
       ORDER BY position, attribute_id`,
    ).all() as FilterableAttribute[];
  }

  /** Every matching product id, in listing order. */
  search(request: SearchRequest): number[] {
    const where: string[] = ['p.visibility = 4'];
    const params: unknown[] = [];
    const joins: string[] = [];
    const f = request.filter;
    let scored = false;

    const bounds = this.queryLength();
    if (request.search !== undefined && isQueryTextShort(request.search, bounds)) return [];
    const tokens = request.search === undefined ? [] : searchTokens(request.search, bounds.max);
    if (tokens.length > 0) {
      joins.push(`JOIN (SELECT rowid AS id, ${BM25} AS score FROM catalog_product_fts WHERE catalog_product_fts MATCH ?) s
        ON s.id = p.entity_id`);
      params.push(ftsQuery(tokens));
      scored = true;
    }
    // A category listing sorts by the product's position in that category.
    const positionCategory = f.categoryIds?.length === 1 ? f.categoryIds[0] : undefined;
    if (positionCategory !== undefined) {
      joins.push('LEFT JOIN catalog_category_product_index cp ON cp.product_id = p.entity_id AND cp.category_id = ?');
      params.push(positionCategory);
    }
    const inList = (column: string, values: readonly unknown[]) => {
      where.push(`${column} IN ${IDS}`);
      params.push(JSON.stringify(values));
    };
    if (f.categoryIds) {
      where.push(`p.entity_id IN (SELECT product_id FROM catalog_category_product_index WHERE category_id IN ${IDS})`);
      params.push(JSON.stringify(f.categoryIds));
    }
    if (f.productIds) inList('p.entity_id', f.productIds);
    if (f.skus) inList('p.sku', f.skus);
    if (f.urlKeys) inList('p.url_key', f.urlKeys);
    for (const [code, ids] of Object.entries(f.attributes ?? {})) {
      const attribute = this.filterable.find((a) => a.code === code);
      // An attribute that is not filterable matches nothing, as an empty list of ids does.
      const optionIds = attribute ? ids.filter((id) => this.isOptionOf(id, attribute.id)) : [];
      const column = COLUMN_ATTRIBUTES[code];
      if (column) inList(`p.${column}`, optionIds);
      else {
        where.push(`p.entity_id IN (SELECT product_id FROM catalog_product_option_value WHERE option_id IN ${IDS})`);
        params.push(JSON.stringify(optionIds));
      }
    }
    if (f.price?.from !== undefined) {
      where.push('ip.min_price >= ?');
      params.push(f.price.from);
    }
    if (f.price?.to !== undefined) {
      where.push('ip.min_price <= ?');
      params.push(f.price.to);
    }
    for (const key of ['name', 'description', 'shortDescription'] as const) {
      const match = f[key];
      if (!match) continue;
      if (match.full && key === 'name') {
        where.push('p.name_sort = ?');
        params.push(foldText(match.match.trim()));
        continue;
      }
      const words = searchTokens(match.match, bounds.max);
      if (words.length === 0) continue;
      where.push('p.entity_id IN (SELECT rowid FROM catalog_product_fts WHERE catalog_product_fts MATCH ?)');
      params.push(ftsQuery(words, FTS_COLUMNS[key]));
    }

    const order: string[] = [];
    for (const { field, direction } of request.sort) {
      if (field === 'relevance') {
        // bm25 is lower for better matches: the best first is ASC on the score.
        if (scored) order.push(`s.score ${direction === 'DESC' ? 'ASC' : 'DESC'}`);
      } else if (field === 'position') {
        if (positionCategory !== undefined) order.push(`cp.position ${direction}`);
        order.push(`p.position ${direction}`);
      } else if (field === 'name') {
        order.push(`p.name_sort ${direction}`);
      } else {
        order.push(`ip.min_price ${direction}`);
      }
    }
    order.push('p.entity_id ASC');

    const sql = `SELECT p.entity_id AS id FROM catalog_product p
      JOIN catalog_product_index_price ip ON ip.entity_id = p.entity_id ${joins.join(' ')}
      WHERE ${where.join(' AND ')} ORDER BY ${order.join(', ')}`;
    return (this.statement(sql).all(...params) as Array<{ id: number }>).map((r) => r.id);
  }

  /**
   * Layered navigation over a result set: category (anchor: a product counts in every ancestor), price buckets and
   * the filterable attributes, with counts. Computed from the product records, which the listing has loaded anyway.
   */
  aggregations(ids: readonly number[], filter: ProductFilter, directChildrenOnly: boolean): Aggregation[] {
    if (ids.length === 0) return [];
    const records = [...this.products.load(ids).values()];
    const out: Aggregation[] = [];
    const push = (code: string, label: string, position: number, options: AggregationOption[]) => {
      if (options.length > 0) out.push({ attribute_code: code, label, position, count: options.length, options });
    };
    const count = (map: Map<number, number>, key: number | null) => {
      if (key !== null) map.set(key, (map.get(key) ?? 0) + 1);
    };

    const categories = new Map<number, number>();
    for (const p of records) {
      const anchors = new Set(p.categoryIds.flatMap((c) => [c, ...this.categories.ancestors(c).map((a) => a.entity_id)]));
      for (const c of anchors) count(categories, c);
    }
    const filtered = new Set(filter.categoryIds ?? []);
    const only = filter.categoryIds?.length === 1 ? filter.categoryIds[0] : undefined;
    const candidates = directChildrenOnly
      ? this.categories.children(only ?? this.rootId())
      : this.categories.all().filter((c) => c.level >= 2 && !filtered.has(c.entity_id));
    push('category_uid', 'Catégorie', 0, candidates
      .filter((c) => categories.has(c.entity_id))
      .map((c) => ({ label: c.name, value: Buffer.from(String(c.entity_id)).toString('base64'), count: categories.get(c.entity_id)! })));

    push('price', 'Prix', 1, priceBuckets(records.map((p) => p.min_price)));

    const options = (counts: Map<number, number>) => [...counts.entries()]
      .map(([id, n]) => ({ option: this.options.get(id), id, n }))
      .filter((o) => o.option !== undefined)
      .sort((a, b) => a.option!.sort_order - b.option!.sort_order)
      .map((o) => ({ label: o.option!.label, value: String(o.id), count: o.n }));
    // Every filterable attribute, as Magento's layered navigation has it: no attribute is named here.
    for (const attribute of this.filterable) {
      const counts = new Map<number, number>();
      const column = COLUMN_ATTRIBUTES[attribute.code];
      for (const p of records) {
        if (column) count(counts, p[column]);
        else for (const o of p.options) if (o.attribute_id === attribute.id) count(counts, o.option_id);
      }
      push(attribute.code, attribute.label, attribute.position, options(counts));
    }
    return out;
  }

  private isOptionOf(optionId: number, attributeId: number): boolean {
    return this.attributeOfOption.get(optionId) === attributeId;
  }

  private rootId(): number {
    return this.categories.all().find((c) => c.level === 1)?.entity_id ?? 2;
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/**
 * Magento's automatic price step: the largest power of ten below the highest price that still gives two
 * buckets (never under 10); buckets are [k·step, (k+1)·step), valued "from_to" and labelled "from-to".
 */
export function priceBuckets(prices: readonly number[]): AggregationOption[] {
  if (prices.length === 0) return [];
  const max = Math.floor(Math.max(...prices));
  const bucketsOf = (step: number) => {
    const buckets = new Map<number, number>();
    for (const price of prices) {
      const k = Math.floor(price / step);
      buckets.set(k, (buckets.get(k) ?? 0) + 1);
    }
    return buckets;
  };
  let index = 1;
  let step: number;
  let buckets: Map<number, number>;
  do {
    step = 10 ** (String(max).length - index);
    buckets = bucketsOf(step);
    index++;
  } while (step > MIN_PRICE_STEP && buckets.size < 2);
  return [...buckets.entries()].sort((a, b) => a[0] - b[0]).map(([k, count]) => {
    const from = k * step;
    const to = (k + 1) * step;
    return { label: `${from}-${to}`, value: `${from}_${to}`, count };
  });
}
