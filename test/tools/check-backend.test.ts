// check:backend --url against a real HTTP server: the shop's base URL or its /graphql endpoint, and clear words for
// anything that is not a GraphQL answer; then against a shop closed as `npm start` runs it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { resolvers } from '../../src/backend/graphql/resolvers';
import { buildServedSchema } from '../../src/backend/graphql/schema';
import { featureLines } from '../../src/domain/backend-features';
import { featuresOf } from '../../src/server/backend-schema';
import { graphqlEndpoint, parseArgs, runCheck } from '../../src/tools/check-backend';
import { embeddedShop } from '../server/embedded-shop';

const schema = buildServedSchema(resolvers);
let server: Server;
let base: string;

beforeAll(async () => {
  // A Magento-like host: /graphql answers GraphQL, /spa/* a single-page app's HTML (200 for every path), /empty/graphql
  // an empty 405, anything else a 404 page.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    req.on('end', () => {
      if (req.url === '/graphql' && req.method === 'POST') {
        const { query } = JSON.parse(body) as { query: string };
        void graphql({ schema, source: query }).then((result) => {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(result));
        });
      } else if (req.url?.startsWith('/spa/')) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end('<!doctype html><title>Boutique</title>');
      } else if (req.url === '/empty/graphql') {
        res.writeHead(405).end();
      } else {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=UTF-8' }).end('<h1>404 Not Found</h1>');
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const operations = ['--operations', 'test/backend/fixtures/operations'];

describe('check:backend --url', () => {
  test('takes the shop’s base URL, as MAGENTO_URL does, and reads its /graphql endpoint', async () => {
    for (const url of [base, `${base}/`]) {
      const result = await runCheck(parseArgs(['--url', url, ...operations]));
      expect(result.lines[0]).toBe(`Schema: ${base}/graphql`);
      expect(result.lines.at(-1)).toBe('3 operations checked, 3 passed, 0 failed');
      expect(result.exitCode).toBe(0);
    }
  });

  test('takes the full endpoint as it is', async () => {
    const result = await runCheck(parseArgs(['--url', `${base}/graphql`, ...operations]));
    expect(result.lines[0]).toBe(`Schema: ${base}/graphql`);
    expect(result.exitCode).toBe(0);
  });

  test('says in one sentence that a 404 is not a GraphQL answer', async () => {
    await expect(runCheck(parseArgs(['--url', `${base}/shop/graphql`, ...operations]))).rejects.toThrow(
      `${base}/shop/graphql did not answer GraphQL: HTTP 404 with text/html; charset=UTF-8 instead of a JSON answer.`,
    );
  });

  test('says in one sentence that an HTML page is not a GraphQL answer', async () => {
    await expect(runCheck(parseArgs(['--url', `${base}/spa`, ...operations]))).rejects.toThrow(
      `${base}/spa/graphql did not answer GraphQL: HTTP 200 with text/html; charset=UTF-8 instead of a JSON answer.`,
    );
  });

  test('says in one sentence that an empty answer is not a GraphQL answer', async () => {
    // What the issue met: "Unexpected end of JSON input".
    await expect(runCheck(parseArgs(['--url', `${base}/empty`, ...operations]))).rejects.toThrow(
      `${base}/empty/graphql did not answer GraphQL: HTTP 405 with no content type instead of a JSON answer.`,
    );
  });

  test('appends /graphql to a base URL, keeps an endpoint', () => {
    expect(graphqlEndpoint('https://magento.example.com')).toBe('https://magento.example.com/graphql');
    expect(graphqlEndpoint('https://magento.example.com/fr/')).toBe('https://magento.example.com/fr/graphql');
    expect(graphqlEndpoint('https://magento.example.com/graphql')).toBe('https://magento.example.com/graphql');
    expect(graphqlEndpoint('https://magento.example.com/graphql/')).toBe('https://magento.example.com/graphql');
  });
});

describe('check:backend --url on a shop whose /graphql is closed to all but its trusted documents', () => {
  let shop: Awaited<ReturnType<typeof embeddedShop>>;
  beforeAll(async () => {
    // The backend's thread reads its profile from the environment it starts with, as `npm start`'s does.
    vi.stubEnv('VITRINE_BACKEND_PROFILE', 'core');
    shop = await embeddedShop('check-backend-core', undefined, { graphqlOpen: false });
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    await shop.upstream.close();
    await shop.close();
  });

  test('reads the schema of the core profile by its trusted introspection and prints its features', async () => {
    const result = await runCheck(parseArgs(['--url', shop.base, ...operations]));
    expect(result.lines[0]).toBe(`Schema: ${shop.base}/graphql`);
    const table = featureLines(featuresOf(buildSchema(shop.upstream.schema!)));
    expect(result.lines.slice(2, 3 + table.length)).toEqual(['Features (off: the first field it needs that the schema lacks):', ...table]);
    // Magento 2.4.7's core, with the filter fields of the catalogue's attributes.
    expect(table.filter((line) => line.startsWith('  on '))).toEqual(['  on   brand, form and dietary filters', '  on   order tracking by postcode (2.4.8: by last name)']);
    expect(result.lines.at(-1)).toBe('3 operations checked, 3 passed, 0 failed');
    expect(result.exitCode).toBe(0);
  });
});
