import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient, fetchConfigCopy, renderPage } from '../../src/app/render';
import type { ConfigCopy } from '../../src/app/services/graphql/config-exchange';
import { ALL_FEATURES, COPY_FEATURES_KEY } from '../../src/domain/feature-names';
import { servedBackend } from './served-backend';

// The parts many pages share (the mega menu, the footer's link columns, a product row's cards) come from the server's fragment cache: the
// page's HTML must be what rendering them in place gives, byte for byte, or the browser would not hydrate them as its own.
let closeBackend: () => Promise<void>;
let graphqlUrl: string;
let copy: ConfigCopy;

beforeAll(async () => {
  ({ graphqlUrl, close: closeBackend } = await servedBackend('fragments'));
  copy = { ...(await fetchConfigCopy(createServerClient(graphqlUrl, {}))), [COPY_FEATURES_KEY]: [...ALL_FEATURES] };
});
afterAll(() => closeBackend());

async function html(path: string, config: ConfigCopy, sharedFragments?: boolean): Promise<string> {
  const rendered = await renderPage({ path, search: '' }, { client: createServerClient(graphqlUrl, config), config, sharedFragments });
  if (rendered.type !== 'page') throw new Error(`expected a page at ${path}, got ${rendered.type}`);
  return rendered.html;
}

const megaMenu = (page: string) => /<nav class="mega-menu"[^>]*>[\s\S]*?<\/nav>/.exec(page)?.[0];
const footerColumns = (page: string) => /<div class="footer__columns">[\s\S]*?<\/ul><\/div><\/div>/.exec(page)?.[0];

describe('the parts pages share', () => {
  it('are in each page as rendering them in place gives them, the first time and from the cache alike', async () => {
    for (const path of ['/', '/whey-isolat-native.html', '/vitamines-mineraux.html', '/page-qui-n-existe-pas']) {
      const inPlace = await html(path, copy, false);
      expect(megaMenu(inPlace)).toContain('class="mega-menu__panel');
      expect(footerColumns(inPlace)).toContain('class="footer__column"');
      expect(await html(path, copy)).toBe(inPlace);
      expect(await html(path, copy)).toBe(inPlace);
    }
  });

  it('take in a product row’s cards, which many products’ pages show', async () => {
    const path = '/magnesium-bisglycinate.html';
    const inPlace = await html(path, copy, false);
    expect(inPlace.match(/<li><article class="product-card/g)?.length).toBeGreaterThan(3);
    expect(await html(path, copy)).toBe(inPlace);
    expect(await html(path, copy)).toBe(inPlace);
  });

  it('are kept apart by what they read: the store’s settings and the page’s language', async () => {
    const storeConfig = copy.storeConfig as object;
    const noContact = { ...copy, storeConfig: { ...storeConfig, contact_enabled: false } };
    const english = { ...copy, storeConfig: { ...storeConfig, locale: 'en_US' } };
    const pages = { all: await html('/', copy), noContact: await html('/', noContact), english: await html('/', english) };
    expect(pages.noContact).toBe(await html('/', noContact, false));
    expect(pages.english).toBe(await html('/', english, false));
    // Not the same parts: a store that takes no messages has no contact link in the footer; the English menu and
    // footer are English.
    expect(footerColumns(pages.all)).toContain('href="/contact-us"');
    expect(footerColumns(pages.noContact)).not.toContain('href="/contact-us"');
    expect(footerColumns(pages.english)).toContain('Order Status');
    expect(footerColumns(pages.all)).not.toContain('Order Status');
    expect(megaMenu(pages.english)).toContain('Shop all ');
    expect(megaMenu(pages.english)).not.toBe(megaMenu(pages.all));
  });
});
