import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '../../src/backend/index';
import { INTERNATIONAL_STORES } from '../../src/backend/config/store-views';
import { createRenderer, renderSlots, type Renderer } from '../../src/server/renderer';
import { PageCache } from '../../src/server/page-cache';
import { createStorefrontServer } from '../../src/server/storefront';
import { gatedUpstream } from '../harness/gated-backend';
import { listening, request, type RawResponse } from './http';

// The full-page cache in front of real server renders of the shop's catalogue, on the embedded backend.

const KRILL = '/huile-de-krill-antarctique.html';
const CATEGORY = '/vitamines-mineraux.html';

/** A build of the shop for the renderer: the app's server entry as is, the shell template of public/. */
function distDir(): string {
  const dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
  mkdirSync(join(dist, 'server'));
  mkdirSync(join(dist, 'client'));
  writeFileSync(join(dist, 'server', 'render.mjs'), `export * from ${JSON.stringify(resolve('src/app/render.tsx'))};\n`);
  copyFileSync('public/index.html', join(dist, 'client', 'index.html'));
  writeFileSync(join(dist, 'client', 'screens.json'), '{}');
  return dist;
}

/** Whether the product page says its own product is out of stock (the related products' cards may say so of theirs). */
const soldOut = (html: string) => /class="product__stock product__stock--out"/.test(html);

const nonceOf = (res: RawResponse) => /style-src 'self' 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
const bodyNonce = (html: string) => /<meta property="csp-nonce" content="([^"]+)"/.exec(html)?.[1];

let backend: Backend;
let server: Server;
let base: string;
let pageCache: PageCache;
let graphqlAsked = 0;
const dirs: string[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-fpc-'));
  const dist = distDir();
  dirs.push(dataDir, dist);
  backend = await createBackend({ dataDir, stores: INTERNATIONAL_STORES, testHooks: false });
  let graphqlUrl = '';
  const renderer = await createRenderer({ distDir: dist, graphqlUrl: () => graphqlUrl });
  pageCache = new PageCache();
  // The backend, counting the GraphQL requests it gets.
  const gated = gatedUpstream(backend);
  const upstream = { ...gated, handle: (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/graphql')) graphqlAsked += 1;
    gated.handle(req, res);
  } };
  server = createStorefrontServer({ clientDir: join(dist, 'client'), upstream, renderer, pageCache, cacheDebug: true });
  base = await listening(server);
  graphqlUrl = `${base}/graphql`;
  // A first render loads the app's code and the configuration copy: on a busy host it may pass the render's 4 s for
  // data, and a page rendered with data late is rightly not kept. The tests' pages come after it.
  await request(base, '/about-us');
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await backend.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the full-page cache', () => {
  it('renders a product page once, then serves the same bytes with the CSP of its nonce, for a CDN too', async () => {
    const first = await request(base, KRILL);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Huile de krill');
    expect(first.headers['x-magento-cache-debug']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
    expect(first.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const second = await request(base, KRILL);
    expect(second.headers['x-magento-cache-debug']).toBe('HIT');
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    // The body's nonce (its <style> elements and the meta react-aria reads) is the one its CSP allows.
    expect(nonceOf(second)).toBe(bodyNonce(second.text));
    expect(nonceOf(first)).toBe(bodyNonce(first.text));
    expect(second.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Asked in brotli, it goes compressed at once, under its own ETag.
    const br = { 'Accept-Encoding': 'br' };
    const compressed = await request(base, KRILL, { headers: br });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.text).toBe(first.text);
    expect(compressed.headers.etag).toBe(`${String(first.headers.etag).slice(0, -1)}-br"`);
    expect((await request(base, KRILL, { headers: { ...br, 'If-None-Match': String(compressed.headers.etag) } })).status).toBe(304);
  });

  it('sends the render that fills the cache compressed already, in the encoding the shopper accepts', async () => {
    const path = `${KRILL}?v=first-visit`;
    const first = await request(base, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(first.headers['x-magento-cache-debug']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBeLessThan(first.text.length / 4);
    expect(first.text).toContain('Huile de krill');
    const gzip = await request(base, path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['x-magento-cache-debug']).toBe('HIT');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(first.text);
  });

  it('answers 304 to the ETag the shopper holds, and HEAD with the headers alone', async () => {
    const page = await request(base, CATEGORY);
    expect(page.status).toBe(200);
    const etag = String(page.headers.etag);
    const again = await request(base, CATEGORY, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toContain('public');
    expect((await request(base, CATEGORY, { headers: { 'If-None-Match': '"something-else"' } })).status).toBe(200);
    const head = await request(base, CATEGORY, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers.etag).toBe(etag);
    expect(Number(head.headers['content-length'])).toBe(page.raw.length);
  });

  it('keeps a page per store view and per currency (their cookies)', async () => {
    const fr = await request(base, '/?v=stores');
    const en = await request(base, '/?v=stores', { headers: { Cookie: 'store_view_code=en' } });
    const usd = await request(base, '/?v=stores', { headers: { Cookie: 'store_view_currency=USD' } });
    for (const res of [fr, en, usd]) expect(res.headers['x-magento-cache-debug']).toBe('MISS');
    expect(fr.text).toContain('<html lang="fr-FR"');
    expect(en.text).toContain('<html lang="en-US"');
    expect(usd.text).toContain('"USD"');
    expect(fr.text).not.toContain('"current":"USD"');
    const enAgain = await request(base, '/?v=stores', { headers: { Cookie: 'other=1; store_view_code=en' } });
    expect(enAgain.headers['x-magento-cache-debug']).toBe('HIT');
    expect(enAgain.raw.equals(en.raw)).toBe(true);
    const usdAgain = await request(base, '/?v=stores', { headers: { Cookie: 'store_view_currency=USD' } });
    expect(usdAgain.raw.equals(usd.raw)).toBe(true);
  });

  it('never keeps checkout, cart, account, sign-in pages, a request with credentials or the admin’s preview', async () => {
    for (const path of ['/checkout', '/cart', '/customer/account', '/wishlist', '/sign-in', '/customer/account/createPassword?token=abc']) {
      for (let i = 0; i < 2; i += 1) {
        const res = await request(base, path);
        expect(res.headers['x-magento-cache-debug'], path).toBeUndefined();
        expect(res.headers['cache-control'], path).toBe('private, no-store');
        expect(res.headers.etag, path).toBeUndefined();
      }
    }
    await request(base, KRILL);
    // The same page is cached for anyone else.
    expect((await request(base, KRILL, { headers: { Cookie: 'store_view_code=fr' } })).headers['x-magento-cache-debug']).toBeDefined();
    expect((await request(base, KRILL)).headers['x-magento-cache-debug']).toBe('HIT');
    const credentials: Record<string, string>[] = [{ Authorization: 'Bearer abc' }, { Cookie: 'auth_token=abc' }, { 'Sec-Fetch-Dest': 'iframe' }];
    for (const headers of credentials) {
      const res = await request(base, KRILL, { headers });
      expect(res.headers['x-magento-cache-debug'], JSON.stringify(headers)).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await request(base, KRILL, { method: 'POST' })).status).toBe(405);
  });

  it('drops the pages built from a product when its stock changes, and those only', async () => {
    await request(base, KRILL);
    await request(base, '/about-us');
    const before = await request(base, KRILL);
    expect(before.headers['x-magento-cache-debug']).toBe('HIT');
    expect(soldOut(before.text)).toBe(false);
    expect(backend.hooks.setStock('OMG-KRILL', 0)).toBe(true);
    const after = await request(base, KRILL);
    expect(after.headers['x-magento-cache-debug']).toBe('MISS');
    expect(soldOut(after.text)).toBe(true);
    expect((await request(base, '/about-us')).headers['x-magento-cache-debug']).toBe('HIT');
    expect(backend.hooks.setStock('OMG-KRILL', 40)).toBe(true);
    expect(soldOut((await request(base, KRILL)).text)).toBe(false);
  });

  it('renders another URL of a page without asking the backend again, and asks again once a write purged what it showed', async () => {
    await request(base, `${KRILL}?utm_source=first`);
    const asked = graphqlAsked;
    const again = await request(base, `${KRILL}?utm_source=second`);
    expect(again.headers['x-magento-cache-debug']).toBe('MISS');
    expect(again.text).toContain('Huile de krill');
    expect(graphqlAsked).toBe(asked);
    expect(backend.hooks.setStock('OMG-KRILL', 0)).toBe(true);
    const after = await request(base, `${KRILL}?utm_source=third`);
    expect(soldOut(after.text)).toBe(true);
    expect(graphqlAsked).toBeGreaterThan(asked);
    expect(backend.hooks.setStock('OMG-KRILL', 40)).toBe(true);
    expect(soldOut((await request(base, `${KRILL}?utm_source=fourth`)).text)).toBe(false);
  });

  it('holds no personal data: a signed-in customer’s browser gets the guest’s bytes', async () => {
    const email = 'zephyrine.cache@example.com';
    const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
      (await (await fetch(`${base}/graphql`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }),
      })).json()) as { data: Record<string, any> };
    await gql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
      input: { firstname: 'Zéphyrine', lastname: 'Cachemire', email, password: 'Sommeil-2030' },
    });
    const { token } = (await gql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', {
      e: email, p: 'Sommeil-2030',
    })).data.generateCustomerToken;
    const bearer = { Authorization: `Bearer ${token}` };
    const cart = (await gql('{ customerCart { id } }', {}, bearer)).data.customerCart.id as string;
    await gql('mutation ($cart: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: "OMG-KRILL", quantity: 3 }]) { cart { id } } }', { cart }, bearer);

    const guest = await request(base, '/?v=private');
    // A signed-in browser's navigation: its session is in its storage, not in the request.
    const customer = await request(base, '/?v=private', { headers: { Cookie: '_ga=GA1.2.3' } });
    expect(customer.headers['x-magento-cache-debug']).toBe('HIT');
    expect(customer.raw.equals(guest.raw)).toBe(true);
    // Sent with the token, the page is not cached, and still rendered for no one.
    const withToken = await request(base, '/?v=private', { headers: bearer });
    for (const res of [guest, withToken]) {
      expect(res.text).not.toContain('Zéphyrine');
      expect(res.text).not.toContain('Cachemire');
      expect(res.text).not.toContain(email);
      expect(res.text).not.toContain(cart);
    }
    expect(withToken.text.replaceAll(String(bodyNonce(withToken.text)), '')).toBe(guest.text.replaceAll(String(bodyNonce(guest.text)), ''));
  });

  it('keeps within its byte budget, least recently used out first', async () => {
    const page = await request(base, `${CATEGORY}?v=size`);
    const small = new PageCache({ maxBytes: page.raw.length * 3 });
    const dist = distDir();
    dirs.push(dist);
    const renderer = await createRenderer({ distDir: dist, graphqlUrl: () => `${base}/graphql` });
    const bounded = createStorefrontServer({ clientDir: join(dist, 'client'), upstream: gatedUpstream(backend), renderer, pageCache: small, cacheDebug: true });
    const boundedBase = await listening(bounded);
    // Pages over an eighth of the budget are not kept (they go out as uncached pages): a budget of three pages keeps
    // none, one of 24 keeps at most 24.
    for (let i = 0; i < 2; i += 1) {
      const res = await request(boundedBase, `${CATEGORY}?v=0`);
      expect(res.headers['x-magento-cache-debug']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(small.size).toBe(0);
    const roomy = new PageCache({ maxBytes: page.raw.length * 24 });
    const server2 = createStorefrontServer({ clientDir: join(dist, 'client'), upstream: gatedUpstream(backend), renderer, pageCache: roomy, cacheDebug: true });
    const roomyBase = await listening(server2);
    for (let i = 0; i < 30; i += 1) {
      await request(roomyBase, `${CATEGORY}?v=${i}`);
      expect(roomy.size).toBeLessThanOrEqual(roomy.maxBytes);
    }
    expect((await request(roomyBase, `${CATEGORY}?v=29`)).headers['x-magento-cache-debug']).toBe('HIT');
    expect((await request(roomyBase, `${CATEGORY}?v=0`)).headers['x-magento-cache-debug']).toBe('MISS');
    bounded.close();
    server2.close();
  });
});

describe('cache tags and purges, as Magento’s Varnish has them', () => {
  it('a cached page names what it shows in X-Magento-Tags; a private page names nothing', async () => {
    const page = await request(base, KRILL);
    const tags = String(page.headers['x-magento-tags']).split(',');
    expect(tags).toEqual(expect.arrayContaining(['gql_store_config', 'cat_p', 'cms_b_top-banner']));
    // The product's own tag, and those of the products it shows in its related and up-sell rows: a change to any of
    // them changes the page.
    expect(tags.filter((tag) => /^cat_p_\d+$/.test(tag)).length).toBeGreaterThan(1);
    for (const path of ['/cart', '/checkout', '/customer/account']) expect((await request(base, path)).headers['x-magento-tags'], path).toBeUndefined();
    expect((await request(base, KRILL, { headers: { Authorization: 'Bearer abc' } })).headers['x-magento-tags']).toBeUndefined();
  });

  it('a PURGE from Magento’s address drops the pages of the tags it names, and those only; ".*" drops all', async () => {
    const product = String((await request(base, KRILL)).headers['x-magento-tags']).split(',').find((tag) => /^cat_p_\d+$/.test(tag))!;
    await request(base, '/about-us');
    expect((await request(base, KRILL)).headers['x-magento-cache-debug']).toBe('HIT');
    const purge = (pattern: string) => request(base, '/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': pattern } });
    expect((await purge(`((^|,)${product}(,|$))`)).status).toBe(200);
    expect((await request(base, KRILL)).headers['x-magento-cache-debug']).toBe('MISS');
    expect((await request(base, '/about-us')).headers['x-magento-cache-debug']).toBe('HIT');
    // At any path, the backend's included: the purge is the node's.
    expect((await request(base, '/graphql', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': '.*' } })).status).toBe(200);
    expect((await request(base, '/about-us')).headers['x-magento-cache-debug']).toBe('MISS');
  });

  it('says HIT or MISS only when asked (CACHE_DEBUG)', async () => {
    const shell = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
    dirs.push(shell);
    writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const renderer: Renderer = { render: async () => ({ type: 'page', status: 200, body: Buffer.from('<p>x</p>'), embeds: [], tags: ['cat_p_1'], complete: true }) };
    const quiet = createStorefrontServer({ clientDir: shell, upstream: gatedUpstream(backend), renderer, pageCache: new PageCache() });
    const quietBase = await listening(quiet);
    for (let i = 0; i < 2; i += 1) {
      const res = await request(quietBase, '/quiet.html');
      expect(res.headers['x-magento-tags']).toBe('cat_p_1');
      expect(res.headers['x-magento-cache-debug']).toBeUndefined();
      expect(res.headers['x-magento-debug']).toBeUndefined();
    }
    quiet.close();
  });
});

describe('what the full-page cache does not keep', () => {
  it('a page whose data came too late (shimmers in its place)', async () => {
    const shell = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
    dirs.push(shell);
    writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    let complete = false;
    const renderer: Renderer = { render: async () => ({ type: 'page', status: 200, body: Buffer.from(`<p>${complete}</p>`), embeds: [], tags: [], complete }) };
    const late = createStorefrontServer({ clientDir: shell, upstream: gatedUpstream(backend), renderer, pageCache: new PageCache(), cacheDebug: true });
    const lateBase = await listening(late);
    expect((await request(lateBase, '/late.html')).headers['cache-control']).toBe('private, no-store');
    complete = true;
    expect((await request(lateBase, '/late.html')).text).toBe('<p>true</p>');
    expect((await request(lateBase, '/late.html')).headers['x-magento-cache-debug']).toBe('HIT');
    late.close();
  });
});

describe('render slots', () => {
  it('run at most so many renders at once, the others in the order they came', async () => {
    const inTurn = renderSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(Array.from({ length: 7 }, (_, i) => inTurn(async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(i);
      await new Promise((done) => setTimeout(done, 5));
      running -= 1;
      if (i === 3) throw new Error('a failed render frees its slot');
    }).catch(() => undefined)));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await inTurn(async () => 'free')).toBe('free');
  });
});
