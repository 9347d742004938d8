import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http/body';
import type { Services } from '../services';

/**
 * What tests do to the shop that no shopper can: end a cart as an order does, change a product's stock. In process
 * for integration tests; over HTTP (below) only when the backend starts with test hooks on.
 */
export interface TestHooks {
  /** Deactivates a cart, as placing its order does. False for an unknown masked id. */
  deactivateCart(maskedId: string): boolean;
  /** Sets the stock of a simple product or a variant. False for an unknown SKU or a configurable parent. */
  setStock(sku: string, qty: number): boolean;
}

export const TEST_HOOKS_PATH = '/__test__/';

/** Whether the environment asks for the HTTP test hooks: VITRINE_TEST_HOOKS=1, nothing else. */
export function testHooksRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VITRINE_TEST_HOOKS === '1';
}

/** `purge` empties the page cache, whose public answers show stock. */
export function createTestHooks(services: Services, now: () => number, purge: () => void): TestHooks {
  return {
    deactivateCart: (maskedId) => services.carts.deactivate(maskedId, now()),
    setStock(sku, qty) {
      const changed = services.inventory.setQty(sku, qty, new Date(now()).toISOString());
      if (!changed) return false;
      services.products.forget(changed);
      purge();
      return true;
    },
  };
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * POST /__test__/carts/<masked id>/deactivate and POST /__test__/stock/<sku> with {"qty": <whole number ≥ 0>}.
 * Answers {"ok": true}, or 404/400/405 with {"message"}.
 */
export async function handleTestHook(req: IncomingMessage, res: ServerResponse, hooks: TestHooks): Promise<void> {
  const path = (req.url ?? '/').split('?')[0]!.slice(TEST_HOOKS_PATH.length);
  const cart = /^carts\/([^/]+)\/deactivate$/.exec(path);
  const stock = /^stock\/([^/]+)$/.exec(path);
  if (!cart && !stock) return reply(res, 404, { message: 'Unknown test hook.' });
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return reply(res, 405, { message: 'Test hooks take POST.' });
  }
  if (cart) {
    const maskedId = decodeURIComponent(cart[1]!);
    return hooks.deactivateCart(maskedId) ? reply(res, 200, { ok: true }) : reply(res, 404, { message: `No cart "${maskedId}".` });
  }
  const sku = decodeURIComponent(stock![1]!);
  const body = await readBody(req, 1024);
  let qty: unknown;
  try {
    qty = body.ok ? (JSON.parse(body.body.toString('utf8')) as { qty?: unknown }).qty : undefined;
  } catch {
    qty = undefined;
  }
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 0) {
    return reply(res, 400, { message: 'Send {"qty": <whole number ≥ 0>}.' });
  }
  return hooks.setStock(sku, qty) ? reply(res, 200, { ok: true }) : reply(res, 404, { message: `No simple product "${sku}".` });
}
