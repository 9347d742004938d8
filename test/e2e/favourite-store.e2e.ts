import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';
import { createCustomer, customerToken, graphqlAt } from './support/customers';

const suite = shopInChromium();

const PASSWORD = 'Printemps#2026';
/** Place Bellecour: of the shop's stores, Lyon République is the nearest. */
const BELLECOUR = { latitude: 45.7578, longitude: 4.832 };
const LYON = { identifier: 'lyon-republique', name: 'Vitrine Lyon République', path: '/stores/lyon-republique' };
const RIVOLI = { identifier: 'paris-rivoli', name: 'Vitrine Paris Rivoli', path: '/stores/paris-rivoli' };
const STORAGE_KEY = 'favorite_store_fr';

const header = (page: Page) => page.locator('header.header');
const favoriteLink = (page: Page) => header(page).locator('.header__favorite-store');
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const saved = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlAt(suite.shop.url, query, variables, token);

/** A customer made through GraphQL, as another device would; their token. */
async function newCustomer(email: string): Promise<string> {
  await createCustomer(suite.shop.url, { email, password: PASSWORD });
  return customerToken(suite.shop.url, email, PASSWORD);
}

const serverFavorite = async (token: string) => (await gql('{ favoriteStore { identifier } }', {}, token)).data?.favoriteStore?.identifier ?? null;

describe('the favourite store in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: the nearest store by location, a store page's choice kept across a reload and saved for a customer, forgotten on sign-out`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(BELLECOUR);

      // The device's location makes the nearest store the favourite, named in the header.
      await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
      await expect.poll(async () => plain(await favoriteLink(page).textContent())).toBe(`Ma boutique\u00a0: ${LYON.name}`.replace(/\s+/g, ' '));
      expect(await favoriteLink(page).getAttribute('href')).toBe(LYON.path);
      expect(JSON.parse((await saved(page))!)).toMatchObject({ identifier: LYON.identifier });
      await screenshot(page, `favourite-store-header-${width}`, { fullPage: false });

      // Its page: the shopper's store, its hours, its special days and its place on a map drawn in the page.
      await favoriteLink(page).click();
      await page.getByRole('heading', { level: 1, name: LYON.name }).waitFor();
      await page.getByRole('status').filter({ hasText: 'C’est votre boutique' }).waitFor();
      expect(await page.getByRole('table').getByRole('row').count()).toBe(7);
      const map = page.getByRole('img', { name: `Carte de France situant ${LYON.name}, à Lyon` });
      expect(await map.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
      expect(await page.getByRole('button', { name: 'En faire ma boutique' }).count()).toBe(0);

      // Another store's page: made the favourite, kept across a reload.
      await page.goto(`${suite.shop.url}${RIVOLI.path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: RIVOLI.name }).waitFor();
      await screenshot(page, `favourite-store-page-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'En faire ma boutique' }).click();
      await page.getByRole('status').filter({ hasText: 'C’est votre boutique' }).waitFor();
      await expect.poll(async () => plain(await favoriteLink(page).textContent())).toContain(RIVOLI.name);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('status').filter({ hasText: 'C’est votre boutique' }).waitFor();
      await expect.poll(async () => plain(await favoriteLink(page).textContent())).toContain(RIVOLI.name);
      await screenshot(page, `favourite-store-chosen-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Signed in: the server knows no favourite yet, the browser's stays; a choice now is saved on the server too.
      const email = `boutique.${Date.now()}.${width}@example.fr`;
      const token = await newCustomer(email);
      await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
      // The sign-in form's fields (the footer's newsletter form has an e-mail field too).
      await page.getByRole('main').getByLabel(/^Adresse e-mail/).fill(email);
      await page.getByRole('main').getByLabel(/^Mot de passe/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await header(page).locator('.header__account--button').waitFor();
      await expect.poll(async () => plain(await favoriteLink(page).textContent())).toContain(RIVOLI.name);
      expect(await serverFavorite(token)).toBeNull();
      await page.goto(`${suite.shop.url}${LYON.path}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'En faire ma boutique' }).click();
      await page.getByRole('status').filter({ hasText: 'C’est votre boutique' }).waitFor();
      await expect.poll(() => serverFavorite(token)).toBe(LYON.identifier);
      await expect.poll(async () => plain(await favoriteLink(page).textContent())).toContain(LYON.name);

      // Signed out: the favourite is forgotten, on screen and in the browser.
      await header(page).locator('.header__account').click();
      await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      await header(page).getByRole('link', { name: 'Se connecter' }).waitFor();
      await expect.poll(async () => plain(await favoriteLink(page).textContent())).toBe('Trouver une boutique');
      expect(await favoriteLink(page).getAttribute('href')).toBe('/stores');
      expect(await saved(page)).toBeNull();
      await page.getByRole('button', { name: 'En faire ma boutique' }).waitFor();
      // The account keeps its choice for the next sign-in (the sign-out revoked the page's token).
      expect(await serverFavorite(await customerToken(suite.shop.url, email, PASSWORD))).toBe(LYON.identifier);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('with the location refused: no favourite, a warning, no error', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => warnings.some((text) => text.startsWith('The nearest store cannot be found'))).toBe(true);
    expect(plain(await favoriteLink(page).textContent())).toBe('Trouver une boutique');
    expect(await saved(page)).toBeNull();
    await screenshot(page, 'favourite-store-refused-1440', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
