// `npm run bench:lighthouse [-- --preset mid,low,4x] [--throttling simulated,applied] [--dist DIR --dist DIR]
// [--no-scripts]`: Lighthouse (mobile, slow 4G) on the home page, a category and a product, served by the production
// build on the embedded backend, with the CPU slowed as a phone is slower than this host. A factor of 4 on whatever CPU
// runs the test is no phone: the factor is the host's speed (Lighthouse's benchmarkIndex) over the phone's, as
// Chromium's DevTools calibrates it: a mid-tier phone scores 1,000, a low-tier phone 264. The index of one load is noisy
// (on a shared 2-core host, 1,263 to 2,651 over 20 loads while the page's own work moved by a tenth), so every load is
// recorded unthrottled first, and the factor comes from the median index of all of them. Two ways to slow the load,
// each printed as its own tables:
// - `simulated` (Lighthouse's default): each unthrottled recording is estimated once per preset (Lantern). The
//   estimate multiplies the recording's tasks, and the recording is Lighthouse's trace, whose instrumentation (a stack
//   for each timeline event, the scripts' sources) makes the page's long tasks half as long again or more.
// - `applied` (Lighthouse's `devtools` throttling): each page loaded again, Chromium running its CPU slower by the
//   factor and DevTools slowing each request to slow 4G: what the page does on a slow CPU, observed rather than
//   estimated (docs/performance.md, "Simulated and applied throttling").
// The `4x` preset is Lighthouse's default, to compare with figures taken elsewhere. For each preset and way it prints
// the factor, and for each page the median and range of the runs (performance, LCP, TBT, CLS, the longest task, the
// main thread's whole work, the host's index as the load began), then where the median-TBT run's main thread went and
// its longest tasks; writes lighthouse.json in the (first) build's directory. With several `--dist` builds (each
// `VITRINE_DIST_DIR=DIR npx tsx esbuild.config.ts`), each on its own server and in its own browser, the loads alternate
// between them and all use the same factor: the way to compare two builds, where two invocations would each have their
// own factor and their own hour of the host. `--no-scripts` also loads each build's pages with every script blocked
// (rows "DIR, no scripts"): the floor of the hour, the server's HTML and CSS alone, that no client code can go below.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildDirs, median, PHONE_PAGES as PAGES, startShop } from './bench-support';
import { phoneFactor } from './first-tap';

/** The phones (their benchmarkIndex from DevTools' CalibrationController), or a fixed factor for `4x`. */
const PRESETS = {
  mid: { phone: 'mid', label: 'mid-tier phone (benchmarkIndex 1,000)' },
  low: { phone: 'low', label: 'low-tier phone (benchmarkIndex 264)' },
  '4x': { factor: 4, label: 'Lighthouse’s default 4×, uncalibrated' },
} as const;
type PresetName = keyof typeof PRESETS;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Loads that measure the host before the runs (and warm the server's caches: seeded images are drawn on first request). */
const CALIBRATION_RUNS = 5;
const presetArg = process.argv.indexOf('--preset');
const presets = (presetArg > 0 ? process.argv[presetArg + 1]! : 'mid,low').split(',') as PresetName[];
/** How a load is slowed: estimated from an unthrottled recording, or slowed as it loads. */
const THROTTLINGS = ['simulated', 'applied'] as const;
type Throttling = (typeof THROTTLINGS)[number];
const throttlingArg = process.argv.indexOf('--throttling');
const throttlings = (throttlingArg > 0 ? process.argv[throttlingArg + 1]! : THROTTLINGS.join(',')).split(',') as Throttling[];
const builds = buildDirs(process.argv.slice(2));
/** What is loaded, alternated: each build, and with `--no-scripts` each build's pages without their scripts. */
const variants = builds.flatMap((build, b) => [
  { b, label: build, blocked: false },
  ...(process.argv.includes('--no-scripts') ? [{ b, label: `${build}, no scripts`, blocked: true }] : []),
]);
type Variant = (typeof variants)[number];
const unknown = presets.filter((name) => !(name in PRESETS));
if (unknown.length) {
  console.error(`Unknown preset ${unknown.join(', ')}: use ${Object.keys(PRESETS).join(', ')}, comma-separated.`);
  process.exit(1);
}
const unknownThrottling = throttlings.filter((name) => !THROTTLINGS.includes(name));
if (unknownThrottling.length) {
  console.error(`Unknown throttling ${unknownThrottling.join(', ')}: use ${THROTTLINGS.join(', ')}, comma-separated.`);
  process.exit(1);
}

// The console's errors too: a page whose app failed to start (no hydration) scores well for the wrong reason.
const flagsFor = (cpuSlowdownMultiplier: number, blocked: boolean, throttlingMethod: 'simulate' | 'devtools' = 'simulate') => ({
  onlyCategories: ['performance'],
  onlyAudits: ['errors-in-console'],
  logLevel: 'error' as const,
  throttlingMethod,
  // Merged into the mobile preset's slow 4G: only the CPU's factor changes.
  throttling: { cpuSlowdownMultiplier },
  ...(blocked && { blockedUrlPatterns: ['*.js'] }),
});

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

interface Details {
  items?: Array<Record<string, unknown>>;
}
interface Run {
  /** The host's benchmarkIndex as its load began. */
  hostIndex: number;
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

function runOf(lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number; details?: unknown }> }, hostIndex: number): Run {
  const { audits } = lhr;
  const items = (id: string) => ((audits[id]?.details ?? {}) as Details).items ?? [];
  const tasks = items('long-tasks').map((item) => ({ ms: Number(item.duration), at: Number(item.startTime), script: scriptOf(item.url) }));
  const lcpItem = ((items('largest-contentful-paint-element')[0]?.items as Details['items'] | undefined) ?? [])[0]?.node as
    | { nodeLabel?: string; selector?: string }
    | undefined;
  return {
    hostIndex,
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

const shops = await Promise.all(builds.map((dir) => startShop(mkdtempSync(join(tmpdir(), 'vitrine-lh-')), { VITRINE_DIST_DIR: dir })));
// A browser for each build: loads that alternate between two origins (two servers' ports) would each start a
// renderer process of their own, a task of 200 ms and more before the first paint that one origin's loads do not have.
const chromes = await Promise.all(
  builds.map(() =>
    chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    }),
  ),
);

/** Where Lighthouse keeps its recordings (a load's artifacts, about 15 MB each) until they are estimated. */
const recordings = mkdtempSync(join(tmpdir(), 'vitrine-lh-loads-'));
interface Load {
  /** What was loaded (a build, perhaps without its scripts), and the address it loaded. */
  variant: Variant;
  url: string;
  /** Its recording's directory. */
  dir: string;
  /** The host's benchmarkIndex as the load began; 0 when Lighthouse could not measure it. */
  hostIndex: number;
}

/** Loads `path` of a variant in Chromium, unthrottled, and keeps Lighthouse's recording of it. */
async function record(variant: Variant, path: string): Promise<Load> {
  const dir = mkdtempSync(join(recordings, 'load-'));
  const url = `${shops[variant.b]!.url}${path}`;
  await lighthouse(url, { ...flagsFor(1, variant.blocked), port: chromes[variant.b]!.port, gatherMode: dir });
  const { BenchmarkIndex } = JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8')) as { BenchmarkIndex?: unknown };
  return { variant, url, dir, hostIndex: typeof BenchmarkIndex === 'number' ? BenchmarkIndex : 0 };
}

/** A recorded load, estimated with the CPU `factor` times slower; null (and a line in `unmeasured`) when Lighthouse could not measure it. */
const unmeasured: string[] = [];
async function estimate({ url, dir, variant }: Load, factor: number, what: string) {
  // Lighthouse estimates a recording only with the settings it was recorded with; the factor changed nothing while
  // recording (simulated throttling slows nothing), so the recording is told the factor of this estimate.
  const file = join(dir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: { cpuSlowdownMultiplier: number } } };
  artifacts.settings.throttling.cpuSlowdownMultiplier = factor;
  writeFileSync(file, JSON.stringify(artifacts));
  return checked((await lighthouse(url, { ...flagsFor(factor, variant.blocked), auditMode: dir }))!.lhr, url, variant, what);
}

/** `path` of a variant loaded with the CPU `factor` times slower and each request slowed to slow 4G, as it loads. */
async function applied(variant: Variant, path: string, factor: number, what: string) {
  const url = `${shops[variant.b]!.url}${path}`;
  const result = await lighthouse(url, { ...flagsFor(factor, variant.blocked, 'devtools'), port: chromes[variant.b]!.port });
  return checked(result!.lhr, url, variant, what);
}

/** The report, or null (and a line in `unmeasured`) when Lighthouse could not measure the load. */
function checked(lhr: LighthouseResult, url: string, variant: Variant, what: string) {
  if (lhr.runtimeError) {
    unmeasured.push(`${what}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
    return null;
  }
  // A metric Lighthouse could not compute leaves the category without a score, which is not a score of 0.
  if (lhr.categories.performance?.score == null) {
    const failed = Object.values(lhr.audits).find((audit) => audit.errorMessage);
    unmeasured.push(`${what}: no performance score (${failed ? `${failed.id}: ${failed.errorMessage}` : 'no reason given'})`);
    return null;
  }
  // A page whose scripts were blocked logs each refusal.
  const errors = variant.blocked ? [] : ((lhr.audits['errors-in-console']?.details as Details | undefined)?.items ?? []);
  if (errors.length) throw new Error(`${url} logged errors, so its figures would not be the shop's: ${errors.map((e) => String(e.description)).join('; ')}`);
  return lhr;
}
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A page of a build: the key of its runs. */
const rowKey = (page: string, build: string) => `${page}\u0000${build}`;
/** The tables: each preset slowed each way. */
const tables = presets.flatMap((preset) => throttlings.map((throttling) => ({ preset, throttling })));
const runsOf = new Map(tables.map(({ preset, throttling }) => [`${preset} ${throttling}`, new Map(PAGES.flatMap((page) => variants.map(({ label }) => [rowKey(page.name, label), [] as Run[]])))]));
const factors = new Map<PresetName, number>();
/** The host's benchmarkIndex over the whole bench: the loads that warm the server's caches, then every recorded load. */
const indices: number[] = [];
const loads: { page: string; run: number; load: Load }[] = [];
/** The indices Lighthouse could measure. */
const measuredIndices = () => indices.filter(Boolean);
const factorOf = (preset: PresetName) => {
  const spec = PRESETS[preset];
  return 'factor' in spec ? spec.factor : phoneFactor(median(measuredIndices()), spec.phone);
};
try {
  for (const variant of variants.filter(({ blocked }) => !blocked)) for (let i = 0; i < CALIBRATION_RUNS; i++) indices.push((await record(variant, PAGES[i % PAGES.length]!.path)).hostIndex);
  for (const page of PAGES) {
    for (let run = 1; run <= RUNS; run++) {
      for (const variant of variants) {
        const load = await record(variant, page.path);
        indices.push(load.hostIndex);
        loads.push({ page: page.name, run, load });
      }
    }
  }
  if (!measuredIndices().length) throw new Error('Lighthouse measured no load: the host’s speed is unknown.');
  for (const preset of presets) factors.set(preset, factorOf(preset));
  // Slowed as they load, with the factor of the recorded loads: the builds alternated, each page's runs in turn.
  if (throttlings.includes('applied')) {
    for (const preset of presets) {
      for (const page of PAGES) {
        for (let run = 1; run <= RUNS; run++) {
          for (const variant of variants) {
            const what = `${preset} applied ${page.name}${variants.length > 1 ? ` (${variant.label})` : ''} run ${run}`;
            const lhr = await applied(variant, page.path, factors.get(preset)!, what);
            if (lhr) runsOf.get(`${preset} applied`)!.get(rowKey(page.name, variant.label))!.push(runOf(lhr, lhr.environment.benchmarkIndex));
          }
        }
      }
    }
  }
} finally {
  await Promise.all(chromes.map((chrome) => chrome.kill()));
  await Promise.all(shops.map((shop) => shop.stop()));
}
// The estimates need neither the browser nor the shop: their CPU is Lighthouse's alone.
try {
  if (throttlings.includes('simulated')) {
    for (const preset of presets) {
      for (const { page, run, load } of loads) {
        const lhr = await estimate(load, factors.get(preset)!, `${preset} ${page}${variants.length > 1 ? ` (${load.variant.label})` : ''} run ${run}`);
        if (lhr) runsOf.get(`${preset} simulated`)!.get(rowKey(page, load.variant.label))!.push(runOf(lhr, load.hostIndex));
      }
    }
  }
} finally {
  rmSync(recordings, { recursive: true, force: true });
}

type Row = { page: string; build: string; runs: Run[]; median: Run };
const results = tables.map(({ preset, throttling }) => ({
  preset,
  throttling,
  factor: factors.get(preset),
  rows: [...runsOf.get(`${preset} ${throttling}`)!].filter(([, runs]) => runs.length).map(([key, runs]): Row => {
    const [page, build] = key.split('\u0000') as [string, string];
    const tbt = median(runs.map((run) => run.tbt));
    // The run whose TBT is the median's: its main thread is the one the table's figure stands for.
    return { page, build, runs, median: runs.find((run) => run.tbt === tbt)! };
  }),
}));

const measured = measuredIndices();
const hostIndex = median(measured);
const ms = (value: number) => `${Math.round(value).toLocaleString('en')}`;
const s = (value: number) => (value / 1000).toFixed(2);
/** "median (low–high)" of one figure over a page's runs. */
function figure(runs: Run[], pick: (run: Run) => number, format: (value: number) => string) {
  const [low, high] = range(runs.map(pick));
  return `${format(median(runs.map(pick)))} (${format(low)}–${format(high)})`;
}

const [slowest, fastest] = range(measured);
console.log(`Host benchmarkIndex ${Math.round(hostIndex)} (${Math.round(slowest)}–${Math.round(fastest)}, the median of ${measured.length} unthrottled loads), ${new Date().toISOString().slice(0, 10)}; slow 4G; median of ${RUNS} runs (range)${variants.length > 1 ? ', the builds alternated' : ''}`);
/** A row's page, and its build where the bench compares builds. */
const named = (row: Row) => (variants.length > 1 ? [row.page, row.build] : [row.page]);
for (const { preset, throttling, factor, rows } of results) {
  console.log(`\n${preset}, ${throttling}: ${PRESETS[preset].label}, CPU ${factor}× slower than this host${throttling === 'applied' ? ', as the page loads' : ', estimated'}`);
  console.log([...(variants.length > 1 ? ['page', 'build'] : ['page']), 'perf', 'LCP s', 'TBT ms', 'CLS', 'longest task ms', 'main thread ms', 'host index as the load began'].join(' | '));
  for (const row of rows) {
    const { runs } = row;
    console.log(
      [
        ...named(row),
        figure(runs, (run) => run.performance, String),
        figure(runs, (run) => run.lcp, s),
        figure(runs, (run) => run.tbt, ms),
        figure(runs, (run) => run.cls, (value) => value.toFixed(3)),
        figure(runs, (run) => run.longestTask, ms),
        figure(runs, (run) => run.mainThreadWork, ms),
        figure(runs, (run) => run.hostIndex, ms),
      ].join(' | '),
    );
  }
  for (const row of rows) {
    const run = row.median;
    console.log(`  ${named(row).join(' ')}, median-TBT run: LCP element ${run.lcpElement}; ${run.groups.map((group) => `${group.label} ${ms(group.ms)} ms`).join(', ')}`);
    console.log(`    longest tasks: ${run.longest.map((task) => `${ms(task.ms)} ms at ${ms(task.at)} ms (${task.script})`).join('; ') || 'none'}`);
  }
}
if (unmeasured.length) console.log(`\nVisits Lighthouse could not measure, left out:\n  ${unmeasured.join('\n  ')}`);
writeFileSync(
  join(builds[0]!, 'lighthouse.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, builds, benchmarkIndex: hostIndex, indices, tables: results, unmeasured }, null, 2),
);
