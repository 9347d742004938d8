// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated slow 4G and CPU) on the home page, a category
// and a product, served by the production build on the embedded backend. Prints a table (median and spread of the
// runs, the host's benchmarkIndex), then for each page's median run where its main thread went and its three longest
// tasks, each with the script it is attributed to; writes dist/lighthouse.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './bench-support';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/vitamines-mineraux.html' },
  { name: 'product', path: '/omega-3-epa-dha-marin.html' },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// simulate (Lighthouse's default): estimated from an unthrottled load; devtools: Chromium itself slows the
// network and CPU, which shows what a shopper's browser does with priorities.
const THROTTLING: 'devtools' | 'simulate' = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
// The console's errors too: a page whose app failed to start (no hydration) scores well for the wrong reason.
const FLAGS = { onlyCategories: ['performance'], onlyAudits: ['errors-in-console'], logLevel: 'error' as const, throttlingMethod: THROTTLING };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const shop = await startShop(mkdtempSync(join(tmpdir(), 'vitrine-lh-')));
// However this script ends (Chromium missing, a Lighthouse failure), the shop stops with it.
process.on('exit', () => void shop.stop());
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
type Row = { page: string; performance: number; lcp: number; tbt: number; cls: number; fcp: number; si: number };
/** Where a run's main thread went, by Lighthouse's groups (ms), and its longest tasks with their script. */
type MainThread = { groups: { label: string; ms: number }[]; longest: { ms: number; at: number; script: string }[]; lcpElement: string };

interface Details {
  items?: Array<Record<string, unknown>>;
}

/** The script a task is attributed to, by its file name ("Unattributable" is Lighthouse's word for work of no script). */
const scriptOf = (url: unknown) => (typeof url === 'string' && url.includes('/') ? url.slice(url.lastIndexOf('/') + 1) || url : String(url ?? '?'));

function mainThreadOf(audits: Record<string, { details?: unknown }>): MainThread {
  const items = (id: string) => ((audits[id]?.details ?? {}) as Details).items ?? [];
  const groups = items('mainthread-work-breakdown')
    .map((item) => ({ label: String(item.groupLabel ?? item.group), ms: Number(item.duration) }))
    .sort((a, b) => b.ms - a.ms);
  const longest = items('long-tasks')
    .map((item) => ({ ms: Number(item.duration), at: Number(item.startTime), script: scriptOf(item.url) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  const lcpItem = ((items('largest-contentful-paint-element')[0]?.items as Details['items'] | undefined) ?? [])[0]?.node as
    | { nodeLabel?: string; selector?: string }
    | undefined;
  return { groups, longest, lcpElement: lcpItem?.selector ?? lcpItem?.nodeLabel ?? '?' };
}
/** The median, and the spread of the runs (lowest and highest performance and TBT): one figure alone hides the noise. */
const rows: (Row & { performanceRange: [number, number]; tbtRange: [number, number]; mainThread: MainThread })[] = [];
/** Lighthouse's measure of this host's CPU (higher is faster): scores only compare between hosts of similar index. */
const benchmarkIndexes: number[] = [];
/** Runs Lighthouse could not measure (its runtimeError): left out of the medians, and listed under the table. */
const unmeasured: string[] = [];
try {
  // A first visit warms the server's caches (seeded images are drawn on first request), as a CDN would be warm.
  for (const page of PAGES) await lighthouse(`${shop.url}${page.path}`, { ...FLAGS, port: chrome.port });
  for (const page of PAGES) {
    const runs: (Omit<Row, 'page'> & { mainThread: MainThread })[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${shop.url}${page.path}`, { ...FLAGS, port: chrome.port });
      if (result!.lhr.runtimeError) {
        unmeasured.push(`${page.name} run ${i + 1}: ${result!.lhr.runtimeError.code} (${result!.lhr.runtimeError.message})`);
        continue;
      }
      const audits = result!.lhr.audits;
      const errors = (audits['errors-in-console']?.details as Details | undefined)?.items ?? [];
      if (errors.length) throw new Error(`${page.path} logged errors, so its figures would not be the shop's: ${errors.map((e) => String(e.description)).join('; ')}`);
      benchmarkIndexes.push(result!.lhr.environment.benchmarkIndex);
      runs.push({
        performance: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
        lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
        tbt: audits['total-blocking-time']!.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
        fcp: audits['first-contentful-paint']!.numericValue ?? 0,
        si: audits['speed-index']!.numericValue ?? 0,
        mainThread: mainThreadOf(audits),
      });
    }
    rows.push({
      page: page.name,
      performance: median(runs.map((r) => r.performance)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      fcp: median(runs.map((r) => r.fcp)),
      si: median(runs.map((r) => r.si)),
      performanceRange: [Math.min(...runs.map((r) => r.performance)), Math.max(...runs.map((r) => r.performance))],
      tbtRange: [Math.min(...runs.map((r) => r.tbt)), Math.max(...runs.map((r) => r.tbt))],
      // The run whose TBT is the median's: its main thread is the one the table's figure stands for.
      mainThread: runs.find((r) => r.tbt === median(runs.map((run) => run.tbt)))!.mainThread,
    });
  }
} finally {
  await chrome.kill();
  await shop.stop();
}

const benchmarkIndex = median(benchmarkIndexes);
console.log(`Lighthouse mobile, ${THROTTLING} throttling, median of ${RUNS} runs (range in brackets); host benchmarkIndex ${Math.round(benchmarkIndex)} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))})`);
console.log(`${'page'.padEnd(10)} ${'perf'.padStart(11)} ${'LCP'.padStart(8)} ${'TBT'.padStart(20)} ${'CLS'.padStart(6)} ${'FCP'.padStart(8)} ${'SI'.padStart(8)}`);
for (const r of rows) {
  const perf = `${r.performance} (${r.performanceRange[0]}–${r.performanceRange[1]})`;
  const tbt = `${Math.round(r.tbt)} ms (${Math.round(r.tbtRange[0])}–${Math.round(r.tbtRange[1])})`;
  console.log(
    `${r.page.padEnd(10)} ${perf.padStart(11)} ${`${(r.lcp / 1000).toFixed(2)} s`.padStart(8)} ${tbt.padStart(20)} ${r.cls.toFixed(3).padStart(6)} ${`${(r.fcp / 1000).toFixed(2)} s`.padStart(8)} ${`${(r.si / 1000).toFixed(2)} s`.padStart(8)}`,
  );
}
if (unmeasured.length) console.log(`\nRuns Lighthouse could not measure, left out of the medians:\n  ${unmeasured.join('\n  ')}`);
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
for (const r of rows) {
  const total = r.mainThread.groups.reduce((sum, group) => sum + group.ms, 0);
  console.log(`\n${r.page}: main thread ${ms(total)} (median-TBT run), LCP element ${r.mainThread.lcpElement}`);
  console.log(`  ${r.mainThread.groups.map((group) => `${group.label} ${ms(group.ms)}`).join(', ')}`);
  console.log(`  longest tasks: ${r.mainThread.longest.map((task) => `${ms(task.ms)} at ${ms(task.at)} (${task.script})`).join('; ') || 'none'}`);
}
writeFileSync('dist/lighthouse.json', JSON.stringify({ runs: RUNS, throttling: THROTTLING, benchmarkIndex, benchmarkIndexes, pages: rows, unmeasured }, null, 2));
