import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { sentOperation } from './support/operations';
import { shopInChromium } from './support/suite';
import { createCustomer as createCustomerAt } from './support/customers';

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const PASSWORD = 'Printemps#2026';
const NEW_PASSWORD = 'Automne#2026!';
const PRODUCT = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };
const OTHER_PRODUCT = { path: '/omega-3-algue-dha-vegetal.html', name: 'Oméga-3 d’algue, DHA végétal' };

let customers = 0;
/** A new shopper's e-mail, unique to this run. */
const newEmail = () => `client.${Date.now()}.${++customers}@example.fr`;

const header = (page: Page) => page.locator('header.header');
const accountTrigger = (page: Page) => header(page).locator('.header__account');
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const counter = async (page: Page) => plain(await page.getByTestId('cart-counter').textContent({ timeout: 1000 }).catch(() => ''));

/** What the browser keeps of a shopper: local storage, and the data client's cache (IndexedDB). */
async function kept(page: Page): Promise<{ storage: Record<string, string>; cache: string }> {
  return page.evaluate(async () => {
    const storage = { ...localStorage };
    const names = (await indexedDB.databases()).map((db) => db.name!).filter(Boolean);
    const records: unknown[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of db.objectStoreNames) {
        records.push(
          await new Promise((resolve) => {
            const all = db.transaction(store).objectStore(store).getAll();
            all.onsuccess = () => resolve(all.result);
          }),
        );
      }
      db.close();
    }
    return { storage, cache: JSON.stringify(records) };
  });
}

async function fillCreateAccount(page: Page, email: string, firstname = 'Marie') {
  await page.getByLabel(/^Prénom/).fill(firstname);
  await page.getByLabel(/^Nom/).fill('Dupont');
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /J’accepte que Vitrine traite mes données/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function signOut(page: Page) {
  await accountTrigger(page).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await header(page).getByRole('link', { name: 'Se connecter' }).waitFor();
  await page.waitForLoadState('networkidle');
}

/** A customer made through the shop's GraphQL, as another device would. */
const createCustomer = (email: string, firstname = 'Léa') => createCustomerAt(suite.shop.url, { email, firstname, password: PASSWORD });

async function addToCart(page: Page, product: { path: string; name: string }) {
  await page.goto(`${suite.shop.url}${product.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('status').filter({ hasText: product.name }).waitFor();
}

describe('customer accounts in Chromium', () => {
  it('creates an account, signs out, signs in again: "Bonjour, {prénom}", and a sign-out leaves nothing of the customer behind', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await page.goto(`${suite.shop.url}/create-account`, { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('Créer un compte | Vitrine FR');
    expect(await seriousViolations(page)).toEqual([]);
    await fillCreateAccount(page, email);
    await page.waitForURL(`${suite.shop.url}/`);
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Marie');
    await screenshot(page, 'account-created-1440', { fullPage: false });

    // The menu, and a sign-out: storage and the cache keep nothing of the customer, their cart or a checkout.
    await page.evaluate(() => localStorage.setItem('vitrine-persistence__shipping_address', JSON.stringify({ value: { city: 'Lyon' }, timeStored: Date.now() })));
    await accountTrigger(page).click();
    await page.getByRole('menu').waitFor();
    expect(plain(await page.getByRole('menu').textContent())).toContain(`Session ouverte avec ${email}`);
    await screenshot(page, 'account-menu-1440', { fullPage: false });
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await header(page).getByRole('link', { name: 'Se connecter' }).waitFor();
    await page.waitForLoadState('networkidle');
    const after = await kept(page);
    expect(Object.keys(after.storage).filter((key) => /signin_token|cartId|shipping_address|billing_address|shippingMethod|paymentMethod|availableShippingMethods/.test(key))).toEqual([]);
    expect(after.cache).not.toContain(email);
    expect(after.cache).not.toContain('"Marie"');

    // Signing in again, from the header's link.
    await header(page).getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await signIn(page, email);
    await page.waitForURL(`${suite.shop.url}/`);
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Marie');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a guest from a customer’s page to the sign-in, and back there once signed in', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await createCustomer(email);
    await page.goto(`${suite.shop.url}/order-history`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${suite.shop.url}/sign-in`);
    expect(await page.evaluate(() => (history.state as { from?: string } | null)?.from)).toBe('/order-history');
    await signIn(page, email);
    await page.waitForURL(`${suite.shop.url}/order-history`);
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Léa');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password and a taken e-mail in French, keeping what was typed, and checks the fields first', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    const email = newEmail();
    await createCustomer(email);
    await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect(await page.locator('.form-field__error').allTextContents()).toEqual(['Ce champ est obligatoire.', 'Ce champ est obligatoire.']);
    await page.getByLabel(/^Adresse e-mail/).fill('lea@exemple');
    expect(await page.locator('.form-field__error').first().textContent()).toBe('Veuillez saisir une adresse e-mail valide.');
    await signIn(page, email, 'Mauvais#Passe1');
    await page.getByRole('alert').filter({ hasText: 'L’adresse e-mail ou le mot de passe est incorrect' }).waitFor();
    expect(await page.getByLabel(/^Adresse e-mail/).inputValue()).toBe(email);
    await screenshot(page, 'account-sign-in-refused-375', { fullPage: false });

    await page.goto(`${suite.shop.url}/create-account`, { waitUntil: 'networkidle' });
    await fillCreateAccount(page, email);
    await page.getByRole('alert').filter({ hasText: 'Un compte existe déjà avec cette adresse e-mail.' }).waitFor();
    expect(await page.getByLabel(/^Prénom/).inputValue()).toBe('Marie');
    await page.getByLabel(/^Mot de passe/).fill('court');
    expect(await page.locator('.form-field__error').allTextContents()).toEqual(['Doit contenir au moins 10 caractères.']);
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link; the new password signs in, the old one no longer does, the link only once', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await createCustomer(email);
    await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText(`Si un compte est associé à l’adresse ${email}`).waitFor();

    const mail = (await (await fetch(`${suite.shop.url}/__test__/mail/latest?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string };
    const link = /https?:\/\/\S+\/customer\/account\/createPassword\?token=\S+/.exec(mail.text)![0];
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' }).waitFor();
    // The link names the account: its e-mail is not asked for again.
    await page.getByText(`Choisissez un nouveau mot de passe pour le compte ${email}.`).waitFor();
    expect(await page.getByLabel(/^Adresse e-mail/).count()).toBe(0);
    await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Votre nouveau mot de passe est enregistré.').waitFor();
    await screenshot(page, 'account-password-reset-1440', { fullPage: false });

    // The same link again: refused, with the way to a new one.
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Nouveau mot de passe/).fill('Hiver#2026!!');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('alert').filter({ hasText: 'ce lien a expiré ou a déjà servi' }).waitFor();
    expect(await page.getByRole('link', { name: 'Demander un nouveau lien' }).getAttribute('href')).toBe('/forgot-password');

    await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await signIn(page, email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'L’adresse e-mail ou le mot de passe est incorrect' }).waitFor();
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${suite.shop.url}/`);
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Léa');
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('merges the guest’s cart into the customer’s on sign-in; the customer’s cart follows them to another device', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await createCustomer(email);
    // Signed in: a line in the customer's own cart, then signed out.
    await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await signIn(page, email);
    await page.waitForURL(`${suite.shop.url}/`);
    await addToCart(page, OTHER_PRODUCT);
    await signOut(page);
    expect(await counter(page)).toBe('');

    // A guest's line, then the sign-in: both lines, in the customer's cart.
    await addToCart(page, PRODUCT);
    expect(await counter(page)).toBe('1');
    const guestCart = await page.evaluate(() => localStorage.getItem('cartId'));
    await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await signIn(page, email);
    await page.waitForURL(`${suite.shop.url}/`);
    await expect.poll(() => counter(page)).toBe('2');
    const customerCart = await page.evaluate(() => localStorage.getItem('cartId'));
    expect(customerCart).not.toBe(guestCart);
    await page.getByRole('button', { name: /mini-panier/ }).click();
    const lines = page.getByRole('dialog', { name: 'Panier' }).locator('.mini-cart__name');
    await expect.poll(() => lines.allTextContents()).toEqual(expect.arrayContaining([PRODUCT.name, OTHER_PRODUCT.name]));
    await screenshot(page, 'account-merged-cart-1440', { fullPage: false });

    // Another browser: signing in brings the same cart.
    const other = await openPage(suite.browser, 375);
    await other.page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await signIn(other.page, email);
    await other.page.waitForURL(`${suite.shop.url}/`);
    await expect.poll(() => counter(other.page)).toBe('2');
    expect(await other.page.evaluate(() => localStorage.getItem('cartId'))).toBe(customerCart);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('signs in from the drawer: its views, the greeting, and the sign-out from "My Account"', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    const email = newEmail();
    await createCustomer(email);
    await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Se connecter' }).click();
    await drawer.locator('[data-view="signIn"]').waitFor();
    await drawer.getByRole('button', { name: 'Créer un compte' }).click();
    await drawer.getByLabel(/^Prénom/).waitFor();
    await drawer.getByRole('button', { name: 'Retour' }).click();
    await drawer.locator('[data-view="signIn"]').waitFor();
    await drawer.getByLabel(/^Adresse e-mail/).fill(email);
    await drawer.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await drawer.locator('form').getByRole('button', { name: 'Se connecter' }).click();
    await drawer.locator('[data-view="myAccount"]').getByText('Bonjour, Léa').waitFor();
    expect(page.url()).toBe(`${suite.shop.url}/`);
    await screenshot(page, 'account-drawer-signed-in-375', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Se déconnecter' }).click();
    await drawer.locator('[data-view]').waitFor({ state: 'detached' });
    await header(page).getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the account menu in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: a vertical list as wide as its labels (14 to 20rem, within the screen), each label on one line, by keyboard`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const email = newEmail();
      await createCustomer(email);
      await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
      await signIn(page, email);
      await expect.poll(async () => plain(await accountTrigger(page).textContent())).toBe('Bonjour, Léa');
      // Opened from the keyboard: the first page takes the focus, the arrows move down the list.
      await accountTrigger(page).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const items = menu.getByRole('menuitem');
      await expect.poll(() => items.first().evaluate((item) => item === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => items.nth(1).evaluate((item) => item === document.activeElement)).toBe(true);
      await screenshot(page, `account-menu-open-${width}`, { fullPage: false });

      const rem = 16;
      const popover = (await page.locator('.account-menu').boundingBox())!;
      expect(popover.width).toBeGreaterThanOrEqual(Math.min(14 * rem, width - 24) - 1);
      expect(popover.width).toBeLessThanOrEqual(20 * rem + 1);
      expect(popover.x).toBeGreaterThanOrEqual(0);
      expect(popover.x + popover.width).toBeLessThanOrEqual(width);
      // One below the other, each as wide as the menu, each label on one line (its height is one line's and its padding).
      const boxes = await items.evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(element);
          return {
            name: element.textContent,
            x: box.x,
            y: box.y,
            width: box.width,
            height: box.height,
            lines: text.getClientRects().length,
            textHeight: box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
            lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5,
            clipped: element.scrollWidth > element.clientWidth,
          };
        }),
      );
      expect(boxes.map((box) => box.name)).toEqual([
        'Informations du compte', 'Carnet d’adresses', 'Mes commandes', 'Mes favoris', 'Abonnements', 'Cartes enregistrées', 'Communications', 'Se déconnecter',
      ]);
      for (const [i, box] of boxes.entries()) {
        expect(box.x, box.name!).toBeCloseTo(boxes[0]!.x, 0);
        expect(box.width, box.name!).toBeCloseTo(boxes[0]!.width, 0);
        if (i > 0) expect(box.y, box.name!).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
        expect(box.lines, box.name!).toBe(1);
        expect(box.textHeight, box.name!).toBeLessThanOrEqual(box.lineHeight + 1);
        expect(box.clipped, box.name!).toBe(false);
        // Comfortable to tap: at least 2.75rem.
        expect(box.height, box.name!).toBeGreaterThanOrEqual(2.75 * rem - 1);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the data client never sends a mutation twice on its own', () => {
  it('an add to cart whose answer is lost after the backend ran it: one add in the cart, not two', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    let sent = 0;
    await page.route('**/graphql', async (route) => {
      if (sentOperation(route.request())?.name !== 'AddProductsToCart') return route.fallback();
      sent += 1;
      // The backend runs it; the answer never reaches the browser.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`${suite.shop.url}${PRODUCT.path}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('alert').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(sent).toBe(1);
    await page.unroute('**/graphql');
    // The cart, read again: the one unit the backend added.
    await page.getByRole('button', { name: /mini-panier/ }).click();
    await page.getByRole('dialog', { name: 'Panier' }).locator('.mini-cart__quantity').waitFor();
    expect(plain(await page.locator('.mini-cart__quantity').textContent())).toBe('Quantité : 1');
    expect(errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_RESET/.test(error))).toEqual([]);
    await context.close();
  });
});
