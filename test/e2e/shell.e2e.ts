import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

describe('the shell in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`renders in French at ${width} px, with no console error and no accessibility violation`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const response = await page.goto(suite.shop.url);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
      expect(await page.getByRole('link', { name: 'Se connecter' }).first().isVisible()).toBe(true);
      // The drawer serves small screens; large ones have the mega menu.
      expect(await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).isVisible()).toBe(width < 960);
      expect(await page.getByRole('navigation', { name: 'Catégories' }).isVisible()).toBe(width >= 960);
      expect(await page.getByRole('contentinfo').textContent()).toContain(`© ${new Date().getFullYear()} Vitrine. Tous droits réservés.`);
      // The contact page is linked from the header (shown from the small breakpoint up).
      expect(await page.getByRole('banner').locator('a[href="/contact-us"]').count()).toBe(1);
      await screenshot(page, `shell-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens the navigation drawer and the mini cart as dialogs that a click on the mask closes', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375, 812);
    await page.goto(suite.shop.url);
    await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu principal' });
    await drawer.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'drawer-375');
    // The mask shows above the panel, which rises from the bottom up to 85 % of the height.
    await page.mouse.click(360, 40);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Ouvrir ou fermer le mini-panier/ }).click();
    const cart = page.getByRole('dialog', { name: 'Panier' });
    await cart.waitFor();
    expect(await cart.textContent()).toContain('Votre panier est vide.');
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells the shopper when the connection drops and when it is back', async () => {
    const { page, context } = await openPage(suite.browser, 1440);
    // The connection drops on a page that has loaded: its scripts come after the first paint, and the header's own
    // parts after hydration, none of which a dropped connection can bring.
    await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.setOffline(true);
    await page.getByText('Vous êtes hors ligne. Certaines fonctionnalités peuvent être indisponibles.').waitFor();
    // The header's icon comes with the header's own hydration, which may finish after the toast area's.
    await page.getByRole('img', { name: 'Vous êtes hors ligne' }).waitFor();
    await screenshot(page, 'offline-1440', { fullPage: false });
    await context.setOffline(false);
    await page.getByText('Vous êtes de nouveau en ligne.').waitFor();
    expect(await page.getByRole('img', { name: 'Vous êtes hors ligne' }).count()).toBe(0);
    await context.close();
  });

  it('opens the mini cart the dropped connection held back once the connection is back, never the error screen', async () => {
    const { page, context } = await openPage(suite.browser, 1440);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Offline once nothing is on its way: a module the connection drops while it is fetched (a part the page loads
    // as it starts) stays failed for the page's life in Chromium, and a chunk it shares with the mini cart with it.
    await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.setOffline(true);
    // The mini cart's code loads when it is first reached for: offline, neither the hint on hover nor the opening asks
    // for it (a module that failed to load would stay failed for the page's life); the opening does once back online.
    const asked: string[] = [];
    page.on('request', (request) => /\/mini-cart-[^/]+\.js$/.test(request.url()) && asked.push(request.url()));
    await page.getByRole('button', { name: /Ouvrir ou fermer le mini-panier/ }).click();
    await page.waitForTimeout(1500);
    expect(asked).toEqual([]);
    await context.setOffline(false);
    const cart = page.getByRole('dialog', { name: 'Panier' });
    await cart.waitFor();
    expect(await cart.textContent()).toContain('Votre panier est vide.');
    expect(await page.getByRole('heading', { name: 'Oups !' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a page a dropped connection kept from loading comes once the connection is back, with no further tap', async () => {
    const { page, context } = await openPage(suite.browser, 1440);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
    await context.setOffline(true);
    // The stores' page: its code, and the route's answer, have not come yet.
    await page.getByRole('link', { name: 'Trouver une boutique' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'Vous êtes hors ligne. La page s’affichera dès le retour de la connexion.' }).waitFor();
    await screenshot(page, 'offline-navigation-1440', { fullPage: false });
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Nos boutiques' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/stores');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the error screen when a page fails to render, and logs it under an id', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    // A deploy replaced the home screen's code with one that fails: the page must not go blank.
    await page.route('**/assets/chunks/home-*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken release");' }),
    );
    await page.goto(suite.shop.url);
    await page.getByRole('heading', { name: 'Oups !' }).waitFor();
    expect(await page.getByText('Une erreur s’est produite. Nous en sommes désolés.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(errors.some((e) => /^\[[A-Z0-9]{8}\]/.test(e))).toBe(true);
    await screenshot(page, 'error-screen-1440');
    await context.close();
  });

  it('lets a keyboard user skip to the content', async () => {
    const { page, context } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Aller au contenu');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});
