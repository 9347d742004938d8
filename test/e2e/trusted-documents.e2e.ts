import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { shopInChromium } from './support/suite';
import { typeShippingAddress } from './support/checkout';

// The shop as `npm start` runs it: its public /graphql answers the shop's own operations by id and nothing else. The
// other browser files run with it open, for their tests' own documents; this one shows a shopper's whole visit needs
// nothing more.
const suite = shopInChromium({ VITRINE_GRAPHQL_OPEN: '0' });

const PRODUCT = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique' };

describe('a shop that answers its own documents only', () => {
  it('refuses a document of anyone\'s making, and serves its pages rendered with their data', async () => {
    const refused = await fetch(`${suite.shop.url}/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'This endpoint answers the shop\'s own operations only: send an operation\'s id, not a document.',
    );
    // The server's renderer asks by id too.
    const html = await (await fetch(`${suite.shop.url}${PRODUCT.path}`)).text();
    expect(html).toContain(`<h1 class="product__name">${PRODUCT.name}</h1>`);
  });

  it('a guest finds a product, fills the cart and pays: every request by id, none refused', async () => {
    const { page, context, errors, graphql } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ouvrir ou fermer la recherche' }).click();
    await page.getByRole('combobox', { name: 'Rechercher dans la boutique' }).pressSequentially('krill', { delay: 50 });
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: 'Voir tous les résultats' }).click();
    await page.waitForURL(`${suite.shop.url}/search.html?query=krill`);
    await page.locator('main').getByRole('link', { name: PRODUCT.name }).first().click();
    await page.getByRole('heading', { level: 1, name: PRODUCT.name }).waitFor();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('status').filter({ hasText: PRODUCT.name }).waitFor();
    await page.goto(`${suite.shop.url}/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }).waitFor();
    const shipping = page.locator('[data-step="shippingAddress"].checkout-step--open');
    await shipping.getByLabel(/^Adresse e-mail/).fill(`confiance.${Date.now()}@example.fr`);
    await shipping.getByRole('checkbox', { name: /^J’accepte que Vitrine traite mes données/ }).check();
    await typeShippingAddress(shipping);
    await shipping.getByRole('button', { name: 'Continuer' }).click();
    const method = page.locator('[data-step="shippingMethod"].checkout-step--open');
    await method.locator('label').filter({ hasText: 'Colissimo' }).click();
    await method.getByRole('button', { name: 'Continuer' }).click();
    await page.locator('[data-step="billingAddress"].checkout-step--open').getByRole('button', { name: 'Continuer' }).click();
    const payment = page.locator('[data-step="payment"].checkout-step--open');
    await payment.getByLabel(/^Titulaire de la carte/).fill('LEA MARTIN');
    await payment.getByLabel(/^Numéro de carte/).fill('4111 1111 1111 1111');
    await payment.getByLabel(/^Date d’expiration/).fill('03/30');
    await payment.getByLabel(/^Cryptogramme visuel/).fill('737');
    await payment.getByRole('button', { name: 'Payer et valider la commande' }).click();
    await page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }).waitFor();
    // Every request went by id (openPage's request policy reports any other as an error), and none was refused.
    expect(errors).toEqual([]);
    const sent = graphql.map((request) => `${request.method} ${request.operation} ${request.name}`);
    expect(sent).toEqual(expect.arrayContaining(['GET query SearchSuggestions', 'GET query SearchListing', 'POST mutation CreateCart', 'POST mutation AddProductsToCart', 'GET query Cart']));
    expect(graphql.every((request) => request.byId)).toBe(true);
    await context.close();
  });
});
