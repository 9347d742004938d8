import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot } from './support/browser';
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
    const field = page.getByRole('searchbox');
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
    await page.getByRole('searchbox').fill('xyzzy');
    await page.getByText('Aucun résultat pour « xyzzy ».').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await close({ page, context });
  });
});
