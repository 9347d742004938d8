import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reactOwns } from '../../src/app/services/react-owns';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot, waitingForTheApp } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

const menuBar = (page: Page) => page.getByRole('navigation', { name: 'Catégories' });
const topLink = (page: Page, name: string) => menuBar(page).getByRole('link', { name, exact: true });
const toggle = (page: Page, name: string) => menuBar(page).getByRole('button', { name: `${name} : afficher les sous-catégories` });
/** Closes a page once its requests are answered (a hover or a click may have started some). */
async function close({ page, context }: { page: Page; context: BrowserContext }) {
  await page.waitForLoadState('networkidle');
  await context.close();
}

/** The dropdown a category's button controls. */
async function dropdown(page: Page, name: string) {
  return page.locator(`[id="${await toggle(page, name).getAttribute('aria-controls')}"]`);
}

describe('the mega menu on a phone', () => {
  it('stays the server’s hidden markup, its code not fetched, until the screen widens; then it opens as on a wide one', async () => {
    const { page, context, errors } = await openPage(suite.browser, 412, 823);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/mega-menu-[\w-]+\.js$/.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.goto(suite.shop.url);
    await page.waitForLoadState('networkidle');
    // Its links are in the page (hidden on a narrow screen), and React has left them as the server sent them.
    const hiddenMenu = page.locator('nav.mega-menu');
    expect(await hiddenMenu.locator('a.mega-menu__link[href="/vitamines-mineraux.html"]').count()).toBe(1);
    expect(await hiddenMenu.isVisible()).toBe(false);
    expect(await hiddenMenu.evaluate(reactOwns)).toBe(false);
    expect(fetched).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await hydrated(menuBar(page));
    expect(fetched).toHaveLength(1);
    await topLink(page, 'Vitamines & minéraux').hover();
    await (await dropdown(page, 'Vitamines & minéraux')).waitFor();
    expect(await toggle(page, 'Vitamines & minéraux').getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await close({ page, context });
  });
});

describe('the mega menu at 1440 px', () => {
  it('is in the HTML the server sends, every dropdown with its links', async () => {
    const html = await (await fetch(suite.shop.url)).text();
    expect(html).toContain('class="mega-menu__link"');
    expect(html).toContain('Vitamines &amp; minéraux');
    expect(html).toMatch(/href="\/extraits-de-plantes\/curcuma\.html"/);
  });

  it('opens on hover and closes shortly after the pointer leaves', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    await topLink(page, 'Vitamines & minéraux').hover();
    const panel = await dropdown(page, 'Vitamines & minéraux');
    await panel.waitFor();
    expect(await toggle(page, 'Vitamines & minéraux').getAttribute('aria-expanded')).toBe('true');
    expect(await panel.getByRole('link', { name: 'Magnésium' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Découvrir' }).getAttribute('href')).toBe('/vitamine-d3-2000-ui-vegetale.html');
    await panel.getByRole('img', { name: 'Flacon de vitamine D3 2000 UI végétale' }).evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, 'mega-menu-full-1440', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    // Across to the next category: its dropdown replaces this one.
    await topLink(page, 'Oméga-3 & acides gras').hover();
    await panel.waitFor({ state: 'hidden' });
    await (await dropdown(page, 'Oméga-3 & acides gras')).waitFor();
    await page.mouse.move(720, 800);
    await (await dropdown(page, 'Oméga-3 & acides gras')).waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });

  it('opens with ArrowDown or Space and closes with Escape, ArrowUp or Shift+Tab', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    const link = topLink(page, 'Sommeil & stress');
    const button = toggle(page, 'Sommeil & stress');
    const expanded = () => button.getAttribute('aria-expanded');
    await hydrated(button);
    await link.focus();
    await page.keyboard.press('ArrowDown');
    expect(await expanded()).toBe('true');
    // A second ArrowDown moves into the dropdown.
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.closest('.mega-menu__panel') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await expanded()).toBe('false');
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await link.focus();
    await page.keyboard.press('Space');
    expect(await expanded()).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await expanded()).toBe('false');
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    expect(await expanded()).toBe('false');
    // The button is a disclosure: Enter toggles it.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toBe('true');
    await page.keyboard.press('Enter');
    expect(await expanded()).toBe('false');
    expect(errors).toEqual([]);
    await close({ page, context });
  });

  it('lays a skinny category out in columns of 6 links, without grandchildren', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    await topLink(page, 'Extraits de plantes').hover();
    const panel = await dropdown(page, 'Extraits de plantes');
    await panel.waitFor();
    const columns = await panel.locator('.mega-menu__skinny-column').evaluateAll((lists) => lists.map((list) => list.querySelectorAll('a').length));
    expect(columns).toEqual([6, 2]);
    expect(await panel.locator('.mega-menu__column').count()).toBe(0);
    await screenshot(page, 'mega-menu-skinny-1440', { fullPage: false });
    expect(errors).toEqual([]);
    await close({ page, context });
  });

  it('takes the shopper from home to a category page, and closes behind them', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await topLink(page, 'Vitamines & minéraux').hover();
    const panel = await dropdown(page, 'Vitamines & minéraux');
    await panel.getByRole('link', { name: 'Magnésium' }).click();
    await page.waitForURL(`${suite.shop.url}/vitamines-mineraux/mineraux/magnesium.html`);
    await page.getByRole('heading', { level: 1, name: 'Magnésium' }).waitFor();
    await panel.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });
});

describe('a link followed from low on a page', () => {
  it('shows the next page from its top; back brings the last page again', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Nous contacter' });
    await hydrated(contact);
    await contact.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(500);
    await contact.click();
    await page.waitForURL(`${suite.shop.url}/contact-us`);
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${suite.shop.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });
});

describe('the navigation drawer at 375 px', () => {
  it('drills into a sub-category and back, and closes at the root', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375, 812);
    await page.goto(suite.shop.url);
    expect(await menuBar(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
    const drawer = page.getByRole('dialog');
    const title = () => drawer.getByRole('heading', { level: 2 }).textContent();
    await drawer.getByRole('button', { name: 'Vitamines & minéraux' }).click();
    expect(await title()).toBe('Vitamines & minéraux');
    await drawer.getByRole('button', { name: 'Vitamines', exact: true }).click();
    expect(await title()).toBe('Vitamines');
    expect(await drawer.getByRole('link', { name: 'Vitamine C' }).getAttribute('href')).toBe('/vitamines-mineraux/vitamines/vitamine-c.html');
    expect(await drawer.getByRole('link', { name: 'Voir toute la catégorie Vitamines' }).isVisible()).toBe(true);
    await screenshot(page, 'drawer-level-375');
    expect(await seriousViolations(page)).toEqual([]);
    const back = drawer.getByRole('button', { name: 'Retour' });
    await back.click();
    expect(await title()).toBe('Vitamines & minéraux');
    await back.click();
    expect(await title()).toBe('Menu principal');
    await back.click();
    await drawer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });

  it('keeps the sheet’s height at every level: a sub-level is as tall as the root', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375, 812);
    await page.goto(suite.shop.url);
    await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
    const drawer = page.getByRole('dialog');
    const sheet = page.locator('.side-panel:not([data-entering])');
    await sheet.waitFor();
    const root = (await sheet.boundingBox())!;
    await drawer.getByRole('button', { name: 'Vitamines & minéraux' }).click();
    await drawer.getByRole('button', { name: 'Vitamines', exact: true }).click();
    await drawer.getByRole('link', { name: 'Vitamine C' }).waitFor();
    expect(await sheet.boundingBox()).toEqual(root);
    await screenshot(page, 'drawer-sub-level-height-375', { fullPage: false });
    await drawer.getByRole('button', { name: 'Retour' }).click();
    expect(await sheet.boundingBox()).toEqual(root);
    expect(errors).toEqual([]);
    await close({ page, context });
  });

  it('names react-aria’s hidden dismiss buttons in the shop’s French, whatever the browser’s language', async () => {
    // A browser set to English on the French shop.
    const context = await suite.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US', serviceWorkers: 'block' });
    const page = waitingForTheApp(await context.newPage());
    await page.goto(suite.shop.url);
    await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
    await page.getByRole('dialog').waitFor();
    // react-aria's dismiss buttons: 1 px, out of the tab order, for screen readers only.
    const dismiss = page.locator('.side-panel-mask button[aria-label][tabindex="-1"]');
    expect(await dismiss.count()).toBeGreaterThan(0);
    expect(new Set(await dismiss.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))))).toEqual(new Set(['Rejeter']));
    await close({ page, context });
  });

  it('opens the account views over the tree, with the back rules of the drawer', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375, 812);
    await page.goto(suite.shop.url);
    await page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
    const drawer = page.getByRole('dialog');
    const title = () => drawer.getByRole('heading', { level: 2 }).textContent();
    await drawer.getByRole('button', { name: 'Se connecter' }).click();
    expect(await title()).toBe('Se connecter');
    await drawer.getByRole('button', { name: 'Créer un compte' }).click();
    expect(await title()).toBe('Créer un compte');
    await drawer.getByLabel(/^Prénom/).waitFor();
    expect(await drawer.getByRole('button', { name: 'Créer mon compte' }).isVisible()).toBe(true);
    await screenshot(page, 'drawer-create-account-375');
    await drawer.getByRole('button', { name: 'Retour' }).click();
    expect(await title()).toBe('Se connecter');
    await drawer.getByRole('button', { name: 'Retour' }).click();
    expect(await title()).toBe('Menu principal');
    // A link of the tree closes the drawer behind the shopper.
    await drawer.getByRole('link', { name: 'Enfants' }).click();
    await page.waitForURL(`${suite.shop.url}/enfants.html`);
    await drawer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });
});

describe('the search panel', () => {
  it('suggests products and categories for "magn", and "voir tous les résultats" opens the search page', async () => {
    const { page, context, errors, graphql } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Ouvrir ou fermer la recherche' }).click();
    const field = page.getByRole('combobox', { name: 'Rechercher dans la boutique' });
    await field.pressSequentially('magn', { delay: 50 });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await suggestions.getByRole('option', { name: /Magnésium malate/ }).waitFor();
    expect(await suggestions.getByRole('option', { name: /^Magnésium.*Minéraux$/ }).getAttribute('href')).toBe('/vitamines-mineraux/mineraux/magnesium.html');
    // Typing paused once: one request, for the whole word.
    const asked = graphql.filter((request) => request.name === 'SearchSuggestions');
    expect(asked).toHaveLength(1);
    await page.keyboard.press('ArrowDown');
    expect(await field.getAttribute('aria-activedescendant')).toBeTruthy();
    await screenshot(page, 'search-suggestions-1440', { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await suggestions.getByRole('option', { name: 'Voir tous les résultats' }).click();
    await page.waitForURL(`${suite.shop.url}/search.html?query=magn`);
    await field.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });

  it('says so when nothing matches', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    await page.getByRole('button', { name: 'Ouvrir ou fermer la recherche' }).click();
    await page.getByRole('combobox', { name: 'Rechercher dans la boutique' }).fill('xyzzy');
    await page.getByText('Aucun résultat pour « xyzzy ».').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Rechercher dans la boutique' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });
});

/** The search panel opened and "zinc" typed as a shopper does, its suggestions shown. */
async function suggestZinc(page: Page) {
  await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Ouvrir ou fermer la recherche' }).click();
  const field = page.getByRole('combobox', { name: 'Rechercher dans la boutique' });
  await field.pressSequentially('zinc', { delay: 50 });
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await suggestions.getByRole('option').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[role="listbox"]')?.getAttribute('aria-busy') !== 'true');
  // Images settled before the screenshot, decoded or not: on busy cores a thumbnail may fail or be replaced while it
  // decodes, which is no fault of the keyboard this file tests.
  await suggestions.locator('img').evaluateAll((images: HTMLImageElement[]) => Promise.allSettled(images.map((image) => image.decode())));
  return { field, options: suggestions.getByRole('option') };
}

/** The option the field names as its active descendant, or null. */
async function activeOption(page: Page) {
  return page.evaluate(() => {
    const id = document.querySelector('#search-panel [role="combobox"]')?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return option && { name: option.textContent, href: option.getAttribute('href'), selected: option.getAttribute('aria-selected') };
  });
}

describe('the search panel by keyboard', () => {
  for (const width of [375, 1440]) {
    it(`follows the suggestion the arrow keys highlight, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width, 900);
      const { field, options } = await suggestZinc(page);
      const hrefs = await options.evaluateAll((items) => items.map((item) => item.getAttribute('href')));
      expect(hrefs.at(-1)).toBe('/search.html?query=zinc');
      expect(await activeOption(page)).toBeNull();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const second = await activeOption(page);
      expect(second?.href).toBe(hrefs[1]);
      expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      await screenshot(page, `search-highlighted-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      // Up past the first wraps to "see all results", down past it back to the first.
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect((await activeOption(page))?.href).toBe('/search.html?query=zinc');
      await page.keyboard.press('ArrowDown');
      expect((await activeOption(page))?.href).toBe(hrefs[0]);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${suite.shop.url}${hrefs[1]}`);
      await field.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors).toEqual([]);
      await close({ page, context });
    });
  }

  it('searches for what was typed on Enter with no suggestion highlighted; Escape closes the panel', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const { field } = await suggestZinc(page);
    await page.keyboard.press('ArrowDown');
    // Typing again forgets the highlight: Enter searches.
    await field.pressSequentially(' ', { delay: 50 });
    expect(await activeOption(page)).toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${suite.shop.url}/search.html?query=zinc`);
    await page.getByRole('button', { name: 'Ouvrir ou fermer la recherche' }).click();
    await page.getByRole('combobox', { name: 'Rechercher dans la boutique' }).pressSequentially('zinc', { delay: 50 });
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Rechercher dans la boutique' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });
});

const LATENCY_MS = 1200;

/** From now on, every GraphQL answer and every script arrives 1.2 s late, as on a slow network. */
async function slowNetwork(page: Page) {
  await page.route(
    (url) => url.pathname === '/graphql' || url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      await route.continue().catch(() => undefined);
    },
  );
}

/**
 * Watches `<main>` from now on, at every change and every frame: what it shows (the heading of a page, or a
 * shimmer of some kind), and whether it is ever empty.
 */
async function watchMain(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    const look = () => {
      // What is visible only: a Suspense fallback hides what it replaces with display: none.
      const main = document.querySelector('main')!;
      const shimmer = [...main.querySelectorAll('[data-testid="page-shimmer"]')].find((element) => element.checkVisibility());
      const h1 = [...main.querySelectorAll('h1')].find((element) => element.checkVisibility())?.textContent?.trim();
      const state = h1 ? `page:${h1}` : shimmer ? `shimmer:${shimmer.className}` : main.innerText.trim() ? 'text' : 'empty';
      if (seen.at(-1) !== state) seen.push(state);
    };
    new MutationObserver(look).observe(document.querySelector('main')!, { childList: true, subtree: true, characterData: true });
    const frame = () => (look(), requestAnimationFrame(frame));
    frame();
    (window as unknown as { mainSeen: string[] }).mainSeen = seen;
  });
  return () => page.evaluate(() => (window as unknown as { mainSeen: string[] }).mainSeen);
}

describe('navigation on a slow network (1.2 s added to every answer)', () => {
  for (const width of [375, 1440]) {
    it(`keeps the page on screen until the next one is ready: a category, a product, a CMS page, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width, 900);
      await page.goto(suite.shop.url, { waitUntil: 'networkidle' });
      await slowNetwork(page);
      const heading = page.getByRole('heading', { level: 1 });
      const home = await heading.textContent();

      // A category, from a link the shopper sees (on a narrow screen, the mega menu's are hidden and left unhydrated).
      let seen = await watchMain(page);
      const category = page.locator('a[href="/omega-3-acides-gras.html"]:visible').first();
      await category.evaluate((link: HTMLAnchorElement) => link.click());
      await page.waitForURL(`${suite.shop.url}/omega-3-acides-gras.html`);
      await page.waitForTimeout(LATENCY_MS / 2);
      await screenshot(page, `slow-navigation-category-${width}`, { fullPage: false });
      await heading.filter({ hasText: 'Oméga-3 & acides gras' }).waitFor();
      expect(await seen()).toEqual([`page:${home}`, 'page:Oméga-3 & acides gras']);

      // A product, from the listing.
      seen = await watchMain(page);
      const card = page.locator('main a[href$=".html"]').filter({ has: page.locator('img') }).first();
      const productPath = await card.getAttribute('href');
      await card.click();
      await page.waitForURL(`${suite.shop.url}${productPath}`);
      await page.waitForTimeout(LATENCY_MS / 2);
      await screenshot(page, `slow-navigation-product-${width}`, { fullPage: false });
      await page.locator('main h1').filter({ hasNotText: 'Oméga-3 & acides gras' }).waitFor();
      const product = await heading.textContent();
      expect(await seen()).toEqual(['page:Oméga-3 & acides gras', `page:${product}`]);

      // A CMS page, from the footer.
      seen = await watchMain(page);
      await page.locator('footer a[href="/about-us"]').first().click();
      await page.waitForURL(`${suite.shop.url}/about-us`);
      await page.locator('main h1').filter({ hasNotText: product! }).waitFor();
      const cms = await heading.textContent();
      expect(await seen()).toEqual([`page:${product}`, `page:${cms}`]);
      expect(errors).toEqual([]);
      await close({ page, context });
    });
  }
});
