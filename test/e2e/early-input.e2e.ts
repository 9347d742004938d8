import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reactOwns } from '../../src/app/services/react-owns';
import { consoleError, reactListens } from './support/browser';
import { createCustomer } from './support/customers';
import { shopInChromium } from './support/suite';

// What a shopper does on the server's page before the app has hydrated it (a slow phone, a slow line): the text typed
// into its fields, the box ticked and the button tapped are not lost, they reach the form once the page has hydrated.
const suite = shopInChromium();
const PASSWORD = 'Printemps#2026';

/**
 * A page of the server's with React's renderer (or other chunks: `scripts`, by name) held back until `release`: it stays
 * the server's markup, with no React listening, as on a slow phone while the app starts. `release()` lets all come.
 */
async function heldBackPage(
  path: string,
  scripts = ['renderer'],
): Promise<{ page: Page; errors: string[]; release: (script?: string) => void; close: () => Promise<void> }> {
  const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-FR', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(consoleError(message)));
  page.on('pageerror', (error) => errors.push(error.message));
  const releases = new Map<string, () => void>();
  const asked = new Set<string>();
  for (const script of scripts) {
    const held = new Promise<void>((resolve) => releases.set(script, resolve));
    await page.route(new RegExp(`/assets/chunks/${script}-[^/]+\\.js$`), async (route) => {
      asked.add(script);
      await held;
      await route.continue();
    });
  }
  await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'load' });
  await expect.poll(() => asked.size).toBe(scripts.length);
  const release = (script?: string) => (script ? [releases.get(script)!] : [...releases.values()]).forEach((resolve) => resolve());
  return { page, errors, release, close: () => context.close() };
}

const accountTrigger = (page: Page) => page.locator('header.header .header__account');
/** Whether React has taken `selector`'s element over. */
const hydrated = (page: Page, selector: string) => page.locator(selector).evaluate(reactOwns);

describe('input before the page hydrated, in Chromium', () => {
  it('signs in with the e-mail and password typed, and the button tapped, before hydration', async () => {
    const email = `avance.${Date.now()}@example.fr`;
    await createCustomer(suite.shop.url, { email, firstname: 'Léa', password: PASSWORD });
    const { page, errors, release, close } = await heldBackPage('/sign-in');
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect(await accountTrigger(page).textContent()).toBe('Se connecter');
    release();
    await expect.poll(() => accountTrigger(page).textContent(), { timeout: 20_000 }).toBe('Bonjour, Léa');
    expect(errors).toEqual([]);
    await close();
  });

  it('creates the account with the fields typed, the consent ticked and the button tapped before hydration', async () => {
    const { page, errors, release, close } = await heldBackPage('/create-account');
    await page.getByLabel(/^Prénom/).fill('Marie');
    await page.getByLabel(/^Nom/).fill('Dupont');
    await page.getByLabel(/^Adresse e-mail/).fill(`avance.${Date.now()}@example.fr`);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /J’accepte que Vitrine traite mes données/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    release();
    await expect.poll(() => accountTrigger(page).textContent(), { timeout: 20_000 }).toBe('Bonjour, Marie');
    expect(errors).toEqual([]);
    await close();
  });

  it('sends a form tapped while React listens but its part still waits for its code: once hydrated, never by the browser', async () => {
    const email = `attente.${Date.now()}@example.fr`;
    await createCustomer(suite.shop.url, { email, firstname: 'Chloé', password: PASSWORD });
    const { page, errors, release, close } = await heldBackPage('/sign-in', ['sign-in-page']);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
    let tokens = 0;
    page.on('request', (request) => void (request.method() === 'POST' && request.postData()?.includes('"SignIn"') && tokens++));
    // React listens from the page's root, and the form's part waits for its code: React cannot hydrate it on a tap.
    await expect.poll(() => reactListens(page)).toBe(true);
    expect(await hydrated(page, '.account-page form button')).toBe(false);
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // The browser did not send the form itself: no address with its fields, the password among them.
    expect(addresses).toEqual([]);
    expect(await page.getByLabel(/^Mot de passe/).inputValue()).toBe(PASSWORD);
    release();
    await expect.poll(() => accountTrigger(page).textContent(), { timeout: 20_000 }).toBe('Bonjour, Chloé');
    expect(addresses.every((address) => new URL(address).search === ''), addresses.join(' ')).toBe(true);
    expect(tokens, 'sign-ins sent').toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('signs in with what was typed before hydration when the form is sent while the rest of the page still hydrates', async () => {
    const email = `entre.${Date.now()}@example.fr`;
    await createCustomer(suite.shop.url, { email, firstname: 'Inès', password: PASSWORD });
    // Typed before hydration; the footer's code held back after, so the page's hydration is not done when the form is.
    const { page, errors, release, close } = await heldBackPage('/sign-in', ['renderer', 'footer']);
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    release('renderer');
    await expect.poll(() => hydrated(page, '.account-page form button'), { timeout: 20_000 }).toBe(true);
    // Sent with what was typed (the network waits for the page's hydration, hence for the footer).
    await page.getByRole('button', { name: 'Se connecter' }).click();
    release('footer');
    await expect.poll(() => accountTrigger(page).textContent(), { timeout: 20_000 }).toBe('Bonjour, Inès');
    expect(errors).toEqual([]);
    await close();
  });
});
