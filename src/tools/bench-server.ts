// npm run bench:server [-- --duration SECONDS --connections N --runs N]; VITRINE_RENDER_THREADS=N for render threads
//
// Builds the shop if its build is older than its sources, starts the production server as `npm start` does
// (NODE_ENV=production, embedded backend) on a temporary data directory with the shop's seed, and measures with
// autocannon a product page and a category page, each served:
// - from the full-page cache: the same URL again and again;
// - uncached: every URL distinct (an utm_source the page ignores but the cache key holds), so every request is
//   rendered on the server: the page's machines run and send their GraphQL queries to the embedded backend, whose
//   own GraphQL cache answers them as Magento's would in front of its database (it is not switched off: a shop
//   runs with it).
// Each is measured several times, the uncached ones after a warm-up of WARM_UP_S seconds of the same load that is not
// counted (a server that has been serving runs warm: V8 goes on optimizing the render threads' code for about half a
// minute of renders, its compiler threads taking 0.70, 0.13 and 0.04 ms of CPU a page over three 10-s spans after the
// first 5 s, and the rate rising with it, 251, 285 and 296 req/s on a product page); the table gives the median and
// the spread (min–max) of the runs, the server's CPU time a page (all its threads, from /proc: it moves less with the
// host's day than the rate does, the load generator's own work left out), and its peak resident memory during them
// (sampled from /proc every 50 ms, and VmHWM over the whole bench).
// With Debian's varnish and wrk installed, a last row: the product page through Varnish in front of two nodes (npm run
// stack), gzip as browsers ask, the load from wrk (autocannon tops out near 11,000 req/s on this host, a third of what
// Varnish answers), how many requests the nodes got meanwhile (Varnish's MAIN.backend_req), and how long a price
// change takes to show through Varnish (the backend's tag purge, then one render).
import { execFileSync, fork, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readConfig, renderingOf } from '../server/config';
import { autocannon, heavierPages, markdownTable, type AutocannonResult } from './bench-support';
import { builtServer } from './built-server';
import { hasVarnish, startStack, type Stack } from './stack';


const DIST_DIR = resolve(process.env.VITRINE_DIST_DIR ?? 'dist');
/** The uncounted load before each uncached row's runs, in seconds. */
const WARM_UP_S = 25;
const SOURCES = ['src/app', 'src/domain', 'src/server', 'src/backend', 'machines', 'lang', 'public', 'esbuild.config.ts'];

/** The newest modification time under `path`. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Builds as `npm start` does when the build is missing or older than the app's sources. */
function buildIfNeeded(): void {
  const built = [join(DIST_DIR, 'server', 'render.mjs'), builtServer(DIST_DIR).program];
  const sources = Math.max(...SOURCES.map(newest));
  if (built.every((file) => existsSync(file) && statSync(file).mtimeMs >= sources)) return;
  console.log('Building the shop…');
  execFileSync(process.execPath, [...process.execArgv, 'esbuild.config.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The production server on a fresh data directory, as `npm start` runs it; resolves with its address once it listens. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const { program, execArgv } = builtServer(DIST_DIR);
  const child = fork(program, [], {
    execArgv,
    // Open to documents of the bench's own, which picks the pages it measures; the pages' renders ask by id all the same.
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', VITRINE_DATA_DIR: dataDir, VITRINE_DIST_DIR: DIST_DIR, VITRINE_GRAPHQL_OPEN: '1' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const base = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const port = /running at http:\/\/[^\s/]+:(\d+)/.exec(out)?.[1];
      if (port) done(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => fail(new Error(`The server exited (${code}): ${out}`)));
  });
  return { child, base };
}

/** A process's resident memory (VmRSS) or its peak since it started (VmHWM), in MB. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

/** Runs `work` while sampling the process's resident memory; resolves with its result and the highest sample. */
async function sampled<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = memoryOf(pid, 'VmRSS');
  const timer = setInterval(() => (peakMb = Math.max(peakMb, memoryOf(pid, 'VmRSS'))), 50);
  try {
    return { result: await work(), peakMb };
  } finally {
    clearInterval(timer);
  }
}

/** Clock ticks a second, the unit of /proc's CPU times. */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The CPU time a process has used, all its threads, in clock ticks (utime + stime of /proc/<pid>/stat). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Waits until the server is idle (under a tenth of a core for half a second): the renders a run left queued are done. */
async function settled(pid: number): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 500) {
    const before = cpuTicks(pid);
    await new Promise((done) => setTimeout(done, 500));
    if (cpuTicks(pid) - before < 5) return;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const spread = (values: number[], digits: number) => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

async function bench(options: { duration: number; connections: number; runs: number }): Promise<void> {
  buildIfNeeded();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-server-'));
  const { child, base } = await startServer(dataDir);
  const pid = child.pid!;
  try {
    const pages = await heavierPages(base);

    const rows: string[][] = [];
    for (const page of pages) {
      const check = await fetch(`${base}${page.path}`, { redirect: 'manual' });
      if (check.status !== 200) throw new Error(`${page.path} answered ${check.status}`);
      for (const cached of [true, false]) {
        let n = 0;
        const distinct = (request: { path: string }) => ({ ...request, path: `${page.path}?utm_source=bench-${cached}-${n++}` });
        const runs: Array<{ result: AutocannonResult; peakMb: number; cpuMs: number }> = [];
        // Uncounted: the render threads' code is still being compiled and optimized over its first seconds of renders.
        if (!cached) await autocannon({ url: base, connections: options.connections, duration: WARM_UP_S, requests: [{ method: 'GET', path: page.path, setupRequest: distinct }] });
        for (let run = 0; run < options.runs; run += 1) {
          await settled(pid);
          const ticks = cpuTicks(pid);
          const measured = await sampled(pid, () => autocannon({
            url: base,
            connections: options.connections,
            duration: options.duration,
            requests: [{ method: 'GET', path: page.path, ...(cached ? {} : { setupRequest: distinct }) }],
          }));
          runs.push({ ...measured, cpuMs: ((cpuTicks(pid) - ticks) * 1000) / CLOCK_TICKS / measured.result.requests.total });
        }
        rows.push([
          page.name, cached ? 'full-page cache' : 'uncached (rendered)',
          spread(runs.map((r) => r.result.requests.average), 0),
          spread(runs.map((r) => r.result.latency.p50), 1),
          spread(runs.map((r) => r.result.latency.p99), 1),
          spread(runs.map((r) => r.cpuMs), 2),
          spread(runs.map((r) => r.peakMb), 0),
          String(runs.reduce((sum, r) => sum + r.result.non2xx + r.result.errors + r.result.timeouts, 0)),
        ]);
      }
    }
    const peak = memoryOf(pid, 'VmHWM');
    const throughVarnish = hasVarnish() && hasWrk() ? await varnishRow(pages[0]!, options) : undefined;
    if (throughVarnish) rows.push(throughVarnish.row);

    const header = ['page', 'served', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms a page', 'peak RSS MB', 'errors'];
    const rendering = renderingOf(readConfig().renderThreads);
    console.log(`\n${options.connections} connections, ${options.runs} runs of ${options.duration} s each, node ${process.version}, ${rendering};`
      + ` median (min–max) of the runs, the uncached ones after ${WARM_UP_S} s of uncounted load\n`);
    console.log(markdownTable(header, rows, 2));
    console.log(`\nServer's peak resident memory over the whole bench (VmHWM): ${peak.toFixed(0)} MB`);
    if (throughVarnish) {
      console.log(`Requests the storefront nodes got during the Varnish runs: ${throughVarnish.nodeRequests}`);
      console.log(`From a price change to Varnish serving the page with it: ${spread(throughVarnish.purges, 0)} ms (7 changes)`);
    }
    else console.log('No Varnish row: apt-get install varnish wrk to measure the page through it.');
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether Debian's wrk is installed: the load for Varnish, which answers faster than autocannon can ask. */
const hasWrk = () => spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;

/** wrk's figures: requests a second, p50 and p99 in ms, and the requests that failed (non-2xx, socket errors). */
function wrk(url: string, connections: number, duration: number): { rps: number; p50: number; p99: number; errors: number } {
  const out = execFileSync('wrk', ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: gzip', url], { encoding: 'utf8' });
  const ms = (line: RegExp) => {
    const [, value, unit] = line.exec(out) ?? [];
    return Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit as 'us' | 'ms' | 's'] ?? NaN);
  };
  const errors = [/Non-2xx or 3xx responses: (\d+)/, /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/]
    .flatMap((line) => (line.exec(out) ?? []).slice(1).map(Number)).reduce((sum, n) => sum + n, 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]), p50: ms(/50%\s+([\d.]+)(us|ms|s)/), p99: ms(/99%\s+([\d.]+)(us|ms|s)/), errors };
}

/** A cached page through Varnish in front of two nodes: its row of the table, and the requests the nodes got meanwhile. */
async function varnishRow(page: { name: string; path: string }, options: { duration: number; connections: number; runs: number }) {
  // The test hooks change a price, as an admin's save would.
  const stack = await startStack({ distDir: DIST_DIR, env: { VITRINE_TEST_HOOKS: '1' } });
  try {
    await (await fetch(`${stack.url}${page.path}`)).text();
    const fetched = stack.counters()['MAIN.backend_req']!;
    const runs = Array.from({ length: options.runs }, () => wrk(`${stack.url}${page.path}`, options.connections, options.duration));
    const nodeRequests = stack.counters()['MAIN.backend_req']! - fetched;
    const purges = await purgeDelays(stack);
    const row = [
      page.name, 'Varnish, 2 nodes (gzip, wrk)', spread(runs.map((r) => r.rps), 0), spread(runs.map((r) => r.p50), 1),
      spread(runs.map((r) => r.p99), 1), '–', '–', String(runs.reduce((sum, r) => sum + r.errors, 0)),
    ];
    return { row, nodeRequests, purges };
  } finally {
    await stack.stop();
  }
}

/** A simple product of the seed whose price the purge delays change (its special price, 27.90, stays above them). */
const PRICED = { sku: 'OMG-KRILL', path: '/huile-de-krill-antarctique.html' };

/**
 * How long a price change takes to reach the page Varnish serves (the backend's purge, a node's render), in ms: seven
 * changes of a product's price, each timed from the change to the first answer showing the new price.
 */
async function purgeDelays(stack: Stack): Promise<number[]> {
  const delays: number[] = [];
  for (let cents = 1_001; cents < 1_008; cents += 1) {
    await (await fetch(`${stack.url}${PRICED.path}`)).text();
    const started = performance.now();
    await fetch(`${stack.nodes[0].url}/__test__/price/${PRICED.sku}`, { method: 'POST', body: JSON.stringify({ price: cents / 100 }) });
    const shown = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    while (!(await (await fetch(`${stack.url}${PRICED.path}`)).text()).includes(shown));
    delays.push(Math.round(performance.now() - started));
  }
  return delays;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
await bench({ duration: option('duration', 10), connections: option('connections', 50), runs: option('runs', 3) });
