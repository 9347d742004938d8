import { describe, expect, test } from 'vitest';
import { categories } from '../../src/backend/seed/categories';
import { products } from '../../src/backend/seed/products';
import { reviews } from '../../src/backend/seed/reviews';
import type { SeedCategory, SeedImage, SeedProduct } from '../../src/backend/seed/types';

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const hex = /^#[0-9a-fA-F]{6}$/;

const byKey = new Map(categories.map((c) => [c.key, c]));
const childrenOf = (key: string | null): SeedCategory[] => categories.filter((c) => c.parent === key);

function depth(c: SeedCategory): number {
  let d = 1;
  let parent = c.parent;
  while (parent !== null) {
    const p = byKey.get(parent);
    if (!p || d > categories.length) throw new Error(`broken parent chain at ${c.key}`);
    d += 1;
    parent = p.parent;
  }
  return d;
}

function urlPath(c: SeedCategory): string {
  const segments = [c.urlKey];
  let parent = c.parent;
  while (parent !== null) {
    const p = byKey.get(parent);
    if (!p) throw new Error(`missing parent ${parent}`);
    segments.unshift(p.urlKey);
    parent = p.parent;
  }
  return segments.join('/');
}

function duplicates<T>(values: T[]): T[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

function allImages(p: SeedProduct): SeedImage[] {
  return [...p.images, ...(p.variants ?? []).flatMap((v) => v.images ?? [])];
}

describe('seed categories', () => {
  test('at least 15 categories with unique keys', () => {
    expect(categories.length).toBeGreaterThanOrEqual(15);
    expect(duplicates(categories.map((c) => c.key))).toEqual([]);
  });

  test('every parent exists and the tree is 3 to 4 levels deep', () => {
    for (const c of categories) {
      if (c.parent !== null) expect(byKey.has(c.parent), `${c.key} → ${c.parent}`).toBe(true);
    }
    const depths = categories.map(depth);
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...depths)).toBeLessThanOrEqual(4);
  });

  test('url keys are lowercase ASCII slugs and url paths are unique', () => {
    for (const c of categories) expect(c.urlKey, c.key).toMatch(slug);
    expect(duplicates(categories.map((c) => c.urlKey))).toEqual([]);
    expect(duplicates(categories.map(urlPath))).toEqual([]);
  });

  test('sibling positions are distinct', () => {
    for (const parent of [null, ...categories.map((c) => c.key)]) {
      const siblings = childrenOf(parent);
      expect(duplicates(siblings.map((c) => c.position)), String(parent)).toEqual([]);
    }
  });

  test('exactly one skinny top-level category, with at least 6 leaf children', () => {
    const skinny = categories.filter((c) => c.skinnyNavigation);
    expect(skinny).toHaveLength(1);
    const [only] = skinny;
    expect(only?.parent).toBeNull();
    const kids = childrenOf(only?.key ?? '');
    expect(kids.length).toBeGreaterThanOrEqual(6);
    for (const k of kids) expect(childrenOf(k.key), k.key).toEqual([]);
  });

  test('one or two utility categories stay out of the menu', () => {
    const hidden = categories.filter((c) => !c.includeInMenu);
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    expect(hidden.length).toBeLessThanOrEqual(2);
  });

  test('top-level menu categories carry Page Builder promo content linking to real pages and images', () => {
    const categoryPaths = new Set(categories.map((c) => `/${urlPath(c)}.html`));
    const productPaths = new Set(products.map((p) => `/${p.urlKey}.html`));
    const imageFiles = new Set(products.flatMap((p) => allImages(p).map((i) => i.file)));
    for (const c of childrenOf(null).filter((c) => c.includeInMenu)) {
      const html = c.promoContent ?? '';
      expect(html, c.key).toContain('data-content-type="row"');
      expect(html, c.key).toContain('data-content-type="heading"');
      expect(html, c.key).toContain('data-content-type="button-item"');
      expect(html, c.key).toMatch(/data-appearance="[a-z-]+"/);
      expect(html, c.key).toMatch(/data-element="main"/);
      const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(links.length, c.key).toBeGreaterThan(0);
      for (const link of links) {
        expect(categoryPaths.has(link) || productPaths.has(link), `${c.key}: ${link}`).toBe(true);
      }
      for (const [, file] of html.matchAll(/\{\{media url=catalog\/product\/([^}]+)\}\}/g)) {
        expect(imageFiles.has(file ?? ''), `${c.key}: ${file}`).toBe(true);
      }
    }
  });

  test('descriptions are short HTML', () => {
    for (const c of categories) expect(c.description, c.key).toMatch(/^<p>.*<\/p>$/s);
  });
});

describe('seed products', () => {
  test('at least 80 products with unique skus and url keys', () => {
    expect(products.length).toBeGreaterThanOrEqual(80);
    const skus = [...products.map((p) => p.sku), ...products.flatMap((p) => (p.variants ?? []).map((v) => v.sku))];
    expect(duplicates(skus)).toEqual([]);
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/);
    expect(duplicates(products.map((p) => p.urlKey))).toEqual([]);
    for (const p of products) expect(p.urlKey, p.sku).toMatch(slug);
  });

  test('product url keys do not collide with category pages', () => {
    const paths = new Set(categories.map(urlPath));
    for (const p of products) expect(paths.has(p.urlKey), p.urlKey).toBe(false);
  });

  test('every product sits in 1 to 3 existing categories', () => {
    for (const p of products) {
      expect(p.categories.length, p.sku).toBeGreaterThanOrEqual(1);
      expect(p.categories.length, p.sku).toBeLessThanOrEqual(3);
      expect(duplicates(p.categories), p.sku).toEqual([]);
      for (const key of p.categories) expect(byKey.has(key), `${p.sku} → ${key}`).toBe(true);
    }
  });

  test('every menu leaf category has at least one product', () => {
    const used = new Set(products.flatMap((p) => p.categories));
    for (const c of categories.filter((c) => childrenOf(c.key).length === 0)) {
      expect(used.has(c.key), c.key).toBe(true);
    }
  });

  test('at least 10 configurable products, with a variant for every option combination', () => {
    const configurables = products.filter((p) => p.type === 'configurable');
    expect(configurables.length).toBeGreaterThanOrEqual(10);
    for (const p of configurables) {
      const options = p.options ?? [];
      const variants = p.variants ?? [];
      expect(options.length, p.sku).toBeGreaterThan(0);
      for (const o of options) {
        expect(['pack_size', 'flavour']).toContain(o.code);
        expect(o.values.length, `${p.sku} ${o.code}`).toBeGreaterThanOrEqual(2);
        expect(duplicates(o.values.map((v) => v.code)), p.sku).toEqual([]);
      }
      const expected = options.reduce((n, o) => n * o.values.length, 1);
      expect(variants, p.sku).toHaveLength(expected);
      const combos = variants.map((v) => options.map((o) => v.options[o.code]).join('/'));
      expect(duplicates(combos), p.sku).toEqual([]);
      for (const v of variants) {
        expect(Object.keys(v.options).sort(), v.sku).toEqual(options.map((o) => o.code).sort());
        for (const o of options) {
          expect(o.values.map((x) => x.code), v.sku).toContain(v.options[o.code]);
        }
        if (options.some((o) => o.code === 'flavour')) expect(v.images?.length ?? 0, v.sku).toBeGreaterThanOrEqual(2);
      }
      expect(p.price, p.sku).toBe(Math.min(...variants.map((v) => v.price)));
    }
  });

  test('bigger packs cost more but less per unit', () => {
    for (const p of products.filter((p) => p.options?.length === 1 && p.options[0]?.code === 'pack_size')) {
      const sizes = (p.variants ?? [])
        .map((v) => ({ units: Number(v.options['pack_size']), price: v.price }))
        .sort((a, b) => a.units - b.units);
      for (let i = 1; i < sizes.length; i += 1) {
        const [prev, cur] = [sizes[i - 1], sizes[i]];
        if (!prev || !cur) continue;
        expect(cur.price, p.sku).toBeGreaterThan(prev.price);
        expect(cur.price / cur.units, p.sku).toBeLessThan(prev.price / prev.units);
      }
    }
  });

  test('stock: at least 5 products out of stock, some variants too', () => {
    const outOfStock = products.filter((p) => p.type === 'simple' && p.stock === 0);
    expect(outOfStock.length).toBeGreaterThanOrEqual(5);
    const variantsOut = products.flatMap((p) => (p.variants ?? []).filter((v) => v.stock === 0));
    expect(variantsOut.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(Number.isInteger(p.stock) && p.stock >= 0, p.sku).toBe(true);
      for (const v of p.variants ?? []) expect(Number.isInteger(v.stock) && v.stock >= 0, v.sku).toBe(true);
    }
  });

  test('prices are realistic and special prices are lower', () => {
    for (const p of products) {
      const isPack = p.categories[0] === 'packs-coffrets';
      for (const [sku, price, special] of [
        [p.sku, p.price, p.specialPrice] as const,
        ...(p.variants ?? []).map((v) => [v.sku, v.price, v.specialPrice] as const),
      ]) {
        expect(price, sku).toBeGreaterThanOrEqual(7.9);
        expect(price, sku).toBeLessThanOrEqual(isPack ? 99.9 : 59.9);
        expect(Math.round(price * 100) / 100, sku).toBe(price);
        if (special !== undefined) expect(special, sku).toBeLessThan(price);
      }
    }
    const onSale = products.filter((p) => p.specialPrice !== undefined || p.variants?.some((v) => v.specialPrice !== undefined));
    expect(onSale.length).toBeGreaterThanOrEqual(12);
    expect(onSale.length).toBeLessThanOrEqual(20);
  });

  test('at least two images per product, with unique, dispersed file names', () => {
    const everyFile: string[] = [];
    for (const p of products) {
      expect(p.images.length, p.sku).toBeGreaterThanOrEqual(2);
      expect(p.images[0]?.drawing.view, p.sku).toBe('front');
      const files = allImages(p).map((i) => i.file);
      expect(duplicates(files), p.sku).toEqual([]);
      everyFile.push(...files);
      for (const image of allImages(p)) {
        const [a, b, name] = image.file.split('/');
        expect(name ?? '', image.file).toMatch(/^[a-z0-9][a-z0-9-]*\.png$/);
        expect(a, image.file).toBe(name?.charAt(0));
        expect(b, image.file).toBe(name?.charAt(1));
        expect(image.label.length, image.file).toBeGreaterThan(5);
        expect(image.drawing.color, image.file).toMatch(hex);
        expect(image.drawing.accent, image.file).toMatch(hex);
        expect(image.drawing.label.length, image.file).toBeGreaterThan(0);
      }
    }
    expect(duplicates(everyFile)).toEqual([]);
  });

  test('brands, forms and dietary labels are varied', () => {
    const brands = new Set(products.map((p) => p.brand));
    const forms = new Set(products.map((p) => p.form));
    const dietary = new Set(products.flatMap((p) => p.dietary));
    expect(brands.size).toBeGreaterThanOrEqual(3);
    expect(forms.size).toBeGreaterThanOrEqual(3);
    expect(dietary.size).toBeGreaterThanOrEqual(3);
    for (const label of dietary) {
      const n = products.filter((p) => p.dietary.includes(label)).length;
      expect(n, label).toBeGreaterThanOrEqual(5);
      expect(n, label).toBeLessThan(products.length);
    }
  });

  test('texts are filled in and compliant in tone', () => {
    const forbidden = /\b(guérit|guérir|soigne|soigner|traite|traiter|prévient|prévenir|anti-stress|miracle)\b/i;
    for (const p of products) {
      for (const text of [p.name, p.shortDescription, p.description, p.ingredients, p.dosage]) {
        expect(text.trim().length, p.sku).toBeGreaterThan(0);
        expect(text, p.sku).not.toMatch(forbidden);
      }
      expect(p.description, p.sku).toMatch(/^(?:<(p|ul)>[\s\S]*?<\/\1>)+$/);
      expect(p.dosage, p.sku).toMatch(/hors de (la |leur )?portée/);
      expect(p.weight, p.sku).toBeGreaterThan(0);
    }
  });
});

describe('seed reviews', () => {
  test('a few products sold are reviewed, in French, with a vote from 1 to 5; most have no review yet', () => {
    const sold = new Set(products.map((p) => p.sku));
    const reviewed = new Set(reviews.map((r) => r.sku));
    for (const review of reviews) {
      expect(sold.has(review.sku), review.sku).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(review.rating);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(review.nickname && review.summary && review.text, review.sku).toBeTruthy();
    }
    expect(reviewed.size).toBeGreaterThanOrEqual(3);
    expect(reviewed.size).toBeLessThan(products.length / 2);
  });
});
