import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';
import { createCustomer, customerToken, graphqlAt } from './support/customers';

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const PASSWORD = 'Printemps#2026';
const KRILL = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };
const ALGUE = { search: '/search.html?query=algue', name: 'Oméga-3 d’algue, DHA végétal' };
const WHEY = { path: '/whey-isolat-native.html', name: 'Whey isolat native' };

let customers = 0;
const newEmail = () => `favoris.${Date.now()}.${++customers}@example.fr`;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const counter = async (page: Page) => plain(await page.getByTestId('cart-counter').textContent({ timeout: 1000 }).catch(() => ''));

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlAt(suite.shop.url, query, variables, token);

/** A customer made through GraphQL, as another device would; their token. */
async function newCustomer(email: string): Promise<string> {
  await createCustomer(suite.shop.url, { email, password: PASSWORD });
  return customerToken(suite.shop.url, email, PASSWORD);
}

async function signIn(page: Page, email: string) {
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const WISHLIST = '{ customer { wishlists { id items_v2 { items { id product { sku } } } } } }';
const lines = (page: Page) => page.locator('.wishlist-line');

describe('the wishlist in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: a guest’s heart signs in and comes back with the product added; cards, options, the page, remove and move to the cart`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const email = newEmail();
      const token = await newCustomer(email);

      // A guest's heart on a product page: to the sign-in, back to the product, which is now in the wishlist.
      await page.goto(`${suite.shop.url}${KRILL.path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: KRILL.name }).waitFor();
      const heart = page.getByRole('button', { name: 'Ajouter à mes favoris' });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await page.waitForURL(`${suite.shop.url}/sign-in`);
      expect(await page.evaluate(() => (history.state as { from?: string } | null)?.from)).toBe(KRILL.path);
      await signIn(page, email);
      await page.waitForURL(`${suite.shop.url}${KRILL.path}`);
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await heart.scrollIntoViewIfNeeded();
      await screenshot(page, `wishlist-product-${width}`, { fullPage: false });

      // A configurable product: its options first, as for the cart.
      await page.goto(`${suite.shop.url}${WHEY.path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: WHEY.name }).waitFor();
      expect(await heart.isDisabled()).toBe(true);
      await page.getByRole('group', { name: 'Contenance' }).getByText('1 kg').click();
      await page.getByRole('group', { name: 'Saveur' }).getByText('Vanille').click();
      await expect.poll(() => heart.isDisabled()).toBe(false);
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      // The shopper is told, in the toasts' live region, with the way to the wishlist; a removal too.
      const toasts = page.getByRole('region', { name: 'Notifications' });
      const added = toasts.getByRole('status').filter({ hasText: `Nous avons ajouté ${WHEY.name} à vos favoris.` });
      await added.waitFor();
      expect(await toasts.getAttribute('aria-live')).toBe('polite');
      expect(await added.getByRole('link', { name: 'Voir mes favoris' }).getAttribute('href')).toBe('/wishlist');
      await screenshot(page, `wishlist-added-toast-${width}`, { fullPage: false });
      await heart.click();
      await toasts.getByRole('status').filter({ hasText: `Nous avons retiré ${WHEY.name} de vos favoris.` }).waitFor();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await added.waitFor();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

      // A listing card's heart, beside its link.
      await page.goto(`${suite.shop.url}${ALGUE.search}`, { waitUntil: 'networkidle' });
      const cardHeart = page.getByRole('button', { name: `Ajouter ${ALGUE.name} à mes favoris` });
      await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('false');
      await cardHeart.click();
      await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, `wishlist-cards-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);

      // The wishlist page: each item with its price, stock and options.
      await page.goto(`${suite.shop.url}/wishlist`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Mes favoris' }).waitFor();
      expect(await page.title()).toBe('Mes favoris | Vitrine FR');
      await expect.poll(() => lines(page).count()).toBe(3);
      const texts = (await lines(page).allTextContents()).map(plain);
      expect(texts[0]).toContain(KRILL.name);
      expect(texts[0]).toContain('En stock');
      expect(texts[0]).toMatch(/\d+,\d\d €/);
      expect(texts[1]).toContain(WHEY.name);
      expect(texts[1]).toContain('Contenance : 1 kg');
      expect(texts[1]).toContain('Saveur : Vanille');
      expect(texts[1]).toContain('44,90 €');
      expect(texts[2]).toContain(ALGUE.name);
      expect(plain(await page.locator('.wishlist__count').textContent())).toBe('3 produits');
      await screenshot(page, `wishlist-page-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Move to cart: the whey goes to the cart with its options, and leaves the wishlist.
      const before = await counter(page);
      await page.getByRole('button', { name: `Ajouter au panier : ${WHEY.name}` }).click();
      await expect.poll(() => lines(page).count()).toBe(2);
      await expect.poll(() => counter(page)).not.toBe(before);
      const cart = await gql('{ customerCart { items { product { sku } quantity ... on ConfigurableCartItem { configurable_options { value_label } } } } }', {}, token);
      expect(cart.data!.customerCart.items).toEqual([
        { product: { sku: expect.any(String) }, quantity: 1, configurable_options: [{ value_label: '1\u00a0kg' }, { value_label: 'Vanille' }] },
      ]);

      // Remove: the Oméga-3 leaves, and its card's heart empties.
      await page.getByRole('button', { name: `Retirer ${ALGUE.name} de mes favoris` }).click();
      await expect.poll(() => lines(page).count()).toBe(1);
      expect(plain(await lines(page).first().textContent())).toContain(KRILL.name);
      await screenshot(page, `wishlist-page-after-${width}`);

      // Another customer sees nothing of it: Magento's own error, never the data.
      const mine = (await gql(WISHLIST, {}, token)).data!.customer.wishlists[0];
      const other = await newCustomer(newEmail());
      const theirs = await gql(WISHLIST, {}, other);
      expect(theirs.data!.customer.wishlists[0].items_v2.items).toEqual([]);
      expect(theirs.data!.customer.wishlists[0].id).not.toBe(mine.id);
      const intrusion = await gql(
        'mutation($id: ID!, $items: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $items) { wishlist { items_v2 { items { id } } } } }',
        { id: mine.id, items: [mine.items_v2.items[0].id] },
        other,
      );
      expect(intrusion.errors?.map((e) => e.message)).toEqual(['The wishlist was not found.']);
      expect(intrusion.data?.removeProductsFromWishlist ?? null).toBeNull();
      expect((await gql(WISHLIST, {}, token)).data!.customer.wishlists[0].items_v2.items).toHaveLength(1);

      // The last item removed: the empty wishlist leads back to the shop.
      await page.getByRole('button', { name: `Retirer ${KRILL.name} de mes favoris` }).click();
      await page.getByText('Votre liste de favoris est vide.').waitFor();
      expect(await page.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe('/');
      await screenshot(page, `wishlist-empty-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
