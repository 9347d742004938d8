import { existsSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
    const contain = await image(`${PACKSHOT}?width=300&height=100&fit=contain&format=jpg`);
    expect(contain.meta).toMatchObject({ width: 300, height: 100, format: 'jpeg' });
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
    expect(ratio.meta).toMatchObject({ width: 400, height: 500 });
    const low = await image(`${PACKSHOT}?format=jpg&quality=20&width=400`);
    const high = await image(`${PACKSHOT}?format=jpg&quality=95&width=400`);
    expect(low.body.length).toBeLessThan(high.body.length);
    const etag = high.response.headers.get('etag')!;
    const again = await fetch(`${t.url}${PACKSHOT}?format=jpg&quality=95&width=400`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  test('serves CMS images (media/wysiwyg) at their natural size', async () => {
    const banner = await image('/media/wysiwyg/home/banniere.png?width=800');
    expect(banner.meta).toMatchObject({ width: 800, height: 320, format: 'png' });
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
