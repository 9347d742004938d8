// `npm run bench:blocking [-- --preset low|mid] [--factor N] [--runs N] [--dist DIR --dist DIR] [--traced]`: a page's
// load on a phone's CPU under Chromium's own throttling (not Lighthouse's simulation): the main thread's blocking time
// after the first paint (Long Tasks API, each task's part over 50 ms, until 3 s after the page has hydrated), all long
// tasks' time, the longest task after the first paint, and when the page hydrated. Home, a category and a product;
// median and range of N runs. `--factor N` sets the CPU's factor instead of the preset's calibration. With several
// `--dist` builds (each `VITRINE_DIST_DIR=DIR npx tsx esbuild.config.ts`), each on its own server, runs alternate
// between them, so that the host's drift falls on every build alike: the way to compare two builds. `--traced` also
// loads each build's pages while the browser records the trace Lighthouse records (its categories), alternated with
// the others: rows "DIR, traced", what that recording adds to the page's own work.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import type { Browser } from 'playwright-core';
import { HYDRATED_EVENT } from '../app/services/early-tap';
import { buildDirs, markdownTable, medianAndRange, optionValues, PHONE_PAGES, startShop } from './bench-support';
import { benchFactor, benchmarkIndex, launchPhoneBrowser, phonePage, phonePreset } from './first-tap';

const args = process.argv.slice(2);
const preset = phonePreset(args);
const runs = Number(optionValues(args, '--runs')[0] ?? 5);
const dists = buildDirs(args);
/** What is loaded, alternated: each build, and with `--traced` each build recorded as Lighthouse records a load. */
const variants = dists.flatMap((dist, d) => [{ d, label: dist, traced: false }, ...(args.includes('--traced') ? [{ d, label: `${dist}, traced`, traced: true }] : [])]);
/** After hydration, what still runs (the parts hydrated when reached, the idle work) counts too. */
const SETTLE_MS = 3000;

interface Load {
  blocking: number;
  longTasks: number;
  longest: number;
  hydrated: number;
}

async function load(browser: Browser, url: string, factor: number, traced = false): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'fr-FR', serviceWorkers: 'block' });
  try {
    await context.addInitScript((hydratedEvent) => {
      const seen: { tasks: [number, number][]; hydrated?: number } = { tasks: [] };
      (window as unknown as { __load: typeof seen }).__load = seen;
      new PerformanceObserver((list) => list.getEntries().forEach((task) => seen.tasks.push([task.startTime, task.duration]))).observe({ type: 'longtask', buffered: true });
      document.addEventListener(hydratedEvent, () => (seen.hydrated = performance.now()), { once: true });
    }, HYDRATED_EVENT);
    const page = await phonePage(context, factor);
    const recording = traced ? await context.newCDPSession(page) : null;
    if (recording) {
      recording.on('Tracing.dataCollected', () => undefined);
      await recording.send('Tracing.start', { traceConfig: { includedCategories: Trace.getDefaultTraceCategories() }, transferMode: 'ReportEvents' });
    }
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __load: { hydrated?: number } }).__load.hydrated, null, { timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    if (recording) {
      const complete = new Promise((resolve) => recording.once('Tracing.tracingComplete', resolve));
      await recording.send('Tracing.end');
      await complete;
    }
    return await page.evaluate(() => {
      const { tasks, hydrated } = (window as unknown as { __load: { tasks: [number, number][]; hydrated: number } }).__load;
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      let blocking = 0;
      for (const [start, duration] of tasks) blocking += Math.max(0, start + duration - Math.max(start + 50, paint));
      const longest = Math.max(0, ...tasks.filter(([start, duration]) => start + duration > paint).map(([, duration]) => duration));
      return { blocking, longTasks: tasks.reduce((sum, [, duration]) => sum + duration, 0), longest, hydrated };
    });
  } finally {
    await context.close();
  }
}

const shops = await Promise.all(dists.map((dir) => startShop(mkdtempSync(join(tmpdir(), 'vitrine-blocking-')), { VITRINE_DIST_DIR: dir })));
const browser = await launchPhoneBrowser();
try {
  const index = await benchmarkIndex(browser);
  const { factor, named } = benchFactor(args, index, preset);
  const loads = new Map<string, Load[]>();
  // A first load of each draws the seeded images and warms the server, as a CDN would be warm.
  for (const shop of shops) for (const page of PHONE_PAGES) await load(browser, shop.url + page.path, 1);
  for (let run = 0; run < runs; run += 1) {
    for (const page of PHONE_PAGES) {
      for (const { d, label, traced } of variants) {
        const key = `${page.name}\u0000${label}`;
        loads.set(key, [...(loads.get(key) ?? []), await load(browser, shops[d]!.url + page.path, factor, traced)]);
      }
    }
  }
  console.log(`\n${named}: CPU ${factor}× slower than this host (benchmarkIndex ${Math.round(index)}), ${new Date().toISOString().slice(0, 10)}; median (range) of ${runs} loads${variants.length > 1 ? ', alternated' : ''}\n`);
  const rows = [...loads].map(([key, measured]) => {
    const [page, dist] = key.split('\u0000') as [string, string];
    return [page, dist, ...(['blocking', 'longTasks', 'longest', 'hydrated'] as const).map((figure) => medianAndRange(measured.map((m) => m[figure])))];
  });
  console.log(markdownTable(['page', 'build', 'blocking after first paint, ms', 'long tasks, ms', 'longest after first paint, ms', 'hydrated at, ms'], rows, 2));
} finally {
  await browser.close();
  await Promise.all(shops.map((shop) => shop.stop()));
}
process.exit(0);
