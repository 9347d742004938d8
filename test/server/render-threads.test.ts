import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderThreads } from '../../src/server/render-threads';
import type { Renderer, RenderRequest } from '../../src/server/renderer';
import { listening } from './http';

// Render threads, each a real worker thread running the renderer of a stand-in build: its render module says which
// thread rendered a page, how many configuration copies that thread has fetched, and fails or dies on request.

const STAND_IN_RENDER_MODULE = `
import { threadId } from 'node:worker_threads';
let copies = 0;
let sanitiser;
export function provideSanitiser(make) { sanitiser = make; }
export function createServerClient(url, config, origin, shopper, fetchAnswer) {
  return { url, fetchAnswer };
}
export async function fetchConfigCopy(client) {
  copies += 1;
  await client.fetchAnswer(client.url);
  return {};
}
export async function renderPage({ path }) {
  if (path === '/broken') throw new Error('The page broke.');
  if (path === '/fatal') process.exit(1);
  if (path === '/long') {
    return { type: 'page', status: 200, html: '<p>' + 'Gélules végétales. '.repeat(4000) + '</p>', state: '{}', lang: 'fr', embeds: [], complete: true };
  }
  if (path === '/description') {
    const html = sanitiser()('<p onclick="steal()">Riche en oméga-3</p><script>steal()</script><a href="javascript:steal()">lien</a>');
    return { type: 'page', status: 200, html, state: '{}', lang: 'fr', embeds: [], complete: true };
  }
  await new Promise((done) => setTimeout(done, 100));
  return { type: 'page', status: 200, html: '<p>' + path + ' thread=' + threadId + ' copies=' + copies + '</p>', state: '{}', lang: 'fr', embeds: [], complete: true };
}
`;

const TEMPLATE = '<!DOCTYPE html><html lang="fr"><head><!--page-head--></head><body><div id="root"></div></body></html>';

const asked = (path: string): RenderRequest => ({ path, search: '', nonce: 'n', origin: { host: 'shop.test', proto: 'https' } });

async function page(renderer: Renderer, path: string): Promise<{ thread: number; copies: number }> {
  const result = await renderer.render(asked(path));
  if (result.type !== 'page') throw new Error(`Expected a page, got ${result.type}`);
  const [, thread, copies] = /thread=(\d+) copies=(\d+)/.exec(result.body.toString()) ?? [];
  return { thread: Number(thread), copies: Number(copies) };
}

let dist: string;
let backend: Server;
let renderer: Renderer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'vitrine-threads-'));
  mkdirSync(join(dist, 'server'));
  mkdirSync(join(dist, 'client'));
  writeFileSync(join(dist, 'server', 'render.mjs'), STAND_IN_RENDER_MODULE);
  writeFileSync(join(dist, 'client', 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'client', 'screens.json'), '{}');
  // The configuration copy's answer carries the tag a store configuration change purges.
  backend = createServer((_req, res) => res.setHeader('X-Magento-Tags', 'gql_store_config').end('{}'));
  const base = await listening(backend);
  renderer = await renderThreads({ distDir: dist, graphqlUrl: () => `${base}/graphql`, threads: 2 });
});

afterAll(async () => {
  await renderer.close?.();
  await new Promise((done) => backend.close(done));
  rmSync(dist, { recursive: true, force: true });
});

describe('render threads', () => {
  it('render pages at once on both threads, off the storefront thread', async () => {
    const pages = await Promise.all(['/a', '/b', '/c', '/d'].map((path) => page(renderer, path)));
    const threads = new Set(pages.map(({ thread }) => thread));
    expect(threads.size).toBe(2);
    expect(threads.has(0)).toBe(false);
  });

  it('hand over a long page and a short one whole, in UTF-8', async () => {
    const [long, short] = await Promise.all([renderer.render(asked('/long')), renderer.render(asked('/a'))]);
    if (long.type !== 'page' || short.type !== 'page') throw new Error('Expected pages');
    expect(Buffer.isBuffer(long.body)).toBe(true);
    expect(long.body.byteLength).toBeGreaterThan(80_000);
    expect(/<div id="root">(.*)<\/div>/s.exec(long.body.toString())?.[1]).toBe(`<p>${'Gélules végétales. '.repeat(4000)}</p>`);
    expect(/<div id="root">(.*)<\/div>/s.exec(short.body.toString())?.[1]).toMatch(/^<p>\/a thread=\d+ copies=\d+<\/p>$/);
  });

  it('have their HTML sanitised by the storefront thread, with the shop’s rules', async () => {
    const pages = await Promise.all([renderer.render(asked('/description')), renderer.render(asked('/description'))]);
    for (const result of pages) {
      expect(result.type === 'page' && /<div id="root">(.*)<\/div>/s.exec(result.body.toString())?.[1]).toBe('<p>Riche en oméga-3</p><a>lien</a>');
    }
  });

  it('give back a render that failed as a failure, and keep rendering', async () => {
    await expect(renderer.render(asked('/broken'))).rejects.toThrow('The page broke.');
    expect((await page(renderer, '/after')).thread).toBeGreaterThan(0);
  });

  it('tell every thread of a purge: each fetches its configuration copy again', async () => {
    const before = await Promise.all(['/e', '/f'].map((path) => page(renderer, path)));
    expect(new Set(before.map(({ thread }) => thread)).size).toBe(2);
    renderer.purge!(['gql_store_config']);
    const after = await Promise.all(['/g', '/h'].map((path) => page(renderer, path)));
    for (const { thread, copies } of after) {
      expect(copies).toBe(before.find((earlier) => earlier.thread === thread)!.copies + 1);
    }
  });

  it('fail the render of a thread that dies, and put a new thread in its place', async () => {
    const threadsBefore = new Set((await Promise.all(['/i', '/j'].map((path) => page(renderer, path)))).map(({ thread }) => thread));
    await expect(renderer.render(asked('/fatal'))).rejects.toThrow('The render thread stopped during the render.');
    // Pages keep rendering meanwhile, and soon on two threads again, one of them new.
    await expect.poll(async () => {
      const threads = new Set((await Promise.all(['/k', '/l'].map((path) => page(renderer, path)))).map(({ thread }) => thread));
      return threads.size === 2 && [...threads].some((thread) => !threadsBefore.has(thread));
    }, { timeout: 30_000, interval: 200 }).toBe(true);
  });

  it('stop once the renders under way are done, and take no page after', async () => {
    const underWay = page(renderer, '/m');
    await new Promise((done) => setTimeout(done, 20));
    const closed = renderer.close!();
    await expect(renderer.render(asked('/n'))).rejects.toThrow('The render threads are stopping.');
    expect((await underWay).thread).toBeGreaterThan(0);
    await closed;
  });
});
