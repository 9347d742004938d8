import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { drawBanner } from '../../src/backend/seed/banner';
import { categories } from '../../src/backend/seed/categories';
import { cmsBlocks, cmsImages, cmsPages, homeProductSkus } from '../../src/backend/seed/cms';
import { drawPackshot } from '../../src/backend/seed/packshot';
import { products } from '../../src/backend/seed/products';
import { redirects } from '../../src/backend/seed/redirects';
import { stores } from '../../src/backend/seed/stores';
import type { PackshotSpec, SeedCategory } from '../../src/backend/seed/types';

// ─── A small markup tokenizer: enough to check nesting, attributes and entities ──────────────

interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Index of the tag in document order. */
  index: number;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TOKEN = /<!--[\s\S]*?-->|<\?xml[^?]*\?>|<(\/?)([a-zA-Z][\w:.-]*)((?:\s+[\w:.-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/g;
const ATTR = /([\w:.-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g;
const ENTITY = /&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/g;

/** Parses markup; throws on unbalanced tags, stray "<" or malformed entities. */
function parse(markup: string, opts: { xml: boolean }): Tag[] {
  const tags: Tag[] = [];
  const stack: string[] = [];
  let last = 0;
  const checkText = (text: string, where: number) => {
    if (text.includes('<')) throw new Error(`stray "<" near ${where}: ${text.slice(0, 80)}`);
    const bare = text.replace(ENTITY, '');
    if (bare.includes('&')) throw new Error(`unescaped "&" near ${where}: ${text.slice(0, 80)}`);
    if (opts.xml) {
      for (const m of text.matchAll(ENTITY)) {
        if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(m[0])) throw new Error(`not an XML entity: ${m[0]}`);
      }
    }
  };
  for (const m of markup.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    checkText(markup.slice(last, at), at);
    last = at + m[0].length;
    if (m[0].startsWith('<!--') || m[0].startsWith('<?xml')) continue;
    const [, closing, rawName, rawAttrs, selfClosing] = m;
    const name = opts.xml ? (rawName ?? '') : (rawName ?? '').toLowerCase();
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}> at ${at}`);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of (rawAttrs ?? '').matchAll(ATTR)) {
      const key = a[1] ?? '';
      if (key in attrs) throw new Error(`duplicate attribute ${key} on <${name}>`);
      const value = a[2] ?? a[3];
      if (value === undefined && opts.xml) throw new Error(`attribute ${key} without value on <${name}>`);
      checkText(value ?? '', at);
      attrs[key] = value ?? '';
    }
    tags.push({ name, attrs, index: tags.length });
    if (!selfClosing && !(!opts.xml && VOID.has(name))) stack.push(name);
  }
  checkText(markup.slice(last), last);
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return tags;
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

// ─── Storefront paths the content may link to ──────────────────────────────────────────────

const byKey = new Map(categories.map((c) => [c.key, c]));
function categoryPath(c: SeedCategory): string {
  const parts = [c.urlKey];
  for (let p = c.parent; p !== null; p = byKey.get(p)?.parent ?? null) parts.unshift(byKey.get(p)?.urlKey ?? '?');
  return `${parts.join('/')}.html`;
}
const categoryPaths = new Set(categories.map(categoryPath));
const productPaths = new Set(products.map((p) => `${p.urlKey}.html`));
const pagePaths = new Set(cmsPages.map((p) => p.urlKey));
const appRoutes = new Set(['', 'stores', 'contact-us', 'track-my-order/', 'search.html', 'cart', 'sign-in']);
const allSkus = new Set(products.flatMap((p) => [p.sku, ...(p.variants ?? []).map((v) => v.sku)]));
const imageFiles = new Set(cmsImages.map((i) => i.file));

/** Whether a root-relative storefront path (no leading slash) leads somewhere. */
function resolves(path: string): boolean {
  return categoryPaths.has(path) || productPaths.has(path) || pagePaths.has(path) || appRoutes.has(path);
}

// ─── Page Builder rules ────────────────────────────────────────────────────────────────────

const ROW_ATTRS = [
  'data-enable-parallax',
  'data-parallax-speed',
  'data-background-images',
  'data-background-type',
  'data-video-loop',
  'data-video-play-only-visible',
  'data-video-lazy-load',
  'data-video-fallback-src',
];

/** Data attributes Page Builder writes on each content type's main element. */
const REQUIRED: Record<string, string[]> = {
  slider: ['data-autoplay', 'data-autoplay-speed', 'data-fade', 'data-infinite-loop', 'data-show-arrows', 'data-show-dots'],
  slide: ['data-slide-name', 'data-show-button', 'data-show-overlay'],
  banner: ['data-show-button', 'data-show-overlay'],
  tabs: ['data-active-tab'],
  'tab-item': ['data-tab-name', 'id', 'data-background-images'],
  buttons: ['data-same-width'],
  'column-group': ['data-grid-size'],
  column: ['data-background-images'],
};

/** Content types without data-appearance in Page Builder's storage format. */
const NO_APPEARANCE = new Set(['column-line']);

function checkPageBuilder(html: string, where: string): Tag[] {
  const tags = parse(html, { xml: false });
  tags.forEach((tag, i) => {
    const type = tag.attrs['data-content-type'];
    if (type === undefined) return;
    const label = `${where}: <${tag.name} data-content-type="${type}">`;
    expect(tag.attrs['data-element'], `${label} data-element`).toBe('main');
    if (!NO_APPEARANCE.has(type)) expect(tag.attrs['data-appearance'], `${label} data-appearance`).toBeTruthy();
    for (const attr of REQUIRED[type] ?? []) expect(tag.attrs, `${label} ${attr}`).toHaveProperty(attr);
    if (type === 'row') {
      const appearance = tag.attrs['data-appearance'];
      expect(['contained', 'full-width', 'full-bleed']).toContain(appearance);
      const holder = appearance === 'contained' ? tags[i + 1] : tag;
      if (appearance === 'contained') expect(holder?.attrs['data-element'], `${label} inner`).toBe('inner');
      for (const attr of ROW_ATTRS) expect(holder?.attrs, `${label} ${attr}`).toHaveProperty(attr);
      expect(holder?.attrs.style, `${label} style`).toMatch(/display: flex; flex-direction: column;/);
    }
  });
  for (const tag of tags) {
    // background images: JSON once the stored backslashes are removed, pointing at drawn images
    const bg = tag.attrs['data-background-images'];
    if (bg !== undefined) {
      const json = JSON.parse(decode(bg).replace(/\\(.)/g, '$1')) as Record<string, string>;
      for (const value of Object.values(json)) {
        const file = /^\{\{media url=(.+)\}\}$/.exec(value)?.[1];
        expect(file && imageFiles.has(file), `${where}: background ${value}`).toBe(true);
      }
    }
    // links stay inside the shop and lead to something that exists
    const href = tag.attrs.href;
    if (tag.name === 'a' && href !== undefined && href.startsWith('/')) {
      expect(resolves(decode(href).slice(1).split(/[?#]/)[0] ?? ''), `${where}: link ${href}`).toBe(true);
    }
  }
  // media directives: every wysiwyg image has a drawing
  for (const m of html.matchAll(/\{\{media url=([^}]+)\}\}/g)) {
    const file = m[1] ?? '';
    if (file.startsWith('wysiwyg/')) expect(imageFiles.has(file), `${where}: ${file}`).toBe(true);
  }
  return tags;
}

// ─── CMS ────────────────────────────────────────────────────────────────────────────────────

describe('CMS pages and blocks', () => {
  const home = cmsPages.find((p) => p.identifier === 'home');

  test('identifiers and url keys are unique kebab-case ASCII', () => {
    const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
    for (const list of [cmsPages.map((p) => p.identifier), cmsPages.map((p) => p.urlKey), cmsBlocks.map((b) => b.identifier)]) {
      expect(new Set(list).size).toBe(list.length);
      for (const id of list) expect(id).toMatch(slug);
    }
  });

  test('the pages and blocks the storefront names exist', () => {
    const urlKeys = cmsPages.map((p) => p.urlKey);
    for (const key of ['home', 'donnees-personnelles', 'about-us', 'customer-service', 'no-route']) expect(urlKeys).toContain(key);
    const ids = cmsBlocks.map((b) => b.identifier);
    for (const id of ['footer-checkout-links-block', 'top-banner', 'contact-us-banner', 'contact-us-sidebar']) expect(ids).toContain(id);
    for (const page of cmsPages) expect(page.title.trim(), page.identifier).not.toBe('');
    for (const item of [...cmsPages, ...cmsBlocks]) expect(item.content.length, item.identifier).toBeGreaterThan(80);
  });

  test('the home page holds every content type', () => {
    expect(home).toBeDefined();
    const tags = checkPageBuilder(home?.content ?? '', 'home');
    const types = new Set(tags.map((t) => t.attrs['data-content-type']).filter(Boolean));
    for (const type of [
      'row',
      'banner',
      'slider',
      'slide',
      'products',
      'tabs',
      'tab-item',
      'faq',
      'faq-item',
      'heading',
      'text',
      'buttons',
      'button-item',
      'divider',
      'image',
    ]) {
      expect(types, type).toContain(type);
    }
    const count = (type: string) => tags.filter((t) => t.attrs['data-content-type'] === type).length;
    expect(count('slide')).toBeGreaterThanOrEqual(2);
    expect(count('slide')).toBeLessThanOrEqual(3);
    expect(count('tab-item')).toBeGreaterThanOrEqual(2);
    expect(count('tab-item')).toBeLessThanOrEqual(3);
  });

  test('every page and block is well-formed Page Builder markup', () => {
    for (const page of cmsPages) checkPageBuilder(page.content, `page ${page.identifier}`);
    for (const block of cmsBlocks) checkPageBuilder(block.content, `block ${block.identifier}`);
  });

  test('the products content type holds the catalogue widget with existing skus', () => {
    const content = home?.content ?? '';
    const widget = /<div data-content-type="products"[^>]*>(\{\{widget [^}]*\}\})<\/div>/.exec(content)?.[1] ?? '';
    expect(widget).toContain('type="Magento\\CatalogWidget\\Block\\Product\\ProductsList"');
    expect(widget).toContain('condition_option="sku"');
    const skus = /condition_option_value="([^"]*)"/.exec(widget)?.[1]?.split(',') ?? [];
    expect(skus).toEqual(homeProductSkus);
    expect(skus.length).toBeGreaterThanOrEqual(4);
    expect(skus.length).toBeLessThanOrEqual(8);
    for (const sku of skus) expect(allSkus, sku).toContain(sku);
    expect(widget).toContain(`\`attribute\`:\`sku\`,\`value\`:\`${skus.join(',')}\``);
  });

  test('tab anchors match their tab items and faq items carry a question and an answer', () => {
    for (const page of cmsPages) {
      const tags = parse(page.content, { xml: false });
      const ids = tags.filter((t) => t.attrs['data-content-type'] === 'tab-item').map((t) => t.attrs.id);
      expect(new Set(ids).size, page.identifier).toBe(ids.length);
      const anchors = tags.filter((t) => t.name === 'a' && t.attrs.class === 'tab-title').map((t) => t.attrs.href?.slice(1));
      expect(anchors, page.identifier).toEqual(ids);
    }
    const faqItems = (home?.content ?? '').split('data-content-type="faq-item"').slice(1);
    expect(faqItems.length).toBeGreaterThanOrEqual(3);
    for (const item of faqItems) {
      expect(item).toMatch(/data-element="question">[^<]+\?<\/h3>/);
      expect(item).toMatch(/data-element="answer"><p>/);
    }
    expect(home?.content).toMatch(/data-content-type="faq-item"[^>]*>(?:(?!data-content-type="faq-item")[\s\S])*data-element="image"/);
  });

  test('images are listed once, under wysiwyg/, with a drawing that renders at their aspect ratio', async () => {
    expect(imageFiles.size).toBe(cmsImages.length);
    for (const image of cmsImages) {
      expect(image.file).toMatch(/^wysiwyg\/[a-z0-9-]+\/[a-z0-9-]+\.png$/);
      const svg = drawBanner(image, 320);
      parse(svg, { xml: true });
      expect(drawBanner(image, 320)).toBe(svg);
      const meta = await sharp(Buffer.from(svg)).png().metadata();
      expect(meta.width).toBe(320);
      expect(meta.height).toBe(Math.round((320 * image.height) / image.width));
    }
  });
});

// ─── Stores ────────────────────────────────────────────────────────────────────────────────

describe('physical stores', () => {
  const regions = new Set([
    'Auvergne-Rhône-Alpes',
    'Bourgogne-Franche-Comté',
    'Bretagne',
    'Centre-Val de Loire',
    'Corse',
    'Grand Est',
    'Hauts-de-France',
    'Île-de-France',
    'Normandie',
    'Nouvelle-Aquitaine',
    'Occitanie',
    'Pays de la Loire',
    'Provence-Alpes-Côte d’Azur',
  ]);
  const time = /^([01]\d|2[0-3]):[0-5]\d$/;

  test('at least twelve stores, with unique ASCII identifiers and url keys', () => {
    expect(stores.length).toBeGreaterThanOrEqual(12);
    const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
    for (const list of [stores.map((s) => s.identifier), stores.map((s) => s.urlKey)]) {
      expect(new Set(list).size).toBe(list.length);
      for (const id of list) expect(id).toMatch(slug);
    }
    const cities = stores.map((s) => s.city);
    for (const city of ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Lille', 'Toulouse', 'Nantes', 'Strasbourg', 'Montpellier', 'Rennes', 'Nice', 'Grenoble']) {
      expect(cities).toContain(city);
    }
    expect(cities.filter((c) => c === 'Paris').length).toBeGreaterThanOrEqual(2);
  });

  test('addresses are French: postcode, region, telephone, coordinates in metropolitan France', () => {
    for (const s of stores) {
      expect(s.postcode, s.identifier).toMatch(/^(?:0[1-9]|[1-8]\d|9[0-5]|20)\d{3}$/);
      expect(regions, s.identifier).toContain(s.region);
      expect(s.telephone, s.identifier).toMatch(/^\+33 [1-9](?: \d\d){4}$/);
      expect(s.latitude, s.identifier).toBeGreaterThan(41.3);
      expect(s.latitude, s.identifier).toBeLessThan(51.1);
      expect(s.longitude, s.identifier).toBeGreaterThan(-5.2);
      expect(s.longitude, s.identifier).toBeLessThan(9.6);
      expect(['boutique', 'corner', 'pharmacie-partenaire']).toContain(s.storeType);
      expect(s.address1.trim()).not.toBe('');
    }
  });

  test('stores of a city sit near each other (the coordinates match the city)', () => {
    const centres: Record<string, [number, number]> = {
      Paris: [48.8566, 2.3522],
      Lyon: [45.764, 4.8357],
      Marseille: [43.2965, 5.3698],
      Bordeaux: [44.8378, -0.5792],
      Lille: [50.6292, 3.0573],
      Toulouse: [43.6047, 1.4442],
      Nantes: [47.2184, -1.5536],
      Strasbourg: [48.5734, 7.7521],
      Montpellier: [43.6108, 3.8767],
      Rennes: [48.1173, -1.6778],
      Nice: [43.7102, 7.262],
      Grenoble: [45.1885, 5.7245],
    };
    for (const s of stores) {
      const centre = centres[s.city];
      if (!centre) continue;
      const km = Math.hypot((s.latitude - centre[0]) * 111, (s.longitude - centre[1]) * 111 * Math.cos((centre[0] * Math.PI) / 180));
      expect(km, s.identifier).toBeLessThan(5);
    }
  });

  test('opening hours cover the seven days, special hours are dated', () => {
    for (const s of stores) {
      expect(s.openingHours.map((h) => h.day).sort(), s.identifier).toEqual([0, 1, 2, 3, 4, 5, 6]);
      for (const h of [...s.openingHours, ...s.specialHours]) {
        if (h.open === null || h.close === null) {
          expect(h.open, s.identifier).toBeNull();
          expect(h.close, s.identifier).toBeNull();
        } else {
          expect(h.open).toMatch(time);
          expect(h.close).toMatch(time);
          expect(h.open < h.close, `${s.identifier} ${h.open}–${h.close}`).toBe(true);
        }
      }
      expect(s.openingHours.filter((h) => h.open !== null).length, s.identifier).toBeGreaterThanOrEqual(6);
      const dates = s.specialHours.map((h) => h.date);
      expect(new Set(dates).size, s.identifier).toBe(dates.length);
      for (const d of dates) {
        expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d);
      }
      expect(dates, s.identifier).toContain('2026-12-25');
      expect(dates.some((d) => d.startsWith('2027-05')), s.identifier).toBe(true);
      for (const h of s.specialHours) expect(h.title.trim()).not.toBe('');
    }
    expect(stores.filter((s) => s.openingHours.some((h) => h.day === 0 && h.open !== null)).length).toBeGreaterThan(0);
    expect(stores.filter((s) => s.openingHours.some((h) => h.day === 0 && h.open === null)).length).toBeGreaterThan(stores.length / 2);
  });
});

// ─── Redirects ─────────────────────────────────────────────────────────────────────────────

describe('redirects', () => {
  test('a handful of 301 and 302 rewrites to paths that exist', () => {
    expect(redirects.length).toBeGreaterThanOrEqual(4);
    expect(redirects.length).toBeLessThanOrEqual(6);
    expect(redirects.map((r) => r.code)).toContain(301);
    expect(redirects.map((r) => r.code)).toContain(302);
    const requests = redirects.map((r) => r.requestPath);
    expect(new Set(requests).size).toBe(requests.length);
    for (const r of redirects) {
      expect(r.requestPath).not.toMatch(/^\//);
      expect(r.targetPath).not.toMatch(/^\//);
      expect(resolves(r.requestPath), `${r.requestPath} must not shadow a live path`).toBe(false);
      expect(resolves(r.targetPath), `${r.requestPath} → ${r.targetPath}`).toBe(true);
    }
  });
});

// ─── Packshots ─────────────────────────────────────────────────────────────────────────────

describe('drawPackshot', () => {
  const shapes: PackshotSpec['shape'][] = ['bottle', 'jar', 'box', 'pouch', 'tube', 'dropper', 'blister'];
  const views: PackshotSpec['view'][] = ['front', 'side', 'back', 'content'];
  const spec = (shape: PackshotSpec['shape'], view: PackshotSpec['view']): PackshotSpec => ({
    shape,
    view,
    color: '#12355B',
    accent: '#5FB3C9',
    label: 'Oméga-3 <EPA> & "DHA"',
    sublabel: '120 capsules',
  });

  test('returns a well-formed, deterministic SVG document for every shape and view', () => {
    for (const shape of shapes) {
      for (const view of views) {
        const svg = drawPackshot(spec(shape, view), 800);
        const tags = parse(svg, { xml: true });
        const root = tags[0];
        expect(root?.name, `${shape}/${view}`).toBe('svg');
        expect(root?.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
        expect(root?.attrs.width).toBe('800');
        expect(root?.attrs.height).toBe('800');
        expect(svg).not.toContain('<EPA>');
        expect(svg).not.toMatch(/& "/);
        if (view !== 'back') expect(svg, `${shape}/${view}`).toContain('&lt;EPA&gt;');
        expect(drawPackshot(spec(shape, view), 800)).toBe(svg);
        // ids are referenced, never dangling
        const ids = new Set(tags.map((t) => t.attrs.id).filter(Boolean));
        for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids, `${shape}/${view}`).toContain(ref[1]);
      }
    }
  });

  test('renders through sharp to a PNG of the requested size', async () => {
    for (const shape of shapes) {
      for (const view of views) {
        const png = await sharp(Buffer.from(drawPackshot(spec(shape, view), 160))).png().toBuffer();
        const meta = await sharp(png).metadata();
        expect(meta.format).toBe('png');
        expect([meta.width, meta.height], `${shape}/${view}`).toEqual([160, 160]);
      }
    }
    const big = await sharp(Buffer.from(drawPackshot(spec('bottle', 'front'), 800))).png().metadata();
    expect([big.width, big.height]).toEqual([800, 800]);
  });

  test('the pack is actually drawn: the centre differs from the corner', async () => {
    const { data, info } = await sharp(Buffer.from(drawPackshot(spec('bottle', 'front'), 100)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [r1, g1, b1] = px(2, 2);
    const [r2, g2, b2] = px(50, 35);
    expect(Math.abs((r1 ?? 0) - (r2 ?? 0)) + Math.abs((g1 ?? 0) - (g2 ?? 0)) + Math.abs((b1 ?? 0) - (b2 ?? 0))).toBeGreaterThan(60);
  });
});
