import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot } from './support/browser';
import { startShop } from './support/server';
import { shopInChromium } from './support/suite';

// The store and currency switchers (spec §2, §4, §9) and the store views' languages (spec §5), on the international
// fixture (French, English and German store views; euros and US dollars), then on the seeded one-store shop.

const suite = shopInChromium({ VITRINE_STORES: 'international' });

const CATEGORY = '/vitamines-mineraux.html';

/** The first product card's price, as the shopper reads it. */
const firstPrice = (page: Page) => page.locator('.product-card__price').first().textContent();

const switchers = (page: Page, place: 'header' | 'footer') => page.locator(place === 'header' ? '.header .switchers' : 'footer .switchers');

describe('the switchers on the international shop', () => {
  it('at 375 px, in the footer: a currency is saved and the page reloads with its prices', async () => {
    const { page, errors } = await openPage(suite.browser, 375);
    await page.goto(`${suite.shop.url}${CATEGORY}?sort=name`);
    const footer = switchers(page, 'footer');
    const currency = footer.getByRole('button', { name: 'Devise\u00a0: EUR' });
    await currency.waitFor();
    // The header's bar of switchers shows from the small breakpoint up only.
    expect(await switchers(page, 'header').isVisible()).toBe(false);
    expect(await footer.getByRole('button', { name: 'Boutique\u00a0: Vitrine FR' }).isVisible()).toBe(true);
    expect(await firstPrice(page)).toMatch(/\d,\d\d\s€/);
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'switchers-375');
    expect(await seriousViolations(page)).toEqual([]);

    await hydrated(currency);
    await currency.click();
    const menu = page.getByRole('menu', { name: 'Choisir une devise' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['EUR', 'USD']);
    await screenshot(page, 'switchers-currency-menu-375', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([page.waitForEvent('load'), menu.getByRole('menuitemradio', { name: 'USD' }).click()]);

    // The same page again (query kept), its prices in US dollars at the shop's rate.
    await footer.getByRole('button', { name: 'Devise\u00a0: USD' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${CATEGORY}?sort=name`);
    expect(await firstPrice(page)).toMatch(/\d,\d\d\s\$US/);
    expect(await firstPrice(page)).not.toContain('€');
    expect(await page.evaluate(() => localStorage.getItem('store_view_currency'))).toBe('USD');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 1440 px, in the header: another store view opens the same page in its language; a URL with a store code saves it', async () => {
    const { page, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}${CATEGORY}?sort=name`);
    const header = switchers(page, 'header');
    const store = header.getByRole('button', { name: 'Boutique\u00a0: Vitrine FR' });
    await store.waitFor();
    expect(await header.getByRole('button', { name: 'Devise\u00a0: EUR' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    await screenshot(page, 'switchers-1440', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    await hydrated(store);
    await store.click();
    const menu = page.getByRole('menu', { name: 'Choisir une boutique' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['Vitrine FR', 'Vitrine EN', 'Vitrine DE']);
    await screenshot(page, 'switchers-store-menu-1440', { fullPage: false });
    await Promise.all([page.waitForEvent('load'), menu.getByRole('menuitemradio', { name: 'Vitrine EN' }).click()]);

    // The same category in the English store view, in en_US, its query kept.
    const english = switchers(page, 'header').getByRole('button', { name: 'Store view: Vitrine EN' });
    await english.waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${CATEGORY}?sort=name`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    expect(await page.locator('.header__account-label').textContent()).toBe('Sign In');
    expect(await page.locator('footer').getByRole('heading', { name: 'Follow us' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('store_view_code'))).toBe('en');
    await screenshot(page, 'switchers-english-1440', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    // A URL that begins with the German store's code: saved, and the home page loads in German (de_DE).
    await page.goto(`${suite.shop.url}/de/`);
    await page.locator('html[lang="de-DE"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await hydrated(switchers(page, 'header').getByRole('button', { name: /Vitrine DE/ }));
    expect(await page.locator('.header__account-label').textContent()).toBe('Anmelden');
    expect(await page.evaluate(() => localStorage.getItem('store_view_code'))).toBe('de');
    await screenshot(page, 'switchers-german-home-1440', { fullPage: false });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the switchers on the seeded shop', () => {
  it('hide themselves: one store view, one currency', async () => {
    const shop = await startShop();
    try {
      const { page, errors } = await openPage(suite.browser, 1440);
      await page.goto(`${shop.url}/`);
      await page.locator('.header__account-label').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
      expect(await page.locator('.header__account-label').textContent()).toBe('Se connecter');
      expect(await page.locator('.switchers').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await shop.stop();
    }
  });
});
