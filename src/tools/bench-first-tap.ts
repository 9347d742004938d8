// `npm run bench:first-tap [-- --preset low|mid] [--factor N]`: the first tap on the menu, search, the mini cart and Add
// to Cart, on a phone's CPU (src/tools/first-tap.ts), five times each on the production build: median and range of the
// interaction's time to next paint (INP) and of the wait for its answer, with the host's index and the factor used.
// `--factor N` sets the CPU's factor instead of the preset's calibration: two builds or two hours compared at one
// factor (the index of one measure moves by half from one invocation to the next).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medianAndRange, startShop } from './bench-support';
import { benchFactor, benchmarkIndex, CONTROLS, firstTap, launchPhoneBrowser, phonePreset, type FirstTap } from './first-tap';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 5);
const preset = phonePreset(process.argv);

const shop = await startShop(mkdtempSync(join(tmpdir(), 'vitrine-tap-')));
const browser = await launchPhoneBrowser();
const figure = (values: number[]) => medianAndRange(values, ' ms');
try {
  const index = await benchmarkIndex(browser);
  const { factor, named } = benchFactor(process.argv.slice(2), index, preset);
  // A first visit draws the seeded images and warms the server, as a CDN would be warm.
  for (const control of CONTROLS) await firstTap(browser, shop.url, control, 1);
  console.log(`First tap, ${named}: CPU ${factor}× slower than this host (benchmarkIndex ${Math.round(index)}), ${new Date().toISOString().slice(0, 10)}; median of ${RUNS} (range)`);
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
