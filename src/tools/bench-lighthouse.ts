// `npm run bench:lighthouse [-- --preset mid,low,4x]`: Lighthouse (mobile, simulated slow 4G) on the home page, a
// category and a product, served by the production build on the embedded backend, with the CPU slowed as a phone is
// slower than this host. A factor of 4 on whatever CPU runs the test is no phone: the host's speed is measured first
// (Lighthouse's benchmarkIndex, the median of several visits) and the factor is that index over the phone's, as
// Chromium's DevTools calibrates it: a mid-tier phone scores 1,000, a low-tier phone 264. The `4x` preset is
// Lighthouse's default, to compare with figures taken elsewhere. For each preset and page it prints the median and
// range of the runs (performance, LCP, TBT, CLS, the longest task, the main thread's whole work), then where the
// median-TBT run's main thread went and its longest tasks; writes dist/lighthouse.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, PHONE_PAGES as PAGES, startShop } from './bench-support';

/** The phones' benchmarkIndex (DevTools' CalibrationController), or a fixed factor for `4x`. */
const PRESETS = {
  mid: { deviceIndex: 1000, label: 'mid-tier phone (benchmarkIndex 1,000)' },
  low: { deviceIndex: 264, label: 'low-tier phone (benchmarkIndex 264)' },
  '4x': { factor: 4, label: 'Lighthouse’s default 4×, uncalibrated' },
} as const;
type PresetName = keyof typeof PRESETS;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Visits that measure the host (and warm the server's caches: seeded images are drawn on first request). */
const CALIBRATION_RUNS = 5;
const presetArg = process.argv.indexOf('--preset');
const presets = (presetArg > 0 ? process.argv[presetArg + 1]! : 'mid,low').split(',') as PresetName[];
const unknown = presets.filter((name) => !(name in PRESETS));
if (unknown.length) {
  console.error(`Unknown preset ${unknown.join(', ')}: use ${Object.keys(PRESETS).join(', ')}, comma-separated.`);
  process.exit(1);
}

// The console's errors too: a page whose app failed to start (no hydration) scores well for the wrong reason.
const flagsFor = (cpuSlowdownMultiplier: number) => ({
  onlyCategories: ['performance'],
  onlyAudits: ['errors-in-console'],
  logLevel: 'error' as const,
  throttlingMethod: 'simulate' as const,
  // Merged into the mobile preset's slow 4G: only the CPU's factor changes.
  throttling: { cpuSlowdownMultiplier },
});

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

interface Details {
  items?: Array<Record<string, unknown>>;
}
interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The longest main-thread task, throttled (ms). */
  longestTask: number;
  /** The main thread's whole work during the load, throttled (ms). */
  mainThreadWork: number;
  groups: { label: string; ms: number }[];
  longest: { ms: number; at: number; script: string }[];
  lcpElement: string;
}

/** The script a task is attributed to, by its file name ("Unattributable" is Lighthouse's word for work of no script). */
const scriptOf = (url: unknown) => (typeof url === 'string' && url.includes('/') ? url.slice(url.lastIndexOf('/') + 1) || url : String(url ?? '?'));

function runOf(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number; details?: unknown }> }): Run {
  const { audits } = lhr;
  const items = (id: string) => ((audits[id]?.details ?? {}) as Details).items ?? [];
  const tasks = items('long-tasks').map((item) => ({ ms: Number(item.duration), at: Number(item.startTime), script: scriptOf(item.url) }));
  const lcpItem = ((items('largest-contentful-paint-element')[0]?.items as Details['items'] | undefined) ?? [])[0]?.node as
    | { nodeLabel?: string; selector?: string }
    | undefined;
  return {
    performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']!.numericValue ?? 0,
    tbt: audits['total-blocking-time']!.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']!.numericValue ?? 0,
    longestTask: Math.max(0, ...tasks.map((task) => task.ms)),
    mainThreadWork: audits['mainthread-work-breakdown']!.numericValue ?? 0,
    groups: items('mainthread-work-breakdown')
      .map((item) => ({ label: String(item.groupLabel ?? item.group), ms: Number(item.duration) }))
      .sort((a, b) => b.ms - a.ms),
    longest: tasks.sort((a, b) => b.ms - a.ms).slice(0, 3),
    lcpElement: lcpItem?.selector ?? lcpItem?.nodeLabel ?? '?',
  };
}

const shop = await startShop(mkdtempSync(join(tmpdir(), 'vitrine-lh-')));
// However this script ends (Chromium missing, a Lighthouse failure), the shop stops with it.
process.on('exit', () => void shop.stop());
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

/** One Lighthouse visit; null (and a line in `unmeasured`) when Lighthouse could not measure it. */
const unmeasured: string[] = [];
async function visit(path: string, factor: number, what: string) {
  const result = await lighthouse(`${shop.url}${path}`, { ...flagsFor(factor), port: chrome.port });
  const lhr = result!.lhr;
  if (lhr.runtimeError) {
    unmeasured.push(`${what}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
    return null;
  }
  const errors = (lhr.audits['errors-in-console']?.details as Details | undefined)?.items ?? [];
  if (errors.length) throw new Error(`${path} logged errors, so its figures would not be the shop's: ${errors.map((e) => String(e.description)).join('; ')}`);
  return lhr;
}

type Row = { page: string; runs: Run[]; median: Run };
const results: { preset: PresetName; factor: number; rows: Row[] }[] = [];
const calibration: number[] = [];
try {
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    const page = PAGES[i % PAGES.length]!;
    const lhr = await visit(page.path, 1, `calibration ${i + 1}`);
    if (lhr) calibration.push(lhr.environment.benchmarkIndex);
  }
  if (!calibration.length) throw new Error('Lighthouse measured no visit: the host’s speed is unknown.');
  const hostIndex = median(calibration);
  for (const preset of presets) {
    const spec = PRESETS[preset];
    const factor = 'factor' in spec ? spec.factor : Math.round((hostIndex / spec.deviceIndex) * 100) / 100;
    const rows: Row[] = [];
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await visit(page.path, factor, `${preset} ${page.name} run ${i + 1}`);
        if (lhr) runs.push(runOf(lhr));
      }
      if (!runs.length) continue;
      const tbt = median(runs.map((run) => run.tbt));
      // The run whose TBT is the median's: its main thread is the one the table's figure stands for.
      rows.push({ page: page.name, runs, median: runs.find((run) => run.tbt === tbt)! });
    }
    results.push({ preset, factor, rows });
  }
} finally {
  await chrome.kill();
  await shop.stop();
}

const hostIndex = median(calibration);
const ms = (value: number) => `${Math.round(value).toLocaleString('en')}`;
const s = (value: number) => (value / 1000).toFixed(2);
/** "median (low–high)" of one figure over a page's runs. */
function figure(runs: Run[], pick: (run: Run) => number, format: (value: number) => string) {
  const [low, high] = range(runs.map(pick));
  return `${format(median(runs.map(pick)))} (${format(low)}–${format(high)})`;
}

console.log(`Host benchmarkIndex ${Math.round(hostIndex)} (${calibration.map(Math.round).join(', ')}), ${new Date().toISOString().slice(0, 10)}; simulated slow 4G; median of ${RUNS} runs (range)`);
for (const { preset, factor, rows } of results) {
  console.log(`\n${preset}: ${PRESETS[preset].label}, CPU ${factor}× slower than this host`);
  console.log(['page', 'perf', 'LCP s', 'TBT ms', 'CLS', 'longest task ms', 'main thread ms'].join(' | '));
  for (const { page, runs } of rows) {
    console.log(
      [
        page,
        figure(runs, (run) => run.performance, String),
        figure(runs, (run) => run.lcp, s),
        figure(runs, (run) => run.tbt, ms),
        figure(runs, (run) => run.cls, (value) => value.toFixed(3)),
        figure(runs, (run) => run.longestTask, ms),
        figure(runs, (run) => run.mainThreadWork, ms),
      ].join(' | '),
    );
  }
  for (const { page, median: run } of rows) {
    console.log(`  ${page}, median-TBT run: LCP element ${run.lcpElement}; ${run.groups.map((group) => `${group.label} ${ms(group.ms)} ms`).join(', ')}`);
    console.log(`    longest tasks: ${run.longest.map((task) => `${ms(task.ms)} ms at ${ms(task.at)} ms (${task.script})`).join('; ') || 'none'}`);
  }
}
if (unmeasured.length) console.log(`\nVisits Lighthouse could not measure, left out:\n  ${unmeasured.join('\n  ')}`);
writeFileSync(
  'dist/lighthouse.json',
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, benchmarkIndex: hostIndex, calibration, presets: results, unmeasured }, null, 2),
);
