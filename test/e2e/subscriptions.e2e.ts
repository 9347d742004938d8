import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { expectDestructiveConfirmation } from './support/confirm-dialog';
import { shopInChromium } from './support/suite';
import { createCustomer as createCustomerAt, customerToken, graphqlAt } from './support/customers';
import { typeShippingAddress } from './support/checkout';

const suite = shopInChromium();

const PRODUCT = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };
const PASSWORD = 'Printemps#2026';

let shoppers = 0;
const newEmail = () => `abonne.${Date.now()}.${++shoppers}@example.fr`;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const openStep = (page: Page, name: string) => page.locator(`[data-step="${name}"].checkout-step--open`);
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** An ISO day `days` days after today in Paris, as the shop writes it ("19 janvier 2031"). */
function frenchDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now());
  const day = Date.parse(`${today}T00:00:00Z`) + days * 86_400_000;
  return new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlAt<any>(suite.shop.url, query, variables, token);
const createCustomer = (email: string, firstname = 'Léa') => createCustomerAt(suite.shop.url, { email, firstname, password: PASSWORD });
const tokenOf = (email: string) => customerToken(suite.shop.url, email, PASSWORD);

async function signIn(page: Page, email: string) {
  await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${suite.shop.url}/`);
}

/** Subscribe and save on the product page: every 60 days at 10 % off. */
async function subscribe(page: Page, width: number) {
  await page.goto(`${suite.shop.url}${PRODUCT.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
  const once = page.getByRole('radio', { name: /^Achat unique/ });
  const subscribeRadio = page.getByRole('radio', { name: /^S’abonner et économiser 10\s%/ });
  expect(await once.isChecked()).toBe(true);
  const modes = page.locator('.subscription-offer__mode');
  const oncePrice = euros(plain(await modes.nth(0).locator('.price').textContent()));
  await modes.nth(1).click();
  expect(await subscribeRadio.isChecked()).toBe(true);
  // The subscription's price: 10 % off, the one-time price struck through.
  expect(euros(plain(await modes.nth(1).locator('.price__final').textContent()))).toBeCloseTo(Math.round(oncePrice * 90) / 100, 2);
  await page.getByRole('button', { name: /Fréquence de livraison/ }).click();
  await page.getByRole('option', { name: 'Tous les 60 jours' }).click();
  expect(plain(await page.getByRole('button', { name: /Fréquence de livraison/ }).textContent())).toContain('Tous les 60 jours');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `subscription-offer-${width}`, { fullPage: false });
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('status').filter({ hasText: PRODUCT.name }).waitFor();
}

async function checkOut(page: Page, days: number, guestEmail: string | null = null) {
  await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
  expect(plain(await page.locator('.cart-line').first().textContent())).toContain(`Livraison tous les ${days} jours`);
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }).waitFor();
  const form = openStep(page, 'shippingAddress');
  if (guestEmail) {
    await form.getByLabel(/^Adresse e-mail/).fill(guestEmail);
    await form.getByRole('checkbox', { name: /^J’accepte que Vitrine traite mes données/ }).check();
  }
  await typeShippingAddress(form);
  await form.getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'shippingMethod').locator('label').filter({ hasText: 'Colissimo' }).click();
  await openStep(page, 'shippingMethod').getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'billingAddress').getByRole('button', { name: 'Continuer' }).click();
  const payment = openStep(page, 'payment');
  await payment.getByLabel(/^Titulaire de la carte/).fill('LEA MARTIN');
  await payment.getByLabel(/^Numéro de carte/).fill('4111 1111 1111 1111');
  await payment.getByLabel(/^Date d’expiration/).fill('03/30');
  await payment.getByLabel(/^Cryptogramme visuel/).fill('737');
  await payment.getByRole('button', { name: 'Payer et valider la commande' }).click();
  await page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }).waitFor();
}

const subscriptionCard = (page: Page) => page.locator('article.subscription').filter({ hasText: PRODUCT.name });

/** The portal link's code from the e-mail the shop wrote for `to`. */
function portalCode(to: string): string | undefined {
  const dir = join(suite.shop.dataDir, 'mail');
  const name = readdirSync(dir).filter((f) => f.endsWith(`-subscription-portal-${to}.eml`)).sort().at(-1);
  if (!name) return undefined;
  const eml = readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /subscriptions-auth\?code=([\w-]+)/.exec(eml)?.[1];
}

describe('subscriptions in Chromium', () => {
  for (const width of [1440, 375]) {
    it(`at ${width} px: subscribes on the product page, checks out, skips the next delivery, cancels; nobody else sees it`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const email = newEmail();
      await createCustomer(email);
      await signIn(page, email);
      await subscribe(page, width);
      await checkOut(page, 60);

      await page.goto(`${suite.shop.url}/subscriptions`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Abonnements' }).waitFor();
      expect(await page.title()).toBe('Abonnements | Vitrine FR');
      const card = subscriptionCard(page);
      await card.waitFor();
      expect(plain(await card.textContent())).toContain('Actif');
      expect(plain(await card.locator('dl').textContent())).toBe(`Quantité1FréquenceTous les 60 joursProchaine livraison${frenchDay(60)}`);
      // The page loaded on its own, without the product page's messages: the frequency's choice speaks French all the same.
      expect(plain(await card.getByRole('button', { name: /Changer la fréquence/ }).textContent())).toContain('Tous les 60 jours');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `subscriptions-${width}`);

      // Skip the next delivery: one period later.
      await card.getByRole('button', { name: 'Reporter la prochaine livraison' }).click();
      await page.getByRole('status').filter({ hasText: 'reportée' }).waitFor();
      expect(plain(await page.getByRole('status').filter({ hasText: 'reportée' }).textContent()))
        .toBe(`Prochaine livraison de ${PRODUCT.name} reportée au ${frenchDay(120)}.`);
      expect(plain(await card.locator('dl').textContent())).toContain(frenchDay(120));

      // Cancel: a dialog asks first; keeping it changes nothing.
      await card.getByRole('button', { name: 'Résilier' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Résilier cet abonnement ?' });
      await dialog.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `subscriptions-cancel-${width}`, { fullPage: false });
      await expectDestructiveConfirmation(dialog, 'Le conserver', 'Résilier l’abonnement');
      await dialog.getByRole('button', { name: 'Le conserver' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(plain(await card.textContent())).toContain('Actif');
      await card.getByRole('button', { name: 'Résilier' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Résilier l’abonnement' }).click();
      await page.getByRole('status').filter({ hasText: 'est résilié' }).waitFor();
      expect(plain(await card.textContent())).toContain('Résilié');
      expect(plain(await card.locator('dl').textContent())).toContain('Prochaine livraisonAucune');
      expect(await card.getByRole('button').count()).toBe(0);

      // Another customer's token sees none of them, and cannot change them.
      const mine = await graphql('{ customer { subscriptions { id status } } }', {}, await tokenOf(email));
      expect(mine.data.customer.subscriptions).toEqual([expect.objectContaining({ status: 'CANCELED' })]);
      const other = newEmail();
      await createCustomer(other);
      const otherToken = await tokenOf(other);
      expect((await graphql('{ customer { subscriptions { id } } }', {}, otherToken)).data.customer.subscriptions).toEqual([]);
      const id = mine.data.customer.subscriptions[0].id as string;
      const refused = await graphql('mutation($id: ID!) { pauseSubscription(id: $id) { subscription { id } } }', { id }, otherToken);
      expect(refused.errors?.[0]?.message).toBe(`Could not find a subscription with ID "${id}"`);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }

  for (const width of [1440, 375]) {
    it(`at ${width} px: /subscriptions-auth checks the e-mail, answers the same for any address, and its link signs the customer in`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}/subscriptions-auth`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Gérer mes abonnements' }).waitFor();
      expect(await page.title()).toBe('Gérer mes abonnements | Vitrine FR');
      const field = page.getByLabel(/^Adresse e-mail/);
      expect(await field.getAttribute('autocomplete')).toBe('email');
      await page.getByRole('button', { name: 'Recevoir un lien' }).click();
      expect(plain(await page.locator('.form-field__error').textContent())).toBe('Ce champ est obligatoire.');
      await field.fill('lea.martin@example');
      expect(plain(await page.locator('.form-field__error').textContent())).toBe('Veuillez saisir une adresse e-mail valide.');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `subscriptions-auth-${width}`);

      // An address without subscriptions: the same words, and no e-mail.
      const unknown = newEmail();
      await field.fill(unknown);
      await page.getByRole('button', { name: 'Recevoir un lien' }).click();
      const sent = 'Si cette adresse a des abonnements, un lien vient de lui être envoyé. Il est valable une heure et ne sert qu’une fois.';
      await page.getByRole('status').filter({ hasText: sent }).waitFor();
      expect(portalCode(unknown)).toBeUndefined();

      // A customer's address: the link signs them in and leads to their subscriptions.
      const email = newEmail();
      await createCustomer(email);
      const token = await tokenOf(email);
      const cart = await graphql('{ customerCart { id } }', {}, token);
      const skus = await graphql('{ products(filter: { url_key: { eq: "huile-de-krill-antarctique" } }) { items { sku } } }');
      await graphql(`mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1,
        entered_options: [{ uid: "c3Vic2NyaXB0aW9uL2ZyZXF1ZW5jeQ==", value: "30" }] }]) { cart { id } } }`, {
        id: cart.data.customerCart.id, sku: skus.data.products.items[0].sku,
      }, token);
      await signInAndOrder(page, email);
      await page.getByRole('button', { name: 'Utiliser une autre adresse' }).click();
      await field.fill(email);
      await page.getByRole('button', { name: 'Recevoir un lien' }).click();
      await page.getByRole('status').filter({ hasText: sent }).waitFor();
      await expect.poll(() => portalCode(email)).toBeDefined();
      const fresh = await openPage(suite.browser, width);
      await fresh.page.goto(`${suite.shop.url}/subscriptions-auth?code=${portalCode(email)}`, { waitUntil: 'networkidle' });
      // Signed in, the customer is taken to their own subscriptions page.
      await fresh.page.waitForURL(`${suite.shop.url}/subscriptions`);
      await expect.poll(() => fresh.page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('signin_token')))).toBe(true);
      await subscriptionCard(fresh.page).waitFor();
      expect(plain(await subscriptionCard(fresh.page).locator('dl').textContent())).toContain(frenchDay(30));

      // The link works once.
      await fresh.page.goto(`${suite.shop.url}/subscriptions-auth?code=${portalCode(email)}`, { waitUntil: 'networkidle' });
      await fresh.page.getByRole('alert').filter({ hasText: 'Ce lien n’est plus valable. Demandez-en un nouveau ci-dessous.' }).waitFor();
      expect(errors).toEqual([]);
      expect(fresh.errors).toEqual([]);
      await fresh.context.close();
      await context.close();
    }, 240_000);
  }
});

describe('a guest’s subscriptions portal', () => {
  it('opens from the e-mailed link and stays open when the page is reloaded', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await subscribe(page, 1440);
    await checkOut(page, 60, email);
    await page.goto(`${suite.shop.url}/subscriptions-auth`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByRole('button', { name: 'Recevoir un lien' }).click();
    await expect.poll(() => portalCode(email)).toBeDefined();
    await page.goto(`${suite.shop.url}/subscriptions-auth?code=${portalCode(email)}`, { waitUntil: 'networkidle' });
    await subscriptionCard(page).waitFor();
    expect(plain(await subscriptionCard(page).locator('dl').textContent())).toContain(frenchDay(60));
    // The link's code is used up; the tab keeps the portal's session, so a reload shows the same subscriptions.
    await page.reload({ waitUntil: 'networkidle' });
    await subscriptionCard(page).waitFor();
    expect(await page.getByLabel(/^Adresse e-mail/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});

/** The customer's cart, holding a subscribed line, checked out in a browser of their own. */
async function signInAndOrder(page: Page, email: string) {
  const own = await openPage(suite.browser, 1440);
  await signIn(own.page, email);
  await checkOut(own.page, 30);
  await own.context.close();
  await page.bringToFront();
}
