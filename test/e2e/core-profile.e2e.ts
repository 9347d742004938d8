import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_FEATURES } from '../../src/domain/backend-features';
import { DOCUMENT_REFUSED } from '../../src/server/trusted-documents';
import { openPage, screenshot, type ShopPage } from './support/browser';
import { sentOperation } from './support/operations';
import { shopInChromium } from './support/suite';
import { typeShippingAddress } from './support/checkout';

// The shop on a stock Magento Open Source 2.4.7 (core and bundled modules: no Adyen, none of the shop's own modules),
// closed to all but its own documents as `npm start` runs it. One shopper, in one tab, from the home page to an order
// paid by check, then an account of their own and an order in its history; what needs a module the backend lacks is
// nowhere to be seen.
const suite = shopInChromium({ VITRINE_BACKEND_PROFILE: 'core', VITRINE_GRAPHQL_OPEN: '0' });

const PASSWORD = 'Printemps#2026';
const WHEY = { path: '/whey-isolat-native.html', name: 'Whey isolat native' };
const THANKS = 'Merci pour votre commande !';
const NOT_FOUND = 'La page que vous cherchez n’existe pas. Nous en sommes désolés.';
/** Features of the shop's modules and Adyen's that a stock Magento lacks: the journeys show the shop doing without them. */
const MODULE_FEATURES = ['favouriteStore', 'consents', 'needHelp', 'subscriptions', 'adyenCard'];
/** The account menu without subscriptions (the shop's module) and saved cards (Adyen's vault). */
const CORE_ACCOUNT_PAGES = ['Informations du compte', 'Carnet d’adresses', 'Mes commandes', 'Mes favoris', 'Communications'];

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const header = (page: Page) => page.locator('header.header');
const accountTrigger = (page: Page) => header(page).locator('.header__account');
const openStep = (page: Page, name: string) => page.locator(`[data-step="${name}"].checkout-step--open`);
const email = `magento.${Date.now()}@example.fr`;

let shopper: ShopPage;
/** Every error a GraphQL answer to the page carried, as `Operation: message (category)`; read as the answers come. */
const answered: Promise<string[]>[] = [];
let answers = 0;

async function errorsOf(response: Response): Promise<string[]> {
  const name = sentOperation(response.request())?.name ?? response.url();
  let body: string;
  try {
    body = await response.text();
  } catch {
    // A prefetch still on its way when the page moved on: its body is gone with it.
    return [];
  }
  answers += 1;
  try {
    const { errors = [] } = JSON.parse(body) as { errors?: { message: string; extensions?: { category?: string } }[] };
    return errors.map((error) => `${name}: ${error.message} (${error.extensions?.category ?? 'no category'})`);
  } catch {
    return [`${name}: HTTP ${response.status()} answered something else than JSON: ${body.slice(0, 200)}`];
  }
}

/**
 * The features the server's start printed as on or off, by name (src/domain/backend-features.ts), from its table's
 * lines (`  on   label` or `  off  label  (no Type.field)`).
 */
function printedFeatures(output: string): { on: string[]; off: string[] } {
  const lines = output.split('\n');
  const printed = { on: [] as string[], off: [] as string[] };
  for (const { name, label } of BACKEND_FEATURES) {
    const line = lines.find((candidate) => candidate.replace(/^ {2}(on |off) {2}/, '').startsWith(label));
    expect(line, `the table's line for ${label}`).toBeDefined();
    printed[/^ {2}on /.test(line!) ? 'on' : 'off'].push(name);
  }
  return printed;
}

/** The features the page's configuration copy says are on. */
const pageFeatures = (page: Page) => page.evaluate(() => JSON.parse(document.getElementById('vitrine-config')!.textContent!).backendFeatures as string[]);

/** The shipping step's address, as the shopper types it. */
const fillAddress = (page: Page) => typeShippingAddress(openStep(page, 'shippingAddress'));

/** Shipping method and billing (the same address), up to the payment step. */
async function methodAndBilling(page: Page) {
  await openStep(page, 'shippingAddress').getByRole('button', { name: 'Continuer' }).click();
  const method = openStep(page, 'shippingMethod');
  await method.locator('label').filter({ hasText: 'Colissimo' }).click();
  await method.getByRole('button', { name: 'Continuer' }).click();
  const billing = openStep(page, 'billingAddress');
  expect(await billing.getByRole('checkbox', { name: 'Mon adresse de facturation est identique à l’adresse de livraison' }).isChecked()).toBe(true);
  await billing.getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'payment').waitFor();
}

/** Pays with one of Magento's offline methods; the receipt's order number. */
async function payOffline(page: Page, method: 'Chèque ou mandat' | 'Virement bancaire'): Promise<string> {
  const payment = openStep(page, 'payment');
  const methods = payment.getByRole('radiogroup', { name: 'Mode de paiement' });
  await methods.waitFor();
  expect(await methods.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.textContent))).toEqual(['Chèque ou mandat', 'Virement bancaire']);
  // No card: neither Adyen's fields nor a saved card.
  for (const field of [/^Titulaire de la carte/, /^Numéro de carte/, /^Date d’expiration/, /^Cryptogramme visuel/]) expect(await payment.getByLabel(field).count()).toBe(0);
  expect(await payment.getByRole('button', { name: 'Payer et valider la commande' }).count()).toBe(0);
  await methods.locator('label').filter({ hasText: method }).click();
  expect(await methods.getByRole('radio', { name: method }).isChecked()).toBe(true);
  await payment.getByRole('button', { name: 'Valider la commande' }).click();
  await page.getByRole('heading', { level: 1, name: THANKS }).waitFor();
  const receipt = plain(await page.locator('.receipt').innerText());
  const number = /Numéro de commande : (\d+)/.exec(receipt)?.[1];
  expect(number).toMatch(/^\d{9}$/);
  return number!;
}

async function addWhey(page: Page) {
  await page.goto(`${suite.shop.url}${WHEY.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: WHEY.name }).waitFor();
  await page.getByRole('group', { name: 'Contenance' }).getByText('1 kg').click();
  await page.getByRole('group', { name: 'Saveur' }).getByText('Vanille').click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('status').filter({ hasText: `1 × ${WHEY.name}` }).waitFor();
}

async function toCheckout(page: Page) {
  await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }).waitFor();
}

describe('the shop on a stock Magento 2.4.7 (core profile), closed to all but its own documents', () => {
  beforeAll(async () => {
    shopper = await openPage(suite.browser, 1440);
    shopper.page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/graphql') answered.push(errorsOf(response));
    });
  });
  afterAll(async () => {
    await shopper?.context.close();
  });

  it('starts with the table of the backend’s features: Magento’s filterable attributes on, the modules’ features off', () => {
    const output = suite.shop.output();
    expect(output).toContain('Backend features (the embedded backend):');
    const { on, off } = printedFeatures(output);
    expect(on).toContain('catalogFilters');
    expect(off).toEqual(expect.arrayContaining(MODULE_FEATURES));
    expect(output).toMatch(/^ {2}off {2}card payment \(Adyen\)\s+\(no Query\.adyenPaymentMethods\)$/m);
  });

  it('runs the shop’s own documents only: a document of anyone’s making is refused', async () => {
    const refused = await fetch(`${suite.shop.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors.map((error) => error.message)).toEqual([DOCUMENT_REFUSED]);
  });

  it('a guest browses: the home page, a category from the menu, a filter, a configurable product’s options, the cart', async () => {
    const { page } = shopper;
    await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Passez l’hiver en pleine forme' }).waitFor();
    // The page is told the features the server printed as on.
    expect(await pageFeatures(page)).toEqual(printedFeatures(suite.shop.output()).on);
    // No favourite store, nor a way to the stores: the backend has no points of sale.
    expect(await header(page).locator('.header__favorite-store').count()).toBe(0);
    expect(plain(await header(page).textContent())).not.toMatch(/Ma boutique|Trouver une boutique/);

    // The menu: a category's dropdown, one of its sub-categories.
    const menu = page.getByRole('navigation', { name: 'Catégories' });
    await menu.getByRole('link', { name: 'Vitamines & minéraux', exact: true }).hover();
    const toggle = menu.getByRole('button', { name: 'Vitamines & minéraux : afficher les sous-catégories' });
    const dropdown = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await dropdown.getByRole('link', { name: 'Magnésium' }).click();
    await page.getByRole('heading', { level: 1, name: 'Magnésium' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vitamines-mineraux/mineraux/magnesium.html');

    // A filter of the layered navigation: fewer products, all among the earlier ones.
    const results = page.getByRole('region', { name: 'Produits' });
    const names = () => results.getByRole('article').getByRole('link').allTextContents();
    const count = () => page.getByRole('status').filter({ hasText: /^\d+ produits?$/ }).textContent();
    await expect.poll(count).toBe('4 produits');
    const all = await names();
    expect(all).toHaveLength(4);
    await page.getByRole('complementary').getByRole('checkbox', { name: /^Comprimés/ }).locator('xpath=ancestor::label').click();
    await page.waitForURL((url) => url.searchParams.has('form'));
    await results.and(page.locator('[aria-busy="false"]')).waitFor();
    await expect.poll(count).toBe('1 produit');
    const filtered = await names();
    expect(filtered).toHaveLength(1);
    expect(all).toContain(filtered[0]);
    expect(await page.getByRole('button', { name: /^Retirer le filtre/ }).allTextContents()).toEqual(['Forme\u00a0: Comprimés']);

    // A configurable product: its two options chosen, then into the cart. No "subscribe and save" without its module.
    await addWhey(page);
    expect(await page.locator('.subscription-offer').count()).toBe(0);
    expect(await page.getByText(/S’abonner et économiser/).count()).toBe(0);
    expect(await page.getByRole('group', { name: 'Mode d’achat' }).count()).toBe(0);
    await screenshot(page, 'core-profile-product-1440');

    // The cart page: the variant chosen, its price.
    await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
    const cart = plain(await page.locator('main').innerText());
    expect(cart).toContain(WHEY.name);
    expect(cart).toContain('Contenance : 1 kg');
    expect(cart).toContain('Saveur : Vanille');
    expect(cart).toContain('44,90 €');
    expect(cart).not.toMatch(/Livraison tous les/);
  });

  it('the guest checks out without a consent asked and pays by check: the receipt with the order number', async () => {
    const { page } = shopper;
    await toCheckout(page);
    // The reduced header without "Need help?": the backend has no contact details module.
    const checkoutHeader = page.locator('header.checkout-header');
    await checkoutHeader.waitFor();
    expect(await checkoutHeader.locator('.need-help__trigger').count()).toBe(0);
    expect(plain(await checkoutHeader.textContent())).not.toContain('Besoin d’aide');

    // A guest's e-mail and address; no data-protection consent where the backend records none.
    const shipping = openStep(page, 'shippingAddress');
    await shipping.getByLabel(/^Adresse e-mail/).fill(email);
    await fillAddress(page);
    expect(await shipping.getByRole('checkbox').count()).toBe(0);
    expect(plain(await shipping.textContent())).not.toContain('J’accepte');
    await methodAndBilling(page);
    await screenshot(page, 'core-profile-payment-1440');
    const number = await payOffline(page, 'Chèque ou mandat');
    const receipt = plain(await page.locator('.receipt').innerText());
    expect(receipt).toContain(`Une confirmation a été envoyée à ${email}.`);
    expect(receipt).toContain(`Numéro de commande : ${number}`);
    expect(receipt).toContain('12 rue des Lilas 69003 Lyon');
    await screenshot(page, 'core-profile-receipt-1440');
  });

  it('the shopper makes an account, signs in again, orders as a customer and finds the order in the history', async () => {
    const { page } = shopper;
    await page.goto(`${suite.shop.url}/create-account`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Prénom/).fill('Léa');
    await page.getByLabel(/^Nom/).fill('Martin');
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    // No data-protection consent asked, none sent: the backend records none. The newsletter stays offered.
    const boxes = page.getByRole('main').getByRole('checkbox');
    expect(await boxes.count()).toBe(1);
    expect(await boxes.getAttribute('name')).toBe('isSubscribed');
    expect(plain(await page.getByRole('main').textContent())).not.toContain('J’accepte');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Léa');
    await page.waitForLoadState('networkidle');
    expect(shopper.graphql.map((request) => request.name)).toContain('CreateAccount');
    expect(shopper.graphql.map((request) => request.name)).not.toContain('AccountConsent');

    // Signed out, then in again from the header's link.
    await accountTrigger(page).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await header(page).getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await page.getByRole('main').getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByRole('main').getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Léa');

    // The account menu: no subscriptions, no saved cards.
    await accountTrigger(page).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([...CORE_ACCOUNT_PAGES, 'Se déconnecter']);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    // An order as the customer (a guest's orders stay the guest's), paid by bank transfer.
    await addWhey(page);
    await toCheckout(page);
    await fillAddress(page);
    expect(await openStep(page, 'shippingAddress').getByRole('checkbox', { name: /^J’accepte/ }).count()).toBe(0);
    await methodAndBilling(page);
    const number = await payOffline(page, 'Virement bancaire');

    // The history, from the account menu: that order.
    await page.getByRole('link', { name: 'Continuer mes achats' }).click();
    await accountTrigger(page).click();
    await page.getByRole('menuitem', { name: 'Mes commandes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mes commandes' }).waitFor();
    await page.getByRole('link', { name: `Voir la commande ${number}` }).waitFor();
    // The whey's 44,90 € and Colissimo's 6,90 €.
    const rows = (await page.locator('tbody tr').allInnerTexts()).map(plain);
    // Pending: Magento's status of an order that waits for its payment.
    expect(rows).toEqual([expect.stringMatching(new RegExp(`^${number} .* En attente 51,80 € Voir la commande$`))]);
    const area = page.locator('.account-area').getByRole('navigation', { name: 'Mon compte' });
    expect((await area.getByRole('link').allTextContents()).map(plain)).toEqual(CORE_ACCOUNT_PAGES);
    await screenshot(page, 'core-profile-order-history-1440');
  });

  it('answers the shop’s not-found page for the subscriptions, the saved cards and a store’s page, even to a customer', async () => {
    const { page } = shopper;
    for (const path of ['/subscriptions', '/saved-payments', '/stores/lyon-republique']) {
      const response = await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
      expect(response!.status(), path).toBe(404);
      expect(await page.title()).toMatch(/^404 Page introuvable \| /);
      await page.locator('#main').getByText(NOT_FOUND).waitFor();
      // Still signed in: the page is not found, not a sign-in.
      await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Léa');
    }
  });

  it('no GraphQL answer the browser received carried an error, and the server logged none', async () => {
    const errors = (await Promise.all(answered)).flat();
    expect(answers).toBeGreaterThan(20);
    expect(errors).toEqual([]);
    // The browser's own log: only the pages that are not found (Chromium reports their 404 itself).
    const notFound = /^Failed to load resource: the server responded with a status of 404 \(Not Found\): \S+\/(subscriptions|saved-payments|stores\/lyon-republique)$/;
    expect(shopper.errors.filter((error) => !notFound.test(error))).toEqual([]);
    // Past the feature table and the start, the server said nothing of a refused or failed document.
    const lines = suite.shop.output().split('\n').filter((line) => line.trim() && !/^Backend features|^ {2}(on |off) {2}|^Vitrine is running at /.test(line));
    expect(lines.filter((line) => /error|cannot|unknown|lacks|refused|fail|invalid/i.test(line))).toEqual([]);
  });
});
