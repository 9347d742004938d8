import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { hasVarnish, startStack, type Stack } from '../../src/tools/stack';
import { launchBrowser, openPage, screenshot } from './support/browser';

// The shop beyond one machine (npm run stack): Varnish with the repository's VCL in front of two storefront nodes,
// node 2 reaching node 1's embedded backend as its Magento. Varnish serves public pages again without asking a node,
// the backend's writes purge it by cache tag, private pages pass, and a stopped node leaves the shop answering.

const KRILL = '/huile-de-krill-antarctique.html';
const ADMIN_PASSWORD = 'Vitrine-admin-2026';
/** The heading of the "À propos" page's draft the shop ships. */
const PUBLISHED_HEADING = 'Vitrine, dix ans de conseils au naturel';
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-stack-'));
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  if (!hasVarnish()) throw new Error('These tests need Varnish 7: apt-get install varnish (.ci/run installs it).');
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  [stack, browser] = await Promise.all([
    startStack({ distDir: inject('distDir'), dataDir, cacheSize: '64m', env: { CACHE_DEBUG: '1', VITRINE_TEST_HOOKS: '1', VITRINE_RENDER_THREADS: '1', ADMIN_PASSWORD } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const [node1, node2] = [() => stack.nodes[0], () => stack.nodes[1]];
/** The requests Varnish sent a node (its VBE.<vcl>.<node>.req counter). */
const nodeRequests = (name: string) =>
  Object.entries(stack.counters()).find(([counter]) => counter.endsWith(`.${name}.req`))?.[1] ?? 0;

describe('Varnish in front of two storefront nodes', () => {
  it('serves a product page the second time from its cache, without a node, and without the tags', async () => {
    const first = await fetch(`${stack.url}${KRILL}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-magento-tags')).toBeNull();
    await first.text();
    const fetched = stack.counters()['MAIN.backend_req']!;
    for (let i = 0; i < 5; i += 1) {
      const again = await fetch(`${stack.url}${KRILL}`);
      expect(again.headers.get('x-magento-cache-debug')).toBe('HIT');
      expect(again.headers.get('x-magento-tags')).toBeNull();
      expect(await again.text()).toContain('Huile de krill antarctique');
    }
    expect(stack.counters()['MAIN.backend_req']).toBe(fetched);
    // A node answered directly shows the tags Varnish keeps the page by: the product's own among them.
    const direct = await fetch(`${node2().url}${KRILL}`);
    expect(direct.headers.get('x-magento-tags')?.split(',')).toEqual(expect.arrayContaining(['cat_p', 'gql_store_config']));
    expect(direct.headers.get('x-magento-tags')).toMatch(/(^|,)cat_p_\d+(,|$)/);
  });

  it('keys a page on the store view and currency cookies only, not on other cookies or tracking parameters', async () => {
    const cache = async (path: string, cookie?: string) =>
      (await fetch(`${stack.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).headers.get('x-magento-cache-debug');
    await cache('/about-us');
    expect(await cache('/about-us', '_ga=GA1.2.3; _fbp=fb.1')).toBe('HIT');
    expect(await cache('/about-us?utm_source=news&utm_medium=mail')).toBe('HIT');
    expect(await cache('/about-us', '_ga=GA1; store_view_currency=USD')).toBe('MISS');
    expect(await cache('/about-us', 'store_view_currency=USD; theme=dark')).toBe('HIT');
  });

  it('shows a new price on the next fetch once the backend changed it: the tag purge, not a timeout', async () => {
    const before = await (await fetch(`${stack.url}${KRILL}`)).text();
    expect(before).toMatch(/27,90\s€/u);
    const hook = await fetch(`${node1().url}/__test__/price/OMG-KRILL`, { method: 'POST', body: JSON.stringify({ price: 24.5 }) });
    expect(hook.status).toBe(200);
    const changed = Date.now();
    let page = '';
    let seenAfter = Infinity;
    while (Date.now() - changed < 1_000) {
      page = await (await fetch(`${stack.url}${KRILL}`)).text();
      if (/24,50\s€/u.test(page)) {
        seenAfter = Date.now() - changed;
        break;
      }
    }
    expect(page).toMatch(/24,50\s€/u);
    expect(seenAfter).toBeLessThan(1_000);
    // Both nodes dropped their own copies too.
    for (const node of [node1(), node2()]) expect(await (await fetch(`${node.url}${KRILL}`)).text()).toMatch(/24,50\s€/u);
    const again = await fetch(`${stack.url}${KRILL}`);
    expect(again.headers.get('x-magento-cache-debug')).toBe('HIT');
  });

  it('shows a CMS page’s published draft on the next fetch: the admin’s publish purges the page’s tag', async () => {
    const admin = { Authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` };
    const list = await (await fetch(`${node1().url}/admin/preview`, { headers: admin })).text();
    const button = /data-path="([^"]+)" data-version="(\d+)" data-label="À propos : nouveau titre"/.exec(list);
    expect(button).not.toBeNull();
    const [, path, version] = button!;
    await fetch(`${stack.url}${path}`);
    const cached = await fetch(`${stack.url}${path}`);
    expect(cached.headers.get('x-magento-cache-debug')).toBe('HIT');
    expect(await cached.text()).not.toContain(PUBLISHED_HEADING);
    const published = await fetch(`${node1().url}/admin/preview/publish`, {
      method: 'POST', headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ entity: 'cms_page', identifier: 'a-propos', version: Number(version) }),
    });
    expect(published.status).toBe(200);
    const changed = Date.now();
    let page = '';
    while (Date.now() - changed < 1_000 && !page.includes(PUBLISHED_HEADING)) page = await (await fetch(`${stack.url}${path}`)).text();
    expect(page).toContain(PUBLISHED_HEADING);
  });

  it('never keeps a signed-in shopper’s page, the cart or the account', async () => {
    const requests: [string, Record<string, string>][] = [
      [KRILL, { Cookie: 'auth_token=abc' }], [KRILL, { Authorization: 'Bearer abc' }], ['/cart', {}], ['/customer/account', {}],
    ];
    for (const [path, headers] of requests) {
      for (let i = 0; i < 2; i += 1) {
        const res = await fetch(`${stack.url}${path}`, { headers });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe('private, no-store');
        expect(res.headers.get('x-magento-cache-debug'), path).not.toBe('HIT');
      }
    }
  });

  it('keeps a shopper’s cart and sign-in whichever node answers: both reach the same backend', async () => {
    // Varnish shares the browser's requests out between the nodes (round robin): the mutations and private queries
    // of one visit go to both.
    const sent = () => [nodeRequests('node1'), nodeRequests('node2')];
    const [node1Before, node2Before] = sent();
    const { page, context, errors } = await openPage(browser, 1440);
    const email = `stack.${Date.now()}@example.fr`;
    await page.goto(`${stack.url}/create-account`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Prénom/).fill('Varnish');
    await page.getByLabel(/^Nom/).fill('Dupont');
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill('Printemps#2026');
    await page.getByRole('checkbox', { name: /J’accepte que Vitrine traite mes données/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const account = page.locator('header.header .header__account');
    await expect.poll(() => account.textContent()).toBe('Bonjour, Varnish');
    await page.goto(`${stack.url}${KRILL}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForLoadState('networkidle');
    for (let visit = 0; visit < 3; visit += 1) {
      await page.goto(`${stack.url}/cart`, { waitUntil: 'networkidle' });
      await expect.poll(() => account.textContent()).toBe('Bonjour, Varnish');
      await expect.poll(() => page.locator('main').getByText('Huile de krill antarctique').count()).toBeGreaterThan(0);
    }
    await screenshot(page, 'varnish-stack-cart');
    expect(errors).toEqual([]);
    await context.close();
    const [node1After, node2After] = sent();
    expect(node1After).toBeGreaterThan(node1Before!);
    expect(node2After).toBeGreaterThan(node2Before!);
  });

  it('sends the embedded backend’s own pages (admin preview, payment simulator) to the node that runs it', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${stack.url}/admin/preview`);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Vitrine admin');
    }
  });

  it('answers through the other node when one stops', async () => {
    await node2().stop();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await fetch(`${stack.url}/search.html?q=krill-${i}`)).status);
    expect(statuses).toEqual(Array(12).fill(200));
  });
});
