import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { shopInChromium } from './support/suite';

// Token lifetime (spec §4, §9): this file's shop gives tokens a few seconds, set before its first page is rendered
// (pages carry the store's configuration they were served with).
const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });
const LIFETIME_S = 4;
const PASSWORD = 'Printemps#2026';

const accountTrigger = (page: Page) => page.locator('header.header .header__account');
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('vitrine-persistence__signin_token'));

beforeAll(async () => {
  const response = await fetch(`${suite.shop.url}/__test__/config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: 'customer_token_expiration_time', value: LIFETIME_S }),
  });
  expect(response.status).toBe(200);
});

describe('the session in Chromium', () => {
  it('signs the shopper out and reloads the page once the token has lived the store’s lifetime', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/create-account`, { waitUntil: 'networkidle' });
    await page.getByLabel(/^Prénom/).fill('Marie');
    await page.getByLabel(/^Nom/).fill('Dupont');
    await page.getByLabel(/^Adresse e-mail/).fill(`expire.${Date.now()}@example.fr`);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /J’accepte que Vitrine traite mes données/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Bonjour, Marie');
    const stored = JSON.parse((await tokenOf(page))!) as { ttl: number };
    expect(stored.ttl).toBe(LIFETIME_S);
    // The page reloads when the lifetime is over, signed out. The limit only stops a hang: on two busy cores the
    // reloaded account page may take many seconds to finish loading.
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await reloaded;
    await expect.poll(() => accountTrigger(page).textContent()).toBe('Se connecter');
    expect(await tokenOf(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs out at start-up with a stored token already expired: no request with it, nothing left of it', async () => {
    const { page, context, errors, graphql } = await openPage(suite.browser, 1440);
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('vitrine-persistence__signin_token', JSON.stringify({ value: 'an-old-token', timeStored: Date.now() - 60_000, ttl: 30 }));
      localStorage.setItem('cartId', 'an-old-cart');
    });
    await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
    expect(await accountTrigger(page).textContent()).toBe('Se connecter');
    expect(await tokenOf(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBeNull();
    expect(graphql.filter((request) => request.hasAuthorization)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
