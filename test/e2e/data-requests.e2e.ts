import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support/browser';
import { customerToken, createCustomer as createCustomerAt, graphqlAt } from './support/customers';
import { shopInChromium } from './support/suite';

// Data-protection requests carried out once confirmed by their e-mailed link (issue 34): the export e-mails the
// customer's data as a JSON attachment; the erasure is done at once, signs out every session and refuses sign-in.
const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const PASSWORD = 'Printemps#2026';
let customers = 0;
const newEmail = () => `donnees.${Date.now()}.${++customers}@example.fr`;

interface SentMail {
  kind: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}
const latestMail = async (to: string) =>
  (await (await fetch(`${suite.shop.url}/__test__/mail/latest?to=${encodeURIComponent(to)}`)).json()) as SentMail;

/** A customer made through the shop's GraphQL, with an address in their book, as another device would. */
async function createCustomer(email: string) {
  await createCustomerAt(suite.shop.url, { email, firstname: 'Camille', lastname: 'Durand', password: PASSWORD });
  const token = await customerToken(suite.shop.url, email, PASSWORD);
  const added = await graphqlAt(suite.shop.url, 'mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', {
    input: { firstname: 'Camille', lastname: 'Durand', street: ['8 rue des Tanneurs'], city: 'Strasbourg', postcode: '67000', country_code: 'FR', telephone: '0388112233' },
  }, token);
  expect(added.errors).toBeUndefined();
}

async function signInTo(page: Page, path: string, email: string) {
  await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${suite.shop.url}${path}`);
}

const dataSection = (page: Page) => page.getByRole('region', { name: 'Données personnelles', exact: true });
const linkIn = (mail: SentMail, type: 'export' | 'erase') => new URL(new RegExp(`https?://\\S+/gdpr-request/type/${type}/code/\\w+`).exec(mail.text)![0]).pathname;

/** Asks for the account's erasure from its information page, as the signed-in customer: the e-mailed link's path. */
async function requestErasure(page: Page, email: string): Promise<string> {
  await dataSection(page).getByRole('button', { name: 'Supprimer mon compte' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Envoyer la demande' }).click();
  await dataSection(page).getByText('Nous vous avons envoyé un e-mail : ouvrez son lien pour confirmer la suppression de votre compte.').waitFor();
  return linkIn(await latestMail(email), 'erase');
}

describe('data-protection requests in Chromium', () => {
  it('an export confirmed by its link e-mails the customer’s data as a JSON attachment', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await createCustomer(email);
    await signInTo(page, '/account-information', email);
    await dataSection(page).getByRole('button', { name: 'Demander une copie de mes données' }).click();
    await dataSection(page).getByText('Nous vous avons envoyé un e-mail').waitFor();
    const path = linkIn(await latestMail(email), 'export');

    await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
    await page.getByText('Votre demande est confirmée : nous vous avons envoyé une copie de vos données personnelles par e-mail.').waitFor();
    await screenshot(page, 'data-export-confirmed-1440', { fullPage: false });
    const mail = await latestMail(email);
    expect(mail.kind).toBe('gdpr-data');
    expect(mail.subject).toBe('Copie de vos données personnelles Vitrine');
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file!.contentType).toBe('application/json');
    expect(file!.filename).toMatch(/^donnees-personnelles-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file!.content);
    expect(data.account).toMatchObject({ email, firstname: 'Camille', lastname: 'Durand' });
    expect(data.addresses).toEqual([expect.objectContaining({ street: '8 rue des Tanneurs', city: 'Strasbourg', telephone: '0388112233' })]);
    for (const part of ['orders', 'subscriptions', 'consents', 'wishlist', 'newsletter']) expect(data).toHaveProperty(part);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an erasure confirmed by its link signs out every session at once, and the account no longer signs in', async () => {
    const email = newEmail();
    await createCustomer(email);
    const here = await openPage(suite.browser, 375);
    const elsewhere = await openPage(suite.browser, 1440);
    await signInTo(here.page, '/account-information', email);
    await signInTo(elsewhere.page, '/order-history', email);

    const path = await requestErasure(here.page, email);

    // Confirmed: erased at once, as the toast says; the shopper is signed out and sent home.
    await here.page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
    const erased = here.page.getByRole('status').filter({ hasText: 'Votre compte et vos données personnelles ont été supprimés et votre session est fermée.' });
    await erased.waitFor();
    await here.page.waitForURL(`${suite.shop.url}/`);
    await here.page.locator('header.header').getByRole('link', { name: 'Se connecter' }).waitFor();
    await screenshot(here.page, 'data-erasure-confirmed-375', { fullPage: false });

    // The session on the other device is refused: its next page signs it out and leaves the customer's page.
    await elsewhere.page.goto(`${suite.shop.url}/account-information`, { waitUntil: 'networkidle' });
    await elsewhere.page.locator('header.header').getByRole('link', { name: 'Se connecter' }).waitFor();
    await expect.poll(() => new URL(elsewhere.page.url()).pathname).not.toBe('/account-information');
    expect(await elsewhere.page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('signin_token')))).toEqual([]);
    await elsewhere.page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });

    // Signing in with the right password: the wrong-credentials message.
    await elsewhere.page.getByLabel(/^Adresse e-mail/).fill(email);
    await elsewhere.page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await elsewhere.page.getByRole('button', { name: 'Se connecter' }).click();
    await elsewhere.page.getByRole('alert').filter({ hasText: 'L’adresse e-mail ou le mot de passe est incorrect' }).waitFor();
    // The erased account's token is refused (401, or 403 for its cart's query in flight as the sign-out runs).
    expect(here.errors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
    expect(elsewhere.errors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
    await here.context.close();
    await elsewhere.context.close();
  });

  it('an erasure confirmed before the session’s own first answer about the customer still signs out and goes home', async () => {
    const email = newEmail();
    await createCustomer(email);
    const { page, context, errors } = await openPage(suite.browser, 375);
    await signInTo(page, '/account-information', email);
    const path = await requestErasure(page, email);

    // The order a busy host gave: the session asks who the customer is as the page opens, is answered before the
    // erasure, but the answer reaches the page only after the erasure's confirmation has.
    let confirmed!: () => void;
    const erasureConfirmed = new Promise<void>((resolve) => (confirmed = resolve));
    page.on('response', (response) => {
      if (response.request().postData()?.includes('ConfirmGdprRequest')) confirmed();
    });
    await page.route(/operationName=SignedInCustomer/, async (route) => {
      const response = await route.fetch();
      await erasureConfirmed;
      // The page may have dropped the request meanwhile, to ask again.
      await route.fulfill({ response }).catch(() => undefined);
    }, { times: 1 });

    await page.goto(`${suite.shop.url}${path}`);
    await page.getByRole('status').filter({ hasText: 'Votre compte et vos données personnelles ont été supprimés' }).waitFor();
    await page.waitForURL(`${suite.shop.url}/`);
    await page.locator('header.header').getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('signin_token')))).toEqual([]);
    expect(errors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
    await context.close();
  });
});
