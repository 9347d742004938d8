import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { expectDestructiveConfirmation } from './support/confirm-dialog';
import { shopInChromium } from './support/suite';
import { createCustomer as createCustomerAt, customerToken, graphqlAt } from './support/customers';

const suite = shopInChromium();

const PASSWORD = 'Printemps#2026';
let customers = 0;
const newEmail = () => `carnet.${Date.now()}.${++customers}@example.fr`;

const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlAt(suite.shop.url, query, variables, token);

/** A customer made through the shop's GraphQL, and their token. */
async function createCustomer(email: string): Promise<string> {
  await createCustomerAt(suite.shop.url, { email, password: PASSWORD });
  return customerToken(suite.shop.url, email, PASSWORD);
}

/** The address book, through the sign-in it asks a guest for. */
async function openAddressBook(page: Page, email: string) {
  await page.goto(`${suite.shop.url}/address-book`, { waitUntil: 'networkidle' });
  await page.waitForURL(`${suite.shop.url}/sign-in`);
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${suite.shop.url}/address-book`);
  await page.getByRole('heading', { level: 1, name: 'Carnet d’adresses' }).waitFor();
}

const HOME = { firstname: 'Léa', lastname: 'Martin', street: ['12 rue des Lilas'], city: 'Lyon', postcode: '69003', telephone: '0612345678', country_code: 'FR' };

const errorsShown = (page: Page) => page.locator('.form-field__error').allTextContents();

async function fillAddress(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
}

describe('the address book in Chromium', () => {
  it('is named in the server’s HTML already, which only the browser fills (the session is the browser’s)', async () => {
    for (const [path, title] of [['/address-book', 'Carnet d’adresses'], ['/order-history/000000001', 'Mes commandes'], ['/wishlist', 'Mes favoris']]) {
      const html = await (await fetch(`${suite.shop.url}${path}`)).text();
      expect(html).toContain(`<title>${title} | Vitrine FR</title>`);
    }
  });

  for (const width of [375, 1440]) {
    it(`adds, refuses bad input, edits, sets defaults and deletes addresses at ${width} px`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const email = newEmail();
      await createCustomer(email);
      await openAddressBook(page, email);
      expect(await page.title()).toBe('Carnet d’adresses | Vitrine FR');
      await page.getByText('Vous n’avez encore enregistré aucune adresse.').waitFor();
      expect(await page.locator('.account-area__nav [aria-current="page"]').textContent()).toBe('Carnet d’adresses');
      expect(await seriousViolations(page)).toEqual([]);

      // Empty, then too long and in the wrong format: each field says so, nothing is saved, what was typed stays.
      await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
      await page.getByRole('heading', { level: 2, name: 'Nouvelle adresse' }).waitFor();
      await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
      expect(await errorsShown(page)).toEqual(Array(6).fill('Ce champ est obligatoire.'));
      await fillAddress(page, { Prénom: 'Léa', Nom: 'M'.repeat(256), 'Adresse \\*': '12 rue des Lilas', 'Code postal': '6900', Ville: 'Lyon', Téléphone: '12' });
      await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
      expect(await errorsShown(page)).toEqual([
        'Doit contenir au plus 255 caractères.',
        'Saisissez un code postal français à 5 chiffres, par exemple 75001.',
        'Saisissez un numéro de téléphone français, par exemple 06 12 34 56 78.',
      ]);
      expect(await page.getByLabel(/^Nom/).evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await page.getByLabel(/^Ville/).inputValue()).toBe('Lyon');
      expect(await page.getByLabel(/^Adresse \*/).getAttribute('autocomplete')).toBe('address-line1');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `address-book-form-${width}`);
      expect((await graphql('{ customer { addresses { id } } }', {}, await tokenOf(email))).data!.customer.addresses).toEqual([]);

      // The first address: both defaults ticked for it.
      await fillAddress(page, { Nom: 'Martin', 'Code postal': '69003', Téléphone: '06 12 34 56 78' });
      expect(await page.getByRole('checkbox', { name: 'Utiliser comme adresse de livraison par défaut' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
      await page.getByRole('status').filter({ hasText: 'L’adresse a été enregistrée.' }).waitFor();
      const cards = page.locator('.address-card');
      expect(await cards.count()).toBe(1);
      expect(await cards.first().locator('.address-card__badge').allTextContents()).toEqual(['Adresse de livraison par défaut', 'Adresse de facturation par défaut']);
      expect(await cards.first().getByRole('button', { name: /^Supprimer/ }).count()).toBe(0);

      // A second one, made the default shipping address: the badge moves.
      await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
      await fillAddress(page, { Prénom: 'Léa', Nom: 'Martin', 'Adresse \\*': '3 quai Saint-Antoine', 'Code postal': '69002', Ville: 'Lyon', Téléphone: '0472000000' });
      await page.getByRole('checkbox', { name: 'Utiliser comme adresse de livraison par défaut' }).check();
      await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
      await page.getByRole('status').filter({ hasText: 'L’adresse a été enregistrée.' }).waitFor();
      expect(await cards.count()).toBe(2);
      expect(await cards.nth(0).locator('.address-card__badge').allTextContents()).toEqual(['Adresse de facturation par défaut']);
      expect(await cards.nth(1).locator('.address-card__badge').allTextContents()).toEqual(['Adresse de livraison par défaut']);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `address-book-list-${width}`);

      // Editing the first: its city changes, and it is no longer the default billing address: now it can be deleted.
      await page.getByRole('button', { name: 'Modifier l’adresse 12 rue des Lilas, Lyon' }).click();
      await page.getByRole('heading', { level: 2, name: 'Modifier l’adresse' }).waitFor();
      expect(await page.getByLabel(/^Code postal/).inputValue()).toBe('69003');
      await fillAddress(page, { 'Code postal': '69007' });
      await page.getByRole('checkbox', { name: 'Utiliser comme adresse de facturation par défaut' }).uncheck();
      await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
      await page.getByRole('status').filter({ hasText: 'L’adresse a été enregistrée.' }).waitFor();
      expect(await cards.nth(0).textContent()).toContain('69007 Lyon');
      expect(await cards.nth(0).locator('.address-card__badge').count()).toBe(0);

      // Deleting it: asked first; Cancel keeps it, the confirmation deletes it.
      await page.getByRole('button', { name: 'Supprimer l’adresse 12 rue des Lilas, Lyon' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette adresse ?' });
      await dialog.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `address-book-delete-${width}`, { fullPage: false });
      await expectDestructiveConfirmation(dialog, 'Annuler', 'Supprimer l’adresse');
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await cards.count()).toBe(2);
      await page.getByRole('button', { name: 'Supprimer l’adresse 12 rue des Lilas, Lyon' }).click();
      await dialog.getByRole('button', { name: 'Supprimer l’adresse' }).click();
      await page.getByRole('status').filter({ hasText: 'L’adresse a été supprimée.' }).waitFor();
      expect(await cards.count()).toBe(1);
      expect(await cards.first().textContent()).toContain('3 quai Saint-Antoine');

      // A reload reads the book from the backend.
      await page.reload({ waitUntil: 'networkidle' });
      await cards.first().waitFor();
      expect(await cards.count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('checkout offers the saved addresses, the default one chosen, and keeps a new one in the book when asked', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    const email = newEmail();
    const token = await createCustomer(email);
    await graphql('mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', {
      input: { ...HOME, default_shipping: true, default_billing: true },
    }, token);
    await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('header.header .header__account').filter({ hasText: 'Bonjour, Léa' }).waitFor();
    await page.goto(`${suite.shop.url}/huile-de-krill-antarctique.html`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('status').filter({ hasText: 'Huile de krill antarctique' }).waitFor();
    await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Passer la commande' }).click();
    const shipping = page.locator('[data-step="shippingAddress"].checkout-step--open');
    await shipping.getByRole('radiogroup', { name: 'Vos adresses enregistrées' }).waitFor();
    expect(await shipping.getByRole('radio', { name: 'Léa Martin, 12 rue des Lilas, 69003 Lyon' }).isChecked()).toBe(true);
    // The saved address chosen is the address: no form to fill below it.
    expect(await shipping.getByLabel(/^Code postal/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-saved-addresses-375');

    // A new address, kept in the book.
    await shipping.getByText('Une nouvelle adresse').click();
    expect(await shipping.getByLabel(/^Code postal/).inputValue()).toBe('');
    await fillAddress(page, { Prénom: 'Léa', Nom: 'Martin', 'Adresse \\*': '3 quai Saint-Antoine', 'Code postal': '69002', Ville: 'Lyon', Téléphone: '0472000000' });
    await shipping.getByRole('checkbox', { name: 'Enregistrer dans mon carnet d’adresses' }).check();
    await shipping.getByRole('button', { name: 'Continuer' }).click();
    await page.locator('[data-step="shippingMethod"].checkout-step--open').waitFor();
    const book = (await graphql('{ customer { addresses { street postcode default_shipping } } }', {}, token)).data!.customer.addresses;
    expect(book).toEqual([
      { street: ['12 rue des Lilas'], postcode: '69003', default_shipping: true },
      { street: ['3 quai Saint-Antoine'], postcode: '69002', default_shipping: false },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('another customer sees none of the first one’s addresses: Magento’s error, never the data', async () => {
    const first = await createCustomer(newEmail());
    const second = await createCustomer(newEmail());
    const created = await graphql('mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id city } }', { input: HOME }, first);
    const id = created.data!.createCustomerAddress.id as number;
    expect((await graphql('{ customer { addresses { id city } } }', {}, second)).data!.customer.addresses).toEqual([]);
    const update = await graphql('mutation($id: Int!) { updateCustomerAddress(id: $id, input: { city: "Nice" }) { id city street } }', { id }, second);
    expect(update.data).toEqual({ updateCustomerAddress: null });
    expect(update.errors!.map((error) => [error.message, error.extensions?.category])).toEqual([[`Could not find a address with ID "${id}"`, 'graphql-no-such-entity']]);
    const remove = await graphql('mutation($id: Int!) { deleteCustomerAddress(id: $id) }', { id }, second);
    expect(remove.errors![0]!.message).toBe(`Could not find a address with ID "${id}"`);
    expect((await graphql('{ customer { addresses { id city } } }', {}, first)).data!.customer.addresses).toEqual([{ id, city: 'Lyon' }]);
  });
});

const tokenOf = (email: string) => customerToken(suite.shop.url, email, PASSWORD);
