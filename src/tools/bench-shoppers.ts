// npm run bench:shoppers [-- --shoppers N --duration SECONDS]
//
// Starts the production server (NODE_ENV=production, as `npm start` does) on a temporary data directory and lets
// simulated shoppers use it over HTTP with the shop's own GraphQL operations, as the browser sends them (public
// queries and the guest cart as GET without Authorization, mutations as POST): the home page's HTML, a category
// listing, a product, a search, a guest cart, adds of in-stock products, the cart. Each shopper keeps what the server
// acknowledged; at the end every cart is read again and must hold exactly that. Prints a table per operation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddProductsToCartDocument, CartDocument, CategoryListingDocument, CategoryTreeDocument, CreateCartDocument, ProductDetailsDocument,
  SearchListingDocument,
} from '../app/graphql/generated/graphql';
import { CATALOG_PAGE_SIZE } from '../domain/constants';
import { REVIEW_PAGE_SIZE } from '../domain/reviews';
import { persistedQueryOf } from '../app/services/graphql/trusted-document-exchange';
import { markdownTable, startShop } from './bench-support';

type Operation = 'home page HTML' | 'category listing' | 'product' | 'search' | 'create cart' | 'add to cart' | 'cart';
const OPERATIONS: Operation[] = ['home page HTML', 'category listing', 'product', 'search', 'create cart', 'add to cart', 'cart'];

interface Product {
  sku: string;
  urlKey: string;
  /** Units any one cart may take without running past the stock. */
  maxQuantity: number;
}

interface Stats {
  latencies: Map<Operation, number[]>;
  errors: Map<Operation, number>;
  /** The first few failures, as the server answered them. */
  samples: string[];
  /** Answers 503 (the shop turned the request away), within the errors. */
  unavailable: number;
}

class Failure extends Error {}

/** The shop's GraphQL over HTTP, as its browser sends it: by id, queries as GET (cacheable, no Authorization), mutations as POST. */
function graphqlClient(base: string) {
  return async <Data, Variables>(document: TypedDocumentNode<Data, Variables>, variables: Variables, method: 'GET' | 'POST' = 'GET'): Promise<Data> => {
    const extensions = persistedQueryOf(document)!;
    const response = method === 'GET'
      ? await fetch(`${base}/graphql?${new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) })}`, { headers: { Store: 'default' } })
      : await fetch(`${base}/graphql`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', Store: 'default' }, body: JSON.stringify({ variables, extensions }),
      });
    const text = await response.text();
    if (response.status !== 200) throw new Failure(`HTTP ${response.status}: ${text.slice(0, 300)}`);
    const answer = JSON.parse(text) as { data?: Data; errors?: { message: string }[] };
    if (answer.errors?.length || !answer.data) throw new Failure(`GraphQL: ${answer.errors?.map((e) => e.message).join(', ') ?? 'no data'}`);
    return answer.data;
  };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function catalogue(graphql: ReturnType<typeof graphqlClient>) {
  const tree = await graphql(CategoryTreeDocument, {});
  const categories = (tree.categoryList?.[0]?.children ?? []).flatMap((c) => (c ? [c.uid] : []));
  const found = await graphql(SearchListingDocument, {
    search: '', filter: {}, pageSize: 100, currentPage: 1,
    withFacet0: false, withFacet1: false, withFacet2: false, withFacet3: false, withAllValues: false,
  });
  const products: Product[] = [];
  for (const item of found.products?.items ?? []) {
    // Simple products in stock: a configurable one needs its options chosen, which the product page does.
    if (!item || item.__typename !== 'SimpleProduct' || item.stock_status === 'OUT_OF_STOCK' || !item.sku || !item.url_key) continue;
    const details = await graphql(ProductDetailsDocument, { urlKey: item.url_key, reviewsPageSize: REVIEW_PAGE_SIZE });
    const left = details.products?.items?.[0]?.only_x_left_in_stock;
    products.push({ sku: item.sku, urlKey: item.url_key, maxQuantity: left ? Math.max(0, Math.floor(left / 4)) : 3 });
  }
  const searchTerms = [...new Set(products.flatMap((p) => p.urlKey.split('-').filter((word) => word.length >= 4)))];
  return { categories, products: products.filter((p) => p.maxQuantity > 0), searchTerms };
}

async function bench({ shoppers, duration }: { shoppers: number; duration: number }): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-shoppers-'));
  const shop = await startShop(dataDir);
  const graphql = graphqlClient(shop.url);
  const { categories, products, searchTerms } = await catalogue(graphql);
  const stats: Stats = { latencies: new Map(OPERATIONS.map((o) => [o, []])), errors: new Map(OPERATIONS.map((o) => [o, 0])), samples: [], unavailable: 0 };

  /** Times one operation; a failure is counted and the shopper goes on. */
  const timed = async <T>(operation: Operation, run: () => Promise<T>): Promise<T | Failure> => {
    const start = performance.now();
    try {
      const result = await run();
      stats.latencies.get(operation)!.push(performance.now() - start);
      return result;
    } catch (error) {
      stats.errors.set(operation, stats.errors.get(operation)! + 1);
      if (error instanceof Failure && error.message.startsWith('HTTP 503')) stats.unavailable += 1;
      if (stats.samples.length < 10) stats.samples.push(`${operation}: ${error instanceof Error ? error.message : String(error)}`);
      return error instanceof Failure ? error : new Failure(String(error));
    }
  };

  /** Each cart and what its shopper was told it holds (sku → units). */
  const carts = new Map<string, Map<string, number>>();
  const deadline = Date.now() + duration * 1000;
  const shopper = async () => {
    let cartId: string | undefined;
    const acknowledged = new Map<string, number>();
    while (Date.now() < deadline) {
      await timed('home page HTML', async () => {
        const response = await fetch(`${shop.url}/`);
        const html = await response.text();
        if (response.status !== 200 || !html.includes('</html>')) throw new Failure(`HTTP ${response.status}`);
      });
      const category = pick(categories);
      await timed('category listing', () => graphql(CategoryListingDocument, {
        uid: category, filter: { category_uid: { eq: category } }, sort: { position: 'ASC' }, pageSize: CATALOG_PAGE_SIZE, currentPage: 1,
        withFacet0: false, withFacet1: false, withFacet2: false, withFacet3: false, withAllValues: false,
      }));
      const product = pick(products);
      await timed('product', () => graphql(ProductDetailsDocument, { urlKey: product.urlKey, reviewsPageSize: REVIEW_PAGE_SIZE }));
      await timed('search', () => graphql(SearchListingDocument, {
        search: pick(searchTerms), filter: {}, sort: { relevance: 'DESC' }, pageSize: CATALOG_PAGE_SIZE, currentPage: 1,
        withFacet0: false, withFacet1: false, withFacet2: false, withFacet3: false, withAllValues: false,
      }));
      if (!cartId) {
        const created = await timed('create cart', async () => {
          const answer = await graphql(CreateCartDocument, {}, 'POST');
          if (!answer.cartId) throw new Failure('no cart id');
          return answer.cartId;
        });
        if (created instanceof Failure) continue;
        cartId = created;
        carts.set(cartId, acknowledged);
      }
      const room = product.maxQuantity - (acknowledged.get(product.sku) ?? 0);
      if (room > 0) {
        const quantity = 1 + Math.floor(Math.random() * Math.min(room, 3));
        const id = cartId;
        const added = await timed('add to cart', async () => {
          const answer = await graphql(AddProductsToCartDocument, { cartId: id, items: [{ sku: product.sku, quantity }] }, 'POST');
          const refused = answer.addProductsToCart?.user_errors ?? [];
          if (refused.length > 0) throw new Failure(`user_errors: ${refused.map((e) => e?.message).join(', ')}`);
          return answer;
        });
        if (!(added instanceof Failure)) acknowledged.set(product.sku, (acknowledged.get(product.sku) ?? 0) + quantity);
      }
      const id = cartId;
      await timed('cart', () => graphql(CartDocument, { cartId: id }));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: shoppers }, shopper));
  const elapsed = (performance.now() - started) / 1000;

  // Every cart as the server holds it now, against what its shopper was told.
  let mismatched = 0;
  for (const [cartId, acknowledged] of carts) {
    const { cart } = await graphql(CartDocument, { cartId });
    const held = new Map<string, number>();
    for (const item of cart?.items ?? []) {
      if (item?.product.sku) held.set(item.product.sku, (held.get(item.product.sku) ?? 0) + item.quantity);
    }
    const same = held.size === acknowledged.size && [...acknowledged].every(([sku, units]) => held.get(sku) === units);
    if (!same) {
      mismatched++;
      if (stats.samples.length < 20) stats.samples.push(`cart ${cartId}: acknowledged ${JSON.stringify([...acknowledged])}, holds ${JSON.stringify([...held])}`);
    }
  }
  // The causes the server logged for its 503s (one line a second a cause in a flood).
  const causes = [...new Set([...shop.output().matchAll(/^\[503\] (.*?): /gm)].map((match) => match[1]!))];
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
  report(stats, { shoppers, duration: elapsed, carts: carts.size, mismatched }, causes);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function report(stats: Stats, run: { shoppers: number; duration: number; carts: number; mismatched: number }, causes: string[]): void {
  const rows = OPERATIONS.map((operation) => {
    const latencies = [...stats.latencies.get(operation)!].sort((a, b) => a - b);
    const errors = stats.errors.get(operation)!;
    return [operation, String(latencies.length + errors), String(errors), (latencies.length / run.duration).toFixed(1),
      percentile(latencies, 50).toFixed(1), percentile(latencies, 99).toFixed(1)];
  });
  const requests = rows.reduce((sum, row) => sum + Number(row[1]), 0);
  const errors = rows.reduce((sum, row) => sum + Number(row[2]), 0);
  const header = ['operation', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms'];
  console.log(`\n${run.shoppers} shoppers for ${run.duration.toFixed(1)} s, node ${process.version}\n`);
  console.log(markdownTable(header, rows, 1));
  console.log(`\nshoppers ${run.shoppers}, requests ${requests}, errors ${errors}, carts ${run.carts}, mismatched carts ${run.mismatched}, ${(requests / run.duration).toFixed(1)} req/s`);
  console.log(`answered 503: ${stats.unavailable}${causes.length > 0 ? `; the server's causes: ${causes.join('; ')}` : ''}`);
  for (const sample of stats.samples) console.log(`  ${sample}`);
  if (errors > 0 || run.mismatched > 0) process.exitCode = 1;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
await bench({ shoppers: option('shoppers', 100), duration: option('duration', 60) });
