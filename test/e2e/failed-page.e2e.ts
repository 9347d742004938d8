import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

const resolvesRoute = (url: URL) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'ResolveURL';

describe('a page that could not load', () => {
  for (const width of [375, 1440]) {
    it(`says so and offers to try again, which shows the page once the shop answers, at ${width} px`, async () => {
      const { page, context } = await openPage(suite.browser, width, 900);
      await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
      // The shop cannot be reached for the next page's route.
      const unreachable = (route: Route) => route.abort('connectionreset');
      await page.route(resolvesRoute, unreachable);
      await page.locator('footer a[href="/about-us"]').first().evaluate((link: HTMLAnchorElement) => link.click());

      const main = page.getByRole('main');
      await main.getByText('Une erreur s’est produite. Nous en sommes désolés.').waitFor();
      const retry = main.getByRole('button', { name: 'Réessayer' });
      await retry.waitFor();
      await screenshot(page, `failed-page-${width}`, { fullPage: false });

      // The shop answers again: one tap brings the page, at the same address.
      await page.unroute(resolvesRoute, unreachable);
      await retry.click();
      await main.getByRole('heading', { level: 1 }).waitFor();
      expect(await main.getByRole('button', { name: 'Réessayer' }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/about-us');
      await page.waitForLoadState('networkidle');
      await context.close();
    });
  }
});
