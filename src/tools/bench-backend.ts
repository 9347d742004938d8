// npm run bench:backend [-- --duration SECONDS --connections N]
//
// Starts the embedded backend in its own process (NODE_ENV=production) on a temporary data directory with the
// shop's seed, and measures with autocannon a category listing GET and a product page GET: once as repeated
// identical requests (answered by the built-in page cache, as a CDN or Magento's full page cache would), once with
// every request distinct (the engine itself: parse, resolve, SQLite, JSON).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '../backend/index';
import { autocannon, heavierEntities, markdownTable } from './bench-support';


const CATEGORY_LISTING = `query CategoryListing($uid: String!, $pageSize: Int!, $currentPage: Int!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: $pageSize, currentPage: $currentPage, sort: { position: ASC }) {
    total_count
    page_info { current_page total_pages }
    sort_fields { default options { label value } }
    aggregations { attribute_code label count options { label value count } }
    items {
      uid sku name url_key url_suffix stock_status rating_summary review_count
      small_image { url label }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { percent_off } } }
      ... on ConfigurableProduct { configurable_options { attribute_code label values { uid label } } }
    }
  }
}`;

const PRODUCT_PAGE = `query ProductPage($url: String!) {
  route(url: $url) {
    relative_url redirect_code type
    ... on ProductInterface {
      uid sku name meta_title meta_description stock_status only_x_left_in_stock
      description { html } short_description { html }
      media_gallery { url label position disabled }
      media_gallery_entries { uid file label position types }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } }
      categories { uid name url_path breadcrumbs { category_uid category_name category_url_path } }
      custom_attributesV2(filters: { is_visible_on_front: true }) { items { code ... on AttributeValue { value }
        ... on AttributeSelectedOptions { selected_options { label value } } } }
    }
    ... on ConfigurableProduct {
      configurable_options { attribute_code label uid values { uid label } }
      variants { attributes { code uid label } product { uid sku stock_status media_gallery { url }
        price_range { minimum_price { final_price { value } } } } }
    }
  }
}`;

function path(query: string, variables: Record<string, unknown>): string {
  return `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;
}

/** The child process: serves the backend until the parent disconnects. */
async function serve(dataDir: string): Promise<void> {
  const backend = await createBackend({ dataDir });
  const server = createServer((req, res) => backend.handle(req, res));
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('disconnect', () => {
    server.close();
    void backend.close();
  });
}

async function bench(options: { duration: number; connections: number }): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const child = fork(fileURLToPath(import.meta.url), ['--serve', dataDir], {
    execArgv: process.execArgv, env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`The backend process exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const get = async <T>(query: string) => ((await (await fetch(`${base}${path(query, {})}`)).json()) as { data: T }).data;

  // The heavier end of what the shop asks.
  const { category, product } = await heavierEntities(get);
  const scenarios = [
    { name: `category listing GET (${category.name}, 6 per page)`, query: CATEGORY_LISTING, variables: { uid: category.uid, pageSize: 6, currentPage: 1 } },
    { name: `product page GET (route ${product.url_key}.html)`, query: PRODUCT_PAGE, variables: { url: `${product.url_key}.html` } },
  ];

  const rows: string[][] = [];
  for (const scenario of scenarios) {
    const check = (await (await fetch(`${base}${path(scenario.query, scenario.variables)}`)).json()) as { errors?: unknown };
    if (check.errors) throw new Error(`${scenario.name}: ${JSON.stringify(check.errors)}`);
    for (const cached of [true, false]) {
      let n = 0;
      // A variable the query does not declare makes each URL distinct, so no cache answers.
      const distinct = (request: { path: string }) => ({ ...request, path: path(scenario.query, { ...scenario.variables, bench: n++ }) });
      const result = await autocannon({
        url: base,
        connections: options.connections,
        duration: options.duration,
        requests: [{ method: 'GET', path: path(scenario.query, scenario.variables), ...(cached ? {} : { setupRequest: distinct }) }],
      });
      rows.push([
        scenario.name, cached ? 'page cache' : 'uncached', result.requests.average.toFixed(0), result.latency.p50.toFixed(1),
        result.latency.p99.toFixed(1), String(result.non2xx + result.errors),
      ]);
    }
  }
  child.disconnect();
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });

  const header = ['scenario', 'answered by', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  console.log(`\n${options.connections} connections, ${options.duration} s per run, node ${process.version}\n`);
  console.log(markdownTable(header, rows, 2));
}

const args = process.argv.slice(2);
if (args[0] === '--serve') {
  await serve(args[1]!);
} else {
  const option = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  await bench({ duration: option('duration', 10), connections: option('connections', 50) });
}
