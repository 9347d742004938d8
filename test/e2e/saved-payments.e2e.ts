import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { expectDestructiveConfirmation } from './support/confirm-dialog';
import { shopInChromium } from './support/suite';
import { createCustomer, customerToken, graphqlAt } from './support/customers';
import { typeShippingAddress } from './support/checkout';

// Saved cards in Chromium: a customer saves a card at checkout, finds it on /saved-payments, pays with it again (its
// security code asked again, 3-D Secure as the card takes it), deletes it after confirming; another customer never
// sees it.

const suite = shopInChromium();

const PRODUCT = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };
const PASSWORD = 'Printemps#2026';
const CARDS = { frictionless: '4111 1111 1111 1111', challenge: '4917 6100 0000 0000' };
const SAVE = 'Enregistrer cette carte pour mes prochains achats';
const REFUSED = 'Votre paiement a été refusé et rien n’a été débité : veuillez essayer une autre carte.';
const THANKS = 'Merci pour votre commande !';

let shoppers = 0;
const newEmail = () => `cartes.${Date.now()}.${++shoppers}@example.fr`;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const openStep = (page: Page, name: string) => page.locator(`[data-step="${name}"].checkout-step--open`);
/** A refused card's payment information answers 400, which Chromium reports on its own: not the shop's error. */
const shopErrors = (errors: string[]) => errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error));

const graphql = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlAt<T>(suite.shop.url, query, variables, token);

/** A new customer's account, and its token for the GraphQL checks. */
async function newCustomer(firstname: string): Promise<{ email: string; token: string }> {
  const email = newEmail();
  await createCustomer(suite.shop.url, { email, firstname, password: PASSWORD });
  return { email, token: await customerToken(suite.shop.url, email, PASSWORD) };
}

const TOKENS = 'query { customerPaymentTokens { items { details payment_method_code public_hash type } } }';
type Tokens = { customerPaymentTokens: { items: { details: string; payment_method_code: string; public_hash: string; type: string }[] } };

async function signIn(page: Page, email: string, firstname: string) {
  await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.locator('header.header .header__account').filter({ hasText: `Bonjour, ${firstname}` }).waitFor();
}

/** A jar in the cart, then checkout up to the payment step. */
async function toPayment(page: Page) {
  await page.goto(`${suite.shop.url}${PRODUCT.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('status').filter({ hasText: PRODUCT.name }).waitFor();
  await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }).waitFor();
  const shipping = openStep(page, 'shippingAddress');
  await typeShippingAddress(shipping);
  await shipping.getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'shippingMethod').locator('label').filter({ hasText: 'Colissimo' }).click();
  await openStep(page, 'shippingMethod').getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'billingAddress').getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'payment').getByRole('button', { name: 'Payer et valider la commande' }).waitFor();
}

async function fillNewCard(page: Page, number: string) {
  const payment = openStep(page, 'payment');
  await payment.getByLabel(/^Titulaire de la carte/).fill('LEA MARTIN');
  await payment.getByLabel(/^Numéro de carte/).fill(number);
  await payment.getByLabel(/^Date d’expiration/).fill('03/30');
  await payment.getByLabel(/^Cryptogramme visuel/).fill('737');
}

const placeOrder = (page: Page) => openStep(page, 'payment').getByRole('button', { name: 'Payer et valider la commande' }).click();

async function receipt(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: THANKS }).waitFor();
  return plain(await page.locator('.receipt').innerText());
}

async function answerChallenge(page: Page) {
  const frame = page.frameLocator('.payment-step__frame');
  await frame.getByLabel('Code de vérification').fill('password');
  await frame.getByRole('button', { name: 'Valider' }).click();
}

async function openSavedPayments(page: Page) {
  await page.goto(`${suite.shop.url}/saved-payments`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Cartes enregistrées' }).waitFor();
  await page.locator('.saved-payments__intro').waitFor();
}

describe('saved cards in Chromium', () => {
  it('a card saved at checkout: listed, paid with again (security code asked again), never another customer’s, deleted after confirming', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const lea = await newCustomer('Léa');
    await signIn(page, lea.email, 'Léa');
    // Nothing saved yet: the empty state.
    await openSavedPayments(page);
    expect(plain(await page.locator('.saved-payments__empty').innerText())).toBe(
      'Vous n’avez aucune carte enregistrée. Cochez « Enregistrer cette carte pour mes prochains achats » en payant une commande : elle vous attendra ici pour la suivante.',
    );
    expect(await page.title()).toBe('Cartes enregistrées | Vitrine FR');
    expect(await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Cartes enregistrées' }).getAttribute('aria-current')).toBe('page');

    // A new card, saved at checkout.
    await toPayment(page);
    expect(await openStep(page, 'payment').getByRole('radio').count()).toBe(0);
    await fillNewCard(page, CARDS.frictionless);
    await openStep(page, 'payment').getByRole('checkbox', { name: SAVE }).check();
    await screenshot(page, 'saved-payments-checkout-new-1440');
    await placeOrder(page);
    expect(await receipt(page)).toContain('Numéro de commande');

    // On the page: brand, last four digits, expiry.
    await openSavedPayments(page);
    const card = page.getByRole('list', { name: 'Vos cartes enregistrées' }).getByRole('listitem');
    expect(await card.count()).toBe(1);
    // The dots are hidden from screen readers, which read "se terminant par" instead.
    expect(plain(await card.innerText())).toBe('Visa •••• 1111 se terminant par 1111 Date d’expiration : 03/30 Supprimer');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'saved-payments-1440');

    // Through GraphQL: the owner's token sees it (no card number anywhere); another customer sees none and cannot delete it.
    const own = await graphql<Tokens>(TOKENS, {}, lea.token);
    expect(own.data!.customerPaymentTokens.items).toEqual([{ details: expect.any(String), payment_method_code: 'adyen_cc', public_hash: expect.any(String), type: 'card' }]);
    expect(JSON.parse(own.data!.customerPaymentTokens.items[0]!.details)).toEqual({ type: 'visa', maskedCC: '1111', expirationDate: '3/2030', tokenType: 'CardOnFile' });
    const hash = own.data!.customerPaymentTokens.items[0]!.public_hash;
    const other = await newCustomer('Hugo');
    expect((await graphql<Tokens>(TOKENS, {}, other.token)).data!.customerPaymentTokens.items).toEqual([]);
    const stolen = await graphql('mutation($h: String!) { deletePaymentToken(public_hash: $h) { result } }', { h: hash }, other.token);
    expect(stolen.errors?.map((error) => error.message)).toEqual([`Could not find a token using public hash: ${hash}`]);
    expect((await graphql<Tokens>(TOKENS, {}, lea.token)).data!.customerPaymentTokens.items).toHaveLength(1);

    // Paying with it: chosen first, only its security code asked; a wrong one is refused, nothing paid; the right one pays.
    await toPayment(page);
    const payment = openStep(page, 'payment');
    expect(await payment.getByRole('radio', { name: /^Visa se terminant par 1111/ }).isChecked()).toBe(true);
    expect(await payment.getByRole('radio', { name: 'Une nouvelle carte' }).isChecked()).toBe(false);
    expect(await payment.getByLabel(/^Numéro de carte/).count()).toBe(0);
    expect(await payment.getByRole('checkbox', { name: SAVE }).count()).toBe(0);
    await payment.getByLabel(/^Cryptogramme visuel/).fill('12');
    await placeOrder(page);
    expect(await payment.locator('.form-field__error').allTextContents()).toEqual(['Saisissez les 3 ou 4 chiffres du cryptogramme visuel.']);
    await payment.getByLabel(/^Cryptogramme visuel/).fill('123');
    await placeOrder(page);
    await expect.poll(() => payment.getByRole('alert').textContent()).toBe(REFUSED);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'saved-payments-checkout-saved-1440');
    await payment.getByLabel(/^Cryptogramme visuel/).fill('737');
    await placeOrder(page);
    expect(await receipt(page)).toContain('Numéro de commande');

    // Deleting it: a confirmation first; cancelled, it stays; confirmed, it goes.
    await openSavedPayments(page);
    await page.getByRole('button', { name: 'Supprimer la carte Visa se terminant par 1111' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette carte ?' });
    await dialog.waitFor();
    expect(plain(await dialog.innerText())).toContain('La carte Visa se terminant par 1111 ne vous sera plus proposée au moment de payer.');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'saved-payments-confirm-1440', { fullPage: false });
    await expectDestructiveConfirmation(dialog, 'Annuler', 'Supprimer la carte');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.count()).toBe(1);
    await page.getByRole('button', { name: 'Supprimer la carte Visa se terminant par 1111' }).click();
    await dialog.getByRole('button', { name: 'Supprimer la carte' }).click();
    await page.getByRole('status').filter({ hasText: 'La carte Visa se terminant par 1111 a été supprimée.' }).waitFor();
    await page.locator('.saved-payments__empty').waitFor();
    expect((await graphql<Tokens>(TOKENS, {}, lea.token)).data!.customerPaymentTokens.items).toEqual([]);
    await screenshot(page, 'saved-payments-deleted-1440');
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });

  it('on a phone: a card whose bank challenges the shopper, saved once authorised, then paid with again through the same challenge', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    const ines = await newCustomer('Inès');
    await signIn(page, ines.email, 'Inès');
    await toPayment(page);
    await fillNewCard(page, CARDS.challenge);
    await openStep(page, 'payment').getByRole('checkbox', { name: SAVE }).check();
    await placeOrder(page);
    await answerChallenge(page);
    await receipt(page);

    await openSavedPayments(page);
    expect(plain(await page.getByRole('listitem').filter({ hasText: '0000' }).innerText())).toBe('Visa •••• 0000 se terminant par 0000 Date d’expiration : 03/30 Supprimer');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'saved-payments-375');

    await toPayment(page);
    const payment = openStep(page, 'payment');
    expect(await payment.getByRole('radio', { name: /^Visa se terminant par 0000/ }).isChecked()).toBe(true);
    await payment.getByLabel(/^Cryptogramme visuel/).fill('737');
    await screenshot(page, 'saved-payments-checkout-saved-375');
    await placeOrder(page);
    await answerChallenge(page);
    expect(await receipt(page)).toContain('Numéro de commande');
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });
});
