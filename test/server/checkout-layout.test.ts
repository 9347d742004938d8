import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient, renderPage } from '../../src/app/render';
import { loadCmsBlock } from '../../src/app/services/cms';
import { loadNeedHelp } from '../../src/app/services/need-help';
import type { DataServices } from '../../src/app/services/route';
import { CHECKOUT_LINKS_BLOCK } from '../../src/domain/route-table';
import { servedBackend } from './served-backend';

// The checkout layout against the shop's own backend: the Need Help menu's data, the footer's block and its links,
// and the layout a server renders around a checkout path.
let closeBackend: () => Promise<void>;
let graphqlUrl: string;
let services: DataServices;

beforeAll(async () => {
  ({ graphqlUrl, close: closeBackend } = await servedBackend('checkout-layout'));
  services = { client: async () => createServerClient(graphqlUrl, {}), storeCodes: () => ['fr'] };
});
afterAll(() => closeBackend());

async function render(path: string) {
  const rendered = await renderPage({ path, search: '' }, { client: createServerClient(graphqlUrl, {}), config: {} });
  if (rendered.type !== 'page') throw new Error(`expected a page at ${path}, got ${rendered.type}`);
  return rendered;
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!);

describe('the checkout layout’s data', () => {
  it('getNeedHelp reads the store’s need_help and its timezone (Magento’s own StoreConfig field)', async () => {
    expect(await loadNeedHelp(services)).toEqual({
      email: 'service-client@vitrine.example',
      phone: '+33 1 84 80 12 34',
      startDay: 'lundi',
      endDay: 'vendredi',
      startTime: '09:00',
      endTime: '18:00',
      timezone: 'Europe/Paris',
    });
  });

  it('the footer’s block links only to pages that exist', async () => {
    const block = await loadCmsBlock(services, { identifier: CHECKOUT_LINKS_BLOCK });
    const links = JSON.stringify(block).match(/"href":"([^"]+)"/g)!.map((found) => found.slice(8, -1));
    expect(links).toEqual(['/conditions-generales-de-vente', '/mentions-legales', '/donnees-personnelles', '/livraison-retours']);
    for (const link of links) expect((await render(link)).status, link).toBe(200);
  });
});

describe('the checkout layout rendered on the server', () => {
  it('puts the checkout header and footer around the page: logo, Need Help, links block, copyright; no cart, search or menus', async () => {
    const { html, state } = await render('/checkout');
    expect(html).toContain('class="shell shell--checkout"');
    expect(html).toContain('class="checkout-header"');
    expect(html).toContain('Besoin d’aide\u00a0?');
    expect(html).toContain('aria-expanded="false"');
    for (const absent of ['header__cart', 'header__search-trigger', 'header__nav-trigger', 'mega-menu', 'footer__columns']) expect(html, absent).not.toContain(absent);
    expect(html).toContain(`© ${new Date().getFullYear()} Vitrine. Tous droits réservés.`);
    expect(html).toContain('aria-label="Informations légales"');
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/', '/conditions-generales-de-vente', '/mentions-legales', '/donnees-personnelles', '/livraison-retours']));
    // The menu's data waits for the shopper: nothing of it in the page or its snapshot.
    expect(html).not.toContain('tel:');
    expect(JSON.parse(state).children.needHelp.snapshot).toMatchObject({ value: 'closed', context: { help: null } });
  });

  it('keeps the default layout elsewhere, without asking for the checkout’s block', async () => {
    const { html, state } = await render('/livraison-retours');
    expect(html).toContain('class="shell"');
    expect(html).toContain('header__cart');
    expect(html).not.toContain('checkout-header');
    expect(JSON.parse(state).context.checkoutLinks).toBeNull();
  });
});
