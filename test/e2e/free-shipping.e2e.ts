import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

// The free-shipping meter of the mini cart and the cart page: the backend's carriers deliver for free from 49 € of
// goods (StoreConfig.free_shipping_subtotal), and the meter says what is left to add.
const suite = shopInChromium();

const KRILL = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };

/** Text as the page writes it, with fr-FR's no-break spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function addKrill(page: Page) {
  await page.goto(`${suite.shop.url}${KRILL.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: KRILL.name }).waitFor();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.waitForFunction(() => !document.querySelector('.product__add[data-pending]'));
  await page.waitForLoadState('networkidle');
}

async function openMiniCart(page: Page) {
  await page.getByRole('button', { name: /mini-panier/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Panier' });
  await dialog.waitFor();
  await page.locator('.side-panel:not([data-entering])').waitFor();
  return dialog;
}


describe('the free-shipping meter', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: what is left to add under 49 €, then “Livraison offerte !”, in the mini cart and on the cart page`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      // 27,90 €: 21,10 € short of the threshold.
      await addKrill(page);
      const dialog = await openMiniCart(page);
      const short = dialog.getByRole('progressbar', { name: 'Plus que 21,10 € pour la livraison offerte' });
      await short.waitFor();
      expect(await short.getAttribute('aria-valuenow')).toBe('56');
      await screenshot(page, `free-shipping-mini-cart-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByRole('link', { name: 'Voir le panier' }).click();
      await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
      const onPage = page.getByRole('main').getByRole('progressbar', { name: 'Plus que 21,10 € pour la livraison offerte' });
      await onPage.waitFor();
      await screenshot(page, `free-shipping-cart-${width}`, { fullPage: width > 375 });
      // react-aria announces a pending button by its label's id, and keeps the announcement 7 s after the button is
      // gone (the product page's "Ajouter au panier"): axe reads the page once it has.
      await page.locator('[role="log"] [role="img"]').first().waitFor({ state: 'detached', timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);

      // A second one: 55,80 €, delivery is free.
      await addKrill(page);
      const reached = (await openMiniCart(page)).getByRole('progressbar', { name: 'Livraison offerte !' });
      await reached.waitFor();
      expect(await reached.getAttribute('aria-valuenow')).toBe('100');
      await page.keyboard.press('Escape');
      await page.goto(`${suite.shop.url}/cart`);
      await page.getByRole('main').getByRole('progressbar', { name: 'Livraison offerte !' }).waitFor();
      expect(await page.getByText(/Plus que .* pour la livraison offerte/).count()).toBe(0);
      await screenshot(page, `free-shipping-reached-${width}`, { fullPage: width > 375 });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
