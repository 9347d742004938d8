import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startShop, type RunningShop } from './server';

/** A file's shop and Chromium: started before its tests (the shop with `env`), closed after them. */
export function shopInChromium(env: Record<string, string> = {}): { shop: RunningShop; browser: Browser } {
  const suite = {} as { shop: RunningShop; browser: Browser };
  beforeAll(async () => {
    [suite.shop, suite.browser] = await Promise.all([startShop(env), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.shop?.stop();
  });
  return suite;
}
