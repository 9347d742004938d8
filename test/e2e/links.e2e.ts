import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cmsPages } from '../../src/backend/seed/cms';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';
import { createCustomer as createCustomerAt } from './support/customers';

const suite = shopInChromium();

const PASSWORD = 'Printemps#2026';
/** What the server puts in the not-found page it renders (spec §8: "status 404 for prerender"). */
const NOT_FOUND_MARKER = '<meta name="prerender-status-code" content="404"';

/** The seeded CMS pages, by their address (the home page is `/`). */
const CMS_PATHS = cmsPages.map((page) => (page.urlKey === 'home' ? '/' : `/${page.urlKey}`));

/** Every link found so far: its address (without the fragment) and where it was seen first. */
type Found = Map<string, string>;

async function collect(page: Page, selector: string, where: string, found: Found) {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs) {
    const url = new URL(href);
    url.hash = '';
    if (!found.has(url.href)) found.set(url.href, where);
  }
  return hrefs.length;
}

/** The drawer's category tree, level by level: each level's links, then each branch opened and closed again. */
async function walkDrawerTree(page: Page, where: string, found: Found): Promise<void> {
  const tree = page.locator('.nav-drawer__tree');
  await tree.locator('li').first().waitFor();
  await collect(page, '.nav-drawer a[href]', where, found);
  const branches = await tree.locator('.nav-list__branch').allTextContents();
  for (const name of branches) {
    await tree.locator('.nav-list__branch', { hasText: name }).click();
    await walkDrawerTree(page, where, found);
    await page.locator('.side-panel').getByRole('button', { name: 'Retour', exact: true }).click();
  }
}

/**
 * A guest's drawer views are the real forms (the audit found "Ce formulaire arrivera avec les comptes clients." in
 * each): sign in, create an account, forgotten password, each with its fields and its button.
 */
async function expectDrawerForms(page: Page) {
  const view = page.locator('.nav-drawer__view');
  const expectForm = async (fields: RegExp[], submit: string) => {
    for (const label of fields) await view.getByLabel(label).first().waitFor();
    await view.getByRole('button', { name: submit }).waitFor();
    expect(await view.textContent()).not.toMatch(/arrivera|comptes clients/);
  };
  await expectForm([/^Adresse e-mail/, /^Mot de passe/], 'Se connecter');
  await view.getByRole('button', { name: 'Créer un compte' }).click();
  await expectForm([/^Prénom/, /^Nom/, /^Adresse e-mail/, /^Mot de passe/], 'Créer mon compte');
  await page.locator('.side-panel').getByRole('button', { name: 'Retour', exact: true }).click();
  await view.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expectForm([/^Adresse e-mail/], 'Envoyer le lien');
  await page.locator('.side-panel').getByRole('button', { name: 'Retour', exact: true }).click();
  await view.getByRole('button', { name: 'Se connecter' }).waitFor();
}

/** The header and the footer at the page's width; the drawer's tree and account view (a guest's sign-in form, a customer's pages). */
async function collectShell(page: Page, width: number, found: Found, { drawer }: { drawer: 'tree' | 'account' | null }) {
  await page.setViewportSize({ width, height: 900 });
  await collect(page, 'header a[href]', `header at ${width} px`, found);
  await collect(page, 'footer a[href]', `footer at ${width} px`, found);
  if (!drawer) return;
  await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
  if (drawer === 'tree') await walkDrawerTree(page, `drawer at ${width} px`, found);
  await page.locator('.nav-drawer__account-bar button').click();
  await page.locator('.nav-drawer__view').waitFor();
  await collect(page, '.nav-drawer a[href]', `drawer's account view at ${width} px`, found);
  if (drawer === 'tree') await expectDrawerForms(page);
  await page.keyboard.press('Escape');
  await page.locator('.nav-drawer').waitFor({ state: 'detached' });
}

/** A customer made through the shop's GraphQL. */
const createCustomer = (email: string) => createCustomerAt(suite.shop.url, { email, password: PASSWORD });

describe('links', () => {
  it('no link of the header, the footer, the drawer or a seeded CMS page leads to the not-found page, at 1440 and 375 px, for a guest and a customer', { timeout: 240_000 }, async () => {
    const found: Found = new Map();
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    await hydrated(page.locator('header .header__logo'));
    await collectShell(page, 1440, found, { drawer: null });
    await collectShell(page, 375, found, { drawer: 'tree' });

    // A customer's header (the account menu) and drawer (the My Account view).
    const email = `liens.${Date.now()}@example.fr`;
    await createCustomer(email);
    await page.goto(`${suite.shop.url}/sign-in`);
    await hydrated(page.locator('#main').getByRole('button', { name: 'Se connecter' }));
    await page.getByLabel(/^Adresse e-mail/).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('.header__account--button').waitFor();
    await collectShell(page, 375, found, { drawer: 'account' });
    await collectShell(page, 1440, found, { drawer: null });
    await page.locator('.header__account--button').click();
    await page.getByRole('menu').waitFor();
    await collect(page, '[role="menu"] a[href]', 'account menu at 1440 px', found);
    await page.keyboard.press('Escape');

    // Every seeded CMS page, as the server renders it: its content's links, its blocks'.
    for (const path of CMS_PATHS) {
      const html = await (await context.request.get(`${suite.shop.url}${path}`)).text();
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      const hrefs = [...main.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) {
        const url = new URL(href, suite.shop.url);
        url.hash = '';
        if (!found.has(url.href)) found.set(url.href, `CMS page ${path}`);
      }
    }
    expect(errors).toEqual([]);

    // Each of the shop's addresses once, as the server renders it: a page, never the not-found one.
    const internal = [...found].filter(([url]) => new URL(url).origin === suite.shop.url);
    expect(internal.length).toBeGreaterThan(40);
    const leadsNowhere = async (url: string) => {
      const response = await context.request.get(url);
      return response.status() === 404 || (await response.text()).includes(NOT_FOUND_MARKER);
    };
    // The check knows the not-found page when it sees it.
    expect(await leadsNowhere(`${suite.shop.url}/page-qui-n-existe-pas`)).toBe(true);
    const broken: string[] = [];
    const check = async ([url, where]: [string, string]) => {
      if (await leadsNowhere(url)) broken.push(`${new URL(url).pathname} (${where})`);
    };
    // A few at a time: the server renders each page.
    for (let i = 0; i < internal.length; i += 4) await Promise.all(internal.slice(i, i + 4).map(check));
    expect(broken).toEqual([]);
    await context.close();
  });

  it('the links the audit found broken lead to their pages', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    const header = page.locator('header');
    await hydrated(header.getByRole('link', { name: 'Se connecter' }));
    const footer = page.locator('footer');

    expect(await header.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe('/contact-us');

    await header.getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await footer.getByRole('link', { name: 'Créer un compte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
    await footer.getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    for (const column of ['Mon compte', 'Aide']) {
      await footer.getByRole('navigation', { name: column }).getByRole('link', { name: 'Suivi de commande' }).click();
      await page.getByRole('heading', { level: 1, name: 'Suivre ma commande' }).waitFor();
      await page.goBack();
    }

    await page.goto(`${suite.shop.url}/customer-service`);
    const content = page.locator('.cms-page');
    await hydrated(content.getByRole('link', { name: 'Suivre ma commande' }).first());
    expect(await content.getByRole('link', { name: 'Nous écrire' }).getAttribute('href')).toBe('/contact-us');
    expect(await content.getByRole('link', { name: 'formulaire de contact' }).getAttribute('href')).toBe('/contact-us');
    await content.getByRole('link', { name: 'Suivre ma commande' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Suivre ma commande' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the not-found page', () => {
  it('is answered with status 404 and the page, for an address the shop does not know', async () => {
    const { context } = await openPage(suite.browser, 1440);
    const response = await context.request.get(`${suite.shop.url}/cette-page-n-existe-pas`);
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(/<title>404 Page introuvable \| [^<]+<\/title>/.exec(body)?.[0]).toBeTruthy();
    expect(body.includes(NOT_FOUND_MARKER)).toBe(true);
    expect(body.includes('La page que vous cherchez n’existe pas.')).toBe(true);
    // Its search field and its way home come with the server's page, before any script.
    expect(/<form[^>]*role="search"/.test(body)).toBe(true);
    expect(/<a [^>]*href="\/"[^>]*class="button button--primary">Retour à l’accueil<\/a>/.test(body)).toBe(true);
    await context.close();
  });

  for (const width of [375, 1440]) {
    it(`leads home and searches the shop at ${width} px`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const response = await page.goto(`${suite.shop.url}/flacon-egare.html`);
      expect(response!.status()).toBe(404);
      const main = page.locator('#main');
      await main.getByText('La page que vous cherchez n’existe pas. Nous en sommes désolés.').waitFor();
      const search = main.getByRole('search');
      const field = search.getByRole('combobox', { name: 'Rechercher dans la boutique' });
      await hydrated(field);
      await field.fill('omega');
      await main.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Oméga-3 EPA DHA marin/ }).waitFor();
      // The thumbnails are rendered on their first request: the screenshot waits for them.
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('#main img.search-suggestion__image')].every((img) => img.complete && img.naturalWidth > 0));
      await screenshot(page, `not-found-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      await field.press('Enter');
      await page.waitForURL(/\/search\.html\?query=omega$/);
      await page.getByRole('heading', { level: 1, name: 'Résultats pour « omega »' }).waitFor();

      await page.goBack();
      await main.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await page.waitForURL(`${suite.shop.url}/`);
      await page.getByRole('heading', { level: 1, name: 'Passez l’hiver en pleine forme' }).waitFor();
      // The console's only error: the document itself, answered with its 404.
      expect(errors).toEqual([`Failed to load resource: the server responded with a status of 404 (Not Found): ${suite.shop.url}/flacon-egare.html`]);
      await context.close();
    });
  }
});
