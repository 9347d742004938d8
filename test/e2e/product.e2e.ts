import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

const mainImage = (page: Page) => page.locator('.carousel__image');
const altOfMainImage = (page: Page) => mainImage(page).getAttribute('alt');
/** Prices as the page writes them, with the narrow no-break space of fr-FR made plain. */
const text = async (page: Page, selector: string) => ((await page.locator(selector).textContent()) ?? '').replace(/\s/g, ' ');

describe('the product page in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`a simple product at ${width} px: rendered by the server, carousel, zoom, quantity`, async () => {
      const { page, context, errors, graphql } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}/huile-de-krill-antarctique.html`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Huile de krill antarctique' }).waitFor();
      // Served whole and hydrated from the snapshot: not a single GraphQL request.
      expect(graphql).toEqual([]);
      expect(await page.title()).toBe('Huile de krill antarctique | Vitrine FR');
      expect(await text(page, '.product__price')).toBe('Prix promotionnel 27,90 € Prix habituel 32,90 €−15 %');
      // Its four reviews (5, 5, 4 and 4 stars): four stars and a half, named as a whole.
      const stars = page.getByRole('img', { name: /^Note\s:\s4,5 sur 5, 4 avis$/ });
      expect(await stars.isVisible()).toBe(true);
      expect(await text(page, '.product__summary .review-stars')).toBe('4,5 (4 avis)');
      expect(await mainImage(page).getAttribute('fetchpriority')).toBe('high');
      expect(await mainImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The main image is the largest paint, and nothing moved while the page loaded and hydrated.
      const paint = await page.evaluate(
        () =>
          new Promise<{ lcp: string; lcpMs: number; shift: number; moved: string[] }>((resolve) => {
            const seen = { lcp: '', lcpMs: 0, shift: 0, moved: [] as string[] };
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
              Object.assign(seen, { lcp: last.element?.className ?? '', lcpMs: Math.round(last.startTime) });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((list) => {
              type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
              for (const entry of list.getEntries() as Shift[]) {
                if (entry.hadRecentInput) continue;
                seen.shift += entry.value;
                // What moved, so that a shift can be traced to its element.
                for (const source of entry.sources ?? []) {
                  const node = source.node as Element | undefined;
                  const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
                  seen.moved.push(`${node?.nodeName ?? '?'}.${node?.className ?? ''} at ${Math.round(entry.startTime)} ms: ${rect(source.previousRect)} → ${rect(source.currentRect)}`);
                }
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(seen), 200);
          }),
      );
      console.log(`product page at ${width} px: LCP ${paint.lcpMs} ms (${paint.lcp}), layout shift ${paint.shift.toFixed(4)}${paint.moved.map((m) => `\n  moved: ${m}`).join('')}`);
      expect(paint.lcp).toBe('carousel__image');
      expect(paint.shift).toBeLessThan(0.01);
      // The app's scripts are fetched once the server's page is painted (src/app/boot.ts), and it still hydrated.
      const order = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance.getEntriesByType('resource').filter((r) => /\/assets\/(main|chunks\/)[^/]*\.js$/.test(r.name)).map((r) => r.startTime),
      }));
      expect(order.scripts.length).toBeGreaterThan(10);
      expect(Math.min(...order.scripts)).toBeGreaterThanOrEqual(order.painted);
      await screenshot(page, `product-simple-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Two columns from 960 px: the images left of the title.
      const gallery = await page.locator('.product__gallery').boundingBox();
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(title!.x > gallery!.x + gallery!.width).toBe(width >= 960);

      // Carousel: next on small screens, a thumbnail on wide ones (where previous/next are hidden).
      const first = await altOfMainImage(page);
      const next = page.getByRole('button', { name: 'Image suivante' });
      expect(await next.isVisible()).toBe(width < 1280);
      if (width < 1280) await next.click();
      else await page.getByRole('button', { name: /^Image 2 sur 3/ }).click();
      expect(await altOfMainImage(page)).not.toBe(first);
      expect(await page.getByRole('button', { name: /^Image 2 sur 3/ }).getAttribute('aria-current')).toBe('true');

      // Zoom: a dialog with the large image, arrow keys step, Escape closes it.
      await page.getByRole('button', { name: /^Agrandir l’image/ }).click();
      const zoom = page.getByRole('dialog', { name: 'Image 2 sur 3' });
      await zoom.waitFor();
      await zoom.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await page.locator('.zoom-mask:not([data-entering])').waitFor();
      await screenshot(page, `product-zoom-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: 'Image 3 sur 3' }).waitFor();
      await page.keyboard.press('Escape');
      await zoom.waitFor({ state: 'detached' });
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: /^Image 3 sur 3/ }).getAttribute('aria-current')).toBe('true');

      // Quantity: a bad entry stays in the field with its message.
      const quantity = page.getByRole('textbox', { name: 'Quantité' });
      await quantity.fill('2,5');
      await page.getByText('Saisissez un nombre entier : les produits se vendent à l’unité.').waitFor();
      expect(await quantity.inputValue()).toBe('2,5');
      expect(await quantity.getAttribute('aria-invalid')).toBe('true');
      await quantity.fill('abc');
      await page.getByText('Saisissez un nombre, par exemple 2.').waitFor();
      await quantity.scrollIntoViewIfNeeded();
      await screenshot(page, `product-quantity-error-${width}`, { fullPage: false });
      await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
      expect(await quantity.inputValue()).toBe('2');
      expect(await page.getByText('Saisissez un nombre, par exemple 2.').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`a configurable product at ${width} px: options, with price and image following the variant`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}/whey-isolat-native.html`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Whey isolat native' }).waitFor();
      expect(await text(page, '.product__price')).toBe('À partir de 29,90 €');
      const size = page.getByRole('group', { name: 'Contenance' });
      const flavour = page.getByRole('group', { name: 'Saveur' });
      await size.getByText('1 kg').click();
      // No 1 kg of chocolate in stock: that value cannot be chosen.
      expect(await flavour.getByRole('radio', { name: 'Chocolat' }).isDisabled()).toBe(true);
      await flavour.getByText('Vanille').click();
      expect(await flavour.getByRole('radio', { name: 'Vanille' }).isChecked()).toBe(true);
      expect(await text(page, '.product__price')).toBe('Prix promotionnel 44,90 € Prix habituel 49,90 €−10 %');
      expect(await mainImage(page).getAttribute('src')).toContain('whey-isolat-native-1000-vanille-front.png');
      await mainImage(page).evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `product-configurable-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      // Keyboard: arrow keys move within a group, past the value that cannot be chosen.
      await flavour.getByRole('radio', { name: 'Vanille' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await flavour.getByRole('radio', { name: 'Fraise' }).isChecked()).toBe(true);
      expect(await text(page, '.product__price')).toBe('49,90 €');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('from a category, a hovered product link opens the page with no request after the click; under a slow answer the category stays', async () => {
    const { page, context, errors, graphql } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/sport-energie/proteines/whey.html`, { waitUntil: 'networkidle' });
    // The reviewed whey's card has its stars (5, 4 and 4: 4,3 out of 5); the other whey, never reviewed, none.
    const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
    expect(await card('Whey isolat native').getByRole('img', { name: /^Note\s:\s4,3 sur 5, 3 avis$/ }).isVisible()).toBe(true);
    expect(await card('Whey concentrée, chocolat-noisette').locator('.review-stars').count()).toBe(0);
    await screenshot(page, 'catalog-stars-1440', { fullPage: false });
    const link = page.getByRole('link', { name: 'Whey isolat native' }).first();
    await link.hover();
    await expect.poll(() => graphql.filter((r) => r.name === 'ProductDetails').length).toBe(1);
    await page.waitForLoadState('networkidle');
    const beforeClick = graphql.length;
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Whey isolat native' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(graphql.slice(beforeClick)).toEqual([]);

    // Another product, its answer held back: the product on screen stays, under the loading bar, until it is in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isProductQuery = (url: URL) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'ProductDetails';
    await page.route(isProductQuery, async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => history.pushState(null, '', '/proteine-vegetale-bio-pois-riz.html'));
    await page.locator('.loading-bar[data-state="loading"]').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Whey isolat native');
    expect(await page.locator('.page-shimmer').count()).toBe(0);
    await screenshot(page, 'product-loading-1440', { fullPage: false });
    release();
    await page.getByRole('heading', { level: 1, name: 'Protéine végétale bio pois & riz' }).waitFor();
    // Nobody has reviewed it: no stars at all under its name (its related products' cards have their own).
    expect(await page.locator('.product__summary .review-stars').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
