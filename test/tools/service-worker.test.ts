import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSETS_CACHE, CACHE_LIMITS, GRAPHQL_CACHE, IMAGES_CACHE, keepsPage, mayTakeOver, PAGES_CACHE, prefetchableImages, strategyFor, type RequestFacts } from '../../src/sw/rules';
import { offlinePageHtml } from '../../src/tools/build/offline-page';
import { writeServiceWorker } from '../../src/tools/build/service-worker';
import { formatSizeTable } from '../../src/tools/build/size-report';

const ORIGIN = 'https://shop.example';
const request = (path: string, facts: Partial<Omit<RequestFacts, 'url'>> = {}): RequestFacts => ({
  method: 'GET',
  url: new URL(path, ORIGIN),
  mode: 'cors',
  destination: '',
  hasAuthorization: false,
  ...facts,
});
const strategy = (path: string, facts: Partial<Omit<RequestFacts, 'url'>> = {}) => strategyFor(request(path, facts), ORIGIN);

describe("the service worker's rules", () => {
  it('keeps images under /media/, the image service URLs included, stale-while-revalidate', () => {
    expect(strategy('/media/catalog/product/o/m/omega.png?auto=webp&format=pjpg&width=640&height=640&quality=85&fit=cover', { mode: 'no-cors' })).toBe('images');
    expect(strategy('/media/wysiwyg/banner.jpg')).toBe('images');
    expect(CACHE_LIMITS[IMAGES_CACHE]).toEqual({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 });
  });

  it('answers public GET GraphQL queries network first, with a day-long copy', () => {
    expect(strategy('/graphql?query=query+CategoryListing%7B…%7D')).toBe('graphql');
    expect(CACHE_LIMITS[GRAPHQL_CACHE]).toEqual({ maxEntries: 100, maxAgeSeconds: 24 * 3600 });
  });

  it('never keeps a request carrying Authorization, a POST, REST or another origin', () => {
    expect(strategy('/graphql?query=query+Customer%7B…%7D', { hasAuthorization: true })).toBeNull();
    expect(strategy('/media/wysiwyg/banner.jpg', { hasAuthorization: true })).toBeNull();
    expect(strategy('/graphql', { method: 'POST' })).toBeNull();
    expect(strategy('/rest/V1/guest-carts/abc/payment-information', { method: 'POST' })).toBeNull();
    expect(strategy('/rest/V1/directory/countries')).toBeNull();
    expect(strategyFor(request('https://cdn.example/media/x.png'), ORIGIN)).toBeNull();
    expect(strategy('/checkout', { method: 'POST', mode: 'navigate', destination: 'document' })).toBeNull();
  });

  it('keeps a screen’s hashed code cache first when first used; the worker itself and source maps go to the network', () => {
    expect(strategy('/assets/chunks/cart-GHI.js')).toBe('assets');
    expect(strategy('/assets/main-DEF.css')).toBe('assets');
    expect(CACHE_LIMITS[ASSETS_CACHE]).toEqual({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 });
    expect(strategy('/assets/main-ABC.js.map')).toBeNull();
    expect(strategy('/sw.js')).toBeNull();
    expect(strategy('/robots.txt')).toBeNull();
  });

  it('keeps the last copy of public pages only; the others fall back to the offline page alone', () => {
    const page = { mode: 'navigate', destination: 'document' };
    for (const path of ['/', '/complements-alimentaires.html', '/omega-3.html', '/search.html?query=zinc', '/contact-us', '/about-us']) {
      expect(strategy(path, page), path).toBe('page');
    }
    for (const path of ['/checkout', '/checkout/shipping', '/cart', '/customer/account', '/customer/account/createPassword?token=t', '/sign-in', '/wishlist', '/order-history', '/create-account', '/subscriptions-auth']) {
      expect(strategy(path, page), path).toBe('privatePage');
    }
    // A framed page: the admin's preview of a shop page, the card issuer's 3-D Secure page.
    expect(strategy('/omega-3.html', { mode: 'navigate', destination: 'iframe' })).toBeNull();
    expect(strategy('/payment-simulator/challenge', { mode: 'navigate', destination: 'iframe' })).toBeNull();
    // A page is kept only when the server says it is public: not the backend's own pages, nor one rendered with data late.
    expect(keepsPage('public, max-age=0, s-maxage=60, stale-while-revalidate=30')).toBe(true);
    expect(keepsPage('no-store')).toBe(false);
    expect(keepsPage('private, max-age=60')).toBe(false);
    expect(keepsPage(null)).toBe(false);
    expect(CACHE_LIMITS[PAGES_CACHE]).toEqual({ maxEntries: 20 });
  });

  it('prefetches only the shop’s own images', () => {
    expect(prefetchableImages(['/media/a.png?width=80', `${ORIGIN}/media/b.png`, 'https://evil.example/media/c.png', '/graphql?query=x', 42, 'http://[bad'], ORIGIN)).toEqual([
      `${ORIGIN}/media/a.png?width=80`,
      `${ORIGIN}/media/b.png`,
    ]);
  });

  it('lets a new version take over only when no open page of the shop is in checkout', () => {
    expect(mayTakeOver([`${ORIGIN}/`, `${ORIGIN}/omega-3.html`, `${ORIGIN}/cart`])).toBe(true);
    expect(mayTakeOver([])).toBe(true);
    expect(mayTakeOver([`${ORIGIN}/`, `${ORIGIN}/checkout`])).toBe(false);
    expect(mayTakeOver([`${ORIGIN}/checkout/payment?step=3`])).toBe(false);
  });
});

describe('the service worker build', () => {
  const dirs: string[] = [];
  afterEach(() => {
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    vi.restoreAllMocks();
  });

  function clientDir(files: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-sw-'));
    dirs.push(dir);
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), `/* ${file} */`);
    }
    return dir;
  }

  it('precaches the shell’s scripts and styles, the offline page and icons; never a screen’s code, the shell template, maps or compressed copies', async () => {
    const dir = clientDir([
      'assets/main-ABC.js', 'assets/main-ABC.js.map', 'assets/main-ABC.js.br', 'assets/main-ABC.js.gz', 'assets/main-DEF.css',
      'assets/chunks/cart-GHI.js', 'assets/font-JKL.woff2', 'assets/main-ABC.js.LEGAL.txt', 'index.html', 'offline.html', 'offline.css',
      'logo.svg', 'favicon.svg', 'manifest.webmanifest', 'screens.json', 'robots.txt',
    ]);
    const worker = await writeServiceWorker(dir, 'precacheAndRoute(self.__WB_MANIFEST);', ['assets/main-ABC.js', 'assets/main-DEF.css']);
    const written = readFileSync(worker.path, 'utf8');
    const manifest = JSON.parse(written.slice('precacheAndRoute('.length, -');'.length)) as { url: string; revision: string | null }[];
    expect(manifest.map((entry) => entry.url).sort()).toEqual([
      'assets/main-ABC.js', 'assets/main-DEF.css', 'favicon.svg', 'logo.svg', 'manifest.webmanifest', 'offline.css', 'offline.html',
    ]);
    // A hashed name is its own version; the other files carry their content's.
    expect(manifest.filter((entry) => entry.url.startsWith('assets/')).every((entry) => entry.revision === null)).toBe(true);
    expect(manifest.filter((entry) => !entry.url.startsWith('assets/')).every((entry) => /^[0-9a-f]{32}$/.test(entry.revision ?? ''))).toBe(true);
    expect(worker.precached.count).toBe(7);
    expect(worker.path).toBe(`${dir}/sw.js`);
  });

  it('reports the worker apart from the first load', () => {
    const table = formatSizeTable({
      chunks: [{ file: 'dist/client/assets/main-ABC.js', bytes: 2048, gzip: 1024, brotli: 900, initial: true }],
      homeInitial: { files: ['dist/client/assets/main-ABC.js'], js: { bytes: 2048, gzip: 1024 }, css: { bytes: 0, gzip: 0 } },
      firstLoadByScreen: {},
      serviceWorker: { file: 'dist/client/sw.js', bytes: 46080, gzip: 13312, brotli: 11264, precache: { files: 278, bytes: 2048 * 1024 } },
    });
    expect(table).toContain('home route before first render: JS 1.0 KB gzip (2.0 KB minified)');
    expect(table).toContain('service worker dist/client/sw.js: 13.0 KB gzip (45.0 KB minified); it precaches 278 files, 2048.0 KB');
  });

  it('refuses a worker that does not read its precache list exactly once', async () => {
    const dir = clientDir(['offline.html']);
    // (the patterns this directory lacks are warned of)
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(writeServiceWorker(dir, 'precacheAndRoute([]);', [])).rejects.toThrow(/exactly once/);
  });

  it('renders the offline page from the French catalogue: every word a message, no script, no inline style', () => {
    const catalogue = JSON.parse(readFileSync('lang/fr_FR.json', 'utf8')) as Record<string, string>;
    const html = offlinePageHtml(catalogue);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`<h1>${catalogue['offlinePage.heading']}</h1>`);
    expect(html).toContain('Vous êtes hors ligne');
    expect(html).toContain('<a class="retry" href="">Réessayer</a>');
    expect(html).toContain('<link rel="stylesheet" href="/offline.css" />');
    expect(html).not.toMatch(/<script|<style|style=/);
    const { ['offlinePage.retry']: _retry, ...lacking } = catalogue;
    expect(() => offlinePageHtml(lacking)).toThrow(/offlinePage\.retry/);
  });
});
