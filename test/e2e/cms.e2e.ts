import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { hydrated, openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

/** Scrolls the whole page, so that lazy images load before a screenshot, then back to the top. */
async function scrollThrough(page: import('playwright-core').Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.mouse.wheel(0, 500);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the home page, CMS content from Page Builder', () => {
  for (const width of [375, 1440]) {
    it(`renders on the server and works at ${width} px: banner, slider, products, tabs and FAQ, with no console error`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      // Reduced motion: the slider does not rotate, so each step below is the shopper's.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const response = await page.goto(suite.shop.url);
      const html = await response!.text();
      // The server's HTML: the hero image fetched first, sized; no inline style (the CSP forbids them).
      expect(html).toMatch(/<img [^>]*src="\/media\/wysiwyg\/home\/banniere-immunite\.png\?[^"]*"[^>]*fetchPriority="high"/);
      expect(html).toMatch(/<img [^>]*banniere-immunite\.png[^>]*width="1440" height="480"/);
      expect(html).not.toMatch(/<[^>]+\sstyle="/);
      expect(html).toMatch(/<style nonce="[^"]+">\.pb-/);

      const banner = page.getByRole('link', { name: /Passez l’hiver en pleine forme/ });
      await page.getByRole('heading', { level: 1, name: 'Passez l’hiver en pleine forme' }).waitFor();
      expect(await banner.getAttribute('href')).toBe('/immunite.html');

      // Slider: arrows and dots.
      const slider = page.getByRole('region', { name: 'À la une' });
      const current = () => slider.locator('.pb-slider__slide.is-current h2').textContent();
      expect(await current()).toMatch(/^Oméga-3\s: la pureté avant tout$/);
      // The play button comes with the machine, once the page has hydrated and learnt the motion preference.
      await slider.getByRole('button', { name: 'Lancer le diaporama' }).waitFor();
      await slider.getByRole('button', { name: 'Diapositive suivante' }).click();
      expect(await current()).toBe('Retrouvez des nuits sereines');
      await slider.getByRole('button', { name: 'Diapositive précédente' }).click();
      expect(await current()).toMatch(/^Oméga-3/);
      await slider.getByRole('button', { name: 'Afficher la diapositive 3' }).click();
      expect(await current()).toBe('Performance et récupération');
      expect(await slider.getByRole('button', { name: 'Afficher la diapositive 3' }).getAttribute('aria-current')).toBe('true');

      // Products carousel: real product pages.
      const products = page.getByRole('region', { name: 'Produits' });
      const links = await products.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(links).toHaveLength(8);
      expect(links[0]).toBe('/omega-3-epa-dha-marin.html');

      // Tabs, by keyboard.
      const tabs = page.getByRole('tablist', { name: 'Rubriques' });
      await hydrated(tabs);
      await tabs.getByRole('tab', { name: 'Vitamines & minéraux' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await tabs.getByRole('tab', { name: 'Oméga-3' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tabpanel').getByRole('heading', { name: 'EPA et DHA, des acides gras essentiels' }).waitFor();

      // FAQ, by keyboard: Enter opens an answer, Space closes it.
      const question = page.getByRole('button', { name: /^Vos gélules sont-elles végétales/ });
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      await question.focus();
      await page.keyboard.press('Enter');
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('region', { name: /^Vos gélules sont-elles végétales/ }).getByText(/hydroxypropylméthylcellulose/).waitFor();
      await page.keyboard.press('Space');
      expect(await question.getAttribute('aria-expanded')).toBe('false');

      await scrollThrough(page);
      await screenshot(page, `cms-home-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('rotates its slider on its own, pauses while the pointer is over it, and stops for good with its button', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    // The page's clock, moved on by the test: the slider's five seconds pass at once, whatever the host's speed.
    await page.clock.install();
    await page.goto(suite.shop.url);
    const slider = page.getByRole('region', { name: 'À la une' });
    const current = () => slider.locator('.pb-slider__slide.is-current h2').textContent();
    await slider.getByRole('button', { name: 'Mettre le diaporama en pause' }).waitFor();
    expect(await current()).toMatch(/^Oméga-3/);
    await page.clock.runFor(5600);
    await expect.poll(current).toBe('Retrouvez des nuits sereines');
    await slider.hover();
    await page.clock.runFor(5600);
    expect(await current()).toBe('Retrouvez des nuits sereines');
    await slider.getByRole('button', { name: 'Mettre le diaporama en pause' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5600);
    expect(await current()).toBe('Retrouvez des nuits sereines');
    expect(await slider.getByRole('button', { name: 'Lancer le diaporama' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads to the product pages it lists, inside the shop', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(suite.shop.url);
    await page.getByRole('region', { name: 'Produits' }).getByRole('link', { name: /Oméga-3 EPA DHA marin/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Oméga-3 EPA DHA marin' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/omega-3-epa-dha-marin.html');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('CMS pages', () => {
  for (const width of [375, 1440]) {
    it(`/about-us renders at ${width} px, on the server and after a navigation inside the shop`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}/about-us`);
      await page.getByRole('heading', { level: 1, name: 'À propos de Vitrine' }).waitFor();
      expect(await page.title()).toBe('Notre histoire et nos engagements | Vitrine FR');
      // The hello bar: the top-banner block on top of the header, in the server's HTML, so nothing in the header moves.
      const helloBar = page.getByRole('banner').locator('.hello-bar');
      expect(await helloBar.textContent()).toMatch(/Livraison offerte dès \d+\s€ d’achat/);
      expect(await helloBar.getByRole('link', { name: 'En savoir plus' }).getAttribute('href')).toBe('/livraison-retours');
      const bar = (await helloBar.boundingBox())!;
      expect(bar.y).toBe(0);
      expect(bar.width).toBe(width);
      await screenshot(page, `hello-bar-${width}`, { fullPage: false });
      // Once its images are in. A page without any shift never calls the observer back: count what the buffer
      // delivers, then answer.
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(
        () =>
          new Promise<{ header: number; total: number }>((resolve) => {
            const seen = { header: 0, total: 0 };
            new PerformanceObserver((list) => {
              for (const shift of list.getEntries() as unknown as { value: number; sources: { node: Node | null }[] }[]) {
                seen.total += shift.value;
                if (shift.sources.some((source) => source.node && document.querySelector('header')!.contains(source.node))) seen.header += 1;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(seen), 200);
          }),
      );
      expect(shifts.header).toBe(0);
      // The content's images state their size: nothing below them moves when they arrive.
      expect(shifts.total).toBeLessThan(0.01);
      await page.getByRole('heading', { level: 2, name: 'Une boutique de quartier devenue enseigne' }).waitFor();
      await scrollThrough(page);
      await screenshot(page, `cms-about-us-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      // Its content's styles arrive with the page the app renders (a <style> with the page's nonce): the CSP lets them in.
      await page.getByRole('link', { name: 'Trouver une boutique' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Nos boutiques' }).waitFor();
      expect(await page.title()).toBe('Nos boutiques | Vitrine FR');
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'À propos de Vitrine' }).waitFor();
      expect(await page.locator('.cms-page style').count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('/customer-service shows its FAQ accordions, each answer opening on its own', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/customer-service`);
    const question = page.getByRole('button', { name: /^Comment suivre ma commande/ });
    // The FAQ hydrates in a later slice than the root (a transition): a click on the server's markup does nothing.
    await hydrated(question);
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: /^Quand serai-je remboursé/ }).click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('third-party widgets the shop has no script for', () => {
  it('/communaute shows the feed’s content and link, and no error to try again', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await page.goto(`${suite.shop.url}/communaute`);
    await hydrated(page.getByRole('heading', { level: 1, name: 'La communauté Vitrine' }));
    const feed = page.getByRole('region', { name: 'Fil social' });
    await expect.poll(() => feed.getAttribute('data-embed-state')).toBe('unconfigured');
    expect(await feed.getByRole('link', { name: /Voir tout le fil/ }).getAttribute('href')).toBe('https://www.tintup.com/vitrine-bien-etre');
    expect(await page.getByRole('region', { name: 'Avis clients' }).getAttribute('data-embed-state')).toBe('unconfigured');
    expect(await page.getByText('Ce contenu n’a pas pu être chargé.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Réessayer' }).count()).toBe(0);
    expect(await page.getByText('Chargement…').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the store locator', () => {
  for (const width of [375, 1440]) {
    it(`lists the stores and shows a store's hours at ${width} px`, async () => {
      const { page, context, errors, graphql } = await openPage(suite.browser, width);
      await page.goto(`${suite.shop.url}/stores`);
      await page.getByRole('heading', { level: 1, name: 'Nos boutiques' }).waitFor();
      expect(await page.getByText('19 points de vente en France').isVisible()).toBe(true);
      const stores = page.locator('.store-card');
      expect(await stores.count()).toBe(19);
      for (const card of await stores.all()) expect(await card.textContent()).toMatch(/Ouvert aujourd’hui\s:|Fermé aujourd’hui/);
      await screenshot(page, `stores-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Pointing at a store pre-resolves its page: the click asks the backend nothing more.
      const prefetched = page.waitForResponse((response) => new URL(response.url()).searchParams.get('operationName') === 'PointOfSale');
      await page.getByRole('link', { name: 'Vitrine Paris Rivoli' }).hover();
      await prefetched;
      await page.getByRole('link', { name: 'Vitrine Paris Rivoli' }).click();
      await page.getByRole('heading', { level: 1, name: 'Vitrine Paris Rivoli' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/stores/paris-rivoli');
      // The list came with the server's page; the store's page was asked for once, on hover.
      expect(graphql.map((request) => request.name).sort()).toEqual(['PointOfSale', 'ResolveURL']);
      const rows = page.getByRole('table').getByRole('row');
      expect(await rows.count()).toBe(7);
      expect((await rows.first().textContent())?.startsWith('lundi')).toBe(true);
      expect(await page.locator('tr[aria-current="date"]').count()).toBe(1);
      expect(await page.locator('tr[aria-current="date"]').textContent()).toContain('(aujourd’hui)');
      expect(await page.getByRole('link', { name: '+33 1 99 00 12 01' }).getAttribute('href')).toBe('tel:+33199001201');
      expect(await page.getByRole('link', { name: /Voir sur une carte/ }).getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=48\.8603&mlon=2\.3437/);
      await screenshot(page, `store-page-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // Its own URL, rendered by the server.
      await page.goto(`${suite.shop.url}/stores/paris-rivoli`);
      await page.getByRole('heading', { level: 2, name: 'Horaires d’ouverture' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
