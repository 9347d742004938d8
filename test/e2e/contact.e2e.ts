import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot } from './support/browser';
import { startShop } from './support/server';
import { shopInChromium } from './support/suite';

const HOOKS = { VITRINE_TEST_HOOKS: '1' };
const suite = shopInChromium(HOOKS);

const SERVICE = 'service-client@vitrine.example';

/** The contact messages the shop stored, oldest first. */
function storedMessages() {
  const db = new Database(join(suite.shop.dataDir, 'vitrine.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT name, email, telephone, comment, contact_reason, order_number, is_consent FROM contact_message ORDER BY message_id').all();
  } finally {
    db.close();
  }
}

const latestMail = async (to: string) =>
  (await (await fetch(`${suite.shop.url}/__test__/mail/latest?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string };

const errorsShown = (page: Page) => page.locator('.form-field__error').allTextContents();

/** Nothing wider than the screen: the page never scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the contact page in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: reached from the ${width < 960 ? 'drawer' : 'header'}, bad input refused with nothing lost, the message stored and mailed`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(suite.shop.url);
      if (width < 960) {
        await hydrated(page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }));
        await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
        await page.getByRole('dialog', { name: 'Menu principal' }).getByRole('link', { name: 'Nous contacter' }).click();
      } else {
        await hydrated(page.locator('header .header__contact'));
        await page.locator('header').getByRole('link', { name: 'Nous contacter' }).click();
      }
      await page.waitForURL(`${suite.shop.url}/contact-us`);
      await page.getByRole('heading', { level: 2, name: 'Écrivez-nous' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nous contacter');
      expect(await page.title()).toBe('Nous contacter | Vitrine FR');
      // The store's blocks around the form, and its own consent texts.
      await page.getByText('Une question, un conseil ?').waitFor();
      await page.getByRole('heading', { name: 'Par téléphone' }).waitFor();
      await page.getByText('Vos données servent uniquement à répondre à votre demande.').waitFor();
      expect(await page.getByLabel(/^Nom/).getAttribute('autocomplete')).toBe('name');
      expect(await page.getByLabel(/^Adresse e-mail/).getAttribute('autocomplete')).toBe('email');
      expect(await page.getByLabel(/^Téléphone/).getAttribute('autocomplete')).toBe('tel');
      expect(await pageWidth(page)).toBe(width);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `contact-${width}`);

      // Nothing typed: each required field says so; nothing stored.
      const before = storedMessages().length;
      await page.getByRole('button', { name: 'Envoyer' }).click();
      expect(await errorsShown(page)).toEqual([
        'Ce champ est obligatoire.', 'Ce champ est obligatoire.', 'Ce champ est obligatoire.', 'Ce champ est obligatoire.',
        'Vous devez cocher cette case pour continuer.',
      ]);
      // Wrong e-mail and phone: their own messages, what was typed kept.
      const name = `Camille Durand ${width}`;
      await page.getByLabel(/^Nom/).fill(name);
      await page.getByLabel(/^Adresse e-mail/).fill('camille@exemple');
      await page.getByLabel(/^Téléphone/).fill('12 34');
      await page.getByLabel(/^Motif de votre demande/).selectOption({ label: 'Une livraison' });
      await page.getByLabel(/^Numéro de commande/).fill('000000042');
      await page.getByLabel(/^Votre message/).fill('Bonjour,\nmon colis est arrivé abîmé.');
      await page.getByLabel(/^J’accepte que Vitrine traite mes données/).check();
      await page.getByRole('button', { name: 'Envoyer' }).click();
      expect(await errorsShown(page)).toEqual([
        'Veuillez saisir une adresse e-mail valide.', 'Saisissez un numéro de téléphone français, par exemple 06 12 34 56 78.',
      ]);
      expect(await page.getByLabel(/^Nom/).inputValue()).toBe(name);
      expect(await page.getByLabel(/^Votre message/).inputValue()).toBe('Bonjour,\nmon colis est arrivé abîmé.');
      expect(await page.getByLabel(/^J’accepte que Vitrine traite mes données/).isChecked()).toBe(true);
      if (width === 375) await screenshot(page, 'contact-refused-375');
      expect(storedMessages()).toHaveLength(before);

      await page.getByLabel(/^Adresse e-mail/).fill('camille@example.com');
      await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await page.getByRole('heading', { level: 2, name: 'Merci pour votre message' }).waitFor();
      await page.getByText('Votre message a bien été envoyé. Notre équipe vous répondra dans les meilleurs délais.').waitFor();
      expect(storedMessages().slice(before)).toEqual([{
        name, email: 'camille@example.com', telephone: '06 12 34 56 78', comment: 'Bonjour,\nmon colis est arrivé abîmé.',
        contact_reason: 'delivery', order_number: '000000042', is_consent: 1,
      }]);
      const mail = await latestMail(SERVICE);
      expect(mail.subject).toBe(`Formulaire de contact Vitrine – Une livraison – ${name}`);
      expect(mail.text).toContain('mon colis est arrivé abîmé.');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `contact-sent-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('switched off in the store configuration: the page says so, and no contact link remains', async () => {
    const changed = await fetch(`${suite.shop.url}/__test__/config`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: 'contact_enabled', value: false }),
    });
    expect(changed.status).toBe(200);
    // The server reads the configuration its pages carry at start: started again, it has the change.
    await suite.shop.stop({ keepData: true });
    suite.shop = await startShop(HOOKS, suite.shop);
    const { page, context, errors } = await openPage(suite.browser, 375);
    const served = await context.request.get(`${suite.shop.url}/contact-us`);
    expect(await served.text()).toContain('Le formulaire de contact n’est pas disponible pour le moment.');
    await page.goto(`${suite.shop.url}/contact-us`);
    await page.getByText('Le formulaire de contact n’est pas disponible pour le moment.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nous contacter');
    // No contact form field; the footer's newsletter form may load on this short page once its block is in view.
    expect(await page.getByRole('main').getByRole('textbox').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'contact-disabled-375');
    await hydrated(page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }));
    await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
    await page.getByRole('dialog', { name: 'Menu principal' }).getByRole('button', { name: /Se connecter/ }).waitFor();
    expect(await page.getByText('Nous contacter', { exact: true }).count()).toBe(1);
    // Neither in the drawer, nor in the header or the footer.
    expect(await page.locator('a[href="/contact-us"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
