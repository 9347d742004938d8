import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

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

  it('sends every public query as GET without Authorization, even for a signed-in shopper', async () => {
    const { page, context, graphql, errors } = await openPage(suite.browser, 1440);
    // A stored sign-in token: the client would add it to every request if it did not tell public from private.
    await context.addInitScript(() =>
      localStorage.setItem('vitrine-persistence__signin_token', JSON.stringify({ value: 'token-of-a-customer', timeStored: Date.now(), ttl: 3600 })),
    );
    await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
    for (const path of ['/omega-3-acides-gras.html', '/search.html?query=magnesium', '/omega-3-epa-dha-marin.html', '/about-us']) {
      await page.evaluate((to) => {
        history.pushState(null, '', to);
      }, path);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    const publicQueries = graphql.filter((request) => request.operation === 'query' && request.isPublic);
    expect(publicQueries.length).toBeGreaterThanOrEqual(4);
    expect(publicQueries.filter((request) => request.method !== 'GET' || request.hasAuthorization)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
