import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { consoleError, hydrated, openPage, screenshot, waitingForTheApp } from './support/browser';
import { shopInChromium } from './support/suite';

// The checkout's reduced layout (spec §2) around whatever page /checkout shows: the checkout header with the logo
// and the Need Help menu, the checkout footer with its links block and the copyright, on the checkout background.

const suite = shopInChromium();

const NEED_HELP = 'Besoin d’aide\u00a0?';
const FOOTER_LINKS = [
  ['Conditions générales de vente', '/conditions-generales-de-vente'],
  ['Mentions légales', '/mentions-legales'],
  ['Données personnelles', '/donnees-personnelles'],
  ['Livraison et retours', '/livraison-retours'],
];

/**
 * The console's errors, but for the page's own status: while the checkout screen is not built, /checkout is the
 * not-found page, answered with a 404 that the console reports as a resource that failed to load.
 */
const unexpected = (errors: string[], status: number | undefined) =>
  errors.filter((error) => !(status === 404 && error.startsWith('Failed to load resource: the server responded with a status of 404 (Not Found)')));

/** The default header's controls, none of which the checkout header shows. */
async function defaultControls(page: Page): Promise<number> {
  const counts = await Promise.all([
    page.getByRole('button', { name: /Ouvrir ou fermer le mini-panier/ }).count(),
    page.getByRole('button', { name: 'Ouvrir ou fermer la recherche' }).count(),
    page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).count(),
    page.getByRole('navigation', { name: 'Catégories' }).count(),
    page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).count(),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The open menu's details, as the shop's configuration gives them (spec §2). */
async function expectDetails(page: Page) {
  const panel = page.getByRole('group', { name: NEED_HELP });
  await panel.getByRole('link', { name: '+33 1 84 80 12 34' }).waitFor();
  expect(await panel.getByRole('link', { name: '+33 1 84 80 12 34' }).getAttribute('href')).toBe('tel:+33184801234');
  expect(await panel.getByRole('link', { name: 'service-client@vitrine.example' }).getAttribute('href')).toBe('mailto:service-client@vitrine.example');
  const text = (await panel.textContent())!.replace(/\s+/g, ' ');
  expect(text).toContain('Du lundi au vendredi, de 9:00 à 18:00');
  expect(text).toContain('Fuseau horaire : Europe/Paris');
}

describe('the checkout layout in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`wraps /checkout at ${width} px: no cart, search or menus; Need Help opens on hover and on keyboard focus; the footer's links`, async () => {
      const { page, context, errors, graphql } = await openPage(suite.browser, width);
      const response = await page.goto(`${suite.shop.url}/checkout`);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      const header = page.getByRole('banner');
      expect(await header.getByRole('link', { name: 'Vitrine FR, page d’accueil' }).getAttribute('href')).toBe('/');
      expect(await defaultControls(page)).toBe(0);
      expect(await page.locator('.shell--checkout').count()).toBe(1);

      // The footer: its block's links (each to a page of the shop) and the copyright line.
      const footer = page.getByRole('contentinfo');
      const links = footer.getByRole('navigation', { name: 'Informations légales' });
      for (const [name, href] of FOOTER_LINKS) expect(await links.getByRole('link', { name }).getAttribute('href')).toBe(href);
      expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Vitrine. Tous droits réservés.`);

      const trigger = header.getByRole('button', { name: NEED_HELP });
      await hydrated(trigger);
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      await screenshot(page, `checkout-layout-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      // Its data waits until the menu opens.
      expect(graphql.filter((request) => request.name === 'getNeedHelp')).toEqual([]);

      // Hover opens it, the pointer leaving closes it.
      await trigger.hover();
      await expectDetails(page);
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      // (axe waits for the chevron's turn to end, so the screenshot shows it done.)
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `checkout-need-help-${width}`, { fullPage: false });
      await page.mouse.move(width / 2, 600);
      await page.getByRole('group', { name: NEED_HELP }).waitFor({ state: 'hidden' });
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');

      // The keyboard: Tab from the logo onto the trigger opens it, Tab goes through its links, then on out of it.
      await header.getByRole('link', { name: 'Vitrine FR, page d’accueil' }).focus();
      await page.keyboard.press('Tab');
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectDetails(page);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('tel:+33184801234');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('mailto:service-client@vitrine.example');
      await page.keyboard.press('Tab');
      await page.getByRole('group', { name: NEED_HELP }).waitFor({ state: 'hidden' });
      // Escape closes it too, focus staying on the trigger.
      await trigger.focus();
      await expectDetails(page);
      await page.keyboard.press('Escape');
      await page.getByRole('group', { name: NEED_HELP }).waitFor({ state: 'hidden' });

      // Loaded once, kept since: a GET without the customer's token (checked by openPage's request policy).
      expect(graphql.filter((request) => request.name === 'getNeedHelp').map((request) => request.method)).toEqual(['GET']);
      expect(unexpected(errors, response?.status())).toEqual([]);
      await context.close();
    });
  }

  it('opens on a tap and closes on a tap on its mask, on a touch screen', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR', hasTouch: true, isMobile: true });
    const page = waitingForTheApp(await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(consoleError(message)));
    const response = await page.goto(`${suite.shop.url}/checkout/`);
    const trigger = page.getByRole('banner').getByRole('button', { name: NEED_HELP });
    await hydrated(trigger);
    await trigger.tap();
    await expectDetails(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-need-help-touch-375', { fullPage: false });
    await page.touchscreen.tap(40, 700);
    await page.getByRole('group', { name: NEED_HELP }).waitFor({ state: 'hidden' });
    // The tap on the mask went no further than the mask.
    expect(new URL(page.url()).pathname).toBe('/checkout/');
    expect(unexpected(errors, response?.status())).toEqual([]);
    await context.close();
  });

  it('takes the layout when the shopper reaches the checkout, and leaves it with the logo', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/cart`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await defaultControls(page)).toBeGreaterThan(0);
    // A link of the shop to the checkout, followed inside the app (no page load).
    await page.evaluate(() => {
      history.pushState(null, '', '/checkout');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.shell--checkout').waitFor();
    expect(await defaultControls(page)).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Livraison et retours' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Vitrine FR, page d’accueil' }).click();
    await page.locator('.shell--checkout').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('button', { name: /Ouvrir ou fermer le mini-panier/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every link of the checkout footer leads to a page of the shop', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    for (const [name, href] of FOOTER_LINKS) {
      const response = await page.goto(`${suite.shop.url}${href}`);
      expect(response?.status(), `${name} (${href})`).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(name === 'Données personnelles' ? 'données personnelles' : name);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
