import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { ARTIFACTS, openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

const KRILL = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };
const WHEY = { path: '/whey-isolat-native.html', name: 'Whey isolat native' };
const MAGNESIUM = { path: '/magnesium-bisglycinate.html', name: 'Magnésium bisglycinate' };
const VITAMIN_D3 = { path: '/vitamine-d3-2000-ui-vegetale.html', name: 'Vitamine D3 2000 UI végétale' };

/** Text as the page writes it, with fr-FR's no-break spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function addFromProductPage(page: Page, product: { path: string; name: string }, choose?: () => Promise<void>) {
  await page.goto(`${suite.shop.url}${product.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await choose?.();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('status').filter({ hasText: `Nous avons ajouté 1 × ${product.name} à votre panier.` }).waitFor();
}

const line = (page: Page, name: string) => page.locator('.cart-line').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** The price summary as the shopper reads it, a row a string. */
const summary = (page: Page) =>
  page.locator('.cart-summary__row').evaluateAll((rows) =>
    rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' ')),
  );

/** Waits until the cart has answered (no control waits for it) and the page asks nothing more. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.cart-page button:disabled:not(.quantity__button)'));
}

async function expectText(locator: Locator, text: string) {
  await expect.poll(async () => plain(await locator.textContent())).toBe(text);
}

describe('the cart page in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: quantities, removal, coupons, shipping estimate, down to the empty cart`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await addFromProductPage(page, KRILL);
      await addFromProductPage(page, WHEY, async () => {
        await page.getByRole('group', { name: 'Contenance' }).getByText('1 kg').click();
        await page.getByRole('group', { name: 'Saveur' }).getByText('Vanille').click();
      });

      // Served with the cart's shimmer, then the cart read in the browser.
      await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
      expect(await page.title()).toBe('Panier | Vitrine FR');
      expect(plain(await page.locator('.cart-page__count').textContent())).toBe('2 articles');
      const krill = line(page, KRILL.name);
      const whey = line(page, WHEY.name);
      expect(await krill.getByRole('link', { name: KRILL.name }).getAttribute('href')).toBe(KRILL.path);
      expect((await whey.locator('.cart-line__option').allTextContents()).map(plain)).toEqual(['Contenance : 1 kg', 'Saveur : Vanille']);
      expect(plain(await krill.locator('.cart-line__unit-price').textContent())).toBe('Prix unitaire : 27,90 €');
      expect(await summary(page)).toEqual(['Sous-total 72,80 €', 'Total estimé 72,80 €', 'Dont TVA 5,5 % 3,79 €']);
      expect(await page.locator('footer').getAttribute('class')).toBe('footer footer--mobile-cart');
      // The configurable line's options, in a form of its own; Cancel leaves the line as it is.
      await whey.getByRole('button', { name: `Modifier les options de ${WHEY.name}` }).click();
      const options = page.getByRole('form', { name: `Modifier les options de ${WHEY.name}` });
      expect(await options.getByRole('group', { name: 'Saveur' }).getByRole('radio', { name: 'Vanille' }).isChecked()).toBe(true);
      // 1 kg chocolat is out of stock: with 1 kg, Chocolat is refused.
      expect(await options.getByRole('radio', { name: 'Chocolat (en rupture de stock)' }).isDisabled()).toBe(true);
      await page.locator('.cart-line__image').first().evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `cart-page-lines-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await options.getByRole('button', { name: 'Annuler' }).click();
      await options.waitFor({ state: 'detached' });

      // One more krill: the row and the totals follow.
      await krill.getByRole('button', { name: 'Augmenter la quantité' }).click();
      await expectText(krill.locator('.cart-line__total'), 'Total pour cet article : 55,80 €');
      await settled(page);
      expect(await krill.getByRole('textbox', { name: `Quantité de ${KRILL.name}` }).inputValue()).toBe('2');
      expect((await summary(page))[0]).toBe('Sous-total 100,70 €');

      // A bad quantity is refused where it was typed, and nothing is sent; its message leaves the stepper where it was.
      const field = krill.getByRole('textbox', { name: `Quantité de ${KRILL.name}` });
      const stepper = krill.locator('.quantity__controls');
      const stepperBefore = await stepper.boundingBox();
      const totalBefore = await krill.locator('.cart-line__total').boundingBox();
      await field.fill('0');
      await field.press('Enter');
      await krill.getByText('La quantité minimale est de 1.').waitFor();
      expect(await stepper.boundingBox()).toEqual(stepperBefore);
      expect(await krill.locator('.cart-line__total').boundingBox()).toEqual(totalBefore);
      await krill.screenshot({ path: `${ARTIFACTS}/cart-line-quantity-error-${width}.png` });
      await field.fill('2');
      await field.press('Enter');

      // The whey goes.
      await page.getByRole('button', { name: `Retirer ${WHEY.name} du panier` }).click();
      await whey.waitFor({ state: 'detached' });
      await settled(page);
      expect(await summary(page)).toEqual(['Sous-total 55,80 €', 'Total estimé 55,80 €', 'Dont TVA 5,5 % 2,91 €']);

      // A code that does not exist: the reason under the field, which keeps what was typed.
      const coupon = page.getByRole('textbox', { name: 'Saisissez votre code promo' });
      await coupon.fill('PROMO2099');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page.getByText('Ce code promo n’est pas valide.').waitFor();
      expect(await coupon.inputValue()).toBe('PROMO2099');
      expect(await coupon.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, `cart-page-coupon-refused-${width}`, { fullPage: false });

      // BIENVENUE10: 10 % off, a line of its own.
      await coupon.fill('bienvenue10');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page.getByText('Code promo BIENVENUE10 appliqué').waitFor();
      await settled(page);
      const withCoupon = await summary(page);
      expect(withCoupon[0]).toBe('Sous-total 55,80 €');
      expect(withCoupon[1]).toMatch(/ −5,58 €$|-5,58 €$/);
      expect(withCoupon.at(-2)).toBe('Total estimé 50,22 €');

      // Shipping: a postcode too short is refused before anything is asked; 75001 gets the first carrier's price
      // (free from 49 € of goods).
      const postcode = page.getByRole('textbox', { name: 'Code postal' });
      await postcode.fill('7500');
      await page.getByRole('button', { name: 'Estimer', exact: true }).click();
      await page.getByText('Saisissez un code postal français à 5 chiffres, par exemple 75001.').waitFor();
      await postcode.fill('75001');
      await page.getByRole('button', { name: 'Estimer', exact: true }).click();
      const estimate = page.locator('.cart-estimate');
      await expect.poll(async () => plain(await estimate.textContent())).toMatch(/^Colissimo.* Gratuite$/);
      await settled(page);
      expect(await summary(page)).toEqual([withCoupon[0], withCoupon[1], 'Livraison estimée Gratuite', 'Total estimé 50,22 €', withCoupon.at(-1)]);
      await page.locator('.cart-line__image').evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `cart-page-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Without the coupon and with one krill (27,90 €), the estimate asked again charges shipping.
      await page.getByRole('button', { name: 'Retirer le code promo BIENVENUE10' }).click();
      await coupon.waitFor();
      await krill.getByRole('button', { name: 'Diminuer la quantité' }).click();
      await expect.poll(async () => plain(await estimate.textContent())).toMatch(/^Colissimo.* \d+,\d\d €$/);
      await settled(page);
      const charged = await summary(page);
      expect(charged[0]).toBe('Sous-total 27,90 €');
      expect(charged[1]).toMatch(/^Livraison estimée \d+,\d\d €$/);

      // The last line goes: the empty cart, and the way back to the shop.
      await page.getByRole('button', { name: `Retirer ${KRILL.name} du panier` }).click();
      await page.getByText('Votre panier est vide.').waitFor();
      const back = page.getByRole('link', { name: 'Continuer mes achats' });
      expect(await back.getAttribute('href')).toBe('/');
      await screenshot(page, `cart-page-empty-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
      // The whole journey, with five axe runs: longer than one step's default.
    }, 120_000);
  }

  for (const width of [375, 1440]) {
    it(`at ${width} px: another option of a line, the out-of-stock one refused, and the line keeps its place`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await addFromProductPage(page, MAGNESIUM, () => page.getByRole('group', { name: 'Contenance' }).getByText('60 gélules').click());
      await addFromProductPage(page, KRILL);
      await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
      const names = () => page.locator('.cart-line__name').allTextContents();
      await expect.poll(names).toEqual([MAGNESIUM.name, KRILL.name]);

      const magnesium = line(page, MAGNESIUM.name);
      await magnesium.getByRole('button', { name: `Modifier les options de ${MAGNESIUM.name}` }).click();
      const options = page.getByRole('form', { name: `Modifier les options de ${MAGNESIUM.name}` });
      const sizes = options.getByRole('group', { name: 'Contenance' });
      // 180 gélules is out of stock: struck through and disabled, as on the product page, and named so.
      const outOfStock = sizes.getByRole('radio', { name: '180 gélules (en rupture de stock)' });
      expect(await outOfStock.isDisabled()).toBe(true);
      expect(await sizes.getByRole('radio', { name: '60 gélules' }).isChecked()).toBe(true);
      expect(await sizes.locator('.swatch[data-disabled]').evaluate((swatch) => getComputedStyle(swatch).textDecorationLine)).toBe('line-through');
      await sizes.getByText('180 gélules').click({ force: true });
      expect(await outOfStock.isChecked()).toBe(false);
      await page.locator('.cart-line__image').first().evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `cart-page-options-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);

      // 120 gélules: the line changes where it stands.
      await sizes.getByText('120 gélules').click();
      await options.getByRole('button', { name: 'Mettre à jour' }).click();
      await options.waitFor({ state: 'detached' });
      await settled(page);
      expect(await names()).toEqual([MAGNESIUM.name, KRILL.name]);
      expect((await magnesium.locator('.cart-line__option').allTextContents()).map(plain)).toEqual(['Contenance : 120 gélules']);
      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(names).toEqual([MAGNESIUM.name, KRILL.name]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const width of [375, 1440]) {
    it(`at ${width} px: “Complétez votre commande” shows the cross-sells of the cart’s products, none the cart holds`, async () => {
      const { page, context, errors, graphql } = await openPage(suite.browser, width);
      // An omega-3, and the vitamin D3 the catalogue cross-sells with it.
      await addFromProductPage(page, KRILL);
      await addFromProductPage(page, VITAMIN_D3);
      await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
      const row = page.getByRole('region', { name: 'Complétez votre commande' });
      const cards = () => row.getByRole('listitem').locator('.product-card__name').allTextContents();
      // The krill's magnesiums (its vitamin D3 being in the cart), then the vitamin D3's immunity range.
      await expect.poll(cards).toEqual([
        'Magnésium bisglycinate',
        'Magnésium marin + vitamine B6',
        'Complexe immunité',
        'Pastilles zinc & vitamine C',
        'Spray propolis verte & thym',
      ]);
      expect(await row.getByRole('link', { name: 'Magnésium bisglycinate' }).getAttribute('href')).toBe(MAGNESIUM.path);
      // Asked as a public query: GET, without the shopper's token, which a CDN may keep.
      const asked = graphql.filter((request) => request.name === 'CartCrossSells');
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((request) => request.method === 'GET' && !request.hasAuthorization)).toBe(true);
      // The cards' images load lazily: in view, then the page from its top, as the shopper meets it.
      await row.scrollIntoViewIfNeeded();
      await row.locator('img').evaluateAll((images) => Promise.all(images.map((img) => (img as HTMLImageElement).decode())));
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `cart-page-cross-sells-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The krill gone, the row holds the vitamin D3's cross-sells alone.
      await page.getByRole('button', { name: `Retirer ${KRILL.name} du panier` }).click();
      await expect.poll(cards).toEqual(['Complexe immunité', 'Pastilles zinc & vitamine C', 'Spray propolis verte & thym']);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
