import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, type Violation } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { graphqlAt } from './support/customers';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

/** The pages of issue 16's audit; the unknown path is the not-found page (a 404). */
const PAGES = [
  ['home', '/'],
  ['category', '/vitamines-mineraux.html'],
  ['product', '/magnesium-bisglycinate.html'],
  ['cart', '/cart'],
  ['404', '/page-qui-n-existe-pas'],
] as const;

/** A guest cart of 100 items made through the shop's GraphQL as another device would, stored where the shop keeps its id. */
async function fillCart(page: Page): Promise<void> {
  const created = await graphqlAt<{ createGuestCart: { cart: { id: string } } }>(suite.shop.url, 'mutation { createGuestCart { cart { id } } }');
  const id = created.data!.createGuestCart.cart.id;
  const added = await graphqlAt<{ addProductsToCart: { cart: { total_quantity: number } } }>(
    suite.shop.url,
    'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { total_quantity } } }',
    { id, items: [{ sku: 'OMG-KRILL', quantity: 40 }, { sku: 'MIN-MG-MARIN-B6', quantity: 60 }] },
  );
  expect(added.data?.addProductsToCart.cart.total_quantity).toBe(100);
  await page.evaluate((cartId) => localStorage.setItem('cartId', cartId), id);
}

/** Each page at this width: its serious and critical violations, by page. */
async function audit(page: Page, width: number, cart: string): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  for (const [name, path] of PAGES) {
    await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    if (name === 'cart') await page.locator('.cart-line').or(page.getByText('Votre panier est vide.')).first().waitFor();
    await page.evaluate(() => Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => undefined))));
    await screenshot(page, `accessibility-${name}-${cart}-${width}`, { fullPage: false });
    found[name] = await seriousViolations(page);
  }
  return found;
}

const none = Object.fromEntries(PAGES.map(([name]) => [name, []]));

describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px, on home, category, product, cart and 404, with an empty cart and with 100 items`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      expect(await audit(page, width, 'empty')).toEqual(none);

      await fillCart(page);
      const counter = page.getByTestId('cart-counter');
      const found = await audit(page, width, '100-items');
      expect(found).toEqual(none);
      // The header's counter reads 99+ and its name says what it shows.
      expect(await counter.textContent()).toBe('99+');
      expect(await page.getByRole('button', { name: /mini-panier/ }).getAttribute('aria-label')).toBe(
        'Ouvrir ou fermer le mini-panier. Plus de 99\u00a0articles\u00a0: vous en avez 100 dans votre panier.',
      );
      await screenshot(page, `accessibility-cart-badge-${width}`, { fullPage: false });
      // The not-found page is answered with a 404, which the console reports; nothing else.
      expect(errors.filter((error) => error !== `Failed to load resource: the server responded with a status of 404 (Not Found): ${suite.shop.url}/page-qui-n-existe-pas`)).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
