// npm run bench:isolation [-- --runs N --duration SECONDS --connections N]
//
// Starts the storefront server as `npm start` does (NODE_ENV=production, embedded backend) on a temporary data
// directory, then measures with autocannon the home page GET, a `{__typename}` GET and a cart query, first on an idle
// shop, then while other connections send hostile documents in a loop: a 99 KB search, a document of 800 copies of one
// field (each one new), the probe's 50 KB document of 3,300 aliases (10,000 tokens, each one new). Each measure runs
// several times; the table gives the median of the runs and their spread (min–max). Then the backend thread's restarts
// (none expected) and the server's peak memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, markdownTable, startShop } from './bench-support';


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

/** A load: one POST body, or a new one each request (`next`), so that no cache of parsed documents helps. */
interface Load {
  name: string;
  body?: string;
  next?: (n: number) => string;
}

const post = (query: string) => JSON.stringify({ query });
const LOADS: Load[] = [
  { name: '99 KB search', body: bigSearch() },
  // Validation compares each pair of fields under one response name: 800 of them held the thread up to 2 s.
  { name: '800-field document', next: (n) => post(`{ u${n}: __typename ${'__typename '.repeat(800)}}`) },
  // Parsed and kept by the dozen, these ran the backend thread out of memory.
  { name: '10,000-token document', next: (n) => post(`{ u${n}: __typename ${Array.from({ length: 3_300 }, (_, i) => `a${i}: __typename`).join(' ')} }`) },
];

async function bench({ runs, duration, connections }: { runs: number; duration: number; connections: number }): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-isolation-'));
  // Open to any document (VITRINE_GRAPHQL_OPEN=1): the loads are what anyone who reaches the backend directly may send;
  // the public /graphql of a shop refuses them all before parsing (src/server/trusted-documents.ts).
  const shop = await startShop(dataDir, { VITRINE_GRAPHQL_OPEN: '1' });
  const cart = (await (await fetch(`${shop.url}/graphql`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: post('mutation { createEmptyCart }'),
  })).json()) as { data: { createEmptyCart: string } };
  const probes = [
    { name: 'home page GET /', path: '/' },
    { name: '{__typename} GET', path: `/graphql?query=${encodeURIComponent('{__typename}')}` },
    { name: 'cart query GET', path: `/graphql?query=${encodeURIComponent(`{ cart(cart_id: "${cart.data.createEmptyCart}") { total_quantity } }`)}` },
  ];
  // Warm: the first render loads the app's code and the configuration copy.
  for (const probe of probes) await (await fetch(`${shop.url}${probe.path}`)).text();

  const rows: string[][] = [];
  const sent = new Map<string, number>();
  let n = 0;
  for (const load of [undefined, ...LOADS]) {
    for (const probe of probes) {
      const p50: number[] = [];
      const p99: number[] = [];
      let failed = 0;
      for (let run = 0; run < runs; run++) {
        const hostile = load
          ? autocannon({
            url: `${shop.url}/graphql`, connections, duration: duration + 1,
            requests: [{
              method: 'POST', path: '/graphql', headers: { 'Content-Type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: load.next ? load.next(n++) : load.body }),
            }],
          })
          : undefined;
        const result = await autocannon({ url: `${shop.url}${probe.path}`, connections: 1, duration });
        const answered = await hostile;
        if (load && answered) sent.set(load.name, (sent.get(load.name) ?? 0) + answered.requests.total);
        p50.push(result.latency.p50);
        p99.push(result.latency.p99);
        failed += result.non2xx + result.errors;
      }
      rows.push([probe.name, load ? `${connections} × ${load.name}` : 'idle', cell(p50), cell(p99), String(failed)]);
    }
  }
  const restarts = shop.output().split('[backend thread] stopped unexpectedly').length - 1;
  const peak = shop.peakRss();
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const header = ['probe', 'alongside', 'p50 ms median (min–max)', 'p99 ms median (min–max)', 'errors'];
  console.log(`\n${runs} runs of ${duration} s each, 1 probe connection, node ${process.version}\n`);
  console.log(markdownTable(header, rows, header.length));
  console.log(`\nhostile requests sent: ${[...sent].map(([name, total]) => `${total} × ${name}`).join(', ')}`);
  console.log(`backend thread restarts: ${restarts}; the server's peak memory (VmHWM): ${peak.toFixed(0)} MB`);
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
await bench({ runs: option('runs', 3), duration: option('duration', 10), connections: option('connections', 4) });
