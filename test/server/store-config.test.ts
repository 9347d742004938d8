import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/index';
import { createServerClient, fetchConfigCopy, renderPage } from '../../src/app/render';
import type { ConfigCopy } from '../../src/app/services/graphql/config-exchange';
import { servedBackend } from './served-backend';

// Issue 16 items 7, 12 and 14: the store's name and copyright come from the backend the server renders with (as
// they would from the Magento of MAGENTO_URL), every page's title follows one rule, and the hello bar is in the HTML.
let backend: Backend;
let closeBackend: () => Promise<void>;
let graphqlUrl: string;
let config: ConfigCopy;

beforeAll(async () => {
  ({ backend, graphqlUrl, close: closeBackend } = await servedBackend('store-config'));
  expect(backend.hooks.setConfig('store_name', 'Boutique Test')).toBeUndefined();
  expect(backend.hooks.setConfig('copyright', '© {year} Boutique Test SARL')).toBeUndefined();
  expect(backend.hooks.setConfig('default_display_currency_code', 'CHF')).toBeUndefined();
  config = await fetchConfigCopy(createServerClient(graphqlUrl, {}));
  // The first render loads every screen's code: not what these tests time.
  await render('/');
});
afterAll(() => closeBackend());

async function render(path: string) {
  const rendered = await renderPage({ path, search: '' }, { client: createServerClient(graphqlUrl, config), config });
  if (rendered.type !== 'page') throw new Error(`expected a page at ${path}, got ${rendered.type}`);
  return rendered;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&#x27;/g, '’');

describe('a backend with another store name, copyright and currency', () => {
  it('titles every kind of page "{page} | {store_name}"', async () => {
    const pages: [path: string, title: string][] = [
      ['/', 'Compléments alimentaires, vitamines et bien-être | Boutique Test'],
      ['/about-us', 'Notre histoire et nos engagements | Boutique Test'],
      ['/vitamines-mineraux.html', 'Vitamines &amp; minéraux | Boutique Test'],
      ['/huile-de-krill-antarctique.html', 'Huile de krill antarctique | Boutique Test'],
      ['/search.html?query=magnesium', 'Résultats pour «\u00a0magnesium\u00a0» | Boutique Test'],
      ['/cart', 'Panier | Boutique Test'],
      ['/sign-in', 'Connexion | Boutique Test'],
      ['/stores', 'Nos boutiques | Boutique Test'],
      ['/une-page-qui-n-existe-pas', '404 Page introuvable | Boutique Test'],
    ];
    for (const [path, title] of pages) {
      const [pathname, search = ''] = path.split('?');
      const rendered = await renderPage({ path: pathname!, search: search && `?${search}` }, { client: createServerClient(graphqlUrl, config), config });
      expect(rendered.type === 'page' && titleOf(rendered.html), path).toBe(title);
    }
  });

  it('names the store in the header’s logo, writes its copyright in the footers, prices content in its currency', async () => {
    const year = new Date().getFullYear();
    const home = (await render('/')).html;
    expect(home).toContain('aria-label="Boutique Test, page d’accueil"');
    expect(home).toContain(`© ${year} Boutique Test SARL`);
    expect(home).not.toContain('Vitrine FR');
    // The content's product cards are priced in the store's display currency.
    expect(home).toMatch(/class="price[^"]*"[^>]*>[^<]*\d+,\d{2}\u00a0CHF/);
    const checkout = (await render('/checkout')).html;
    expect(checkout).toContain('aria-label="Boutique Test, page d’accueil"');
    expect(checkout).toContain(`© ${year} Boutique Test SARL`);
  });
});

describe('the hello bar', () => {
  it('is the top-banner block, rendered in the server’s HTML at the top of the header, linking to its page', async () => {
    const { html } = await render('/vitamines-mineraux.html');
    const header = html.indexOf('<header class="header">');
    const bar = html.slice(html.indexOf('<div class="hello-bar">'), html.indexOf('<div class="header__top">'));
    expect(header).toBeGreaterThan(-1);
    expect(html.indexOf('<div class="hello-bar">')).toBeGreaterThan(header);
    expect(bar).toContain('Livraison offerte dès');
    expect(bar).toContain('href="/livraison-retours"');
  });

  it('is not part of the checkout’s reduced layout', async () => {
    expect((await render('/checkout')).html).not.toContain('hello-bar');
  });
});
