import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { startShop, type RunningShop } from './support/server';
import { sentOperation } from './support/operations';
import { shopInChromium } from './support/suite';
import { createCustomer, customerToken, graphqlAt } from './support/customers';
import { typeShippingAddress } from './support/checkout';

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const PRODUCT = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };
const PASSWORD = 'Printemps#2026';
const CARDS = { frictionless: '4111 1111 1111 1111', fingerprint: '4212 3456 7891 0006', challenge: '4917 6100 0000 0000', refused: '4000 0000 0000 0002' };
const REFUSED = 'Votre paiement a été refusé et rien n’a été débité : veuillez essayer une autre carte.';
const NOT_AUTHENTICATED = 'La vérification de votre banque a échoué (code incorrect). Vous pouvez réessayer avec la même carte.';
const THANKS = 'Merci pour votre commande !';
/** The store's consent label at checkout (its `gdpr_consent_texts.label_checkout`). */
const CONSENT = /^J’accepte que Vitrine traite mes données pour traiter ma commande\./;

let shoppers = 0;
const newEmail = () => `acheteur.${Date.now()}.${++shoppers}@example.fr`;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`);
const openStep = (page: Page, name: string) => page.locator(`[data-step="${name}"].checkout-step--open`);
/** A refused card's payment information answers 400, which Chromium reports on its own: not the shop's error. */
const shopErrors = (errors: string[]) => errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error));

async function ordersCount(shop: RunningShop): Promise<number> {
  return ((await (await fetch(`${shop.url}/__test__/orders/count`)).json()) as { count: number }).count;
}

async function ordersOf(shop: RunningShop, cartId: string) {
  return ((await (await fetch(`${shop.url}/__test__/orders?cartId=${encodeURIComponent(cartId)}`)).json()) as {
    count: number;
    orders: { increment_id: string; state: string; payment_result: string | null }[];
  });
}

async function addToCart(page: Page, shop: RunningShop) {
  await page.goto(`${shop.url}${PRODUCT.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('status').filter({ hasText: PRODUCT.name }).waitFor();
}

/** From the cart page's button (checkout loads as its own document). */
async function toCheckout(page: Page, shop: RunningShop) {
  await page.goto(`${shop.url}/cart`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }).waitFor();
}

/** The step's fields; a guest gives an e-mail and ticks the data-protection consent. */
async function fillShipping(page: Page, email: string | null) {
  const form = openStep(page, 'shippingAddress');
  if (email !== null) {
    await form.getByLabel(/^Adresse e-mail/).fill(email);
    await form.getByRole('checkbox', { name: CONSENT }).check();
  }
  await typeShippingAddress(form);
  await form.getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'shippingMethod').waitFor();
}

async function chooseMethodAndBilling(page: Page) {
  await openStep(page, 'shippingMethod').locator('label').filter({ hasText: 'Colissimo' }).click();
  await openStep(page, 'shippingMethod').getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'billingAddress').getByRole('button', { name: 'Continuer' }).click();
  await openStep(page, 'payment').waitFor();
}

async function fillCard(page: Page, number: string) {
  const payment = openStep(page, 'payment');
  await payment.getByLabel(/^Titulaire de la carte/).fill('LEA MARTIN');
  await payment.getByLabel(/^Numéro de carte/).fill(number);
  await payment.getByLabel(/^Date d’expiration/).fill('03/30');
  await payment.getByLabel(/^Cryptogramme visuel/).fill('737');
}

const placeOrder = (page: Page) => openStep(page, 'payment').getByRole('button', { name: 'Payer et valider la commande' }).click();
const challenge = (page: Page): FrameLocator => page.frameLocator('.payment-step__frame');

async function answerChallenge(page: Page, code: string) {
  await challenge(page).getByLabel('Code de vérification').fill(code);
  await challenge(page).getByRole('button', { name: 'Valider' }).click();
}

async function receipt(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: THANKS }).waitFor();
  return plain(await page.locator('.receipt').innerText());
}

/** A guest from an empty browser up to the payment step; answers the cart id. */
async function guestToPayment(page: Page, shop: RunningShop, email = newEmail()): Promise<string> {
  await addToCart(page, shop);
  const cartId = (await page.evaluate(() => localStorage.getItem('cartId')))!;
  await toCheckout(page, shop);
  await fillShipping(page, email);
  await chooseMethodAndBilling(page);
  return cartId;
}

describe('checkout in Chromium, a guest from an empty browser', () => {
  it('pays with a card authorised at once: the receipt, one order, the cart and the steps saved cleared', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const before = await ordersCount(suite.shop);
    const email = newEmail();
    // The guest's consent, as the page sends it to the backend.
    const consents: unknown[] = [];
    page.on('request', (request) => {
      const sent = sentOperation(request);
      if (sent?.document?.includes('addOrUpdateGuestConsent')) consents.push(sent.variables);
    });
    await addToCart(page, suite.shop);
    const cartId = (await page.evaluate(() => localStorage.getItem('cartId')))!;
    await toCheckout(page, suite.shop);
    expect(await page.title()).toBe('Commande | Vitrine FR');
    // The reduced layout: no mini cart there.
    expect(await page.getByRole('button', { name: /panier/i }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-shipping-1440');
    // §5: the step checks its fields first, and a guest must give an e-mail.
    await openStep(page, 'shippingAddress').getByRole('button', { name: 'Continuer' }).click();
    expect(await openStep(page, 'shippingAddress').getByRole('alert').textContent()).toBe('Information obligatoire manquante : adresse e-mail');
    // §6: a guest's data-protection consent, under the store's label and notice, must be given.
    expect(await openStep(page, 'shippingAddress').locator('.form-field__error').allTextContents()).toEqual([
      ...Array(7).fill('Ce champ est obligatoire.'),
      'Vous devez cocher cette case pour continuer.',
    ]);
    const consent = openStep(page, 'shippingAddress').getByRole('checkbox', { name: CONSENT });
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    expect(plain(await openStep(page, 'shippingAddress').locator('.form-field--checkbox .form-field__hint').textContent())).toContain('Vos données servent à traiter et livrer votre commande.');
    await screenshot(page, 'checkout-shipping-errors-1440');
    await page.setViewportSize({ width: 375, height: 900 });
    await screenshot(page, 'checkout-shipping-errors-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openStep(page, 'shippingAddress').getByLabel(/^Code postal/).fill('6900');
    await openStep(page, 'shippingAddress').getByLabel(/^Téléphone/).fill('12');
    expect(await openStep(page, 'shippingAddress').locator('.form-field__error').allTextContents()).toEqual(
      expect.arrayContaining(['Saisissez un code postal français à 5 chiffres, par exemple 75001.', 'Saisissez un numéro de téléphone français, par exemple 06 12 34 56 78.']),
    );
    await fillShipping(page, email);
    // Sent once with the step, against the guest's cart.
    expect(consents).toEqual([{ cartId, isConsent: true }]);
    await chooseMethodAndBilling(page);
    // The card is checked before anything is sent.
    await placeOrder(page);
    await openStep(page, 'payment').getByLabel(/^Numéro de carte/).fill('4111 1111 1111 1112');
    await openStep(page, 'payment').getByLabel(/^Date d’expiration/).fill('10/24');
    await openStep(page, 'payment').getByLabel(/^Cryptogramme visuel/).fill('73');
    expect(await openStep(page, 'payment').locator('.form-field__error').allTextContents()).toEqual([
      'Ce champ est obligatoire.',
      'Saisissez un numéro de carte valide.',
      'Saisissez une date d’expiration non dépassée, au format MM/AA.',
      'Saisissez les 3 ou 4 chiffres du cryptogramme visuel.',
    ]);
    expect(await ordersCount(suite.shop)).toBe(before);
    await fillCard(page, CARDS.frictionless);
    await screenshot(page, 'checkout-payment-1440');
    await placeOrder(page);
    const text = await receipt(page);
    expect(text).toContain('Numéro de commande : 0000000');
    expect(text).toContain(`Une confirmation a été envoyée à ${email}.`);
    expect(text).toContain('12 rue des Lilas 69003 Lyon');
    const offer = page.getByRole('link', { name: 'Créer un compte' }).last();
    expect(await offer.getAttribute('href')).toBe(`/create-account?${new URLSearchParams({ email, firstName: 'Léa', lastName: 'Martin' })}`);
    await screenshot(page, 'checkout-receipt-1440');
    expect(await ordersCount(suite.shop)).toBe(before + 1);
    expect((await ordersOf(suite.shop, cartId)).orders).toMatchObject([{ state: 'processing', payment_result: 'Authorised' }]);
    const kept = await page.evaluate(() => Object.keys(localStorage));
    expect(kept.filter((key) => /cartId|shipping_address|billing_address|shippingMethod|paymentMethod|availableShippingMethods/.test(key))).toEqual([]);
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });

  it('pays with a card whose bank takes a device fingerprint first: the receipt', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    const cartId = await guestToPayment(page, suite.shop);
    await fillCard(page, CARDS.fingerprint);
    await placeOrder(page);
    expect(await receipt(page)).toContain('Numéro de commande');
    expect((await ordersOf(suite.shop, cartId)).orders).toMatchObject([{ state: 'processing', payment_result: 'Authorised' }]);
    await screenshot(page, 'checkout-receipt-375');
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });

  it('pays with a card whose bank challenges the shopper, who answers in the frame: the receipt', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const cartId = await guestToPayment(page, suite.shop);
    await fillCard(page, CARDS.challenge);
    await placeOrder(page);
    await challenge(page).getByLabel('Code de vérification').waitFor();
    await screenshot(page, 'checkout-challenge-1440');
    await answerChallenge(page, 'password');
    expect(await receipt(page)).toContain('Numéro de commande');
    expect((await ordersOf(suite.shop, cartId)).orders).toMatchObject([{ payment_result: 'Authorised' }]);
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a wrong answer to the challenge: the bank’s check failed, the same card may try again; it then pays the same order', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const before = await ordersCount(suite.shop);
    const cartId = await guestToPayment(page, suite.shop);
    await fillCard(page, CARDS.challenge);
    await placeOrder(page);
    await answerChallenge(page, 'pas le bon');
    // Not a plain refusal: the provider says the 3-D Secure check failed.
    await expect.poll(() => openStep(page, 'payment').getByRole('alert').textContent()).toBe(NOT_AUTHENTICATED);
    await page.screenshot({ path: '/tmp/exp/shots/h6-3ds-failed-1440.png', fullPage: false });
    // The card's fields keep what was typed; the same card, the right code this time.
    expect(await openStep(page, 'payment').getByLabel(/^Numéro de carte/).inputValue()).toBe(CARDS.challenge);
    await placeOrder(page);
    await answerChallenge(page, 'password');
    await receipt(page);
    expect(await ordersCount(suite.shop)).toBe(before + 1);
    expect((await ordersOf(suite.shop, cartId)).orders).toMatchObject([{ payment_result: 'Authorised' }]);
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a refused card: the message, nothing charged, the cart kept', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375);
    const cartId = await guestToPayment(page, suite.shop);
    await fillCard(page, CARDS.refused);
    await placeOrder(page);
    await expect.poll(() => openStep(page, 'payment').getByRole('alert').textContent()).toBe(REFUSED);
    await screenshot(page, 'checkout-refused-375', { fullPage: false });
    expect((await ordersOf(suite.shop, cartId)).orders.filter((order) => order.state === 'processing')).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBe(cartId);
    expect(plain(await page.locator('.order-summary').textContent())).toContain(PRODUCT.name);
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });

  it('a reload in the middle restores the steps filled; a double click on "place order" places one order', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const before = await ordersCount(suite.shop);
    const email = newEmail();
    await addToCart(page, suite.shop);
    await toCheckout(page, suite.shop);
    await fillShipping(page, email);
    await page.reload({ waitUntil: 'networkidle' });
    await openStep(page, 'shippingMethod').waitFor();
    expect(plain(await step(page, 'shippingAddress').textContent())).toContain(email);
    await chooseMethodAndBilling(page);
    await page.reload({ waitUntil: 'networkidle' });
    await openStep(page, 'payment').waitFor();
    expect(plain(await step(page, 'shippingMethod').textContent())).toContain('Colissimo');
    await fillCard(page, CARDS.frictionless);
    await openStep(page, 'payment').getByRole('button', { name: 'Payer et valider la commande' }).dblclick();
    await receipt(page);
    expect(await ordersCount(suite.shop)).toBe(before + 1);
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });

  it('the payment information sent twice answers the same order', async () => {
    const { page, context } = await openPage(suite.browser, 1440);
    const before = await ordersCount(suite.shop);
    const cartId = await guestToPayment(page, suite.shop);
    const orderIds = await page.evaluate(async (cart) => {
      const body = JSON.stringify({
        cartId: cart,
        email: 'double@example.fr',
        billingAddress: { firstname: 'Léa', lastname: 'Martin', street: ['12 rue des Lilas'], city: 'Lyon', postcode: '69003', countryId: 'FR', telephone: '0612345678' },
        paymentMethod: {
          method: 'adyen_cc',
          additional_data: { stateData: JSON.stringify({ paymentMethod: { type: 'scheme', holderName: 'L', encryptedCardNumber: 'test_4111111111111111', encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030', encryptedSecurityCode: 'test_737' } }) },
        },
      });
      const send = () => fetch(`/rest/V1/guest-carts/${cart}/payment-information`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then((r) => r.json());
      return Promise.all([send(), send()]);
    }, cartId);
    expect(typeof orderIds[0], JSON.stringify(orderIds)).toBe('string');
    expect(orderIds[0]).toBe(orderIds[1]);
    expect(await ordersCount(suite.shop)).toBe(before + 1);
    await context.close();
  });
});

/** Subscribe and save on the product page, every 60 days; the line goes to the cart. */
async function subscribeToCart(page: Page, shop: RunningShop) {
  await page.goto(`${shop.url}${PRODUCT.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
  await page.locator('.subscription-offer__mode').nth(1).click();
  await page.getByRole('button', { name: /Fréquence de livraison/ }).click();
  await page.getByRole('option', { name: 'Tous les 60 jours' }).click();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('status').filter({ hasText: PRODUCT.name }).waitFor();
}

const euros = (text: string | null) => Number(plain(text).replace(/[^\d,]/g, '').replace(',', '.'));

/** The receipt's amounts, by their row's label. */
async function receiptRows(page: Page): Promise<Record<string, number>> {
  const rows = page.locator('.receipt .order-summary__row');
  const read: Record<string, number> = {};
  for (const row of await rows.all()) read[plain(await row.locator('dt').textContent())] = euros(await row.locator('dd').textContent());
  return read;
}

describe('checkout in Chromium, the receipt', () => {
  it('shows the order placed — its lines (a subscription with its frequency), amounts that add up, delivery, payment, a link to follow it — and again after a reload', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await subscribeToCart(page, suite.shop);
    await toCheckout(page, suite.shop);
    // The summary beside the steps marks the subscribed line, as the cart does.
    expect(plain(await page.locator('.order-summary .order-summary__line').first().textContent())).toContain('Livraison tous les 60 jours');
    await page.locator('.order-summary').screenshot({ path: '/tmp/exp/shots/h6-summary-subscription-1440.png' });
    await fillShipping(page, email);
    await chooseMethodAndBilling(page);
    await fillCard(page, CARDS.frictionless);
    await placeOrder(page);
    const text = await receipt(page);
    const number = /Numéro de commande : (\d+)/.exec(text)![1]!;
    const line = plain(await page.locator('.receipt .order-summary__line').first().textContent());
    expect(line).toContain(PRODUCT.name);
    expect(line).toContain('Livraison tous les 60 jours');
    expect(line).toContain('Quantité : 1');
    // Subtotal − discounts + shipping = total, to the cent; the VAT it includes.
    const rows = await receiptRows(page);
    expect(Object.keys(rows)).toEqual(expect.arrayContaining(['Sous-total', 'Livraison', 'Total']));
    const lineTotal = euros(await page.locator('.receipt .order-summary__line .price').first().textContent());
    expect(rows['Sous-total']).toBeCloseTo(lineTotal, 2);
    const discounts = Object.entries(rows).filter(([label]) => !['Sous-total', 'Livraison', 'Total'].includes(label) && !label.startsWith('Dont'));
    const expected = rows['Sous-total']! - discounts.reduce((sum, [, amount]) => sum + amount, 0) + rows['Livraison']!;
    expect(rows['Total']).toBeCloseTo(expected, 2);
    expect(Object.keys(rows).some((label) => label.startsWith('Dont TVA'))).toBe(true);
    expect(text).toContain('Colissimo');
    expect(text).toContain('12 rue des Lilas 69003 Lyon');
    expect(text).toContain('Carte Visa •••• 1111');
    const follow = page.getByRole('link', { name: 'Suivre ma commande' });
    expect(await follow.getAttribute('href')).toBe(`/track-my-order?${new URLSearchParams({ number, email })}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/exp/shots/h6-receipt-1440.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: '/tmp/exp/shots/h6-receipt-375.png', fullPage: true });
    // A reload: the same receipt, not "your cart is empty".
    await page.reload({ waitUntil: 'networkidle' });
    expect(await receipt(page)).toBe(text);
    await page.screenshot({ path: '/tmp/exp/shots/h6-receipt-reloaded-375.png', fullPage: true });
    // Following it: the tracking form with the number and e-mail filled in; the billing postcode finds the order.
    await page.getByRole('link', { name: 'Suivre ma commande' }).click();
    await page.getByLabel(/^Code postal de facturation/).waitFor();
    expect(await page.getByLabel(/^Numéro de commande/).inputValue()).toBe(number);
    expect(await page.getByLabel(/^Adresse e-mail/).inputValue()).toBe(email);
    await page.getByLabel(/^Code postal de facturation/).fill('69003');
    await page.getByRole('button', { name: 'Suivre la commande' }).click();
    await page.locator('.tracked-order').filter({ hasText: PRODUCT.name }).waitFor();
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('checkout in Chromium, a signed-in customer', () => {
  it('checks out through the "mine" paths, with no e-mail asked', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const email = newEmail();
    await createCustomer(suite.shop.url, { email, password: PASSWORD });
    await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('header.header .header__account').filter({ hasText: 'Bonjour, Léa' }).waitFor();
    const rest: string[] = [];
    page.on('request', (request) => request.url().includes('/rest/') && rest.push(new URL(request.url()).pathname));
    await addToCart(page, suite.shop);
    await toCheckout(page, suite.shop);
    expect(await openStep(page, 'shippingAddress').getByLabel(/^Adresse e-mail/).count()).toBe(0);
    await fillShipping(page, null);
    await chooseMethodAndBilling(page);
    await fillCard(page, CARDS.frictionless);
    await placeOrder(page);
    const text = await receipt(page);
    expect(text).not.toContain('Créer un compte');
    // The order is the customer's to open in their account.
    const number = /Numéro de commande : (\d+)/.exec(text)![1]!;
    expect(await page.getByRole('link', { name: 'Voir ma commande' }).getAttribute('href')).toBe(`/order-history/${number}`);
    expect(rest).toEqual(['/rest/fr/V1/carts/mine/shipping-information', '/rest/fr/V1/carts/mine/payment-information', '/rest/fr/V1/adyen/orders/carts/mine/payment-status']);
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('checkout in Chromium, a customer whose cart this browser does not know', () => {
  it('opens on the steps with the cart filled on another device, not on an empty cart', async () => {
    const email = newEmail();
    await createCustomer(suite.shop.url, { email, password: PASSWORD });
    // On another device: the customer's cart gets a jar.
    const token = await customerToken(suite.shop.url, email, PASSWORD);
    const cart = await graphqlAt<{ customerCart: { id: string } }>(suite.shop.url, 'query { customerCart { id } }', {}, token);
    const added = await graphqlAt(suite.shop.url, 'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "OMG-KRILL", quantity: 1 }]) { user_errors { message } } }', { id: cart.data!.customerCart.id }, token);
    expect(added.errors).toBeUndefined();
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('header.header .header__account').filter({ hasText: 'Bonjour, Léa' }).waitFor();
    // This browser keeps no cart of theirs (as after an order placed here, or a page left before the sign-in's cart was).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartId'))).not.toBeNull();
    await page.evaluate(() => localStorage.removeItem('cartId'));
    await page.goto(`${suite.shop.url}/checkout`);
    await openStep(page, 'shippingAddress').waitFor();
    expect(plain(await page.locator('main').innerText())).toContain(PRODUCT.name);
    expect(await page.getByRole('heading', { name: 'Votre panier est vide' }).count()).toBe(0);
    expect(shopErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('checkout in Chromium, across a backend restart', () => {
  let own: RunningShop | undefined;
  afterAll(() => own?.stop());

  it('the backend stops between placing the order and the 3-D Secure answer, then starts again: the shopper finishes, one order, paid', async () => {
    own = await startShop({ VITRINE_TEST_HOOKS: '1' });
    const { page, context } = await openPage(suite.browser, 1440);
    const cartId = await guestToPayment(page, own);
    await fillCard(page, CARDS.challenge);
    await placeOrder(page);
    await challenge(page).getByLabel('Code de vérification').waitFor();
    await own.stop({ keepData: true });
    own = await startShop({ VITRINE_TEST_HOOKS: '1' }, own);
    await answerChallenge(page, 'password');
    await receipt(page);
    expect(await ordersOf(own, cartId)).toMatchObject({ count: 1, orders: [{ state: 'processing', payment_result: 'Authorised' }] });
    expect(await ordersCount(own)).toBe(1);
    await context.close();
  });
});
