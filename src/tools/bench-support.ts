// What the benchmarks share: autocannon's typing, and the storefront started as `npm start` runs it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { builtServer } from './built-server';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: Array<{
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    setupRequest?: (request: { path: string; body?: string }) => { path: string; body?: string };
  }>;
}

// autocannon ships no type declarations: the few fields the benchmarks use.
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

/**
 * The production server (NODE_ENV=production, embedded backend, e-mail to files) on `dataDir` and a free port; once
 * it runs, what it logs to stderr (an unexpected error, say) is shown as it comes. `output` is all it logged; `peakRss`
 * its peak resident memory so far (VmHWM), in MB. It stops when the bench's process exits, however that ends (a
 * failure, an exception) short of a signal.
 */
export async function startShop(dataDir: string, env: Record<string, string> = {}): Promise<{ url: string; output: () => string; peakRss: () => number; stop: () => Promise<void> }> {
  // The build the environment names (`--dist DIR` of the benches that compare builds) is the one that runs.
  const { program, execArgv } = builtServer(env.VITRINE_DIST_DIR);
  const child = spawn(process.execPath, [...execArgv, program], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', VITRINE_DATA_DIR: dataDir, SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`The shop exited with ${code}:\n${output}`)));
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.pipe(process.stderr);
  // A bench that throws or exits early leaves no server behind it.
  const orphaned = () => void child.kill('SIGTERM');
  process.once('exit', orphaned);
  return {
    url,
    output: () => output,
    peakRss: () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: () =>
      new Promise((resolve) => {
        process.off('exit', orphaned);
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The middle value of several runs (the upper one of an even count). */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** Runs' figure as the benches print it: the median rounded (to `digits` decimals), then the range, `unit` after the median. */
export function medianAndRange(values: number[], unit = '', digits = 0): string {
  const round = (value: number) => (digits ? value.toFixed(digits) : String(Math.round(value)));
  return `${round(median(values))}${unit} (${round(Math.min(...values))}–${round(Math.max(...values))})`;
}

/** A benchmark's table in Markdown, its columns from `firstNumeric` on aligned right. */
export function markdownTable(header: string[], rows: string[][], firstNumeric: number): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= firstNumeric ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i >= firstNumeric ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The heavier end of the shop's catalogue, asked with `gql`: its largest top-level category and a configurable product. */
export async function heavierEntities(gql: <T>(query: string) => Promise<T>): Promise<{
  category: { uid: string; url_path: string; name: string; product_count: number };
  product: { url_key: string };
}> {
  const menu = await gql<{ categoryList: Array<{ children: Array<{ uid: string; url_path: string; name: string; product_count: number }> }> }>(
    '{ categoryList { children { uid url_path name product_count } } }');
  const category = [...menu.categoryList[0]!.children].sort((a, b) => b.product_count - a.product_count)[0]!;
  const listing = await gql<{ products: { items: Array<{ __typename: string; url_key: string }> } }>(
    '{ products(search: "", pageSize: 100) { items { __typename url_key } } }');
  return { category, product: listing.products.items.find((p) => p.__typename === 'ConfigurableProduct')! };
}

/** Every value a bench's command line gives the option `name` (`--runs 3`), in order. */
export function optionValues(argv: string[], name: string): string[] {
  return argv.flatMap((arg, i) => (arg === name && argv[i + 1] ? [argv[i + 1]!] : []));
}

/**
 * The builds a phone bench compares: each `--dist DIR` (a `VITRINE_DIST_DIR=DIR npx tsx esbuild.config.ts`), or the one
 * the shop serves by default.
 */
export function buildDirs(argv: string[]): string[] {
  const dirs = optionValues(argv, '--dist');
  return dirs.length ? dirs : [process.env.VITRINE_DIST_DIR ?? 'dist'];
}

/** The pages the phone benches load (bench:lighthouse, bench:blocking): home, a category and a product of the seed. */
export const PHONE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/vitamines-mineraux.html' },
  { name: 'product', path: '/omega-3-epa-dha-marin.html' },
];

/**
 * The heavier end of the shop's pages (heavierEntities), found through the storefront at `base` (which must take
 * documents of the bench's own: VITRINE_GRAPHQL_OPEN=1).
 */
export async function heavierPages(base: string): Promise<Array<{ name: string; path: string }>> {
  const { category, product } = await heavierEntities(async <T>(query: string) =>
    ((await (await fetch(`${base}/graphql?${new URLSearchParams({ query })}`)).json()) as { data: T }).data);
  return [
    { name: `product page (/${product.url_key}.html)`, path: `/${product.url_key}.html` },
    { name: `category page (/${category.url_path}.html, ${category.product_count} products)`, path: `/${category.url_path}.html` },
  ];
}
