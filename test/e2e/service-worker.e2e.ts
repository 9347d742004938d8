import { readFileSync } from 'node:fs';
import type { Metafile } from 'esbuild';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { outputFor } from '../../src/tools/build/size-report';
import { hydrated, openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

const CATEGORY = '/vitamines-mineraux.html';
const CATEGORY_HEADING = 'Vitamines & minéraux';
/** A page the shopper never opened before going offline. */
const PRODUCT = '/whey-isolat-native.html';

/** The service module's chunk, as the build named it: the page imports it to call prefetchImages. */
function serviceWorkerModule(): string {
  const distDir = inject('distDir');
  const metafile = JSON.parse(readFileSync(`${distDir}/meta.json`, 'utf8')) as Metafile;
  const file = outputFor(metafile, 'src/app/services/service-worker.ts');
  return file.slice(file.indexOf('/assets/'));
}

/**
 * Calls prefetchImages in the page; its error's message if it rejects, else whether the worker's cache holds them.
 * The script is a string: the test runner rewrites import() in the functions it compiles.
 */
function prefetchInPage(page: Page, urls: string[]): Promise<{ rejected: string } | { kept: boolean[] }> {
  return page.evaluate(`(async () => {
    const { prefetchImages } = await import(${JSON.stringify(serviceWorkerModule())});
    const urls = ${JSON.stringify(urls)};
    try {
      await prefetchImages(urls);
    } catch (error) {
      return { rejected: error.message };
    }
    const images = await caches.open('vitrine-images');
    return { kept: await Promise.all(urls.map(async (url) => (await images.match(url)) !== undefined)) };
  })()`);
}

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 90_000 });

describe('the service worker in Chromium', () => {
  it('shows the kept page or the French offline page when offline, and the shop again once back online', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440, 900, { serviceWorkers: 'allow' });
    await page.goto(suite.shop.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await controlled(page);
    await page.goto(`${suite.shop.url}${CATEGORY}`);
    await page.getByRole('heading', { level: 1, name: CATEGORY_HEADING }).waitFor();

    // The toasts still tell the shopper, with a worker answering.
    await context.setOffline(true);
    await page.getByText('Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles.').waitFor();
    await context.setOffline(false);
    await page.getByText('Vous êtes de nouveau en ligne.').waitFor();

    await context.setOffline(true);
    // Reloaded offline, the kept page shows with the images the worker kept. The shell's parts, whose code the worker
    // precaches, hydrate offline: the footer and the toasts' region. Other code is asked for once the
    // browser has a connection again (src/app/services/until-done.ts: a module Chromium could not fetch stays failed
    // for the page's life).
    await page.reload();
    const heading = page.getByRole('heading', { level: 1, name: CATEGORY_HEADING });
    await heading.waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    const packshot = page.getByRole('article').first().locator('img').first();
    await expect.poll(() => packshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await hydrated(page.locator('footer.footer'));
    await hydrated(page.locator('section.toast-area'));
    // The phone's menu opens offline: its panel's code is precached too.
    await page.setViewportSize({ width: 375, height: 812 });
    const menu = page.getByRole('button', { name: 'Ouvrir ou fermer le menu' });
    await hydrated(menu);
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu principal' }).getByRole('link', { name: 'Nous contacter' }).waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
    // Back online, the page hydrates too.
    await context.setOffline(false);
    await hydrated(heading);

    await context.setOffline(true);
    await page.goto(`${suite.shop.url}${PRODUCT}`);
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.title()).toBe('Hors ligne | Vitrine FR');
    expect(await page.getByText('Cette page n’a pas pu être chargée. Vérifiez votre connexion à Internet, puis réessayez.').isVisible()).toBe(true);
    // Its stylesheet, precached, applies under the shop's CSP.
    expect(await page.getByRole('link', { name: 'Réessayer' }).evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgb(47, 107, 79)');
    await screenshot(page, 'offline-page-1440', { fullPage: false });

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Whey isolat native' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    // The header works: the mini cart opens.
    await page.getByRole('button', { name: /Ouvrir ou fermer le mini-panier/ }).click();
    await page.getByRole('dialog', { name: 'Panier' }).waitFor();
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    await context.close();
  });

  it('never keeps checkout, the cart or account pages', async () => {
    const { page, context } = await openPage(suite.browser, 1440, 900, { serviceWorkers: 'allow' });
    await page.goto(suite.shop.url);
    await controlled(page);
    // Pages load through the worker once it controls the tab.
    await page.goto(suite.shop.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${suite.shop.url}/cart`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const kept = await page.evaluate(async () => (await (await caches.open('vitrine-pages')).keys()).map((request) => new URL(request.url).pathname));
    expect(kept).toContain('/');
    expect(kept).not.toContain('/cart');
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' }).waitFor();
    await context.close();
  });

  it('prefetches images through the worker into its image cache', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440, 900, { serviceWorkers: 'allow' });
    await page.goto(`${suite.shop.url}${CATEGORY}`);
    await page.getByRole('heading', { level: 1, name: CATEGORY_HEADING }).waitFor();
    await controlled(page);
    // A packshot of the listing at a size the page never asked for.
    const shown = await page.getByRole('article').first().locator('img').first().getAttribute('src');
    const url = new URL(shown!, suite.shop.url);
    url.searchParams.set('width', '40');
    url.searchParams.set('height', '40');
    const image = `${url.pathname}${url.search}`;
    expect(await page.evaluate(async (image) => (await (await caches.open('vitrine-images')).match(image)) !== undefined, image)).toBe(false);
    expect(await prefetchInPage(page, [image])).toEqual({ kept: [true] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejects an image prefetch with "SW Not Registered" where no worker runs, with no error in the console', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await prefetchInPage(page, ['/media/wysiwyg/home/banner.png'])).toEqual({ rejected: 'SW Not Registered' });
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
