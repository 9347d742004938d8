import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { shopInChromium } from './support/suite';

// A lone shopper on a host whose cores are busy meets no 5xx. GraphQL's budget is cut to 2 s here, so that what
// took a busy CI host over 10 s (a page's new images drawn one after the other, each refused past the budget)
// shows within one page: before images had a budget of their own, this walk met 503s on its first category.
const suite = shopInChromium({ VITRINE_BACKEND_BUDGET_MS: '2000' });

/** Both cores kept busy by two spinning processes, each stopping by itself after `ms` at the latest. */
function busyCores(ms: number): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end);`], { stdio: 'ignore' }));
}

/**
 * Scrolls through the page as a shopper reading it, waiting at each screen until its images have loaded or failed
 * (those a carousel keeps to the side or a closed panel hides are not the shopper's to see).
 */
async function everyImage(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 812) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() => [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return img.checkVisibility() && box.right > 0 && box.left < window.innerWidth && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((img) => img.complete));
  }
}

describe('a busy host', () => {
  let burners: ChildProcess[] = [];
  beforeAll(() => {
    burners = busyCores(120_000);
  });
  afterAll(() => {
    for (const burner of burners) burner.kill();
  });

  it('answers a lone shopper’s walk at 375 px (home, two categories, a product) with no 5xx', async () => {
    const { page, context, errors } = await openPage(suite.browser, 375, 812);
    const failed: string[] = [];
    page.on('response', (response) => response.status() >= 500 && failed.push(`${response.status()} ${response.url()}`));
    await page.goto(suite.shop.url);
    await everyImage(page);
    for (const category of ['/vitamines-mineraux.html', '/extraits-de-plantes.html']) {
      await page.locator(`a[href="${category}"]`).first().evaluate((link: HTMLAnchorElement) => link.click());
      await page.waitForURL(`${suite.shop.url}${category}`);
      await page.locator('main a[href$=".html"] img').first().waitFor();
      await everyImage(page);
    }
    await page.locator('main a[href$=".html"]').filter({ has: page.locator('img') }).first().click();
    await page.locator('main h1').filter({ hasNotText: 'Extraits de plantes' }).waitFor();
    await everyImage(page);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
