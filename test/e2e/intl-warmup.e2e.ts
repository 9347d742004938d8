import type { Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser';
import { shopInChromium } from './support/suite';

// A page's first use of Intl loads ICU's data; a worker does it first, off the page's main thread (src/app/boot.ts).
const suite = shopInChromium();

describe('ICU’s data on a page’s first load', () => {
  it('is loaded by a worker that runs the boot script the page named, and that ends once done', async () => {
    const { page, context, errors } = await openPage(suite.browser, 412);
    const started = new Promise<Worker>((resolve) => page.once('worker', resolve));
    const bootFetches: string[] = [];
    page.on('request', (request) => /\/assets\/boot-[\w-]+\.js$/.test(request.url()) && bootFetches.push(request.url()));
    await page.goto(`${suite.shop.url}/omega-3-epa-dha-marin.html`);
    const worker = await started;
    expect(worker.url()).toMatch(/\/assets\/boot-[\w-]+\.js$/);
    await expect.poll(async () => worker.evaluate(() => 'running').catch(() => 'ended')).toBe('ended');
    expect([...new Set(bootFetches)]).toEqual([worker.url()]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
