import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

// The store finder of /stores: a town or a postcode, or the device's location, sorts the shop's 19 stores nearest
// first with their distances; the map marks the nearest out. Distances are as the crow flies.
const suite = shopInChromium();

/** The Vieux-Port, in Marseille: the shop's Marseille store is under a kilometre away, Montpellier's about 125 km. */
const VIEUX_PORT = { latitude: 43.2965, longitude: 5.3698 };

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const cards = (page: Page) => page.locator('.stores__list .store-card');

/** The first cards as read: name and distance. */
async function firstStores(page: Page, count: number): Promise<string[]> {
  const texts = await cards(page).evaluateAll((items, n) =>
    items.slice(0, n).map((item) => `${item.querySelector('.store-card__name')?.textContent} · ${item.querySelector('.store-card__distance')?.textContent ?? ''}`), count);
  return texts.map(plain);
}

async function openFinder(page: Page) {
  await page.goto(`${suite.shop.url}/stores`);
  await page.getByRole('heading', { level: 1, name: 'Nos boutiques' }).waitFor();
  const field = page.getByRole('searchbox', { name: 'Ville ou code postal' });
  await hydrated(field);
  return field;
}

async function search(page: Page, query: string) {
  const field = page.getByRole('searchbox', { name: 'Ville ou code postal' });
  await field.fill(query);
  await page.getByRole('button', { name: 'Rechercher' }).click();
}

describe('the store finder in Chromium', () => {
  it('the server’s page lists every store by name, with its hours written the French way', async () => {
    const html = await (await fetch(`${suite.shop.url}/stores`)).text();
    expect(html.match(/class="store-card"/g)).toHaveLength(19);
    const names = [...html.matchAll(/class="store-card__name"><a[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names.slice(0, 3)).toEqual(['Corner Vitrine Dijon Liberté', 'Pharmacie des Princes – espace Vitrine', 'Pharmacie Royale – espace Vitrine']);
    expect(names.at(-1)).toBe('Vitrine Tours Nationale');
    // "10 h à 19 h 30", as the site writes hours elsewhere; never "10:00 – 19:30".
    expect(html).toMatch(/Ouvert aujourd’hui\s:\s\d{1,2}\sh(\s\d{2})?\sà\s\d{1,2}\sh/);
    expect(html).not.toMatch(/\d{2}:\d{2}\s–/);
  });

  for (const width of [375, 1440]) {
    it(`at ${width} px: a town or a postcode sorts the stores nearest first, an unknown place is said so`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const field = await openFinder(page);
      expect(await field.getAttribute('autocomplete')).toBe('address-level2');

      // Saint-Étienne has no store: Lyon's is about 50 km away, Grenoble's about 108 km; accents and case aside.
      await search(page, 'SAINT ETIENNE');
      await page.getByRole('status').filter({ hasText: 'Les plus proches de Saint-Étienne d’abord' }).waitFor();
      expect(await firstStores(page, 2)).toEqual(['Vitrine Lyon République · À 50 km', 'Vitrine Grenoble centre · À 108 km']);
      expect(await page.locator('.store-map__store--nearest').count()).toBe(3);
      expect(await page.locator('.store-map__origin').count()).toBe(1);
      expect(await page.getByRole('img', { name: 'Carte de nos boutiques en France, les plus proches en évidence' }).count()).toBe(1);
      await screenshot(page, `store-finder-search-${width}`, { fullPage: width > 375 });
      expect(await seriousViolations(page)).toEqual([]);

      // A postcode: Lyon's 3rd arrondissement, next to the République store.
      await search(page, '69003');
      await page.getByRole('status').filter({ hasText: 'Les plus proches de 69003 d’abord' }).waitFor();
      expect((await firstStores(page, 1))[0]).toMatch(/^Vitrine Lyon République · À 0,\d km$/);

      // A place the finder does not know: the message, the field keeps what was typed, the list stays.
      await search(page, 'Atlantide');
      await page.getByRole('alert').filter({ hasText: 'Nous ne trouvons pas « Atlantide ». Essayez un nom de ville ou un code postal.' }).waitFor();
      expect(await field.inputValue()).toBe('Atlantide');
      expect(await cards(page).count()).toBe(19);

      // A blank search: the whole list by name again.
      await search(page, '');
      await expect.poll(async () => (await firstStores(page, 1))[0]).toBe('Corner Vitrine Dijon Liberté ·');
      expect(await page.locator('.store-map__store--nearest').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`at ${width} px: “Autour de moi” sorts the stores from the device’s location`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(VIEUX_PORT);
      await openFinder(page);
      await page.getByRole('button', { name: 'Autour de moi' }).click();
      await page.getByRole('status').filter({ hasText: 'Les plus proches de votre position d’abord' }).waitFor();
      const [marseille, montpellier] = await firstStores(page, 2);
      expect(marseille).toMatch(/^Vitrine Marseille Saint-Ferréol · À 0,\d km$/);
      expect(montpellier).toMatch(/^Vitrine Montpellier Comédie · À 12[4-7] km$/);
      await screenshot(page, `store-finder-near-me-${width}`, { fullPage: width > 375 });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('“Autour de moi” refused: the shopper is told, and the list stays by name', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    await openFinder(page);
    await page.getByRole('button', { name: 'Autour de moi' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Vous n’avez pas autorisé la localisation. Autorisez-la dans votre navigateur, ou recherchez une ville ou un code postal.' })
      .waitFor();
    expect((await firstStores(page, 1))[0]).toBe('Corner Vitrine Dijon Liberté ·');
    await screenshot(page, 'store-finder-refused-375', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
