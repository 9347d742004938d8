import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { URL_SUFFIX } from '../../domain/store';
import { ATTRIBUTES, DIETARY_LABELS, FORM_LABELS } from '../catalog/attributes';
import { LINK_TYPES } from '../catalog/product-links';
import { foldText } from '../catalog/text';
import { rewriteWidgets } from '../content/directives';
import { mapCategoryConditions } from '../content/widget-conditions';
import { STORE_LIST_ID, STORE_LIST_PATH } from '../stores/points-of-sale';
import { ROOT_CATALOG_ID, STORE_ROOT_CATEGORY_ID, seedStoreConfig } from '../config/store-config';
import type { CmsImage } from '../seed/banner';
import { productLinks, type SeedProductLink } from '../seed/product-links';
import type {
  SeedCarrier, SeedCategory, SeedCmsBlock, SeedCmsPage, SeedImage, SeedProduct, SeedRedirect, SeedReview, SeedSalesRule, SeedStore,
} from '../seed/types';

export interface SeedData {
  categories: SeedCategory[];
  products: SeedProduct[];
  cmsPages: SeedCmsPage[];
  cmsBlocks: SeedCmsBlock[];
  /** Drawings of the images under media/wysiwyg that CMS content refers to. */
  cmsImages: CmsImage[];
  stores: SeedStore[];
  redirects: SeedRedirect[];
  salesRules: SeedSalesRule[];
  carriers: SeedCarrier[];
  /** Approved reviews, by product SKU. */
  reviews: SeedReview[];
}

export class SeedError extends Error {}

/**
 * The seed loads in parts, each recorded in core_config once loaded: a part that came with a later migration
 * (cart rules and carriers) also loads into a database seeded before it existed.
 */
const SEED_PARTS = {
  shop: 'seed/loaded_at', sales: 'seed/sales_loaded_at', reviews: 'seed/reviews_loaded_at', links: 'seed/links_loaded_at',
} as const;
export type SeedPart = keyof typeof SEED_PARTS;

/** The parts a migrated database has not loaded yet. */
export function unseededParts(db: Database): SeedPart[] {
  const loaded = db.prepare('SELECT 1 FROM core_config WHERE path = ?');
  return (Object.keys(SEED_PARTS) as SeedPart[]).filter((part) => !loaded.get(SEED_PARTS[part]));
}

/** Loads the seed (by default every part) into a migrated database, in one transaction. */
export function seedDatabase(db: Database, seed: SeedData, now: number, parts: readonly SeedPart[] = ['shop', 'sales', 'reviews', 'links']): void {
  db.transaction(() => {
    const seeder = new Seeder(db, new Date(now).toISOString());
    if (parts.includes('shop')) seeder.run(seed);
    if (parts.includes('sales')) seeder.sales(seed.salesRules, seed.carriers);
    if (parts.includes('reviews')) seeder.reviews(seed.reviews);
    if (parts.includes('links')) seeder.links(productLinks(seed.products, seed.categories));
  })();
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

class Seeder {
  private readonly optionIds = new Map<string, number>();
  private readonly categoryIds = new Map<string, number>();
  private readonly categoryById = new Map<number, { parentId: number; level: number; name: string }>();
  private readonly rewrite;
  private readonly rewriteOwner;
  private readonly addOptionStmt;

  constructor(private readonly db: Database, private readonly timestamp: string) {
    this.rewrite = db.prepare(
      'INSERT INTO url_rewrite (entity_type, entity_id, request_path, target_path, redirect_type) VALUES (?, ?, ?, ?, ?)',
    );
    this.rewriteOwner = db.prepare<[string], { entity_type: string }>('SELECT entity_type FROM url_rewrite WHERE request_path = ?');
    this.addOptionStmt = db.prepare(
      'INSERT INTO eav_attribute_option (attribute_id, code, label, sort_order) VALUES (?, ?, ?, ?)',
    );
  }

  run(seed: SeedData): void {
    this.config();
    this.attributes(seed.products);
    this.categories(seed.categories);
    this.products(seed.products);
    this.cms(seed.cmsPages, seed.cmsBlocks, seed.cmsImages);
    this.pointsOfSale(seed.stores);
    this.redirects(seed.redirects);
  }

  private config(): void {
    const put = this.db.prepare('INSERT INTO core_config (path, value) VALUES (?, ?)');
    for (const [field, value] of Object.entries(seedStoreConfig())) put.run(`store/${field}`, JSON.stringify(value));
    put.run('security/token_secret', JSON.stringify(randomBytes(32).toString('base64url')));
    put.run('cache/graphql/id_salt', JSON.stringify(randomBytes(16).toString('hex')));
    this.markLoaded('shop');
  }

  private markLoaded(part: SeedPart): void {
    this.db.prepare('INSERT INTO core_config (path, value) VALUES (?, ?)').run(SEED_PARTS[part], JSON.stringify(this.timestamp));
  }

  /** Cart price rules with their coupon codes, and the carriers with their rate tables. */
  sales(rules: SeedSalesRule[], carriers: SeedCarrier[]): void {
    const rule = this.db.prepare(
      `INSERT INTO salesrule (name, store_label, from_date, to_date, simple_action, discount_amount, simple_free_shipping, min_subtotal)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const coupon = this.db.prepare('INSERT INTO salesrule_coupon (rule_id, code) VALUES (?, ?)');
    const codes = new Set<string>();
    const isDate = (d: string | undefined) => d === undefined || /^\d{4}-\d{2}-\d{2}$/.test(d);
    for (const r of rules) {
      if (!isDate(r.from) || !isDate(r.to)) throw new SeedError(`Rule "${r.name}" has a date that is not YYYY-MM-DD`);
      if (r.action === 'by_percent' && (r.amount < 0 || r.amount > 100)) throw new SeedError(`Rule "${r.name}" takes more than 100 %`);
      const id = Number(rule.run(r.name, r.label, r.from ?? null, r.to ?? null, r.action, r.amount, r.freeShipping ? 1 : 0,
        r.minSubtotal ?? null).lastInsertRowid);
      for (const code of r.coupons) {
        if (codes.has(code.toUpperCase())) throw new SeedError(`Duplicate coupon code "${code}"`);
        codes.add(code.toUpperCase());
        coupon.run(id, code);
      }
    }
    const carrier = this.db.prepare(
      `INSERT INTO shipping_carrier (carrier_code, title, method_code, method_title, sort_order, countries, free_method, free_shipping_subtotal)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const rate = this.db.prepare('INSERT INTO shipping_tablerate (carrier_code, max_weight, price) VALUES (?, ?, ?)');
    for (const c of carriers) {
      if (c.rates.length === 0 || c.rates.some((r, i) => i > 0 && r.maxWeight <= c.rates[i - 1]!.maxWeight)) {
        throw new SeedError(`Carrier "${c.code}" needs rates in ascending weight bands`);
      }
      carrier.run(c.code, c.title, c.methodCode, c.methodTitle, c.sortOrder, c.countries.join(','), c.freeMethod ? 1 : 0,
        c.freeShippingSubtotal ?? null);
      for (const r of c.rates) rate.run(c.code, r.maxWeight, r.price);
    }
    this.markLoaded('sales');
  }

  /**
   * Approved reviews with their vote on the shop's rating, then every product's summary as Magento's
   * review_entity_summary holds it: the average vote in percent and the number of approved reviews.
   */
  reviews(reviews: SeedReview[]): void {
    const product = this.db.prepare<[string], { entity_id: number }>('SELECT entity_id FROM catalog_product WHERE sku = ? AND visibility = 4');
    const option = this.db.prepare<[number], { option_id: number }>(
      'SELECT o.option_id FROM rating_option o JOIN rating r ON r.rating_id = o.rating_id WHERE r.is_active = 1 AND o.value = ?',
    );
    const review = this.db.prepare(
      'INSERT INTO review (product_id, status_id, nickname, title, detail, created_at) VALUES (?, 1, ?, ?, ?, ?)',
    );
    const vote = this.db.prepare('INSERT INTO rating_option_vote (review_id, option_id, percent, value) VALUES (?, ?, ?, ?)');
    for (const r of reviews) {
      const id = product.get(r.sku)?.entity_id;
      if (id === undefined) throw new SeedError(`A review names an unknown product "${r.sku}"`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(r.date)) throw new SeedError(`A review of "${r.sku}" has a date that is not YYYY-MM-DD`);
      const reviewId = Number(review.run(id, r.nickname, r.summary, r.text, `${r.date} 09:00:00`).lastInsertRowid);
      vote.run(reviewId, option.get(r.rating)!.option_id, r.rating * 20, r.rating);
    }
    this.db.exec(`UPDATE catalog_product SET
      review_count = (SELECT COUNT(*) FROM review WHERE review.product_id = catalog_product.entity_id AND status_id = 1),
      rating_summary = COALESCE((SELECT AVG(v.percent) FROM rating_option_vote v JOIN review ON review.review_id = v.review_id
        WHERE review.product_id = catalog_product.entity_id AND review.status_id = 1), 0)`);
    this.markLoaded('reviews');
  }

  /** Related products, up-sells and cross-sells (Magento's catalog_product_link and its link types). */
  links(links: SeedProductLink[]): void {
    const product = this.db.prepare<[string], { entity_id: number }>('SELECT entity_id FROM catalog_product WHERE sku = ? AND visibility = 4');
    const link = this.db.prepare('INSERT INTO catalog_product_link (product_id, linked_product_id, link_type_id, position) VALUES (?, ?, ?, ?)');
    const id = (sku: string) => {
      const found = product.get(sku)?.entity_id;
      if (found === undefined) throw new SeedError(`A product link names an unknown product "${sku}"`);
      return found;
    };
    for (const l of links) l.linked.forEach((sku, position) => link.run(id(l.sku), id(sku), LINK_TYPES[l.kind], position + 1));
    this.markLoaded('links');
  }

  private option(attribute: keyof typeof ATTRIBUTES, code: string, label: string, sortOrder: number): number {
    const key = `${attribute}\u0000${label}`;
    let id = this.optionIds.get(key);
    if (id === undefined) {
      id = Number(this.addOptionStmt.run(ATTRIBUTES[attribute].id, code, label, sortOrder).lastInsertRowid);
      this.optionIds.set(key, id);
    }
    return id;
  }

  private optionId(attribute: keyof typeof ATTRIBUTES, label: string): number {
    const id = this.optionIds.get(`${attribute}\u0000${label}`);
    if (id === undefined) throw new SeedError(`No ${attribute} option "${label}"`);
    return id;
  }

  private attributes(products: SeedProduct[]): void {
    const insert = this.db.prepare(
      `INSERT INTO eav_attribute (attribute_id, attribute_code, frontend_label, frontend_input, position, is_filterable,
        is_searchable, is_comparable, is_visible_on_front, is_html_allowed_on_front, used_in_product_listing)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const a of Object.values(ATTRIBUTES)) {
      insert.run(a.id, a.code, a.label, a.input, a.position, +a.filterable, +a.searchable, +a.comparable,
        +a.visibleOnFront, +a.htmlAllowedOnFront, +a.usedInProductListing);
    }
    const brands = [...new Set(products.map((p) => p.brand))].sort((a, b) => a.localeCompare(b, 'fr'));
    brands.forEach((brand, i) => this.option('brand', brand, brand, i));
    Object.entries(FORM_LABELS).forEach(([code, label], i) => this.option('form', code, label, i));
    Object.entries(DIETARY_LABELS).forEach(([code, label], i) => this.option('dietary', code, label, i));
    for (const product of products) {
      for (const opt of product.options ?? []) {
        opt.values.forEach((v, i) => this.option(opt.code, v.code, v.label, i));
      }
    }
  }

  private categories(categories: SeedCategory[]): void {
    const insert = this.db.prepare(
      `INSERT INTO catalog_category (entity_id, parent_id, seed_key, path, level, position, name, url_key, url_path,
        include_in_menu, description, meta_title, meta_description, skinny_navigation, promo_content, promo_rich_content,
        created_at, updated_at)
       VALUES (@id, @parentId, @key, @path, @level, @position, @name, @urlKey, @urlPath, @includeInMenu, @description,
        @metaTitle, @metaDescription, @skinny, @promo, @promoRich, @ts, @ts)`,
    );
    const base = { description: null, metaTitle: null, metaDescription: null, skinny: 0, promo: null, promoRich: null,
      ts: this.timestamp, urlKey: null, urlPath: null, includeInMenu: 1, key: null };
    insert.run({ ...base, id: ROOT_CATALOG_ID, parentId: null, path: '1', level: 0, position: 0, name: 'Root Catalog' });
    insert.run({ ...base, id: STORE_ROOT_CATEGORY_ID, parentId: ROOT_CATALOG_ID, path: '1/2', level: 1, position: 1,
      name: 'Catégorie par défaut' });
    this.categoryById.set(STORE_ROOT_CATEGORY_ID, { parentId: ROOT_CATALOG_ID, level: 1, name: '' });

    const keys = new Set<string>();
    for (const c of categories) {
      if (keys.has(c.key)) throw new SeedError(`Duplicate category key "${c.key}"`);
      keys.add(c.key);
    }
    // Parents first, whatever the order of the seed.
    const paths = new Map<number, { path: string; urlPath: string }>([[STORE_ROOT_CATEGORY_ID, { path: '1/2', urlPath: '' }]]);
    let pending = categories;
    let nextId = STORE_ROOT_CATEGORY_ID + 1;
    while (pending.length > 0) {
      const later: SeedCategory[] = [];
      for (const c of pending) {
        const parentId = c.parent === null ? STORE_ROOT_CATEGORY_ID : this.categoryIds.get(c.parent);
        if (parentId === undefined) {
          if (c.parent !== null && !keys.has(c.parent)) throw new SeedError(`Category "${c.key}" has an unknown parent "${c.parent}"`);
          later.push(c);
          continue;
        }
        const parent = paths.get(parentId)!;
        const id = nextId++;
        const urlPath = parent.urlPath ? `${parent.urlPath}/${c.urlKey}` : c.urlKey;
        const level = this.categoryById.get(parentId)!.level + 1;
        insert.run({
          ...base, id, parentId, key: c.key, path: `${parent.path}/${id}`, level, position: c.position, name: c.name,
          urlKey: c.urlKey, urlPath, includeInMenu: c.includeInMenu ? 1 : 0, description: c.description || null,
          metaTitle: c.metaTitle ?? null, metaDescription: c.metaDescription ?? null, skinny: c.skinnyNavigation ? 1 : 0,
          promo: c.promoContent ?? null, promoRich: c.promoRichContent ?? null,
        });
        this.categoryIds.set(c.key, id);
        this.categoryById.set(id, { parentId, level, name: c.name });
        paths.set(id, { path: `${parent.path}/${id}`, urlPath });
        this.addRewrite('category', id, `${urlPath}${URL_SUFFIX}`, `catalog/category/view/id/${id}`);
      }
      if (later.length === pending.length) throw new SeedError('The category tree has a cycle');
      pending = later;
    }
    // children_count counts all descendants, as Magento does.
    this.db.exec(`UPDATE catalog_category SET children_count =
      (SELECT COUNT(*) FROM catalog_category d WHERE d.path LIKE catalog_category.path || '/%')`);
  }

  private ancestorsBelowRoot(categoryId: number): number[] {
    const ids: number[] = [];
    let id: number | undefined = categoryId;
    while (id !== undefined && id !== STORE_ROOT_CATEGORY_ID && id !== ROOT_CATALOG_ID) {
      ids.push(id);
      id = this.categoryById.get(id)?.parentId;
    }
    return ids;
  }

  private products(products: SeedProduct[]): void {
    const insert = this.db.prepare(
      `INSERT INTO catalog_product (sku, type_id, parent_id, visibility, name, name_sort, url_key, price, special_price, qty, brand_id,
        form_id, short_description, description, ingredients, dosage, weight, meta_title, meta_description, position,
        created_at, updated_at)
       VALUES (@sku, @type, @parentId, @visibility, @name, @nameSort, @urlKey, @price, @specialPrice, @qty, @brandId, @formId,
        @shortDescription, @description, @ingredients, @dosage, @weight, @metaTitle, @metaDescription, @position,
        @ts, @ts)`,
    );
    const addValue = this.db.prepare('INSERT OR IGNORE INTO catalog_product_option_value (product_id, option_id) VALUES (?, ?)');
    const assign = this.db.prepare('INSERT INTO catalog_category_product (category_id, product_id, position) VALUES (?, ?, ?)');
    const index = this.db.prepare(
      `INSERT INTO catalog_category_product_index (category_id, product_id, position) VALUES (?, ?, ?)
       ON CONFLICT (category_id, product_id) DO UPDATE SET position = MIN(position, excluded.position)`,
    );
    const media = this.db.prepare(
      'INSERT INTO catalog_product_media (product_id, file, label, position, drawing) VALUES (?, ?, ?, ?, ?)',
    );
    const superAttr = this.db.prepare(
      'INSERT INTO catalog_product_super_attribute (product_id, attribute_id, label, position) VALUES (?, ?, ?, ?)',
    );
    const superValue = this.db.prepare(
      'INSERT INTO catalog_product_super_attribute_value (product_super_attribute_id, option_id, position) VALUES (?, ?, ?)',
    );
    const price = this.db.prepare(
      `INSERT INTO catalog_product_index_price (entity_id, min_price, max_price, min_regular_price, max_regular_price, in_stock)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const fts = this.db.prepare(
      `INSERT INTO catalog_product_fts (rowid, name, sku, brand, categories, short_description, description, ingredients)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const addImages = (productId: number, images: SeedImage[]) => images.forEach((img, i) => {
      media.run(productId, `/${img.file.replace(/^\/+/, '')}`, img.label, i + 1, JSON.stringify(img.drawing));
    });

    const skus = new Set<string>();
    const urlKeys = new Set<string>();
    const checkSku = (sku: string) => {
      if (skus.has(sku)) throw new SeedError(`Duplicate SKU "${sku}"`);
      skus.add(sku);
    };
    for (const p of products) {
      checkSku(p.sku);
      if (urlKeys.has(p.urlKey)) throw new SeedError(`Duplicate product url key "${p.urlKey}"`);
      urlKeys.add(p.urlKey);
      const categoryIds = p.categories.map((key) => {
        const id = this.categoryIds.get(key);
        if (id === undefined) throw new SeedError(`Product "${p.sku}" names an unknown category "${key}"`);
        return id;
      });
      const common = {
        brandId: this.optionId('brand', p.brand), formId: this.optionId('form', FORM_LABELS[p.form]),
        shortDescription: p.shortDescription, description: p.description, ingredients: p.ingredients, dosage: p.dosage,
        weight: p.weight, ts: this.timestamp,
      };
      const id = Number(insert.run({
        ...common, sku: p.sku, type: p.type, parentId: null, visibility: 4, name: p.name, nameSort: foldText(p.name),
        urlKey: p.urlKey,
        price: p.price, specialPrice: p.specialPrice ?? null, qty: p.type === 'configurable' ? 0 : p.stock,
        metaTitle: p.metaTitle ?? null, metaDescription: p.metaDescription ?? null, position: p.position,
      }).lastInsertRowid);
      addImages(id, p.images);
      for (const label of p.dietary) addValue.run(id, this.optionId('dietary', DIETARY_LABELS[label]));
      for (const categoryId of categoryIds) {
        assign.run(categoryId, id, p.position);
        for (const ancestor of this.ancestorsBelowRoot(categoryId)) index.run(ancestor, id, p.position);
      }

      // Configurable parents: options and variants; the parent's price range spans its variants.
      let prices: Array<{ regular: number; final: number; inStock: boolean }> = [
        { regular: p.price, final: finalPrice(p.price, p.specialPrice), inStock: p.stock > 0 },
      ];
      const variantSkus: string[] = [];
      if (p.type === 'configurable') {
        const options = p.options ?? [];
        const variants = p.variants ?? [];
        if (options.length === 0 || variants.length === 0) throw new SeedError(`Configurable "${p.sku}" needs options and variants`);
        options.forEach((opt, position) => {
          const superId = Number(superAttr.run(id, ATTRIBUTES[opt.code].id, opt.label, position).lastInsertRowid);
          opt.values.forEach((v, i) => superValue.run(superId, this.optionId(opt.code, v.label), i));
        });
        prices = [];
        for (const v of variants) {
          checkSku(v.sku);
          const labels = options.map((opt) => {
            const value = opt.values.find((x) => x.code === v.options[opt.code]);
            if (!value) throw new SeedError(`Variant "${v.sku}" has no valid value for option "${opt.code}"`);
            return { opt, value };
          });
          const variantName = `${p.name} - ${labels.map((l) => l.value.label).join(' - ')}`;
          const variantId = Number(insert.run({
            ...common, sku: v.sku, type: 'simple', parentId: id, visibility: 1, name: variantName,
            nameSort: foldText(variantName), urlKey: null, price: v.price,
            specialPrice: v.specialPrice ?? null, qty: v.stock, metaTitle: null, metaDescription: null, position: 0,
          }).lastInsertRowid);
          // A variant without its own pictures shows its parent's.
          addImages(variantId, v.images && v.images.length > 0 ? v.images : p.images);
          for (const { opt, value } of labels) addValue.run(variantId, this.optionId(opt.code, value.label));
          const row = { regular: v.price, final: finalPrice(v.price, v.specialPrice), inStock: v.stock > 0 };
          price.run(variantId, row.final, row.final, row.regular, row.regular, +row.inStock);
          prices.push(row);
          variantSkus.push(v.sku);
        }
      }
      // Out-of-stock variants do not set the parent's price unless all are out of stock.
      const inStock = prices.filter((x) => x.inStock);
      const basis = inStock.length > 0 ? inStock : prices;
      price.run(
        id, Math.min(...basis.map((x) => x.final)), Math.max(...basis.map((x) => x.final)),
        Math.min(...basis.map((x) => x.regular)), Math.max(...basis.map((x) => x.regular)), +(inStock.length > 0),
      );
      fts.run(id, p.name, [p.sku, ...variantSkus].join(' '), p.brand,
        categoryIds.map((c) => this.categoryById.get(c)?.name ?? '').join(' '), p.shortDescription,
        stripTags(p.description), p.ingredients);
      this.addRewrite('product', id, `${p.urlKey}${URL_SUFFIX}`, `catalog/product/view/id/${id}`);
    }
  }

  private cms(pages: SeedCmsPage[], blocks: SeedCmsBlock[], images: CmsImage[]): void {
    const page = this.db.prepare(
      `INSERT INTO cms_page (identifier, title, meta_title, meta_description, content_heading, content, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const p of pages) {
      const id = Number(page.run(p.identifier, p.title, p.metaTitle ?? null, p.metaDescription ?? null,
        p.contentHeading ?? null, this.widgetCategories(p.content), this.timestamp, this.timestamp).lastInsertRowid);
      this.addRewrite('cms-page', id, p.urlKey, `cms/page/view/page_id/${id}`);
    }
    const block = this.db.prepare('INSERT INTO cms_block (identifier, title, content) VALUES (?, ?, ?)');
    for (const b of blocks) block.run(b.identifier, b.title, this.widgetCategories(b.content));
    const media = this.db.prepare('INSERT INTO cms_media (file, width, height, drawing) VALUES (?, ?, ?, ?)');
    for (const image of images) {
      media.run(image.file.replace(/^\/+/, ''), image.width, image.height, JSON.stringify(image));
    }
  }

  /** Seed widgets may name categories by key; Magento's content names them by id. */
  private widgetCategories(content: string): string {
    const toIds = (value: string) => value.split(',').map((v) => v.trim()).filter((v) => v !== '').map((v) => {
      if (/^\d+$/.test(v)) return v;
      const id = this.categoryIds.get(v);
      if (id === undefined) throw new SeedError(`A products widget names an unknown category "${v}"`);
      return String(id);
    }).join(',');
    return rewriteWidgets(content, (params) => {
      const next = { ...params };
      if (params.condition_option === 'category_ids' && params.condition_option_value) {
        next.condition_option_value = toIds(params.condition_option_value);
      }
      if (params.conditions_encoded) next.conditions_encoded = mapCategoryConditions(params.conditions_encoded, toIds);
      return JSON.stringify(next) === JSON.stringify(params) ? undefined : next;
    });
  }

  private pointsOfSale(stores: SeedStore[]): void {
    const insert = this.db.prepare(
      `INSERT INTO point_of_sale (identifier, name, url_key, store_type, address1, address2, postcode, city, region,
        country_id, telephone, latitude, longitude)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'FR', ?, ?, ?)`,
    );
    const hours = this.db.prepare('INSERT INTO point_of_sale_opening_hours (pos_id, day, open, close) VALUES (?, ?, ?, ?)');
    const special = this.db.prepare(
      'INSERT INTO point_of_sale_special_hours (pos_id, date, title, open, close) VALUES (?, ?, ?, ?, ?)',
    );
    for (const s of stores) {
      const id = Number(insert.run(s.identifier, s.name, s.urlKey, s.storeType, s.address1, s.address2 ?? null,
        s.postcode, s.city, s.region, s.telephone, s.latitude, s.longitude).lastInsertRowid);
      for (const h of s.openingHours) hours.run(id, h.day, h.open, h.close);
      for (const h of s.specialHours) special.run(id, h.date, h.title, h.open, h.close);
      this.addRewrite('point-of-sale', id, `${STORE_LIST_PATH}/${s.urlKey}`, `${STORE_LIST_PATH}/view/id/${id}`);
    }
    this.addRewrite('point-of-sale-list', STORE_LIST_ID, STORE_LIST_PATH, `${STORE_LIST_PATH}/index/index`);
  }

  private redirects(redirects: SeedRedirect[]): void {
    for (const r of redirects) this.addRewrite('custom', 0, r.requestPath, r.targetPath, r.code);
  }

  private addRewrite(type: string, id: number, requestPath: string, targetPath: string, redirect = 0): void {
    const path = requestPath.replace(/^\/+/, '');
    const owner = this.rewriteOwner.get(path);
    if (owner) throw new SeedError(`URL "${path}" is used twice (${type} and ${owner.entity_type})`);
    this.rewrite.run(type, id, path, targetPath.replace(/^\/+/, ''), redirect);
  }
}

function finalPrice(price: number, special: number | undefined): number {
  return special !== undefined && special < price ? special : price;
}
