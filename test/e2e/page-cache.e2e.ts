import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium({ CACHE_DEBUG: '1' });

const PASSWORD = 'Printemps#2026';
const KRILL = '/huile-de-krill-antarctique.html';

describe('pages from the full-page cache in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: a cached page hydrates under its own CSP, and a signed-in shopper’s parts render after it`, async () => {
      // A guest's visit puts the page in the cache.
      const guest = await openPage(suite.browser, width);
      const first = await guest.page.goto(`${suite.shop.url}${KRILL}`, { waitUntil: 'networkidle' });
      expect(first!.headers()['cache-control']).toContain('public');
      await guest.context.close();

      const { page, context, errors } = await openPage(suite.browser, width);
      const firstname = `Cache${width}`;
      const email = `cache.${width}.${Date.now()}@example.fr`;
      await page.goto(`${suite.shop.url}/create-account`, { waitUntil: 'networkidle' });
      await page.getByLabel(/^Prénom/).fill(firstname);
      await page.getByLabel(/^Nom/).fill('Dupont');
      await page.getByLabel(/^Adresse e-mail/).fill(email);
      await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
      await page.getByRole('checkbox', { name: /J’accepte que Vitrine traite mes données/ }).check();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      const account = page.locator('header.header .header__account');
      await expect.poll(() => account.textContent()).toBe(`Bonjour, ${firstname}`);

      const served = await page.goto(`${suite.shop.url}${KRILL}`, { waitUntil: 'networkidle' });
      expect(served!.headers()['x-magento-cache-debug']).toBe('HIT');
      const html = await served!.text();
      expect(html).not.toContain(firstname);
      expect(html).not.toContain(email);
      // The body's nonce is the one its CSP allows: react-aria's styles apply, and the console shows no violation.
      const nonce = /<meta property="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
      expect(served!.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
      await page.getByRole('heading', { level: 1, name: 'Huile de krill antarctique' }).waitFor();
      await hydrated(page.getByRole('heading', { level: 1 }));
      await expect.poll(() => account.textContent()).toBe(`Bonjour, ${firstname}`);
      // The footer's account column is the customer's: their account's pages, no sign-in or registration.
      const footer = page.locator('footer');
      await expect.poll(() => footer.getByRole('link', { name: 'Mes achats' }).getAttribute('href')).toBe('/order-history');
      expect(await footer.getByRole('link', { name: 'Mon espace client' }).getAttribute('href')).toBe('/account-information');
      expect(await footer.getByRole('link', { name: /Se connecter|Créer un compte/ }).count()).toBe(0);
      // The customer's cart is theirs, on a page everyone shares.
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: /mini-panier/ }).click();
      const cart = page.getByRole('dialog', { name: 'Panier' });
      await cart.getByText('Huile de krill antarctique').first().waitFor();
      await page.locator('.side-panel:not([data-entering])').waitFor();
      await screenshot(page, `page-cache-signed-in-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
