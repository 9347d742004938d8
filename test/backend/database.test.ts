import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../../src/backend/db/open';
import { migrate } from '../../src/backend/db/migrate';
import { migrations } from '../../src/backend/db/migrations';
import { shopSeed } from '../../src/backend/db/seed-source';
import { seedDatabase, SeedError, type SeedData } from '../../src/backend/db/seed';
import { fixtureSeed } from './fixtures/seed';
import { startTestBackend } from './helpers';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('database', () => {
  test('is created with WAL, foreign keys and a schema version, then reopened with its data', async () => {
    const dataDir = tempDir();
    let seeded = 0;
    const seed = async () => {
      seeded++;
      return fixtureSeed;
    };
    const db = await openDatabase(dataDir, seed, Date.now());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: migrations.at(-1)!.version });
    db.prepare("INSERT INTO customer_entity (email, firstname, lastname, created_at, updated_at) VALUES ('a@example.com', 'A', 'B', 'now', 'now')").run();
    db.close();

    const reopened = await openDatabase(dataDir, seed, Date.now());
    expect(seeded).toBe(1);
    expect(reopened.prepare('SELECT email FROM customer_entity').all()).toEqual([{ email: 'a@example.com' }]);
    expect(reopened.prepare('SELECT COUNT(*) AS n FROM catalog_product WHERE visibility = 4').get()).toEqual({ n: 6 });
    reopened.close();
  });

  test('a database seeded before the carts migration gets its coupons and carriers on the next start', async () => {
    const dataDir = tempDir();
    const old = new Database(join(dataDir, DATABASE_FILE));
    migrate(old, migrations.slice(0, 1));
    seedDatabase(old, fixtureSeed, Date.now(), ['shop']);
    old.close();
    let seeded = 0;
    const db = await openDatabase(dataDir, async () => {
      seeded++;
      return fixtureSeed;
    }, Date.now());
    expect(seeded).toBe(1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM catalog_product WHERE visibility = 4').get()).toEqual({ n: 6 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM salesrule_coupon').get()).toEqual({ n: fixtureSeed.salesRules.flatMap((r) => r.coupons).length });
    expect(db.prepare('SELECT COUNT(*) AS n FROM shipping_carrier').get()).toEqual({ n: fixtureSeed.carriers.length });
    db.close();
  });

  test('a customer created through the API survives a restart', async () => {
    const dataDir = tempDir();
    const first = await startTestBackend({ dataDir, keepData: true });
    await first.gql('mutation { createCustomerV2(input: { firstname: "A", lastname: "B", email: "keep@example.com", password: "Garde-2030!" }) { customer { email } } }');
    await first.close();
    const second = await startTestBackend({ dataDir, keepData: true });
    const token = await second.gql('mutation { generateCustomerToken(email: "keep@example.com", password: "Garde-2030!") { token } }');
    expect(token.body.data?.generateCustomerToken.token).toBeTruthy();
    await second.close();
  });

  test('migrations apply in order, once', () => {
    const db = new Database(':memory:');
    const migrations = [
      { version: 1, name: 'a', sql: 'CREATE TABLE a (x INTEGER)' },
      { version: 2, name: 'b', sql: 'ALTER TABLE a ADD COLUMN y INTEGER' },
    ];
    expect(migrate(db, migrations.slice(0, 1))).toBe(1);
    expect(migrate(db, migrations)).toBe(2);
    expect(migrate(db, migrations)).toBe(2);
    expect(db.prepare('SELECT version FROM schema_version ORDER BY version').all()).toEqual([{ version: 1 }, { version: 2 }]);
    expect(() => migrate(db, [...migrations, { version: 4, name: 'gap', sql: '' }])).toThrow('Migration 4 (gap) does not follow version 2');
    // A failing migration leaves the database at its previous version.
    expect(() => migrate(db, [...migrations, { version: 3, name: 'bad', sql: 'CREATE TABLE a (z INTEGER)' }])).toThrow();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: 2 });
  });

  test('the orders of a database made before the `new` state keep their lines, payments and reservations', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const before = migrations.findIndex((m) => m.name === 'order-state-new');
    migrate(db, migrations.slice(0, before));
    db.exec(`
      INSERT INTO quote (entity_id, masked_id, created_at, updated_at) VALUES (7, 'panier', 'now', 'now');
      INSERT INTO sales_order (entity_id, increment_id, quote_id, state, status, customer_is_guest, customer_email, customer_firstname,
        customer_lastname, shipping_method, shipping_description, subtotal, subtotal_incl_tax, discount_amount, shipping_amount,
        shipping_incl_tax, shipping_tax_amount, tax_amount, grand_total, total_paid, total_qty_ordered, order_currency_code, email_sent,
        created_at, updated_at)
      VALUES (3, '000000003', 7, 'processing', 'processing', 1, 'a@example.com', 'A', 'B', 'colissimo_domicile', 'Colissimo', 18.77, 19.8,
        0, 4.64, 4.9, 0.26, 1.29, 24.7, 24.7, 2, 'EUR', 1, 'then', 'then');
      INSERT INTO sales_order_item (order_id, product_id, sku, name, qty_ordered, price, price_incl_tax, row_total, row_total_incl_tax,
        discount_amount, tax_amount, tax_percent) VALUES (3, 1, 'MELA-1', 'Mélatonine', 2, 9.38, 9.9, 18.77, 19.8, 0, 1.03, 5.5);
      INSERT INTO sales_order_payment (parent_id, method, amount_ordered) VALUES (3, 'adyen_cc', 24.7);
      INSERT INTO inventory_reservation (order_id, product_id, sku, quantity, created_at) VALUES (3, 1, 'MELA-1', 2, 'then');
    `);
    expect(migrate(db)).toBe(migrations.at(-1)!.version);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare('SELECT entity_id, increment_id, state, grand_total, created_at FROM sales_order').all())
      .toEqual([{ entity_id: 3, increment_id: '000000003', state: 'processing', grand_total: 24.7, created_at: 'then' }]);
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect([count('sales_order_item'), count('sales_order_payment'), count('inventory_reservation')]).toEqual([1, 1, 1]);
    db.prepare("UPDATE sales_order SET state = 'new', status = 'pending' WHERE entity_id = 3").run();
    expect(() => db.prepare("UPDATE sales_order SET state = 'paid' WHERE entity_id = 3").run()).toThrow('CHECK constraint failed');
    // The tables referencing orders still do, deletes cascading as before.
    expect(() => db.prepare('INSERT INTO sales_order_payment (parent_id, method, amount_ordered) VALUES (99, ?, 0)').run('checkmo'))
      .toThrow('FOREIGN KEY constraint failed');
    db.prepare('DELETE FROM sales_order WHERE entity_id = 3').run();
    expect([count('sales_order_item'), count('sales_order_payment'), count('inventory_reservation')]).toEqual([0, 0, 0]);
  });

  test('a broken seed is refused with a clear message and nothing is loaded', () => {
    const db = new Database(':memory:');
    migrate(db);
    const broken: SeedData = { ...fixtureSeed, products: [{ ...fixtureSeed.products[0]!, categories: ['nowhere'] }] };
    expect(() => seedDatabase(db, broken, Date.now())).toThrow(new SeedError('Product "MELA-1" names an unknown category "nowhere"'));
    expect(db.prepare('SELECT COUNT(*) AS n FROM catalog_category').get()).toEqual({ n: 0 });
    const clash: SeedData = { ...fixtureSeed, redirects: [{ requestPath: 'omega-3.html', targetPath: 'x.html', code: 301 }] };
    expect(() => seedDatabase(db, clash, Date.now())).toThrow('URL "omega-3.html" is used twice (custom and product)');
  });
});

describe('the shop seed', () => {
  test('loads fast, with URL rewrites for every category, product, page, shop and redirect', async () => {
    const seed = shopSeed();
    const dataDir = tempDir();
    const started = performance.now();
    const db = await openDatabase(dataDir, async () => seed, Date.now());
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(seed.products.length).toBeGreaterThanOrEqual(80);
    expect(count('SELECT COUNT(*) AS n FROM catalog_product WHERE visibility = 4')).toBe(seed.products.length);
    expect(count("SELECT COUNT(*) AS n FROM url_rewrite WHERE entity_type = 'category'")).toBe(seed.categories.length);
    expect(count("SELECT COUNT(*) AS n FROM url_rewrite WHERE entity_type = 'product'")).toBe(seed.products.length);
    expect(count("SELECT COUNT(*) AS n FROM url_rewrite WHERE entity_type = 'cms-page'")).toBe(seed.cmsPages.length);
    expect(count("SELECT COUNT(*) AS n FROM url_rewrite WHERE entity_type = 'point-of-sale'")).toBe(seed.stores.length);
    expect(count("SELECT COUNT(*) AS n FROM url_rewrite WHERE entity_type = 'custom'")).toBe(seed.redirects.length);
    expect(count("SELECT COUNT(*) AS n FROM url_rewrite WHERE request_path = 'stores'")).toBe(1);
    // Every image content refers to can be drawn.
    const media = db.prepare('SELECT content FROM cms_page UNION ALL SELECT content FROM cms_block UNION ALL SELECT promo_content FROM catalog_category').all() as Array<{ content: string | null }>;
    const files = media.flatMap((r) => [...(r.content ?? '').matchAll(/\{\{media url="?([^"}\s\\&]+)/g)].map((m) => m[1]!));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const known = file.startsWith('catalog/product/')
        ? db.prepare('SELECT 1 FROM catalog_product_media WHERE file = ?').get(`/${file.slice('catalog/product/'.length)}`)
        : db.prepare('SELECT 1 FROM cms_media WHERE file = ?').get(file);
      expect(known, file).toBeDefined();
    }
    db.close();
    expect(DATABASE_FILE).toBe('vitrine.sqlite');
  });
});
