import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { expectDestructiveConfirmation } from './support/confirm-dialog';
import { shopInChromium } from './support/suite';
import { createCustomer as createCustomerAt } from './support/customers';

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const PASSWORD = 'Printemps#2026';
const NEW_PASSWORD = 'Automne#2031x';

let customers = 0;
const newEmail = () => `profil.${Date.now()}.${++customers}@example.fr`;

/** A customer made through the shop's GraphQL, as another device would. */
const createCustomer = (email: string) => createCustomerAt(suite.shop.url, { email, firstname: 'Camille', lastname: 'Durand', password: PASSWORD });

const latestMail = async (to: string) =>
  (await (await fetch(`${suite.shop.url}/__test__/mail/latest?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string };

/** Opens a signed-in page as a guest: the shop asks to sign in, then comes back to it. */
async function signInTo(page: Page, path: string, email: string, password = PASSWORD) {
  await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${suite.shop.url}${path}`);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Nothing wider than the screen: the page never scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('account information and communications in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: name, e-mail and password each saved on their own; bad input refused with nothing saved`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const email = newEmail();
      const changed = newEmail();
      await createCustomer(email);
      await signInTo(page, '/account-information', email);
      await page.getByRole('heading', { level: 1, name: 'Informations du compte' }).waitFor();
      expect(await page.title()).toBe('Informations du compte | Vitrine FR');
      const name = section(page, 'Nom');
      expect(await name.getByLabel(/^Prénom/).inputValue()).toBe('Camille');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await pageWidth(page)).toBe(width);
      await screenshot(page, `account-information-${width}`);

      // Empty and too long: the rule's message, and nothing sent.
      await name.getByLabel(/^Prénom/).fill(' ');
      await name.getByLabel(/^Nom/).fill('D'.repeat(256));
      await name.getByRole('button', { name: 'Enregistrer le nom' }).click();
      await name.getByText('Ce champ est obligatoire.').waitFor();
      await name.getByText('Doit contenir au plus 255 caractères.').waitFor();
      // A character Magento refuses: its refusal in the shop's words, what was typed kept.
      await name.getByLabel(/^Prénom/).fill('Anne-Sophie');
      await name.getByLabel(/^Nom/).fill('Durand#1');
      await name.getByRole('button', { name: 'Enregistrer le nom' }).click();
      await name.getByRole('alert').filter({ hasText: 'Un nom ne peut pas contenir de symboles' }).waitFor();
      expect(await name.getByLabel(/^Nom/).inputValue()).toBe('Durand#1');
      await name.getByLabel(/^Nom/).fill('D’Arcy');
      await name.getByRole('button', { name: 'Enregistrer le nom' }).click();
      await name.getByText('Votre nom a été enregistré.').waitFor();

      // A wrong current password: refused, the new address kept in the field and not saved.
      const mail = section(page, 'Adresse e-mail');
      await mail.getByLabel(/^Nouvelle adresse e-mail/).fill('camille@exemple');
      await mail.getByRole('button', { name: 'Modifier l’adresse e-mail' }).click();
      await mail.getByText('Veuillez saisir une adresse e-mail valide.').waitFor();
      await mail.getByText('Ce champ est obligatoire.').waitFor();
      await mail.getByLabel(/^Nouvelle adresse e-mail/).fill(changed);
      await mail.getByLabel(/^Mot de passe actuel/).fill('Mauvais#2026x');
      await mail.getByRole('button', { name: 'Modifier l’adresse e-mail' }).click();
      await mail.getByRole('alert').filter({ hasText: 'Ce mot de passe n’est pas celui de votre compte' }).waitFor();
      expect(await mail.getByLabel(/^Nouvelle adresse e-mail/).inputValue()).toBe(changed);
      await mail.getByLabel(/^Mot de passe actuel/).fill(PASSWORD);
      await mail.getByRole('button', { name: 'Modifier l’adresse e-mail' }).click();
      await mail.getByText('Votre adresse e-mail a été modifiée').waitFor();
      await mail.getByText(`Vous vous connectez avec ${changed}.`).waitFor();

      // The password: typed twice alike, the store's rule, the current one checked.
      const password = section(page, 'Mot de passe');
      await password.getByLabel(/^Mot de passe actuel/).fill(PASSWORD);
      await password.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
      await password.getByLabel(/^Confirmez le nouveau mot de passe/).fill('Automne#2032x');
      await password.getByRole('button', { name: 'Modifier le mot de passe' }).click();
      await password.getByText('Doit être identique au champ « Nouveau mot de passe »').waitFor();
      await password.getByLabel(/^Confirmez le nouveau mot de passe/).fill(NEW_PASSWORD);
      await password.getByRole('button', { name: 'Modifier le mot de passe' }).click();
      await password.getByText('Votre mot de passe a été modifié.').waitFor();
      expect(await password.getByLabel(/^Mot de passe actuel/).inputValue()).toBe('');
      await screenshot(page, `account-information-saved-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Still signed in on this device; after a reload the page shows what was saved.
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Informations du compte' }).waitFor();
      expect(await section(page, 'Nom').getByLabel(/^Nom/).inputValue()).toBe('D’Arcy');
      await section(page, 'Adresse e-mail').getByText(`Vous vous connectez avec ${changed}.`).waitFor();
      // Magento answers a wrong current password with 401, which the browser logs.
      expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
      await context.close();
    });
  }

  it('renews the consent, and confirms an export request once through its e-mailed link; another customer finds it invalid', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    const other = newEmail();
    await createCustomer(email);
    await createCustomer(other);
    await signInTo(page, '/customer/account/edit', email);
    const data = section(page, 'Données personnelles');
    const consent = data.getByRole('checkbox', { name: 'Je confirme mon accord au traitement de mes données pour la gestion de mon compte.' });
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await data.getByText('Votre choix a été enregistré.').waitFor();

    // Erasure waits for the dialog; Annuler sends nothing.
    await data.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Supprimer votre compte ?' }).waitFor();
    await screenshot(page, 'account-information-erase-dialog-1440', { fullPage: false });
    await expectDestructiveConfirmation(dialog, 'Annuler', 'Envoyer la demande');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });

    await data.getByRole('button', { name: 'Demander une copie de mes données' }).click();
    await data.getByText('Nous vous avons envoyé un e-mail : ouvrez son lien pour confirmer votre demande de copie').waitFor();
    const mail = await latestMail(email);
    expect(mail.subject).toContain('copie de vos données');
    const link = /https?:\/\/\S+\/gdpr-request\/type\/export\/code\/\w+/.exec(mail.text)![0];
    const path = new URL(link).pathname;

    await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
    await page.getByText('Votre demande est confirmée : nous vous avons envoyé une copie de vos données personnelles par e-mail.').waitFor();
    expect(await section(page, 'Données personnelles').getByRole('checkbox').isChecked()).toBe(true);
    await screenshot(page, 'account-information-request-confirmed-1440', { fullPage: false });
    await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('alert').filter({ hasText: 'Cette demande a déjà été confirmée' }).waitFor();
    await page.goto(`${suite.shop.url}/gdpr-request/type/delete/code/abc`, { waitUntil: 'networkidle' });
    await page.getByRole('alert').filter({ hasText: 'Ce lien de demande n’est pas valide.' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // Another customer, on another device: the first one's link is nothing of theirs.
    const second = await openPage(suite.browser, 375);
    await signInTo(second.page, path, other);
    await second.page.getByRole('alert').filter({ hasText: 'Ce lien de demande n’est pas valide.' }).waitFor();
    expect(await section(second.page, 'Nom').getByLabel(/^Prénom/).inputValue()).toBe('Camille');
    await section(second.page, 'Adresse e-mail').getByText(`Vous vous connectez avec ${other}.`).waitFor();
    expect(await section(second.page, 'Données personnelles').getByRole('checkbox').isChecked()).toBe(false);
    await screenshot(second.page, 'account-information-link-invalid-375');
    expect(second.errors).toEqual([]);
    await second.context.close();
  });

  for (const width of [375, 1440]) {
    it(`at ${width} px: the newsletter switch follows the subscription, with the store's consent text`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const email = newEmail();
      await createCustomer(email);
      await signInTo(page, '/communications', email);
      await page.getByRole('heading', { level: 1, name: 'Communications' }).waitFor();
      const toggle = page.getByRole('switch', { name: 'Recevoir la newsletter' });
      expect(await toggle.isChecked()).toBe(false);
      await page.getByText('Je souhaite recevoir par e-mail les offres et conseils de Vitrine.', { exact: false }).waitFor();
      // The switch's label is what a shopper presses (its input is visually hidden).
      const label = page.getByText('Recevoir la newsletter', { exact: true });
      await label.click();
      await page.getByText('Votre inscription à la newsletter est enregistrée.').waitFor();
      expect(await pageWidth(page)).toBe(width);
      await screenshot(page, `communications-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Communications' }).waitFor();
      await expect.poll(() => page.getByRole('switch', { name: 'Recevoir la newsletter' }).isChecked()).toBe(true);
      await label.click();
      await page.getByText('Vous ne recevrez plus la newsletter.').waitFor();
      // The account navigation lists both pages.
      const nav = page.getByRole('navigation', { name: 'Mon compte' });
      expect(await nav.getByRole('link', { name: 'Informations du compte' }).getAttribute('href')).toBe('/account-information');
      expect(await nav.getByRole('link', { name: 'Communications' }).getAttribute('aria-current')).toBe('page');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
