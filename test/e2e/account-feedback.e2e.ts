import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support/browser';
import { createCustomer as createCustomerAt } from './support/customers';
import { shopInChromium } from './support/suite';

// The account's journeys tell the shopper where they are (issue 34): signing in from the header comes back to the
// page it was followed from; creating an account and signing out each say so in a toast; an e-mail change is told
// to the former address and the new one.
const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const PASSWORD = 'Printemps#2026';
const PRODUCT = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };
let customers = 0;
const newEmail = () => `retour.${Date.now()}.${++customers}@example.fr`;

const header = (page: Page) => page.locator('header.header');
const accountTrigger = (page: Page) => header(page).locator('.header__account');
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });
const latestMail = async (to: string) =>
  (await (await fetch(`${suite.shop.url}/__test__/mail/latest?to=${encodeURIComponent(to)}`)).json()) as { kind: string; subject: string; text: string };

describe('account feedback in Chromium', () => {
  it('signing in from the header’s link comes back to the page the shopper was on', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await createCustomerAt(suite.shop.url, { email, firstname: 'Léa', password: PASSWORD });
    await page.goto(`${suite.shop.url}${PRODUCT.path}?utm=test`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await header(page).getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${suite.shop.url}${PRODUCT.path}?utm=test`);
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Léa');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [375, 1440]) {
    it(`at ${width} px: creating an account and signing out each show a confirmation`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const email = newEmail();
      await page.goto(`${suite.shop.url}/create-account`, { waitUntil: 'networkidle' });
      await page.getByLabel(/^Prénom/).fill('Marie');
      await page.getByLabel(/^Nom/).fill('Dupont');
      await page.getByLabel(/^Adresse e-mail/).fill(email);
      await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
      await page.getByRole('checkbox', { name: /J’accepte que Vitrine traite mes données/ }).check();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.waitForURL(`${suite.shop.url}/`);
      await toast(page, 'Bienvenue ! Votre compte est créé et votre session est ouverte.').waitFor();
      await screenshot(page, `account-created-toast-${width}`, { fullPage: false });

      await page.goto(`${suite.shop.url}/account-information`, { waitUntil: 'networkidle' });
      if (width < 1000) {
        // On a phone, from the drawer's account view.
        await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('button', { name: 'Mon compte' }).click();
        await drawer.locator('[data-view="myAccount"]').getByRole('button', { name: 'Se déconnecter' }).click();
      } else {
        await accountTrigger(page).click();
        await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
      }
      await toast(page, 'Votre session est fermée. À bientôt !').waitFor();
      await header(page).getByRole('link', { name: 'Se connecter' }).waitFor();
      await screenshot(page, `signed-out-toast-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a changed e-mail address is told to the former address and to the new one', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    const changed = newEmail();
    await createCustomerAt(suite.shop.url, { email, firstname: 'Léa', password: PASSWORD });
    await page.goto(`${suite.shop.url}/account-information`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${suite.shop.url}/account-information`);
    const section = page.getByRole('region', { name: 'Adresse e-mail', exact: true });
    await section.getByLabel(/^Nouvelle adresse e-mail/).fill(changed);
    await section.getByLabel(/^Mot de passe actuel/).fill(PASSWORD);
    await section.getByRole('button', { name: 'Modifier l’adresse e-mail' }).click();
    await section.getByText('Votre adresse e-mail a été modifiée').waitFor();
    for (const to of [email, changed]) {
      const mail = await latestMail(to);
      expect(mail.kind, to).toBe('email-changed');
      expect(mail.subject).toBe('L’adresse e-mail de votre compte Vitrine a été modifiée');
      expect(mail.text).toContain(`elle était ${email}, c’est désormais ${changed}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
