import type { IncomingMessage, ServerResponse } from 'node:http';
import { isMainThread } from 'node:worker_threads';
import type { ConfigChangeError } from '../config/config-repository';
import { readBody } from '../http/body';
import type { SentMail } from '../mail/mail-service';
import type { OrderRow } from '../sales/orders';
import type { Services } from '../services';
import { STORE_CONFIG_TAG, productTags } from '../cache-tags';

/**
 * What tests do to the shop that no shopper can: end a cart as an order does, change a product's stock or a store
 * setting, read the e-mail the shop sent. In process for integration tests; over HTTP (below) only when the
 * backend starts with test hooks on.
 */
export interface TestHooks {
  /** Deactivates a cart, as placing its order does. False for an unknown masked id. */
  deactivateCart(maskedId: string): boolean;
  /** Sets the stock of a simple product or a variant. False for an unknown SKU or a configurable parent. */
  setStock(sku: string, qty: number): boolean;
  /**
   * Sets a product's regular price, as an admin's save does (its special price, if any, still applies). False for an
   * unknown SKU, a configurable parent or a variant (their ranges are reindexed from the variants).
   */
  setPrice(sku: string, price: number): boolean;
  /** Replaces a product's description (HTML, as an admin or an extension writes it). False for an unknown SKU. */
  setDescription(sku: string, html: string): boolean;
  /**
   * Approves a product's pending reviews, as an admin's moderation does: they are listed and counted from then on.
   * The number approved, or false for an unknown SKU.
   */
  approveReviews(sku: string): number | false;
  /** Changes a store config field (StoreConfig name) at once, saved in the database. */
  setConfig(field: string, value: unknown): ConfigChangeError | undefined;
  /** The newest e-mail sent to `to` (to anyone when omitted). */
  latestMail(to?: string): SentMail | undefined;
  /** The orders in the database: of one cart (by masked id), or all of them (the newest 50 listed). */
  orders(cartId?: string): { count: number; orders: OrderSummary[] };
}

/** An order as the test hooks show it. */
export interface OrderSummary {
  id: string;
  increment_id: string;
  state: string;
  status: string;
  grand_total: number;
  customer_email: string;
  email_sent: boolean;
  /** The result code of its latest payment attempt. */
  payment_result: string | null;
}

export const TEST_HOOKS_PATH = '/__test__/';

/** Whether the environment asks for the HTTP test hooks: VITRINE_TEST_HOOKS=1, nothing else. */
export function testHooksRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VITRINE_TEST_HOOKS === '1';
}

/** `purge` drops the cached answers and pages built from what a hook changed (their cache tags). */
export function createTestHooks(services: Services, now: () => number, purge: (tags: readonly string[]) => void): TestHooks {
  return {
    deactivateCart: (maskedId) => services.carts.deactivate(maskedId, now()),
    setStock(sku, qty) {
      const changed = services.inventory.setQty(sku, qty, new Date(now()).toISOString());
      if (!changed) return false;
      services.products.forget(changed);
      purge(productTags(changed));
      return true;
    },
    setPrice(sku, price) {
      const product = services.db.prepare('SELECT entity_id, special_price FROM catalog_product WHERE sku = ? AND type_id = ? AND parent_id IS NULL')
        .get(sku, 'simple') as { entity_id: number; special_price: number | null } | undefined;
      if (!product) return false;
      const final = product.special_price !== null && product.special_price < price ? product.special_price : price;
      services.db.transaction(() => {
        services.db.prepare('UPDATE catalog_product SET price = ? WHERE entity_id = ?').run(price, product.entity_id);
        services.db.prepare('UPDATE catalog_product_index_price SET min_price = ?, max_price = ?, min_regular_price = ?, max_regular_price = ? WHERE entity_id = ?')
          .run(final, final, price, price, product.entity_id);
      }).immediate();
      services.products.forget([product.entity_id]);
      purge(productTags([product.entity_id]));
      return true;
    },
    setDescription(sku, html) {
      const id = services.products.idBySku(sku);
      if (id === undefined) return false;
      services.db.prepare('UPDATE catalog_product SET description = ? WHERE entity_id = ?').run(html, id);
      services.products.forget([id]);
      purge(productTags([id]));
      return true;
    },
    approveReviews(sku) {
      const id = services.products.idBySku(sku);
      if (id === undefined) return false;
      const approved = services.reviews.approvePending(id);
      services.products.forget([id]);
      purge(productTags([id]));
      return approved;
    },
    setConfig(field, value) {
      const error = services.config.set(field, value);
      if (!error) purge([STORE_CONFIG_TAG]);
      return error;
    },
    latestMail: (to) => services.mail.latest(to),
    orders(cartId) {
      const { orders, carts } = services;
      const summary = (o: OrderRow): OrderSummary => ({
        id: String(o.entity_id), increment_id: o.increment_id, state: o.state, status: o.status, grand_total: o.grand_total,
        customer_email: o.customer_email, email_sent: o.email_sent === 1, payment_result: orders.lastResultCode(o),
      });
      if (cartId === undefined) return { count: orders.count(), orders: orders.newest(50).map(summary) };
      const quote = carts.find(cartId);
      const order = quote && orders.orderOf(quote);
      return { count: order ? 1 : 0, orders: order ? [summary(order)] : [] };
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

/** A small JSON body, or undefined when it is missing, too large or not JSON. */
async function jsonBody(req: IncomingMessage, limit = 4096): Promise<unknown> {
  const body = await readBody(req, limit);
  if (!body.ok) return undefined;
  try {
    return JSON.parse(body.body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The longest a test may hold the backend (POST /__test__/spin). */
const MAX_SPIN_MS = 60_000;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle(match: RegExpExecArray, req: IncomingMessage, res: ServerResponse, hooks: TestHooks): Promise<void> | void;
}

const ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: /^carts\/([^/]+)\/deactivate$/,
    handle(match, _req, res, hooks) {
      const maskedId = decodeURIComponent(match[1]!);
      return hooks.deactivateCart(maskedId) ? reply(res, 200, { ok: true }) : reply(res, 404, { message: `No cart "${maskedId}".` });
    },
  },
  {
    method: 'POST',
    pattern: /^stock\/([^/]+)$/,
    async handle(match, req, res, hooks) {
      const sku = decodeURIComponent(match[1]!);
      const qty = ((await jsonBody(req)) as { qty?: unknown } | null | undefined)?.qty;
      if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 0) {
        return reply(res, 400, { message: 'Send {"qty": <whole number ≥ 0>}.' });
      }
      return hooks.setStock(sku, qty) ? reply(res, 200, { ok: true }) : reply(res, 404, { message: `No simple product "${sku}".` });
    },
  },
  {
    method: 'POST',
    pattern: /^price\/([^/]+)$/,
    async handle(match, req, res, hooks) {
      const sku = decodeURIComponent(match[1]!);
      const price = ((await jsonBody(req)) as { price?: unknown } | null | undefined)?.price;
      if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return reply(res, 400, { message: 'Send {"price": <amount > 0>}.' });
      return hooks.setPrice(sku, price) ? reply(res, 200, { ok: true }) : reply(res, 404, { message: `No simple product "${sku}" without options.` });
    },
  },
  {
    method: 'POST',
    pattern: /^description\/([^/]+)$/,
    async handle(match, req, res, hooks) {
      const sku = decodeURIComponent(match[1]!);
      const html = ((await jsonBody(req, 65_536)) as { html?: unknown } | null | undefined)?.html;
      if (typeof html !== 'string') return reply(res, 400, { message: 'Send {"html": <description>}.' });
      return hooks.setDescription(sku, html) ? reply(res, 200, { ok: true }) : reply(res, 404, { message: `No product "${sku}".` });
    },
  },
  {
    method: 'POST',
    pattern: /^reviews\/([^/]+)\/approve$/,
    handle(match, _req, res, hooks) {
      const sku = decodeURIComponent(match[1]!);
      const approved = hooks.approveReviews(sku);
      return approved === false ? reply(res, 404, { message: `No product "${sku}".` }) : reply(res, 200, { ok: true, approved });
    },
  },
  {
    method: 'POST',
    pattern: /^config$/,
    async handle(_match, req, res, hooks) {
      const body = (await jsonBody(req)) as { path?: unknown; value?: unknown } | null | undefined;
      if (typeof body?.path !== 'string' || !('value' in body)) {
        return reply(res, 400, { message: 'Send {"path": <StoreConfig field>, "value": <JSON value>}.' });
      }
      const error = hooks.setConfig(body.path, body.value);
      if (error === 'unknown-field') return reply(res, 404, { message: `No store config field "${body.path}".` });
      if (error === 'wrong-type') return reply(res, 400, { message: `"${body.path}" takes a value of the type it has.` });
      return reply(res, 200, { ok: true });
    },
  },
  {
    // Holds the backend's thread as a slow synchronous request would, so tests can see what still answers meanwhile.
    method: 'POST',
    pattern: /^spin$/,
    async handle(_match, req, res) {
      const ms = ((await jsonBody(req)) as { ms?: unknown } | null | undefined)?.ms;
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_SPIN_MS) {
        return reply(res, 400, { message: `Send {"ms": <whole number from 0 to ${MAX_SPIN_MS}>}.` });
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
      return reply(res, 200, { ok: true });
    },
  },
  {
    // Ends the backend's thread with an uncaught error before it answers, as a native fault would, so tests can see
    // the storefront start a new one. Refused where the backend runs in the process's own thread.
    method: 'POST',
    pattern: /^crash$/,
    handle(_match, _req, res) {
      if (isMainThread) return reply(res, 409, { message: 'Only a backend in its own thread can be crashed.' });
      setImmediate(() => {
        throw new Error('The backend’s thread was crashed by a test.');
      });
    },
  },
  {
    method: 'GET',
    pattern: /^orders(\/count)?$/,
    handle(match, req, res, hooks) {
      const cartId = new URL(req.url ?? '/', 'http://localhost').searchParams.get('cartId') ?? undefined;
      const found = hooks.orders(cartId);
      return reply(res, 200, match[1] ? { count: found.count } : found);
    },
  },
  {
    method: 'GET',
    pattern: /^mail\/latest$/,
    handle(_match, req, res, hooks) {
      const to = new URL(req.url ?? '/', 'http://localhost').searchParams.get('to') ?? undefined;
      const mail = hooks.latestMail(to);
      if (!mail) return reply(res, 404, { message: to ? `No e-mail to ${to}.` : 'No e-mail sent.' });
      return reply(res, 200, {
        kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.attachments && { attachments: mail.attachments }),
      });
    },
  },
];

/**
 * POST /__test__/carts/<masked id>/deactivate, POST /__test__/stock/<sku> {"qty": <whole number ≥ 0>},
 * POST /__test__/description/<sku> {"html": <description>}, POST /__test__/reviews/<sku>/approve (its pending reviews),
 * POST /__test__/config {"path": <StoreConfig field>, "value": <value>},
 * GET /__test__/mail/latest?to=<e-mail>, GET /__test__/orders[?cartId=<masked id>] and GET /__test__/orders/count[?cartId=…]
 * (read only), POST /__test__/spin {"ms": <n>} (holds the backend's thread for n ms), POST /__test__/crash (ends the
 * backend's thread: it answers nothing).
 * Answers JSON: {"ok": true} or the e-mail, else 400/404/405 with {"message"}.
 */
export async function handleTestHook(req: IncomingMessage, res: ServerResponse, hooks: TestHooks): Promise<void> {
  const path = (req.url ?? '/').split('?')[0]!.slice(TEST_HOOKS_PATH.length);
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (req.method !== route.method) {
      res.setHeader('Allow', route.method);
      return reply(res, 405, { message: `This test hook takes ${route.method}.` });
    }
    return route.handle(match, req, res, hooks);
  }
  return reply(res, 404, { message: 'Unknown test hook.' });
}
