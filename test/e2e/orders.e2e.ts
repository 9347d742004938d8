import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';
import { createCustomer, customerToken, graphqlAt } from './support/customers';

// Issue 11: a customer's order history, an order's page and its reorder; Track my order for a guest's order. Orders
// are placed through the shop's REST checkout (as checkout does), so that the test is about the account pages.

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const PASSWORD = 'Printemps#2026';
const PRODUCT = { sku: 'OMG-KRILL', name: 'Huile de krill antarctique' };
const ADDRESS = { firstname: 'Léa', lastname: 'Martin', street: ['12 rue des Lilas'], city: 'Lyon', postcode: '69003', country_id: 'FR', telephone: '0612345678' };
const CARD = JSON.stringify({
  paymentMethod: {
    type: 'scheme', holderName: 'LEA MARTIN', encryptedCardNumber: 'test_4111111111111111',
    encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2035', encryptedSecurityCode: 'test_737',
  },
});

let customers = 0;
const newEmail = () => `commandes.${Date.now()}.${++customers}@example.fr`;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => graphqlAt<any>(suite.shop.url, query, variables, token);

async function rest(path: string, body: unknown, token?: string) {
  const response = await fetch(`${suite.shop.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** A new customer, made as another device would; their token. */
async function newCustomer(email: string): Promise<string> {
  await createCustomer(suite.shop.url, { email, password: PASSWORD });
  return customerToken(suite.shop.url, email, PASSWORD);
}

/** An order paid by card through the REST checkout (a customer's when `token` is given): its number. */
async function placeOrder(quantity: number, token?: string, email = 'invitee@example.fr'): Promise<string> {
  const cartId: string = token
    ? (await gql('{ customerCart { id } }', {}, token)).data.customerCart.id
    : (await gql('mutation { createGuestCart { cart { id } } }')).data.createGuestCart.cart.id;
  const added = await gql('mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }', {
    id: cartId, items: [{ sku: PRODUCT.sku, quantity }],
  }, token);
  expect(added.data.addProductsToCart.user_errors).toEqual([]);
  const base = token ? '/rest/V1/carts/mine' : `/rest/V1/guest-carts/${cartId}`;
  await rest(`${base}/shipping-information`, {
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
  }, token);
  const orderId = await rest(`${base}/payment-information`, {
    cartId, email, billingAddress: ADDRESS, paymentMethod: { method: 'adyen_cc', additional_data: { stateData: CARD } },
  }, token);
  const orders = (await (await fetch(`${suite.shop.url}/__test__/orders`)).json()) as { orders: Array<{ id: string; increment_id: string; state: string }> };
  const order = orders.orders.find((o) => String(o.id) === String(orderId))!;
  expect(order.state).toBe('processing');
  return order.increment_id;
}

async function signIn(page: Page, email: string) {
  await page.goto(`${suite.shop.url}/sign-in`, { waitUntil: 'networkidle' });
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${suite.shop.url}/`);
}

describe('order history', () => {
  it('lists the customer’s orders newest first; an order’s page; reorder fills the cart (1440 px)', async () => {
    const email = newEmail();
    const token = await newCustomer(email);
    const older = await placeOrder(1, token);
    const newer = await placeOrder(2, token);
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await signIn(page, email);
    // Magento's account URL opens the history.
    await page.goto(`${suite.shop.url}/customer/account/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Mes commandes' }).waitFor();
    await page.getByRole('table').waitFor();
    const rows = await page.locator('tbody tr').allTextContents();
    expect(rows.map(plain)).toEqual([
      expect.stringMatching(new RegExp(`^${newer}.*En cours de traitement.*\\d+,\\d\\d\\s€.*Voir la commande$`)),
      expect.stringMatching(new RegExp(`^${older}.*En cours de traitement.*\\d+,\\d\\d\\s€.*Voir la commande$`)),
    ]);
    expect(plain(await page.locator('.orders-count').textContent())).toBe('2 sur 2 commandes');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'order-history-1440');

    await page.getByRole('link', { name: `Voir la commande ${newer}` }).click();
    await page.getByRole('heading', { level: 1, name: `Commande n° ${newer}` }).waitFor();
    const detail = plain(await page.locator('.account-area__page').textContent());
    for (const part of [PRODUCT.name, `Réf. : ${PRODUCT.sku}`, 'Adresse de livraison', 'Adresse de facturation', '12 rue des Lilas', '69003 Lyon', 'Colissimo',
      'Colissimo – Livraison à domicile', 'Carte bancaire', 'Dont TVA', 'Total TTC', 'En cours de traitement']) {
      expect(detail).toContain(part);
    }
    // Tax included, as everywhere else in the shop: the line at the product's price, and totals that add up.
    expect(detail).not.toContain('HT');
    const price = (await gql('{ products(filter: { sku: { eq: "OMG-KRILL" } }) { items { price_range { minimum_price { final_price { value } } } } } }'))
      .data.products.items[0].price_range.minimum_price.final_price.value as number;
    const euros = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/\s/g, ' ');
    const cells = (await page.locator('.order-lines tbody tr').first().locator('td').allTextContents()).map(plain);
    expect(cells.slice(1)).toEqual(['2', euros(price), euros(2 * price)]);
    const totals: Record<string, number> = Object.fromEntries(await page.locator('.order-totals__row').evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')!.textContent!.trim(), Number(row.querySelector('dd')!.textContent!.replace(/[^\d,]/g, '').replace(',', '.'))])));
    expect(totals['Sous-total']).toBeCloseTo(2 * price, 2);
    expect(totals['Sous-total']! + totals['Livraison']!).toBeCloseTo(totals['Total TTC']!, 2);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'order-detail-1440');

    await page.getByRole('button', { name: 'Commander à nouveau' }).click();
    await page.getByText('Les articles de cette commande ont été ajoutés à votre panier.').waitFor();
    // The shell's cart heard it: the header counts the two units put back.
    await expect.poll(async () => plain(await page.getByTestId('cart-counter').textContent())).toBe('2');
    await screenshot(page, 'order-reordered-1440');
    await page.getByRole('link', { name: 'Voir le panier' }).click();
    await page.waitForURL(`${suite.shop.url}/cart`);
    await page.getByText(PRODUCT.name).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // Another customer sees none of these orders, and cannot reorder them.
    const other = await newCustomer(newEmail());
    const theirs = await gql(`{ customer { orders(filter: { number: { in: ["${older}", "${newer}"] } }) { items { number } total_count } } }`, {}, other);
    expect(theirs).toEqual({ data: { customer: { orders: { items: [], total_count: 0 } } } });
    const all = await gql('{ customer { orders { items { number } total_count } } }', {}, other);
    expect(JSON.stringify(all)).not.toContain(older);
    const reorder = await gql('mutation ($n: String!) { reorderItems(orderNumber: $n) { cart { id } } }', { n: newer }, other);
    expect(reorder.errors?.[0]?.message).toBe(`Order number "${newer}" doesn't belong to the current customer`);
  });

  it('cards under 960 px; an order that is not the customer’s is not found (375 px)', async () => {
    const email = newEmail();
    const token = await newCustomer(email);
    const number = await placeOrder(1, token);
    const stranger = await placeOrder(1, await newCustomer(newEmail()));
    const { page, context, errors } = await openPage(suite.browser, 375);
    await signIn(page, email);
    await page.goto(`${suite.shop.url}/order-history`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: `Voir la commande ${number}` }).waitFor();
    // Each order is a card: its cells stacked, each named by its column.
    const card = page.locator('tbody tr').first();
    const labels = await card.locator('th, td[data-label]').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
    expect(labels).toEqual(['"N° de commande"', '"Date"', '"Statut"', '"Total"']);
    const tops = await card.locator('th, td').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(tops.length);
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'order-history-375');
    await page.getByRole('link', { name: `Voir la commande ${number}` }).click();
    await page.getByRole('button', { name: 'Commander à nouveau' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'order-detail-375');
    await page.goto(`${suite.shop.url}/order-history/${stranger}`, { waitUntil: 'networkidle' });
    await page.getByText('Votre compte ne contient aucune commande portant ce numéro.').waitFor();
    expect(plain(await page.getByRole('heading', { level: 1 }).textContent())).toBe('Commande introuvable');
    expect(plain(await page.locator('.account-area__page').textContent())).not.toContain(PRODUCT.name);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('track my order', () => {
  for (const width of [1440, 375]) {
    it(`checks the fields, gives one neutral answer, then shows the order (${width} px)`, async () => {
      const email = newEmail();
      const number = await placeOrder(3, undefined, email);
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}/track-my-order/`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'Suivre ma commande' }).waitFor();
      expect(await page.getByLabel(/^Adresse e-mail/).getAttribute('autocomplete')).toBe('email');
      expect(await page.getByLabel(/^Code postal de facturation/).getAttribute('autocomplete')).toBe('billing postal-code');
      await page.getByRole('button', { name: 'Suivre la commande' }).click();
      expect(await page.locator('.form-field__error').allTextContents()).toEqual(['Ce champ est obligatoire.', 'Ce champ est obligatoire.', 'Ce champ est obligatoire.']);
      await page.getByLabel(/^Numéro de commande/).fill(number);
      await page.getByLabel(/^Adresse e-mail/).fill(email);
      await page.getByLabel(/^Code postal de facturation/).fill('750');
      expect(await page.locator('.form-field__error').allTextContents()).toEqual(['Saisissez un code postal français à 5 chiffres, par exemple 75001.']);
      // A wrong postcode and an order that does not exist read the same.
      await page.getByLabel(/^Code postal de facturation/).fill('75001');
      await page.getByRole('button', { name: 'Suivre la commande' }).click();
      const neutral = 'Aucune commande ne correspond à ces informations. Vérifiez le numéro de commande, l’adresse e-mail et le code postal.';
      await page.getByRole('alert').filter({ hasText: neutral }).waitFor();
      await page.getByLabel(/^Numéro de commande/).fill('999999999');
      await page.getByLabel(/^Code postal de facturation/).fill(ADDRESS.postcode);
      await page.getByRole('button', { name: 'Suivre la commande' }).click();
      await page.getByRole('button', { name: 'Suivre la commande' }).waitFor();
      await page.getByRole('alert').filter({ hasText: neutral }).waitFor();
      expect(await page.getByLabel(/^Adresse e-mail/).inputValue()).toBe(email);
      if (width === 375) await screenshot(page, 'track-order-refused-375');
      await page.getByLabel(/^Numéro de commande/).fill(number);
      await page.getByRole('button', { name: 'Suivre la commande' }).click();
      const result = page.getByRole('region', { name: `Commande n° ${number}` });
      await result.waitFor();
      const shown = plain(await result.textContent());
      expect(shown).toContain('En cours de traitement');
      expect(shown).toContain(PRODUCT.name);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `track-order-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
