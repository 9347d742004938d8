// `npm run bench:first-tap [-- --preset low|mid]`: the first tap on the menu, search, the mini cart and Add to Cart,
// on a phone's CPU (src/tools/first-tap.ts), five times each on the production build: median and range of the
// interaction's time to next paint (INP) and of the wait for its answer, with the host's index and the factor used.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startShop } from './bench-support';
import { benchmarkIndex, CONTROLS, firstTap, PHONES, type FirstTap } from './first-tap';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
const presetArg = process.argv.indexOf('--preset');
const preset = (presetArg > 0 ? process.argv[presetArg + 1] : 'low') as keyof typeof PHONES;
if (!(preset in PHONES)) {
  console.error(`Unknown preset ${preset}: use ${Object.keys(PHONES).join(' or ')}.`);
  process.exit(1);
}

const shop = await startShop(mkdtempSync(join(tmpdir(), 'vitrine-tap-')));
process.on('exit', () => void shop.stop());
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figure = (values: number[]) => `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
try {
  const index = await benchmarkIndex(browser);
  const factor = Math.round((index / PHONES[preset]) * 100) / 100;
  // A first visit draws the seeded images and warms the server, as a CDN would be warm.
  for (const control of CONTROLS) await firstTap(browser, shop.url, control, 1);
  console.log(`First tap, ${preset}-tier phone: CPU ${factor}× slower than this host (benchmarkIndex ${Math.round(index)}), ${new Date().toISOString().slice(0, 10)}; median of ${RUNS} (range)`);
  console.log('control | INP (tap to next paint) | answer on screen');
  for (const control of CONTROLS) {
    const runs: FirstTap[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await firstTap(browser, shop.url, control, factor));
    console.log(`${control.name} | ${figure(runs.map((run) => run.inp))} | ${figure(runs.map((run) => run.answer))}`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
