import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { BUSY_MESSAGE, DEFAULT_LIMITS, RETRY_AFTER_SECONDS, TIMEOUT_MESSAGE, limitsFromEnv } from '../../src/server/backend-bridge';
import { ConfigError } from '../../src/server/config';
import type { Upstream } from '../../src/server/upstream';
import { embeddedShop } from './embedded-shop';
import { request } from './http';

// The storefront as `npm start` builds it, on the embedded backend with a small budget and queue: a request that
// holds the backend (the test hook that blocks its thread, as a slow synchronous query would) must not stall the shop.
// A budget a loaded CI host still meets for a request that does not wait (2.5 s), and a spin well past it.
const BUDGET_MS = 2500;
const SPIN_MS = 6000;
let shop: Awaited<ReturnType<typeof embeddedShop>>;
let dataDir: string;
let upstream: Upstream;
let base: string;

beforeAll(async () => {
  vi.stubEnv('VITRINE_TEST_HOOKS', '1');
  vi.stubEnv('VITRINE_BACKEND_BUDGET_MS', String(BUDGET_MS));
  vi.stubEnv('VITRINE_BACKEND_CONCURRENCY', '1');
  vi.stubEnv('VITRINE_BACKEND_QUEUE', '1');
  shop = await embeddedShop('isolation');
  ({ dataDir, upstream, base } = shop);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await shop.close();
});

const typename = () => request(base, `/graphql?query=${encodeURIComponent('{__typename}')}`);

it('answers static files while the backend is held, then the budget’s error, and turns away what the queue cannot hold', async () => {
  const answered: string[] = [];
  const spin = request(base, '/__test__/spin', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ms: SPIN_MS }),
  }).then((response) => {
    answered.push('spin');
    return response;
  });
  await sleep(200);
  // The one place is taken: this one waits in the queue, which is then full.
  const waiting = typename().then((response) => {
    answered.push('waiting');
    return response;
  });
  await sleep(50);

  const turnedAway = await typename();
  expect(turnedAway.status).toBe(503);
  expect(turnedAway.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(JSON.parse(turnedAway.text)).toEqual({ errors: [{ message: BUSY_MESSAGE, extensions: { category: 'graphql' } }] });

  const file = await request(base, '/robots.txt');
  expect(file.status).toBe(200);
  expect(file.text).toBe('User-agent: *\n');
  expect(answered).toEqual([]);

  // Past the budget: a GraphQL error with HTTP 200 (as Magento reports errors), 503 for anything else.
  const late = await waiting;
  expect(late.status).toBe(200);
  expect(JSON.parse(late.text)).toEqual({ errors: [{ message: TIMEOUT_MESSAGE, extensions: { category: 'graphql' } }] });
  const spun = await spin;
  expect(spun.status).toBe(503);
  expect(spun.text).toBe(TIMEOUT_MESSAGE);
  expect(answered).toEqual(['spin', 'waiting']);
});

it('answers again once the backend is free', async () => {
  await sleep(SPIN_MS);
  const answer = await typename();
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text)).toEqual({ data: { __typename: 'Query' } });
});

it('frees the place of a shopper who leaves the queue', async () => {
  const spin = request(base, '/__test__/spin', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ms: SPIN_MS }),
  });
  await sleep(200);
  const leaving = httpRequest(new URL(`/graphql?query=${encodeURIComponent('{__typename}')}`, base));
  leaving.on('error', () => {});
  leaving.end();
  await sleep(50);
  leaving.destroy();
  await sleep(50);

  const next = await typename();
  expect(next.status).toBe(200);
  expect(JSON.parse(next.text)).toEqual({ errors: [{ message: TIMEOUT_MESSAGE, extensions: { category: 'graphql' } }] });
  expect((await spin).status).toBe(503);
  await sleep(SPIN_MS);
});

it('starts the backend’s thread again when it dies: what it was answering gets a 503, the next request its data', async () => {
  const cart = JSON.parse((await request(base, '/graphql', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: 'mutation { createEmptyCart }' }),
  })).text) as { data: { createEmptyCart: string } };
  const cartId = cart.data.createEmptyCart;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const crashed = await request(base, '/__test__/crash', { method: 'POST' });
  expect(crashed.status).toBe(503);
  expect(crashed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(crashed.text).toBe(BUSY_MESSAGE);
  // Until the new thread is open, requests wait for it within their budget (2.5 s here), then get its error.
  const answered = async () => JSON.parse((await typename()).text) as { data?: unknown };
  let answer = await answered();
  for (let waited = 0; !answer.data && waited < 30_000; waited += 250) {
    await sleep(250);
    answer = await answered();
  }
  expect(answer).toEqual({ data: { __typename: 'Query' } });
  expect(errors.mock.calls.map(([first]) => first)).toContain('[backend thread] stopped unexpectedly; starting it again');
  errors.mockRestore();
  // The database came through: the cart made before the crash is there.
  const read = await request(base, `/graphql?query=${encodeURIComponent(`{ cart(cart_id: "${cartId}") { total_quantity } }`)}`);
  expect(JSON.parse(read.text)).toEqual({ data: { cart: { total_quantity: 0 } } });
});

it('closes the database when the server stops (as on SIGTERM)', async () => {
  // A write leaves the write-ahead log open, whatever the tests before did.
  await request(base, '/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: 'mutation { createEmptyCart }' }) });
  expect(existsSync(join(dataDir, 'vitrine.sqlite-wal'))).toBe(true);
  await upstream.close();
  expect(existsSync(join(dataDir, 'vitrine.sqlite'))).toBe(true);
  expect(existsSync(join(dataDir, 'vitrine.sqlite-wal'))).toBe(false);
});

it('reads its limits from the environment, and refuses a limit that is not a whole number ≥ 1', () => {
  expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
  expect(limitsFromEnv({ VITRINE_BACKEND_BUDGET_MS: '2500', VITRINE_BACKEND_QUEUE: '10' })).toEqual({ ...DEFAULT_LIMITS, budgetMs: 2500, queueSize: 10 });
  expect(() => limitsFromEnv({ VITRINE_BACKEND_QUEUE: '0' })).toThrow(new ConfigError('VITRINE_BACKEND_QUEUE must be a whole number ≥ 1, got "0".'));
  expect(() => limitsFromEnv({ VITRINE_BACKEND_CONCURRENCY: 'many' })).toThrow(ConfigError);
});
