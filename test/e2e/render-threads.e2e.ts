import { describe, expect, it } from 'vitest';
import { hydrated, openPage } from './support/browser';
import { shopInChromium } from './support/suite';

// The shop with VITRINE_RENDER_THREADS=1: pages render in a worker thread, from the production build.

const suite = shopInChromium({ VITRINE_RENDER_THREADS: '1', CACHE_DEBUG: '1' });

const KRILL = '/huile-de-krill-antarctique.html';
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('pages rendered in a render thread', () => {
  it('come with their data, are kept by the full-page cache, hydrate and sell', async () => {
    expect(suite.shop.output()).toContain('pages render in 1 thread)');
    const rendered = await fetch(`${suite.shop.url}${KRILL}`);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('x-magento-cache-debug')).toBe('MISS');
    const html = await rendered.text();
    expect(html).toMatch(/<h1[^>]*>Huile de krill antarctique<\/h1>/);
    // The page's state goes with it: the browser carries on from the thread's render.
    expect(html).toContain('"huile-de-krill-antarctique"');

    const { page, errors } = await openPage(suite.browser, 375);
    const served = await page.goto(`${suite.shop.url}${KRILL}`);
    expect(served!.headers()['x-magento-cache-debug']).toBe('HIT');
    const heading = page.getByRole('heading', { level: 1, name: 'Huile de krill antarctique' });
    await hydrated(heading);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect.poll(async () => plain(await page.getByTestId('cart-counter').textContent())).toBe('1');
    expect(errors).toEqual([]);
  });

  it('render a page whose URL no route has as the not-found page, with its status', async () => {
    const missing = await fetch(`${suite.shop.url}/aucune-page-ici.html`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"><');
  });
});
