import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

const NBSP = '\u00a0';
const results = (page: Page) => page.getByRole('region', { name: 'Produits' });
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the URL says `expected` and the listing it names is on screen (not loading any more). */
async function settled(page: Page, expected: string) {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === expected);
  await results(page).and(page.locator('[aria-busy="false"]')).waitFor();
}

/** Ticks a filter as a shopper does: a click on its label (the input itself is drawn by the label's box). */
const tick = (input: Locator) => input.locator('xpath=ancestor::label').click();

/** Brings every card's image in (lazy ones load when near the viewport), then goes back to the top for a screenshot. */
async function showImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.product-gallery img')].every((img) => img.complete));
}

const chips = (page: Page) => page.getByRole('button', { name: /^Retirer le filtre/ }).allTextContents();

describe('the catalog in Chromium', () => {
  it('filters, sorts and pages a category at 1440 px; the URL keeps all three through reload and back', async () => {
    const { page, context, errors, graphql } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/vitamines-mineraux.html`);
    await page.getByRole('heading', { level: 1, name: 'Vitamines & minéraux' }).waitFor();
    expect(await page.getByText('26 produits', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filtrer/ }).isVisible()).toBe(false);
    const sidebar = page.getByRole('complementary');
    expect((await sidebar.boundingBox())!.width).toBe(325);
    // Three cards a row.
    const tops = await results(page).getByRole('article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(3);

    await tick(sidebar.getByRole('checkbox', { name: /^Maison Ambroisie/ }));
    await settled(page, '/vitamines-mineraux.html?brand=7');
    expect(await chips(page)).toEqual([`Marque${NBSP}: Maison Ambroisie`]);
    expect(await page.getByText('20 produits', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Trier' }).click();
    await page.getByRole('menuitemradio', { name: 'Prix décroissant' }).click();
    await settled(page, '/vitamines-mineraux.html?brand=7&sort=price-desc');
    expect(await page.getByText(`Trié par${NBSP}: prix décroissant`).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Page 2' }).click();
    await settled(page, '/vitamines-mineraux.html?brand=7&sort=price-desc&page=2');
    const secondPage = await results(page).getByRole('article').getByRole('link').allTextContents();
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousViolations(page)).toEqual([]);
    await showImages(page);
    await screenshot(page, 'category-1440');

    // Reload: the server renders the same state, and the browser carries on without asking again.
    const before = graphql.length;
    await page.reload({ waitUntil: 'networkidle' });
    expect(pathAndQuery(page)).toBe('/vitamines-mineraux.html?brand=7&sort=price-desc&page=2');
    expect(await results(page).getByRole('article').getByRole('link').allTextContents()).toEqual(secondPage);
    expect(await chips(page)).toEqual([`Marque${NBSP}: Maison Ambroisie`]);
    expect(await page.getByText(`Trié par${NBSP}: prix décroissant`).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(graphql.slice(before).filter((request) => request.name === 'CategoryListing')).toEqual([]);

    // Back: the first page of the same filter and sort.
    await page.goBack();
    await settled(page, '/vitamines-mineraux.html?brand=7&sort=price-desc');
    expect(await page.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(await results(page).getByRole('article').getByRole('link').allTextContents()).not.toEqual(secondPage);
    await page.goBack();
    await settled(page, '/vitamines-mineraux.html?brand=7');
    expect(await page.getByText(`Trié par${NBSP}: notre sélection`).isVisible()).toBe(true);

    // A product from the gallery.
    const first = results(page).getByRole('article').first().getByRole('link');
    const name = (await first.textContent())!;
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters in a modal at 375 px: two columns, apply keeps the choice, cancel discards it', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375, 812);
    await page.goto(`${suite.shop.url}/vitamines-mineraux.html`);
    await page.getByRole('heading', { level: 1, name: 'Vitamines & minéraux' }).waitFor();
    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    const tops = await results(page).getByRole('article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(2);
    expect(await seriousViolations(page)).toEqual([]);
    await showImages(page);
    await screenshot(page, 'category-375');

    // Cancel: nothing changes.
    await page.getByRole('button', { name: 'Filtrer' }).click();
    let dialog = page.getByRole('dialog', { name: 'Filtres' });
    await tick(dialog.getByRole('checkbox', { name: /^Gélules/ }));
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathAndQuery(page)).toBe('/vitamines-mineraux.html');

    // Apply: one reload with the whole choice.
    await page.getByRole('button', { name: 'Filtrer' }).click();
    dialog = page.getByRole('dialog', { name: 'Filtres' });
    expect(await dialog.getByRole('checkbox', { name: /^Gélules/ }).isChecked()).toBe(false);
    await tick(dialog.getByRole('checkbox', { name: /^Gélules/ }));
    await tick(dialog.getByRole('radio', { name: /^10 € – 20 €/ }));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'category-filters-375', { fullPage: false });
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await settled(page, '/vitamines-mineraux.html?price=10_20&form=9');
    expect(await chips(page)).toEqual([`Prix${NBSP}: 10${NBSP}€ – 20${NBSP}€`, `Forme${NBSP}: Gélules`]);
    expect(await page.getByRole('button', { name: 'Filtrer (2)' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Trier' }).click();
    await page.getByRole('menuitemradio', { name: 'Nom' }).click();
    await settled(page, '/vitamines-mineraux.html?price=10_20&form=9&sort=name');
    const names = await results(page).getByRole('article').getByRole('link').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    await page.getByRole('link', { name: 'Page 2' }).click();
    await settled(page, '/vitamines-mineraux.html?price=10_20&form=9&sort=name&page=2');
    await page.reload();
    await page.getByRole('link', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await chips(page)).toEqual([`Prix${NBSP}: 10${NBSP}€ – 20${NBSP}€`, `Forme${NBSP}: Gélules`]);
    await showImages(page);
    await screenshot(page, 'category-filtered-375');

    await page.goBack();
    await settled(page, '/vitamines-mineraux.html?price=10_20&form=9&sort=name');
    // One chip removed, then all.
    await page.getByRole('button', { name: `Retirer le filtre Forme${NBSP}: Gélules` }).click();
    await settled(page, '/vitamines-mineraux.html?price=10_20&sort=name');
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await settled(page, '/vitamines-mineraux.html?sort=name');

    const first = results(page).getByRole('article').first().getByRole('link');
    const name = (await first.textContent())!;
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [375, 1440]) {
    it(`lists search results and filters them at ${width} px`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}/search.html?query=magnesium`);
      await page.getByRole('heading', { level: 1, name: `Résultats pour «${NBSP}magnesium${NBSP}»` }).waitFor();
      const count = Number((await page.getByRole('status').first().textContent())!.split(' ')[0]);
      expect(count).toBeGreaterThan(6);
      expect(await page.getByText(`Trié par${NBSP}: pertinence`).isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await showImages(page);
      await screenshot(page, `search-${width}`);
      if (width < 960) {
        await page.getByRole('button', { name: 'Filtrer' }).click();
        const dialog = page.getByRole('dialog', { name: 'Filtres' });
        await tick(dialog.getByRole('checkbox', { name: /^Vitamines & minéraux/ }));
        await dialog.getByRole('button', { name: 'Appliquer' }).click();
      } else {
        await tick(page.getByRole('complementary').getByRole('checkbox', { name: /^Vitamines & minéraux/ }));
      }
      await settled(page, '/search.html?query=magnesium&category=Mw==');
      const filtered = Number((await page.getByRole('status').first().textContent())!.split(' ')[0]);
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(count);
      expect(await chips(page)).toEqual([`Catégorie${NBSP}: Vitamines & minéraux`]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('pre-loads a category on hover, so that the click sends no GraphQL request', async () => {
    const { page, context, errors, graphql } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
    const link = page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Oméga-3 & acides gras', exact: true });
    await link.hover();
    await expect.poll(() => graphql.filter((request) => request.name === 'CategoryListing').length).toBe(1);
    await page.waitForLoadState('networkidle');
    const beforeClick = graphql.length;
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Oméga-3 & acides gras' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(graphql.slice(beforeClick)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [375, 1440]) {
    it(`keeps the page on screen under the loading bar while the next listing loads, then shows it, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}/`);
      const home = page.getByRole('heading', { level: 1 }).first();
      await home.waitFor();
      // The shop follows history changes once it runs.
      await hydrated(home);
      const homeTitle = await home.textContent();
      // A slow network: the listing's answer takes a while.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/graphql\?.*CategoryListing/, async (route) => {
        await held;
        await route.continue();
      });
      await page.evaluate(() => history.pushState(null, '', '/omega-3-acides-gras.html'));
      await page.locator('.loading-bar[data-state="loading"]').waitFor();
      // Never a blank or a shimmer: the home page stays until the listing is ready.
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(homeTitle);
      expect(await page.locator('.page-shimmer').count()).toBe(0);
      await screenshot(page, `category-loading-${width}`, { fullPage: false });
      release();
      await page.getByRole('heading', { level: 1, name: 'Oméga-3 & acides gras' }).waitFor();
      expect(await page.locator('.page-shimmer').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  /** The number of the page the pagination marks as current, checked to be its last. */
  async function onLastPage(page: Page): Promise<number> {
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const numbers = (await pages.getByRole('link', { name: /^Page \d+$/ }).allTextContents()).map(Number);
    const current = Number(await pages.locator('[aria-current="page"]').textContent());
    expect(current).toBe(Math.max(...numbers));
    return current;
  }

  it('sends a category page past the last to the last page, from the server, with its header and filters, at 1440 px', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const response = await page.goto(`${suite.shop.url}/vitamines-mineraux/vitamines.html?sort=name&page=99`);
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()?.url()).toBe(`${suite.shop.url}/vitamines-mineraux/vitamines.html?sort=name&page=99`);
    await page.getByRole('heading', { level: 1, name: 'Vitamines', exact: true }).waitFor();
    const last = await onLastPage(page);
    expect(last).toBeGreaterThan(1);
    expect(pathAndQuery(page)).toBe(`/vitamines-mineraux/vitamines.html?sort=name&page=${last}`);
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(await crumbs.getByRole('link', { name: 'Vitamines & minéraux' }).getAttribute('href')).toBe('/vitamines-mineraux.html');
    expect(await page.getByText(`Trié par${NBSP}: nom`).isVisible()).toBe(true);
    expect(await results(page).getByRole('article').count()).toBeGreaterThan(0);
    // The filters are the backend's aggregations, in its order.
    expect(await page.getByRole('complementary').locator('legend').allTextContents()).toEqual(['Catégorie', 'Prix', 'Marque', 'Forme', 'Labels']);
    expect(await page.getByText('Les produits n’ont pas pu être chargés.').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await showImages(page);
    await screenshot(page, 'category-past-last-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends search results past the last page to the last one in place of the URL, at 375 px; bad page numbers are page 1', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    // A slow phone: the move below comes while the results' boundary still hydrates, and must wait for it.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 10 });
    await page.goto(`${suite.shop.url}/search.html?query=vitamine&page=abc`);
    const heading = page.getByRole('heading', { level: 1, name: `Résultats pour «${NBSP}vitamine${NBSP}»` });
    await heading.waitFor();
    expect(await page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]').textContent()).toBe('1');
    // A link to a page that no longer exists, followed in the shop (once it runs).
    await hydrated(heading);
    await page.evaluate(() => history.pushState(null, '', '/search.html?query=vitamine&page=99'));
    const entries = await page.evaluate(() => history.length);
    await page.waitForURL((url) => url.searchParams.get('page') !== '99');
    await results(page).and(page.locator('[aria-busy="false"]')).waitFor();
    const last = await onLastPage(page);
    expect(pathAndQuery(page)).toBe(`/search.html?query=vitamine&page=${last}`);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await page.getByRole('heading', { level: 1, name: `Résultats pour «${NBSP}vitamine${NBSP}»` }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await showImages(page);
    await screenshot(page, 'search-past-last-375');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells when nothing matches, and offers to clear the filters', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/vitamines-mineraux.html?brand=6&form=16`);
    await page.getByText('Aucun produit ne correspond à ces filtres.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'category-empty-1440');
    await results(page).getByRole('button', { name: 'Tout effacer' }).click();
    await settled(page, '/vitamines-mineraux.html');
    expect(await page.getByText('26 produits', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
