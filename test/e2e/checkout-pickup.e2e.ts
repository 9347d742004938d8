import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { typeShippingAddress } from './support/checkout';
import { shopInChromium } from './support/suite';

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const CONSENT = /^J’accepte que Vitrine traite mes données pour traiter ma commande\./;
let shoppers = 0;
const newEmail = () => `retrait.${Date.now()}.${++shoppers}@example.fr`;
const openStep = (page: Page, name: string) => page.locator(`[data-step="${name}"].checkout-step--open`);
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** "57,60 €", "−5,76 €" → cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,−-]/g, '').replace('−', '-').replace(',', '.')) * 100);

async function addToCart(page: Page, path: string, name: string) {
  await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('status').filter({ hasText: name }).waitFor();
}

async function toCheckout(page: Page) {
  await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }).waitFor();
}

async function fillShipping(page: Page) {
  const form = openStep(page, 'shippingAddress');
  await form.getByLabel(/^Adresse e-mail/).fill(newEmail());
  await form.getByRole('checkbox', { name: CONSENT }).check();
  await typeShippingAddress(form);
  await form.getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'shippingMethod').waitFor();
}

/** The summary's price rows, as "label amount". */
const summaryRows = async (summary: Locator) => (await summary.locator('.order-summary__row').allInnerTexts()).map(plain);

describe('checkout in Chromium: the coupon in the summary, the place an order is collected from', () => {
  it('a coupon applied in the cart shows in the checkout summary, whose lines add up to the cart’s total to the cent', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await addToCart(page, '/huile-de-krill-antarctique.html', 'Huile de krill antarctique');
    await addToCart(page, '/huile-de-krill-antarctique.html', 'Huile de krill antarctique');
    await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Saisissez votre code promo' }).fill('BIENVENUE10');
    await page.getByRole('button', { name: /Appliquer/ }).click();
    await page.getByText('Code promo BIENVENUE10 appliqué').waitFor();
    const cartDiscount = plain(await page.locator('.cart-summary__row--discount').innerText());
    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }).waitFor();
    const summary = page.locator('.order-summary');
    // The cart's discount, with the coupon applied.
    await summary.locator('.order-summary__row--discount').waitFor();
    expect(plain(await summary.locator('.order-summary__row--discount').innerText())).toBe(cartDiscount);
    expect(plain(await summary.locator('.order-summary__row--coupon').innerText())).toBe('Code promo BIENVENUE10');
    await fillShipping(page);
    await openStep(page, 'shippingMethod').locator('label').filter({ hasText: 'Chronopost' }).click();
    await openStep(page, 'shippingMethod').getByRole('button', { name: 'Continuer' }).click();
    await openStep(page, 'billingAddress').waitFor();
    await summary.locator('.order-summary__row').filter({ hasText: 'Livraison' }).waitFor();
    const rows = await summaryRows(summary);
    expect(rows.map((row) => row.replace(/ [−-]?[\d\s,]+ €$| Gratuite$/, ''))).toEqual(['Sous-total', 'Bienvenue : 10 % de remise', 'Code promo BIENVENUE10', 'Livraison', 'Total']);
    const amount = (label: string) => cents(rows.find((row) => row.startsWith(label))!.slice(label.length));
    // 2 × 27,90 € = 55,80 €, −5,58 €, Chronopost 9,90 € (their weight's band): 60,12 €.
    expect([amount('Sous-total'), amount('Bienvenue : 10 % de remise'), amount('Livraison'), amount('Total')]).toEqual([5580, -558, 990, 6012]);
    expect(amount('Sous-total') + amount('Bienvenue : 10 % de remise') + amount('Livraison')).toBe(amount('Total'));
    await screenshot(page, 'checkout-coupon-summary-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('store pickup offers the shop’s stores, the favourite first; the store chosen is sent and shown in the summary', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    // Paris Rivoli is this browser's favourite store.
    await page.goto(`${suite.shop.url}/stores/paris-rivoli`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'En faire ma boutique' }).click();
    await addToCart(page, '/huile-de-krill-antarctique.html', 'Huile de krill antarctique');
    await toCheckout(page);
    await fillShipping(page);
    const step = openStep(page, 'shippingMethod');
    // The prompt to choose a method, once.
    expect(await page.getByText('Choisissez un mode de livraison.').count()).toBe(1);
    await step.locator('label').filter({ hasText: 'Retrait en boutique' }).click();
    const stores = step.getByRole('radiogroup', { name: 'Choisissez la boutique où retirer votre commande' });
    await stores.waitFor();
    const first = stores.getByRole('radio').first();
    expect(await first.getAttribute('value')).toBe('paris-rivoli');
    expect(await first.isChecked()).toBe(true);
    expect(plain(await stores.locator('.pickup-places__option').first().innerText())).toContain('Votre boutique');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-store-picker-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'checkout-store-picker-1440');
    // Another store chosen, sent with the method.
    const lyon = stores.locator('.pickup-places__option').filter({ hasText: 'Lyon' }).first();
    const lyonName = plain(await lyon.locator('.pickup-place__name').innerText());
    await lyon.click();
    await step.getByRole('button', { name: 'Continuer' }).click();
    await openStep(page, 'billingAddress').waitFor();
    expect(plain(await page.locator('.order-summary .pickup-summary').innerText())).toContain(`Retrait à ${lyonName}`);
    expect(plain(await page.locator('[data-step="shippingMethod"] .checkout-step__summary').innerText())).toContain(`Retrait à ${lyonName}`);
    await screenshot(page, 'checkout-store-chosen-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a relay carrier offers the relay points near the address; the one chosen shows in the summary', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    await addToCart(page, '/huile-de-krill-antarctique.html', 'Huile de krill antarctique');
    await toCheckout(page);
    await fillShipping(page);
    const step = openStep(page, 'shippingMethod');
    await step.locator('label').filter({ hasText: 'Mondial Relay' }).click();
    const relays = step.getByRole('radiogroup', { name: 'Choisissez votre point relais' });
    await relays.waitFor();
    // Near 69003 first.
    expect(plain(await relays.locator('.pickup-place__address').first().innerText())).toMatch(/69003 Lyon$/);
    expect(await step.getByText('Choisissez un point relais.').count()).toBe(1);
    await screenshot(page, 'checkout-relay-picker-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'checkout-relay-picker-1440');
    await relays.locator('.pickup-places__option').first().click();
    const name = plain(await relays.locator('.pickup-place__name').first().innerText());
    await step.getByRole('button', { name: 'Continuer' }).click();
    await openStep(page, 'billingAddress').waitFor();
    expect(plain(await page.locator('.order-summary .pickup-summary').innerText())).toContain(`Livraison au point relais ${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the shipping step’s banner names what is wrong: a malformed e-mail is not a missing one', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await addToCart(page, '/huile-de-krill-antarctique.html', 'Huile de krill antarctique');
    await toCheckout(page);
    const form = openStep(page, 'shippingAddress');
    await form.getByRole('button', { name: 'Continuer' }).click();
    expect(await form.getByRole('alert').textContent()).toBe('Information obligatoire manquante : adresse e-mail');
    await form.getByLabel(/^Adresse e-mail/).fill('lea.martin@');
    await form.getByRole('button', { name: 'Continuer' }).click();
    expect(await form.getByRole('alert').allTextContents()).toEqual(['Veuillez saisir une adresse e-mail valide.']);
    expect(await form.getByLabel(/^Adresse e-mail/).inputValue()).toBe('lea.martin@');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the method the cart already holds is preselected when the shopper comes back', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await addToCart(page, '/huile-de-krill-antarctique.html', 'Huile de krill antarctique');
    await toCheckout(page);
    await fillShipping(page);
    await openStep(page, 'shippingMethod').locator('label').filter({ hasText: 'Chronopost' }).click();
    await openStep(page, 'shippingMethod').getByRole('button', { name: 'Continuer' }).click();
    await openStep(page, 'billingAddress').waitFor();
    // Another visit that kept nothing of the steps (another device): the cart holds the method.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (!/cart/i.test(key)) localStorage.removeItem(key);
    });
    await page.reload({ waitUntil: 'networkidle' });
    await fillShipping(page);
    const chronopost = openStep(page, 'shippingMethod').getByRole('radio', { name: /Chronopost/ });
    expect(await chronopost.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
