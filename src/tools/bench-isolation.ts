// npm run bench:isolation [-- --runs N --duration SECONDS --connections N]
//
// Starts the storefront server as `npm start` does (NODE_ENV=production, embedded backend) on a temporary data
// directory, then measures with autocannon the home page GET and a `{__typename}` GET, first on an idle shop, then
// while other connections send a 99 KB search POST in a loop. Each measure runs several times; the table gives the
// median of the runs and their spread (min–max).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, startShop } from './bench-support';


/** About 11,000 words, 99 KB: the search the probe sent (the backend keeps its first 128 characters). */
function bigSearch(): string {
  const words: string[] = [];
  for (let i = 0; words.join(' ').length < 99 * 1024 - 200; i++) words.push(`mot${i % 997}x`);
  return JSON.stringify({ query: 'query Search($q: String!) { products(search: $q) { total_count } }', variables: { q: words.join(' ') } });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const cell = (values: number[]) => `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;

async function bench({ runs, duration, connections }: { runs: number; duration: number; connections: number }): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-isolation-'));
  const shop = await startShop(dataDir);
  const body = bigSearch();
  const probes = [
    { name: 'home page GET /', path: '/' },
    { name: '{__typename} GET', path: `/graphql?query=${encodeURIComponent('{__typename}')}` },
  ];
  // Warm: the first render loads the app's code and the configuration copy.
  for (const probe of probes) await (await fetch(`${shop.url}${probe.path}`)).text();

  const rows: string[][] = [];
  let searches = { total: 0, failed: 0 };
  for (const loaded of [false, true]) {
    for (const probe of probes) {
      const p50: number[] = [];
      const p99: number[] = [];
      let failed = 0;
      for (let run = 0; run < runs; run++) {
        const load = loaded
          ? autocannon({
            url: `${shop.url}/graphql`, connections, duration: duration + 1, method: 'POST',
            headers: { 'Content-Type': 'application/json' }, body,
          })
          : undefined;
        const result = await autocannon({ url: `${shop.url}${probe.path}`, connections: 1, duration });
        const search = await load;
        if (search) searches = { total: searches.total + search.requests.total, failed: searches.failed + search.non2xx + search.errors };
        p50.push(result.latency.p50);
        p99.push(result.latency.p99);
        failed += result.non2xx + result.errors;
      }
      rows.push([probe.name, loaded ? `${connections} × 99 KB search` : 'idle', cell(p50), cell(p99), String(failed)]);
    }
  }
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const header = ['probe', 'alongside', 'p50 ms median (min–max)', 'p99 ms median (min–max)', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${runs} runs of ${duration} s each, 1 probe connection, node ${process.version}\n`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(`\n99 KB searches sent: ${searches.total}, answered with an error or not at all: ${searches.failed}`);
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
await bench({ runs: option('runs', 3), duration: option('duration', 10), connections: option('connections', 4) });
