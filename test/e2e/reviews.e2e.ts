import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { createCustomer } from './support/customers';
import { shopInChromium } from './support/suite';

// Test hooks: the store's settings changed, and reviews approved as the shop's moderation does.
const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const KRILL = '/huile-de-krill-antarctique.html';
const PASSWORD = 'Printemps#2026';
const SHOTS = '/tmp/exp/shots';

const hook = (path: string, body?: unknown) =>
  fetch(`${suite.shop.url}/__test__/${path}`, {
    method: 'POST', ...(body !== undefined && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });

const reviews = (page: Page) => page.getByRole('region', { name: 'Avis clients' });
const summaries = (page: Page) => reviews(page).getByRole('heading', { level: 3 }).allTextContents();

/** Writes a review through the form as a shopper would: four stars, a nickname, a summary and the words. */
async function writeReview(page: Page, nickname: string, summary: string) {
  await reviews(page).getByRole('button', { name: 'Donner votre avis' }).click();
  await reviews(page).getByRole('radio', { name: '4 étoiles' }).click({ force: true });
  await page.getByLabel(/^Pseudonyme/).fill(nickname);
  await page.getByLabel(/^Titre de l’avis/).fill(summary);
  await page.getByLabel(/^Votre avis/).fill('Capsules faciles à avaler, aucun arrière-goût.');
  await reviews(page).getByRole('button', { name: 'Publier mon avis' }).click();
  await reviews(page).getByText('Merci, votre avis sera publié après validation.').waitFor();
}

describe('product links and breadcrumbs, as the server renders them', () => {
  it('the page without JavaScript holds the breadcrumbs, the related products and the up-sells', async () => {
    const html = await (await fetch(`${suite.shop.url}${KRILL}`)).text();
    const nav = /<nav class="breadcrumbs" aria-label="Fil d’Ariane">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    const crumbs = [...nav.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&'));
    expect(crumbs).toEqual(['Accueil', 'Oméga-3 & acides gras', 'Oméga-3 marins', 'Huile de krill antarctique']);
    expect(nav).toContain('href="/omega-3-acides-gras/omega-3-marins.html"');
    const section = (title: string) => new RegExp(`<section class="product-row"[^>]*><h2[^>]*>${title}</h2>(.*?)</section>`, 's').exec(html)?.[1] ?? '';
    const names = (part: string) => [...part.matchAll(/class="product-card__name">(.*?)<\/span>/g)].map((m) => m[1]!.replace(/&#x27;|&#39;/g, '’'));
    expect(names(section('Produits associés'))).toEqual(['Oméga-3 EPA DHA marin', 'Huile de foie de morue', 'Oméga-3 liquide']);
    expect(names(section('Vous aimerez aussi'))).toEqual(['Oméga-3 d’algue, DHA végétal', 'Huile d’onagre bio', 'Huile de bourrache bio', 'Oméga 3-6-9 végétal']);
  });

  for (const width of [375, 1440]) {
    it(`at ${width} px: the trail above the product, its reviews, then the rows of cards`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}${KRILL}`, { waitUntil: 'networkidle' });
      const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
      expect(await trail.getByRole('link').allTextContents()).toEqual(['Accueil', 'Oméga-3 & acides gras', 'Oméga-3 marins']);
      expect(await page.getByRole('region', { name: 'Produits associés' }).getByRole('article').count()).toBe(3);
      expect(await page.getByRole('region', { name: 'Vous aimerez aussi' }).getByRole('article').count()).toBe(4);
      await page.screenshot({ path: `${SHOTS}/h4-product-${width}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/h4-product-top-${width}.png` });
      await page.getByRole('region', { name: 'Produits associés' }).screenshot({ path: `${SHOTS}/h4-related-${width}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('writing a review in Chromium', () => {
  it('a guest and a signed-in customer each write one; neither shows until approved; then both, and “Voir plus d’avis”', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}${KRILL}`, { waitUntil: 'networkidle' });
    const before = await summaries(page);
    expect(before).toHaveLength(4);
    expect(await reviews(page).getByRole('button', { name: 'Voir plus d’avis' }).count()).toBe(0);

    // A form sent empty says what is missing and sends nothing.
    await reviews(page).getByRole('button', { name: 'Donner votre avis' }).click();
    await reviews(page).getByRole('button', { name: 'Publier mon avis' }).click();
    expect(await reviews(page).getByText('Ce champ est obligatoire.').count()).toBe(4);
    expect(await page.getByLabel(/^Pseudonyme/).getAttribute('autocomplete')).toBe('nickname');
    await reviews(page).screenshot({ path: `${SHOTS}/h4-review-form-1440.png` });
    await page.reload({ waitUntil: 'networkidle' });

    // A guest's review: thanked, and not listed.
    await writeReview(page, 'Léa', 'Avis d’une invitée');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await summaries(page)).toEqual(before);

    expect(errors).toEqual([]);
    await context.close();

    // A store that keeps reviews to customers offers a guest to sign in (another shopper: the store's answers a
    // browser keeps a while are not this one's).
    expect((await hook('config', { path: 'allow_guests_to_write_product_reviews', value: '0' })).status).toBe(200);
    const other = await openPage(suite.browser, 375);
    await writeAsCustomer(other.page, before);
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
});

/** A guest offered to sign in writes a review once signed in: thanked, then approved with the guest's one. */
async function writeAsCustomer(page: Page, before: string[]) {
  await page.goto(`${suite.shop.url}${KRILL}`, { waitUntil: 'networkidle' });
  await reviews(page).getByRole('button', { name: 'Donner votre avis' }).click();
  const signIn = reviews(page).getByRole('link', { name: 'Connectez-vous pour donner votre avis' });
  expect(await signIn.getAttribute('href')).toBe('/sign-in');
  await reviews(page).screenshot({ path: `${SHOTS}/h4-review-sign-in-375.png` });

  // A customer signs in and writes one: thanked, and not listed either.
  const email = `avis.${Date.now()}@example.fr`;
  await createCustomer(suite.shop.url, { email, password: PASSWORD });
  await signIn.click();
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
  await page.goto(`${suite.shop.url}${KRILL}`, { waitUntil: 'networkidle' });
  await writeReview(page, 'Marc D.', 'Avis d’un client');
  await page.reload({ waitUntil: 'networkidle' });
  expect(await summaries(page)).toEqual(before);
  expect((await hook('config', { path: 'allow_guests_to_write_product_reviews', value: '1' })).status).toBe(200);

  // The shop approves them: both show, newest first; the oldest of six waits behind “Voir plus d’avis”.
  expect(await (await hook('reviews/OMG-KRILL/approve')).json()).toEqual({ ok: true, approved: 2 });
  await page.reload({ waitUntil: 'networkidle' });
  expect(await summaries(page)).toEqual(['Avis d’un client', 'Avis d’une invitée', ...before.slice(0, 3)]);
  await reviews(page).getByRole('button', { name: 'Voir plus d’avis' }).click();
  await reviews(page).getByRole('heading', { level: 3, name: before[3] }).waitFor();
  expect(await summaries(page)).toEqual(['Avis d’un client', 'Avis d’une invitée', ...before]);
  expect(await reviews(page).getByRole('button', { name: 'Voir plus d’avis' }).count()).toBe(0);
  await reviews(page).screenshot({ path: `${SHOTS}/h4-reviews-375.png` });
}
