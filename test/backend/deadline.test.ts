import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEADLINE_MESSAGE } from '../../src/backend/graphql/deadline';
import { startTestBackend, type TestBackend } from './helpers';

// The storefront's bridge hands each request its deadline (server/backend-bridge.ts); past it, resolvers stop.
let shop: TestBackend;
let server: Server;
let url: string;

beforeAll(async () => {
  shop = await startTestBackend();
  server = createServer((req, res) => {
    const offset = Number(req.headers['x-test-deadline-in']);
    (req as IncomingMessage & { deadline: number }).deadline = Date.now() + offset;
    shop.backend.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});

const storeCode = async (deadlineIn: number) => {
  const response = await fetch(`${url}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`, {
    headers: { 'X-Test-Deadline-In': String(deadlineIn) },
  });
  return { status: response.status, body: await response.json() as unknown };
};

it('stops at the first resolver past the deadline, with a clear error', async () => {
  expect(await storeCode(-1)).toEqual({
    status: 200,
    body: { errors: [{ message: DEADLINE_MESSAGE, locations: [{ line: 1, column: 3 }], path: ['storeConfig'] }], data: { storeConfig: null } },
  });
});

it('answers as usual within the deadline', async () => {
  expect(await storeCode(10_000)).toEqual({ status: 200, body: { data: { storeConfig: { store_code: 'fr' } } } });
});
