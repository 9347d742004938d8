import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The shop's top-level categories, in the menu's order. */
const TOP_LEVEL = [
  'Vitamines & minéraux',
  'Oméga-3 & acides gras',
  'Probiotiques & digestion',
  'Extraits de plantes',
  'Sommeil & stress',
  'Immunité',
  'Sport & énergie',
  'Beauté',
  'Enfants',
  'Packs & coffrets',
  'Nos sélections',
];

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The largest paint and the layout shift since the page began loading (as the product page's test measures them). */
function paintAndShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ lcp: string; shift: number; moved: string[] }>((resolve) => {
        const seen = { lcp: '', shift: 0, moved: [] as string[] };
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
          seen.lcp = (last.element as HTMLImageElement | undefined)?.currentSrc || last.element?.nodeName || '';
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            seen.shift += entry.value;
            for (const source of entry.sources ?? []) seen.moved.push(`${source.node?.nodeName ?? '?'}.${(source.node as Element | undefined)?.className ?? ''}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(seen), 200);
      }),
  );
}

describe('the home page’s layout at the spec’s breakpoints', () => {
  for (const [width, drawing] of [
    [375, 'banniere-immunite-mobile.png'],
    [768, 'banniere-immunite.png'],
  ] as const) {
    it(`at ${width} px, the hero’s headline, text and button sit clear of its picture, which stays the largest paint`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width, 812);
      await page.goto(suite.shop.url);
      const hero = page.locator('.pb-poster').first();
      await hero.getByRole('heading', { level: 1, name: 'Passez l’hiver en pleine forme' }).waitFor();
      // One drawing downloads: the mobile one on a phone.
      const image = hero.locator('img');
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname)).toBe(`/media/wysiwyg/home/${drawing}`);
      // What of the picture shows: its box, clipped by the banner's.
      const shown = await image.evaluate((img) => {
        const a = img.getBoundingClientRect();
        const b = img.closest('.pb-poster__wrapper')!.getBoundingClientRect();
        const x = Math.max(a.left, b.left);
        const y = Math.max(a.top, b.top);
        return { x, y, width: Math.min(a.right, b.right) - x, height: Math.min(a.bottom, b.bottom) - y };
      });
      expect(shown.width).toBe(width);
      expect(shown.height).toBeGreaterThan(250);
      for (const text of [hero.getByRole('heading', { level: 1 }), hero.getByText(/^Vitamine D3, vitamine C, zinc/), hero.getByText('Découvrir la sélection immunité')]) {
        const box = (await text.boundingBox())!;
        expect(overlaps(box, shown), `${await text.textContent()} over the picture`).toBe(false);
      }
      const paint = await paintAndShift(page);
      expect(new URL(paint.lcp, suite.shop.url).pathname).toBe(`/media/wysiwyg/home/${drawing}`);
      expect(paint.shift, paint.moved.join(', ')).toBeLessThan(0.01);
      await screenshot(page, `home-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const width of [375, 768, 1440]) {
    it(`at ${width} px, each slide of the home slider keeps its text clear of its picture, at one height for all`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width, 812);
      await page.goto(suite.shop.url);
      const slider = page.getByRole('region', { name: 'À la une' });
      await slider.scrollIntoViewIfNeeded();
      // Paused, so that each slide stays on screen while it is measured.
      await slider.getByRole('button', { name: 'Mettre le diaporama en pause' }).click();
      const headings = ['Oméga-3 : la pureté avant tout', 'Retrouvez des nuits sereines', 'Performance et récupération'];
      const heights = new Set<number>();
      for (const [i, name] of headings.entries()) {
        await slider.getByRole('button', { name: `Afficher la diapositive ${i + 1}` }).click();
        const slide = slider.getByRole('group', { name: `${i + 1} sur ${headings.length}` });
        await slide.getByRole('heading', { level: 2, name }).waitFor();
        // The slide in place (its move over), its picture loaded.
        await page.waitForFunction((el) => el!.getBoundingClientRect().left === el!.closest('section')!.getBoundingClientRect().left, await slide.elementHandle());
        await slide.locator('img').evaluate((img: HTMLImageElement) => img.decode());
        // What of the picture shows: its box, clipped by the slide's wrapper and by the slider.
        const shown = await slide.locator('img').evaluate((img) => {
          const boxes = [img, img.closest('.pb-poster__wrapper')!, img.closest('section')!].map((el) => el.getBoundingClientRect());
          const x = Math.max(...boxes.map((b) => b.left));
          const y = Math.max(...boxes.map((b) => b.top));
          return { x, y, width: Math.min(...boxes.map((b) => b.right)) - x, height: Math.min(...boxes.map((b) => b.bottom)) - y };
        });
        expect(shown.width).toBe(width);
        expect(shown.height).toBeGreaterThan(140);
        const texts = await slide.locator('.pb-poster__content :is(h2, p, .pb-poster__button)').all();
        expect(texts).toHaveLength(3);
        // The slider's arrows never cover the text either.
        const arrows = await Promise.all(
          ['Diapositive précédente', 'Diapositive suivante'].map(async (label) => (await slider.getByRole('button', { name: label }).boundingBox())!),
        );
        for (const text of texts) {
          const box = (await text.boundingBox())!;
          if (width < 960) expect(overlaps(box, shown), `${await text.textContent()} over the picture`).toBe(false);
          expect(arrows.some((arrow) => overlaps(box, arrow)), `${await text.textContent()} under an arrow`).toBe(false);
        }
        heights.add(Math.round((await slider.boundingBox())!.height));
        if (i === 1) await screenshot(page, `home-slider-${width}`, { fullPage: false });
        expect(await seriousViolations(page)).toEqual([]);
      }
      // The slider keeps one height whatever its slide: nothing below it moves as it turns.
      expect([...heights]).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const width of [1280, 1440, 1920]) {
    it(`at ${width} px, the mega menu's row holds each top-level category on one line, and "Plus" the others`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      await page.goto(suite.shop.url);
      const menu = page.getByRole('navigation', { name: 'Catégories' });
      await menu.locator('.mega-menu__items[data-measured]').waitFor();
      const row = await menu.locator('.mega-menu__items').evaluate((ul) => {
        const style = getComputedStyle(ul);
        const box = ul.getBoundingClientRect();
        return { left: box.left + Number.parseFloat(style.paddingLeft), right: box.right - Number.parseFloat(style.paddingRight) };
      });
      // Each name shown in the row: one line box, inside the row, all on one row.
      const shown = await menu.locator('.mega-menu__items > li').evaluateAll((items) =>
        items
          .filter((li) => getComputedStyle(li).visibility === 'visible')
          .map((li) => {
            // The name's text alone (the "Plus" button holds an icon too).
            const label = li.querySelector('a') ?? li.querySelector('button')!.firstChild!;
            const range = document.createRange();
            range.selectNodeContents(label);
            const box = li.getBoundingClientRect();
            return {
              name: label.textContent,
              lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size,
              top: Math.round(box.top),
              left: box.left,
              right: box.right,
            };
          }),
      );
      console.log(`${width} px: ${shown.map((item) => `${item.name} ${Math.round(item.right - item.left)}`).join(', ')}`);
      expect(shown.filter((item) => item.lines !== 1).map((item) => item.name)).toEqual([]);
      expect(new Set(shown.map((item) => item.top)).size).toBe(1);
      expect(shown.every((item) => item.left >= row.left - 0.5 && item.right <= row.right + 0.5)).toBe(true);
      const inRow = shown.map((item) => item.name).filter((name) => name !== 'Plus');
      const paint = await paintAndShift(page);
      expect(paint.shift, paint.moved.join(', ')).toBeLessThan(0.01);
      await screenshot(page, `home-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);

      // The others in the "Plus" menu, so that all eleven are there, in order.
      let inMore: string[] = [];
      if (shown.at(-1)?.name === 'Plus') {
        const more = menu.getByRole('button', { name: 'Plus' });
        await more.click();
        const list = page.getByRole('menu', { name: 'Autres catégories' });
        await list.waitFor();
        inMore = await list.getByRole('menuitem').allTextContents();
        const heights = await list.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
        expect(new Set(heights).size).toBe(1);
        await screenshot(page, `home-menu-more-${width}`, { fullPage: false });
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await list.waitFor({ state: 'detached' });
        // Focus goes back to "Plus" once the menu's focus scope has gone, a frame after the list may be.
        await expect.poll(() => more.evaluate((button) => button === document.activeElement), { message: 'focus back on “Plus”' }).toBe(true);
      }
      expect([...inRow, ...inMore]).toEqual(TOP_LEVEL);

      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
