// `npx tsx src/tools/bench-intl.ts [--runs N]` (after a build): what a page's first use of `Intl` costs its main thread
// in Chromium, alone and once the boot script's worker has loaded ICU's data (src/app/boot.ts): the calls the first
// render makes (React Aria's supported locales, a price), timed in the page, on a blank page in French, N fresh pages
// of each, alternated. The worker is the built boot script, started as the boot script starts it.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { markdownTable, medianAndRange, optionValues } from './bench-support';
import { launchPhoneBrowser } from './first-tap';

const RUNS = Number(optionValues(process.argv, '--runs')[0] ?? 5);
/** How long the page leaves the worker before its first call: about the time from the boot script to the entry's evaluation. */
const HEAD_START_MS = 300;
const assets = `${process.env.VITRINE_DIST_DIR ?? 'dist'}/client/assets`;
const boot = readdirSync(assets).find((file) => /^boot-\w+\.js$/.test(file));
if (!boot) throw new Error(`No boot script in ${assets}: build first (npx tsx esbuild.config.ts).`);

const server = createServer((request, response) => {
  const isBoot = request.url === '/boot.js';
  response.writeHead(200, { 'content-type': isBoot ? 'text/javascript' : 'text/html' });
  response.end(isBoot ? readFileSync(`${assets}/${boot}`) : '<!doctype html><html lang="fr-FR"><title>Intl</title><p>Intl</p>');
}).listen(0, '127.0.0.1');
await new Promise((ready) => server.once('listening', ready));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const browser = await launchPhoneBrowser();
const measured = { alone: [] as number[][], worker: [] as number[][] };
try {
  for (let run = 0; run < RUNS; run++) {
    for (const mode of ['alone', 'worker'] as const) {
      const context = await browser.newContext({ locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(url);
      measured[mode].push(
        await page.evaluate(
          async ({ withWorker, headStart }) => {
            let started = performance.now();
            if (withWorker) new Worker('/boot.js', { type: 'module', name: document.documentElement.lang });
            const start = performance.now() - started;
            if (withWorker) await new Promise((next) => setTimeout(next, headStart));
            started = performance.now();
            Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
            const locales = performance.now() - started;
            started = performance.now();
            new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12.9);
            return [start, locales, performance.now() - started];
          },
          { withWorker: mode === 'worker', headStart: HEAD_START_MS },
        ),
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
// In tenths of a millisecond: the worker's cost and a warmed call are below one.
const row = (name: string, times: number[][]) => [name, ...[0, 1, 2].map((i) => medianAndRange(times.map((t) => t[i]!), '', 1))];
console.log(`A page's first Intl calls on its main thread, ms; median (range) of ${RUNS} pages each, ${new Date().toISOString().slice(0, 10)}\n`);
console.log(markdownTable(['page', 'starting the worker', 'supported locales (the first call)', 'a price'], [row('alone', measured.alone), row(`the worker first (${HEAD_START_MS} ms before)`, measured.worker)], 1));
