// Admin preview (spec §6, §7): Magento's admin token, drafts of CMS pages, blocks and products shown to a request that
// carries a live admin token and the draft's version, never cached; anything else sees the published content.
// The admin's preview page behind HTTP Basic.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../../src/backend/db/migrate';
import { DATABASE_FILE } from '../../src/backend/db/open';
import { AttemptLimiter } from '../../src/backend/limits/attempt-limiter';
import { ADMIN_SIGN_IN_FAILED, ADMIN_SIGN_IN_LIMIT, AdminTokens } from '../../src/backend/preview/admin-tokens';
import { bearer, customerToken } from './cart-support';
import { rest } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

const ADMIN = { username: 'admin', password: 'Apercu-2030!' };
const VERSION = '1893456000';

let t: TestBackend;
let adminToken: string;
beforeAll(async () => {
  process.env.ADMIN_PASSWORD = ADMIN.password;
  t = await startTestBackend();
  delete process.env.ADMIN_PASSWORD;
  // The admin's drafts, as the admin saves them: a page's heading, a block's text, a product's name.
  const db = new Database(join(t.dataDir, DATABASE_FILE));
  const draft = db.prepare("INSERT INTO content_draft (entity_type, identifier, version, label, data, created_at) VALUES (?, ?, ?, ?, ?, '2030-12-01')");
  draft.run('cms_page', 'donnees-personnelles', VERSION, 'Données : titre clarifié', JSON.stringify({ content_heading: 'Vos données, en clair', page_id: 999 }));
  draft.run('cms_block', 'promo-banner', VERSION, 'Bannière de Noël', JSON.stringify({ content: '<p>Livraison offerte dès 39 €</p>' }));
  draft.run('product', 'MELA-1', VERSION, 'Mélatonine : nouveau nom', JSON.stringify({ name: 'Mélatonine 1 mg (nouvelle formule)' }));
  db.close();
  adminToken = (await rest(t, '/rest/V1/integration/admin/token', ADMIN)).body as string;
});
afterAll(() => t.close());

const PAGE = '{ cmsPage(identifier: "donnees-personnelles") { content_heading title } }';
const previewOf = (token: string, version = VERSION) => ({ Authorization: `Bearer ${token}`, 'Preview-Version': version });
const heading = async (headers: Record<string, string>) => {
  const reply = await t.gql(PAGE, { headers });
  expect(reply.status).toBe(200);
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.cmsPage.content_heading as string;
};

describe('POST /V1/integration/admin/token', () => {
  test('answers an admin token for the admin’s credentials', async () => {
    expect(adminToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('wrong, missing, over-long or non-text credentials answer Magento’s errors', async () => {
    const wrong = await rest(t, '/rest/V1/integration/admin/token', { ...ADMIN, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: ADMIN_SIGN_IN_FAILED });
    const long = await rest(t, '/rest/V1/integration/admin/token', { username: 'a'.repeat(5000), password: ADMIN.password });
    expect(long.status).toBe(401);
    const object = await rest(t, '/rest/V1/integration/admin/token', { username: { $ne: '' }, password: ADMIN.password });
    expect(object.status).toBe(401);
    const missing = await rest(t, '/rest/V1/integration/admin/token', { username: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'password' } });
    const notJson = await rest(t, '/rest/V1/integration/admin/token', '{', {});
    expect(notJson.status).toBe(400);
  });

  /** Admin tokens on a database of their own, as the backend keeps its guesses. */
  const adminTokens = (admin: typeof ADMIN | null) => {
    const db = new Database(':memory:');
    migrate(db);
    return new AdminTokens('secret', admin, new AttemptLimiter(db, 'admin-sign-in', ADMIN_SIGN_IN_LIMIT));
  };

  test('without an admin configured nobody signs in, and no token passes', () => {
    const none = adminTokens(null);
    expect(none.enabled).toBe(false);
    expect(none.checkCredentials('admin', '', 'client', Date.now())).toBe(false);
    const some = adminTokens(ADMIN);
    expect(none.verify(some.issue(Date.now()), Date.now())).toBe(false);
  });

  test('a client that guessed wrong 6 times in 15 minutes is refused, right credentials included, until the window passes', () => {
    const tokens = adminTokens(ADMIN);
    const now = Date.parse('2030-12-20T10:00:00Z');
    for (let i = 0; i < 6; i++) expect(tokens.checkCredentials(ADMIN.username, `guess-${i}`, '203.0.113.7', now + i)).toBe(false);
    expect(tokens.checkCredentials(ADMIN.username, ADMIN.password, '203.0.113.7', now + 10)).toBe(false);
    expect(tokens.checkCredentials(ADMIN.username, ADMIN.password, '198.51.100.2', now + 10)).toBe(true);
    expect(tokens.checkCredentials(ADMIN.username, ADMIN.password, '203.0.113.7', now + 15 * 60 * 1000 + 10)).toBe(true);
  });
});

describe('drafts in a preview', () => {
  test('a live admin token with the version shows the draft of a CMS page, never cached', async () => {
    const reply = await t.gql(PAGE, { headers: previewOf(adminToken) });
    expect(reply.body.data!.cmsPage).toEqual({ content_heading: 'Vos données, en clair', title: 'Données personnelles' });
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.headers.get('x-magento-cache-debug')).toBeNull();
    // The public answer is the published page, cached as ever: the draft went into no cache.
    const first = await t.gql(PAGE);
    expect(first.body.data!.cmsPage.content_heading).toBe('Vos données');
    expect((await t.gql(PAGE)).headers.get('x-magento-cache-debug')).toBe('HIT');
  });

  test('a draft changes only the fields a draft may change (not the page id)', async () => {
    const reply = await t.gql('{ cmsPage(identifier: "donnees-personnelles") { url_key } }', { headers: previewOf(adminToken) });
    expect(reply.body.data!.cmsPage.url_key).toBe('donnees-personnelles');
  });

  test('blocks and a product page show their drafts too', async () => {
    const blocks = await t.gql('{ cmsBlocks(identifiers: ["promo-banner", "footer-checkout-links-block"]) { items { identifier content } } }', {
      headers: previewOf(adminToken),
    });
    expect(blocks.body.data!.cmsBlocks.items[0].content).toBe('<p>Livraison offerte dès 39 €</p>');
    expect(blocks.body.data!.cmsBlocks.items[1].content).toContain('Données personnelles');
    const product = await t.gql('{ products(filter: { url_key: { eq: "melatonine-1-mg" } }) { items { sku name } } }', { headers: previewOf(adminToken) });
    expect(product.body.data!.products.items).toEqual([{ sku: 'MELA-1', name: 'Mélatonine 1 mg (nouvelle formule)' }]);
    const published = await t.gql('{ products(filter: { url_key: { eq: "melatonine-1-mg" } }) { items { name } } }');
    expect(published.body.data!.products.items).toEqual([{ name: 'Mélatonine 1 mg' }]);
  });

  test('a forged, a customer’s or an expired token, or an unknown or malformed version, shows the published content', async () => {
    const [header, body] = adminToken.split('.');
    expect(await heading(previewOf(`${header}.${body}.forged-signature`))).toBe('Vos données');
    expect(await heading(previewOf('not-a-token'))).toBe('Vos données');
    expect(await heading({ Authorization: 'Basic YWRtaW46eA==', 'Preview-Version': VERSION })).toBe('Vos données');
    expect(await heading(previewOf(await customerToken(t, 'apercu@example.com')))).toBe('Vos données');
    for (const version of ['1', '0', '-1', 'abc', '1e9', `${VERSION}0000000000`]) {
      expect(await heading(previewOf(adminToken, version)), version).toBe('Vos données');
    }
    expect(await heading(previewOf('x'.repeat(4000)))).toBe('Vos données');
    const now = t.clock.now;
    t.clock.now += 4 * 3600 * 1000 + 1000;
    try {
      expect(await heading(previewOf(adminToken))).toBe('Vos données');
    } finally {
      t.clock.now = now;
    }
  });

  test('an admin token is no customer’s token', async () => {
    const reply = await t.gql('{ customer { email } }', { headers: bearer(adminToken) });
    expect(reply.body.errors?.[0]?.message).toBe('Failed to read JWT token');
  });
});

describe('/admin/preview', () => {
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const open = (headers: Record<string, string> = {}, method = 'GET', path = '/admin/preview') => fetch(`${t.url}${path}`, { method, headers });

  test('asks for the admin’s credentials: none, wrong ones or an over-long header are refused', async () => {
    for (const headers of [{} as Record<string, string>, { Authorization: basic('admin', 'wrong') }, { Authorization: basic('root', ADMIN.password) },
      { Authorization: 'Basic !!!' }, { Authorization: `Basic ${'A'.repeat(2000)}` }, { Authorization: `Bearer ${adminToken}` }]) {
      const reply = await open(headers);
      expect(reply.status).toBe(401);
      expect(reply.headers.get('www-authenticate')).toBe('Basic realm="Vitrine admin", charset="UTF-8"');
      expect(await reply.text()).not.toContain('Prévisualiser');
    }
  });

  test('lists the drafts whose content exists, each opening its storefront page; frames the shop’s own pages only', async () => {
    const reply = await open({ Authorization: basic(ADMIN.username, ADMIN.password) });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const csp = reply.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    const html = await reply.text();
    expect(html).toContain('data-path="/donnees-personnelles" data-version="1893456000"');
    expect(html).toContain('data-path="/melatonine-1-mg.html"');
    expect(html).toContain('Bannière de Noël');
    // The draft the shop ships is of "À propos", which this catalogue lacks: it is not offered.
    expect(html).not.toContain('À propos : nouveau titre');
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toMatch(/const token = "[\w.-]+";/);
  });

  test('other methods and paths are refused', async () => {
    expect((await open({ Authorization: basic(ADMIN.username, ADMIN.password) }, 'POST')).status).toBe(405);
    expect((await open({ Authorization: basic(ADMIN.username, ADMIN.password) }, 'GET', '/admin/preview/../x')).status).not.toBe(200);
    expect((await open({ Authorization: basic(ADMIN.username, ADMIN.password) }, 'GET', '/admin/previewx')).status).toBe(404);
  });
});

describe('publishing a draft from /admin/preview', () => {
  const basic = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;
  const publish = (body: unknown, headers: Record<string, string> = { Authorization: basic, 'Content-Type': 'application/json' }, method = 'POST') =>
    fetch(`${t.url}/admin/preview/publish`, { method, headers, ...(method === 'POST' && { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
  const draft = (entity: string, identifier: string) => ({ entity, identifier, version: Number(VERSION) });

  test('only the admin, from the page’s own script, with a draft that exists', async () => {
    const purged: string[] = [];
    t.backend.onPurge((tags) => purged.push(...tags));
    const page = draft('cms_page', 'donnees-personnelles');
    expect((await publish(page, { 'Content-Type': 'application/json' })).status).toBe(401);
    expect((await publish(page, { Authorization: basic, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await publish('entity=cms_page', { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await publish(page, { Authorization: basic }, 'GET')).status).toBe(405);
    for (const bad of ['{', '42', { ...page, entity: 'customer' }, { ...page, version: -1 }, { ...page, identifier: 'x'.repeat(300) }]) {
      expect((await publish(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await publish(draft('cms_page', 'inconnue'))).status).toBe(404);
    expect(purged).toEqual([]);
    expect(await heading({})).toBe('Vos données');
  });

  test('a page’s draft becomes its content for everyone, purges its tag, and leaves the list', async () => {
    const purged: string[] = [];
    t.backend.onPurge((tags) => purged.push(...tags));
    const reply = await publish(draft('cms_page', 'donnees-personnelles'));
    expect(reply.status).toBe(200);
    expect(await heading({})).toBe('Vos données, en clair');
    // The draft's other fields (a page_id) are not the admin's to change.
    expect(purged).toHaveLength(1);
    expect(purged[0]).toMatch(/^cms_p_\d+$/);
    const list = await (await fetch(`${t.url}/admin/preview`, { headers: { Authorization: basic } })).text();
    expect(list).not.toContain('Données : titre clarifié');
    expect((await publish(draft('cms_page', 'donnees-personnelles'))).status).toBe(404);
  });

  test('a product’s new name is found by search and purges the product’s tag; a block purges both of its tags', async () => {
    const purged: string[] = [];
    t.backend.onPurge((tags) => purged.push(...tags));
    expect((await publish(draft('product', 'MELA-1'))).status).toBe(200);
    const found = await t.gql('{ products(search: "nouvelle formule") { items { sku name } } }');
    expect(found.body.data!.products.items).toEqual([{ sku: 'MELA-1', name: 'Mélatonine 1 mg (nouvelle formule)' }]);
    expect((await publish(draft('cms_block', 'promo-banner'))).status).toBe(200);
    const block = await t.gql('{ cmsBlocks(identifiers: ["promo-banner"]) { items { content } } }');
    expect(block.body.data!.cmsBlocks.items[0].content).toContain('Livraison offerte dès 39 €');
    expect(purged).toEqual([expect.stringMatching(/^cat_p_\d+$/), expect.stringMatching(/^cms_b_\d+$/), 'cms_b_promo-banner']);
  });
});
