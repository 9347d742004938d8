import { describe, expect, it } from 'vitest';
import { benchmarkIndex, CONTROLS, firstTap, phoneFactor } from '../../src/tools/first-tap';
import { shopInChromium } from './support/suite';

// The first tap on a low-tier phone's CPU (this host's benchmarkIndex over 264): the menu, search, the mini cart and
// Add to Cart each answer it, however much of the page's start is still running when it comes. How fast is
// `npm run bench:first-tap`'s business (a timed assertion here would judge the host); the figures are printed.

const suite = shopInChromium();

describe('the first tap on a low-tier phone', () => {
  it('is answered on every control a shopper reaches for first', async () => {
    const factor = phoneFactor(await benchmarkIndex(suite.browser), 'low');
    for (const control of CONTROLS) {
      // firstTap fails if the answer never comes: the menu's drawer, the search field, the mini cart, the line added.
      const tap = await firstTap(suite.browser, suite.shop.url, control, factor);
      console.log(`${control.name}, CPU ${factor.toFixed(1)}× slower: INP ${Math.round(tap.inp)} ms, answer ${Math.round(tap.answer)} ms`);
      expect(tap.answer).toBeGreaterThan(0);
    }
  });
});
