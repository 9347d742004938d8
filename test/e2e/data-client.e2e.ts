import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { shopInChromium } from './support/suite';
import { createCustomer, customerToken } from './support/customers';

const suite = shopInChromium();

/** A new customer's token, as the sign-in form gets it. */
async function newCustomerToken(email: string): Promise<string> {
  await createCustomer(suite.shop.url, { email, password: 'Printemps#2026' });
  return customerToken(suite.shop.url, email, 'Printemps#2026');
}

describe('the data client in Chromium', () => {
  it('renders the first page on the server and hydrates it without a single GraphQL request', async () => {
    const { page, context, graphql, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/omega-3-acides-gras.html`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oméga-3 & acides gras');
    expect(graphql).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pre-resolves a link on hover, so that the click sends no GraphQL request', async () => {
    const { page, context, graphql, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/omega-3-acides-gras.html`, { waitUntil: 'networkidle' });
    const link = page.getByRole('link', { name: 'Huile de krill antarctique' }).first();
    await link.hover();
    await expect.poll(() => graphql.length).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    const beforeClick = graphql.length;
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Huile de krill antarctique' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(graphql.slice(beforeClick)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends every public query as GET without Authorization, even for a signed-in shopper; the customer\'s own with it', async () => {
    const { page, context, graphql, errors } = await openPage(suite.browser, 1440);
    // A signed-in customer: the client would add the token to every request if it did not tell public from private.
    const token = await newCustomerToken(`client.${Date.now()}@example.fr`);
    await context.addInitScript((value) => {
      localStorage.setItem('vitrine-persistence__signin_token', JSON.stringify({ value, timeStored: Date.now(), ttl: 3600 }));
    }, token);
    await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
    await page.locator('header.header .header__account').filter({ hasText: 'Bonjour, Léa' }).waitFor();
    for (const path of ['/omega-3-acides-gras.html', '/search.html?query=magnesium', '/omega-3-epa-dha-marin.html', '/about-us']) {
      // The page on screen stays until the next is ready: wait for the next one's heading.
      const before = await page.locator('main h1').first().textContent();
      await page.evaluate((to) => {
        history.pushState(null, '', to);
      }, path);
      await expect.poll(() => page.locator('main h1').first().textContent(), { timeout: 10_000 }).not.toBe(before);
      await page.waitForLoadState('networkidle');
    }
    const publicQueries = graphql.filter((request) => request.operation === 'query' && request.isPublic);
    expect(publicQueries.length, JSON.stringify(graphql.map((r) => [r.name, r.operation, r.isPublic]))).toBeGreaterThanOrEqual(4);
    expect(publicQueries.filter((request) => request.method !== 'GET' || request.hasAuthorization)).toEqual([]);
    // The customer's details and cart are theirs: those go with the token, and never to a CDN.
    const own = graphql.filter((request) => !request.isPublic);
    expect(own.map((request) => request.name)).toEqual(expect.arrayContaining(['CustomerCart', 'SignedInCustomer']));
    expect(own.every((request) => request.method === 'GET' && request.hasAuthorization)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
