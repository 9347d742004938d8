import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseImageParams, variantKey } from '../../src/backend/media/params';
import { MediaRenderer, drawingScale, type MediaSource } from '../../src/backend/media/render';
import { drawBanner } from '../../src/backend/seed/banner';
import { imageUrl } from '../../src/domain/images';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const PACKSHOT = '/media/catalog/product/m/e/melatonine-1-mg-front.png';

async function image(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(body).metadata() : undefined;
  return { response, body, meta };
}

describe('media route', () => {
  test('serves the packshot original, drawn on first request and kept on disk', async () => {
    const { response, meta } = await image(PACKSHOT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBeNull();
    expect(meta).toMatchObject({ format: 'png', width: 1600, height: 1600 });
    expect(existsSync(join(t.dataDir, 'media/catalog/product/m/e/melatonine-1-mg-front.png'))).toBe(true);
  });

  test('resizes with width, height and fit, and caches each variant', async () => {
    const cover = await image(`${PACKSHOT}?width=320&height=400&fit=cover`);
    expect(cover.meta).toMatchObject({ width: 320, height: 400, format: 'png' });
    const inside = await image(`${PACKSHOT}?width=320&height=400&fit=inside`);
    expect(inside.meta).toMatchObject({ width: 320, height: 320 });
    const widthOnly = await image(`${PACKSHOT}?width=160`);
    expect(widthOnly.meta).toMatchObject({ width: 160, height: 160 });
    // 300 is no step: the next one up, 320, with the height in the same proportion (100 × 320 / 300).
    const contain = await image(`${PACKSHOT}?width=300&height=100&fit=contain&format=jpg`);
    expect(contain.meta).toMatchObject({ width: 320, height: 107, format: 'jpeg' });
    const cached = readdirSync(join(t.dataDir, 'media/cache'), { recursive: true }).filter((f) => String(f).includes('.'));
    expect(cached.length).toBe(4);
    // The same request again is read from the cache: same bytes.
    expect((await image(`${PACKSHOT}?width=320&height=400&fit=cover`)).body.equals(cover.body)).toBe(true);
  });

  test('auto=webp answers WebP to browsers that accept it, and varies on Accept', async () => {
    const url = `${PACKSHOT}?auto=webp&format=pjpg&width=640&height=800&quality=85&fit=cover&crop=false`;
    const webp = await image(url, { Accept: 'image/avif,image/webp,*/*' });
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.response.headers.get('vary')).toBe('Accept');
    expect(webp.meta).toMatchObject({ format: 'webp', width: 640, height: 800 });
    const jpeg = await image(url, { Accept: 'image/png,*/*' });
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', isProgressive: true });
    expect(jpeg.response.headers.get('etag')).not.toBe(webp.response.headers.get('etag'));
  });

  test('crop to a ratio, quality changes the bytes, ETag revalidates', async () => {
    const ratio = await image(`${PACKSHOT}?crop=4:5&width=400`);
    expect(ratio.meta).toMatchObject({ width: 640, height: 800 });
    const low = await image(`${PACKSHOT}?format=jpg&quality=20&width=400`);
    const high = await image(`${PACKSHOT}?format=jpg&quality=95&width=400`);
    expect(low.body.length).toBeLessThan(high.body.length);
    const etag = high.response.headers.get('etag')!;
    const again = await fetch(`${t.url}${PACKSHOT}?format=jpg&quality=95&width=400`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  test('serves CMS images (media/wysiwyg) resized to a width step', async () => {
    const banner = await image('/media/wysiwyg/home/banniere.png?width=800');
    expect(banner.meta).toMatchObject({ width: 960, height: 384, format: 'png' });
  });

  test('bad parameters are 400 with a plain message', async () => {
    const cases: Array<[string, string]> = [
      ['width=abc', 'Invalid width "abc": expected an integer from 1 to 4000.'],
      ['width=0', 'Invalid width "0": expected an integer from 1 to 4000.'],
      ['height=99999', 'Invalid height "99999": expected an integer from 1 to 4000.'],
      ['fit=stretch', 'Invalid fit "stretch": expected one of cover, crop, contain, fill, inside, bounds, outside.'],
      ['format=gif', 'Invalid format "gif": expected one of png, png8, jpg, jpeg, pjpg, webp, webply.'],
      ['quality=101', 'Invalid quality "101": expected an integer from 1 to 100.'],
      ['auto=avif', 'Invalid auto "avif": expected webp.'],
      ['crop=left', 'Invalid crop "left": expected true, false, W:H (a ratio) or W,H (pixels).'],
    ];
    for (const [query, message] of cases) {
      const response = await fetch(`${t.url}${PACKSHOT}?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(message);
    }
  });

  test('unknown files, other folders and path tricks are 404', async () => {
    // Sent as they are: fetch would normalise the dot segments away.
    const raw = (path: string) => new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${t.url}${path}`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => { body += chunk.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }).on('error', reject);
    });
    for (const path of [
      '/media/catalog/product/x/y/nope.png', '/media/catalog/category/a.png', '/media/catalog/product/../../vitrine.sqlite',
      '/media/catalog/product/%2e%2e/%2e%2e/vitrine.sqlite', '/media/wysiwyg/home/nope.png', '/media/catalog/product/%E0%A4%A.png',
    ]) {
      expect(await raw(path), path).toEqual({ status: 404, body: 'Not found' });
    }
    expect((await fetch(`${t.url}${PACKSHOT}`, { method: 'POST' })).status).toBe(405);
  });
});

const STEPS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560];

describe('media sizes and qualities (spec §9)', () => {
  const keyOf = (query: string) => variantKey(parseImageParams(new URLSearchParams(query), '', 'png'));

  test('widths 1…4000 and qualities 1…100 make at most 9 sizes × 4 qualities × 3 formats of one image', () => {
    const keys = new Set<string>();
    for (const format of ['webp', 'png', 'pjpg']) {
      // Every width, each with a quality that runs over 1…100 forty times; then every quality at each step.
      for (let width = 1; width <= 4000; width++) keys.add(keyOf(`format=${format}&width=${width}&quality=${1 + (width % 100)}`));
      for (const width of STEPS) {
        for (let quality = 1; quality <= 100; quality++) keys.add(keyOf(`format=${format}&width=${width}&quality=${quality}`));
      }
    }
    expect(keys.size).toBeLessThanOrEqual(9 * 4 * 3);
    // PNG is lossless: its quality makes no other file.
    expect(keys.size).toBe(9 * 4 * 2 + 9);
    const heights = new Set(Array.from({ length: 4000 }, (_, i) => keyOf(`height=${i + 1}`)));
    expect(heights.size).toBe(9);
    // With a width, a height answers a proportion in 24ths from 1:8 to 8:1: 1,000 heights are not 1,000 files.
    const boxes = new Set(Array.from({ length: 4000 }, (_, i) => keyOf(`width=320&height=${i + 1}`)));
    expect(boxes.size).toBeLessThanOrEqual(8 * 24 - 3 + 1);
    const crops = new Set(Array.from({ length: 1000 }, (_, i) => keyOf(`width=320&crop=${i + 1}:${1000 - i}`)));
    expect(crops.size).toBeLessThanOrEqual(8 * 24 - 3 + 1);
    const cuts = new Set(Array.from({ length: 1000 }, (_, i) => keyOf(`width=320&crop=${i + 1},${(i * 7) % 4000 + 1}`)));
    expect(cuts.size).toBeLessThanOrEqual(9 * 9);
  });

  test('a width answers the next step up, the height in proportion; past 2560, 2560', () => {
    const box = (query: string) => {
      const { width, height } = parseImageParams(new URLSearchParams(query), '', 'png');
      return { width, height };
    };
    expect(box('width=320&height=400')).toEqual({ width: 320, height: 400 });
    expect(box('width=400&height=500')).toEqual({ width: 640, height: 800 });
    expect(box('width=1&height=1')).toEqual({ width: 40, height: 40 });
    expect(box('width=4000')).toEqual({ width: 2560, height: undefined });
    expect(box('height=700')).toEqual({ width: undefined, height: 960 });
    // A proportion past 8:1 answers 8:1; a box taller than the last step is scaled down whole, its proportions kept.
    expect(box('width=100&height=4000')).toEqual({ width: 160, height: 1280 });
    expect(box('width=640&height=4000')).toEqual({ width: 410, height: 2560 });
  });

  test('a quality other than 60, 75, 85 or 95 answers the nearest of them', () => {
    const quality = (q: number) => parseImageParams(new URLSearchParams(`format=webp&quality=${q}`), '', 'png').quality;
    expect([1, 60, 67, 68, 75, 80, 85, 89, 90, 95, 100].map(quality)).toEqual([60, 60, 60, 75, 75, 85, 85, 85, 95, 95, 95]);
    expect(parseImageParams(new URLSearchParams(''), '', 'png').quality).toBe(85);
  });

  test('a 4000×4000 request of a 1600 px packshot answers 1600 px, never enlarged', async () => {
    const big = await image(`${PACKSHOT}?width=4000&height=4000&format=webp&quality=60`);
    expect(big.meta).toMatchObject({ width: 1600, height: 1600 });
    // A box taller than the packshot is shrunk into it, its proportions kept.
    const tall = await image(`${PACKSHOT}?width=640&height=2560&fit=contain&format=webp&quality=60`);
    expect(tall.meta).toMatchObject({ width: 400, height: 1600 });
  });

  test('every image URL the storefront builds answers its size or the next step', async () => {
    const product = 'http://shop.example/media/catalog/product/o/m/omega-3-front.png';
    const cases: Array<[string, number, number]> = [
      [imageUrl(product, { width: 800, height: 800 }), 960, 960], // product carousel
      [imageUrl(product, { width: 1600, height: 1600 }), 1600, 1600], // zoom
      [imageUrl(product, { width: 320, height: 320 }), 320, 320], // product card
      [imageUrl(product, { width: 96, height: 96 }), 160, 160], // cart line, wishlist
      [imageUrl(product, { width: 192, height: 192 }), 320, 320], // their 2x
      [imageUrl(product, { width: 48, height: 48, fit: 'contain', format: 'png' }), 80, 80], // search suggestions
      [imageUrl(product, { width: 160, height: 160, fit: 'contain', format: 'png' }), 160, 160], // mega menu promo
      [imageUrl('/media/wysiwyg/home/banniere.png', { width: 960 }), 960, 384], // content images
    ];
    for (const [url, width, height] of cases) {
      const { response, meta } = await image(url, { Accept: 'image/webp,*/*' });
      expect(response.status, url).toBe(200);
      expect({ width: meta?.width, height: meta?.height }, url).toEqual({ width, height });
      expect(STEPS, url).toContain(width);
    }
  });
});

test('a variant is drawn at the size it needs from the drawing, without drawing the 1600 px original', async () => {
  const card = '/media/catalog/product/m/e/melatonine-1-mg-back.png';
  const { response, meta } = await image(`${card}?width=320&height=320&fit=contain&format=webp`);
  expect(response.status).toBe(200);
  expect(meta).toMatchObject({ width: 320, height: 320, format: 'webp' });
  expect(existsSync(join(t.dataDir, 'media/catalog/product/m/e/melatonine-1-mg-back.png'))).toBe(false);
});

test('the drawing scale covers every dimension asked for, after the crop, and never enlarges', () => {
  const full = { width: 1600, height: 1600 };
  const scale = (query: string) => drawingScale(parseImageParams(new URLSearchParams(query), '', 'png'), full);
  expect(scale('')).toBe(1);
  expect(scale('width=320') * 1600).toBeGreaterThanOrEqual(320);
  expect(scale('width=320') * 1600).toBeLessThan(324);
  // A 1:2 crop keeps 800 px of the width: 320 of them need 0.4 of it.
  expect(scale('width=320&crop=1:2') * 800).toBeGreaterThanOrEqual(320);
  expect(scale('width=320&crop=1:2')).toBeLessThan(0.41);
  // A 640 px cut, 320 wide: the cut is drawn at 0.5 and more.
  expect(scale('width=320&crop=640,640') * 640).toBeGreaterThanOrEqual(320);
  expect(scale('width=4000')).toBe(1);
  // sharp draws at 1 dpi at least: a 40 px thumbnail of a huge drawing is drawn at 1/72 and reduced.
  expect(drawingScale(parseImageParams(new URLSearchParams('width=40'), '', 'png'), { width: 100_000, height: 100_000 })).toBe(1 / 72);
});

describe('media variant cache', () => {
  const bytesUnder = (directory: string) => readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((entry) => statSync(join(directory, entry)))
    .filter((stats) => stats.isFile())
    .reduce((sum, stats) => sum + stats.size, 0);

  test('10,000 random media URLs leave the cache under its byte budget', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vitrine-media-'));
    const budget = 32 * 1024;
    try {
      const renderer = new MediaRenderer(root, { cacheBytes: budget, concurrency: 2, queueLength: 10_000 });
      // Small drawings of the seed's banners: the bound does not depend on the size, the test's time does.
      const sources: MediaSource[] = ['a', 'b', 'c'].map((name, i) => ({
        path: `wysiwyg/test/${name}.png`,
        format: 'png',
        draw: () => drawBanner({ file: `wysiwyg/test/${name}.png`, width: 96 + 16 * i, height: 64, title: name, palette: ['#FFF6EA', '#12355B'] }),
      }));
      // Mulberry32: the same 10,000 URLs at every run.
      let seed = 13;
      const random = (n: number) => {
        seed = (seed + 0x6d2b79f5) | 0;
        let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
        return 1 + Math.floor((((x ^ (x >>> 14)) >>> 0) / 2 ** 32) * n);
      };
      const formats = ['webp', 'png', 'pjpg', 'jpg'];
      const fits = ['cover', 'contain', 'inside'];
      const seen = new Set<string>();
      let largest = 0;
      for (let i = 0; i < 10_000; i++) {
        const width = random(4000);
        // Most URLs are the storefront's own (quality 85, WebP, square); one in forty is anything at all.
        const query = random(40) === 1
          ? `width=${width}&height=${random(4000)}&quality=${random(100)}&format=${formats[random(4) - 1]}&fit=${fits[random(3) - 1]}`
          : `width=${width}&height=${width}&quality=85&format=webp`;
        const source = sources[random(3) - 1]!;
        const request = parseImageParams(new URLSearchParams(query), '', 'png');
        seen.add(`${source.path} ${variantKey(request)}`);
        const rendered = await renderer.variant(source, request);
        const { size } = await rendered.handle.stat();
        largest = Math.max(largest, size);
        await rendered.handle.close();
        if (i % 1000 === 999) expect(bytesUnder(join(root, 'cache'))).toBeLessThanOrEqual(budget);
      }
      expect(largest).toBeLessThan(budget);
      // Far more variants were asked for than the budget holds: some were evicted.
      const files = readdirSync(join(root, 'cache'), { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('.'));
      expect(seen.size).toBeGreaterThan(files.length);
      expect(bytesUnder(join(root, 'cache'))).toBeLessThanOrEqual(budget);
      // A new renderer on the same directory finds the files again and keeps the budget.
      expect(new MediaRenderer(root, { cacheBytes: budget }).cacheSize).toBe(bytesUnder(join(root, 'cache')));
      // Variants are drawn from the drawing, not from the original; an original drawn is kept, never evicted.
      for (const source of sources) expect(existsSync(join(root, source.path))).toBe(false);
      for (const source of sources) await (await renderer.original(source)).handle.close();
      await (await renderer.variant(sources[0]!, parseImageParams(new URLSearchParams('width=4000&format=webp'), '', 'png'))).handle.close();
      for (const source of sources) expect(existsSync(join(root, source.path))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('media drawing queue', () => {
  let busy: TestBackend;
  beforeAll(async () => {
    busy = await startTestBackend({ media: { concurrency: 1, queueLength: 1 } });
  });
  afterAll(() => busy.close());

  test('a burst past the queue answers 503 with Retry-After while GraphQL keeps answering', async () => {
    const urls = [640, 960, 1280, 1600].flatMap((width) => ['webp', 'pjpg'].map((format) => `${PACKSHOT}?width=${width}&format=${format}&quality=95`));
    const [answers, graphql] = await Promise.all([
      Promise.all(urls.map((url) => fetch(`${busy.url}${url}`).then(async (r) => ({ url, status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() })))),
      busy.gql('{ __typename }'),
    ]);
    expect(graphql.status).toBe(200);
    expect(graphql.body).toEqual({ data: { __typename: 'Query' } });
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('2');
      expect(answer.body).toBe('Too many images are being drawn: retry shortly.');
    }
    // Asked again once the burst is over, a refused image is drawn.
    expect((await fetch(`${busy.url}${refused[0]!.url}`)).status).toBe(200);
  });
});
