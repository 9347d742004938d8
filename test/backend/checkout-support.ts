// Requests and helpers shared by the checkout, order and payment tests, over HTTP against the fixture catalogue.
import { readdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect } from 'vitest';
import { addOk, guestCart } from './cart-support';
import type { BackendAt } from './helpers';

export interface RestReply {
  status: number;
  headers: Headers;
  body: any;
}

/** A REST call; the body is sent as JSON unless it is a string (sent as it is). */
export async function rest(
  t: BackendAt, path: string, body?: unknown, options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RestReply> {
  const response = await fetch(`${t.url}${path}`, {
    method: options.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

export const ADDRESS = {
  firstname: 'Camille',
  lastname: 'Durand',
  street: ['12 rue de la République'],
  city: 'Lyon',
  postcode: '69002',
  country_id: 'FR',
  telephone: '0612345678',
};

/** The same address as GraphQL's CartAddressInput. */
export const CART_ADDRESS = {
  firstname: 'Camille', lastname: 'Durand', street: ['12 rue de la République'], city: 'Lyon', postcode: '69002',
  country_code: 'FR', telephone: '0612345678',
};

/** Adyen's stateData with its unencrypted test values. */
export function stateData(number: string, { month = '03', year = '2035', cvc = '737' } = {}): string {
  return JSON.stringify({
    paymentMethod: {
      type: 'scheme', holderName: 'Camille Durand', encryptedCardNumber: `test_${number}`,
      encryptedExpiryMonth: `test_${month}`, encryptedExpiryYear: `test_${year}`, encryptedSecurityCode: `test_${cvc}`,
    },
  });
}

export const CARDS = {
  authorised: '4111111111111111',
  fingerprint: '4212345678910006',
  challenge: '4917610000000000',
  refused: '4000000000000002',
} as const;

/** A guest cart holding `items`, with the shipping information set (Colissimo); returns its masked id. */
export async function readyGuestCart(t: BackendAt, items: Array<Record<string, unknown>> = [{ sku: 'MELA-1', quantity: 2 }]): Promise<string> {
  const cartId = await guestCart(t);
  await addOk(t, cartId, items);
  const reply = await rest(t, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return cartId;
}

/** The body of a guest payment-information with a card. */
export const payment = (cartId: string, card: string, options?: Parameters<typeof stateData>[1]) => ({
  cartId,
  email: 'camille@example.com',
  billingAddress: ADDRESS,
  paymentMethod: { method: 'adyen_cc', additional_data: { stateData: stateData(card, options) } },
});

export const payGuest = (t: BackendAt, cartId: string, card: string, options?: Parameters<typeof stateData>[1]) =>
  rest(t, `/rest/V1/guest-carts/${cartId}/payment-information`, payment(cartId, card, options));

/** payment-status of a guest order, decoded from Adyen's JSON string. */
export async function guestStatus(t: BackendAt, cartId: string, orderId: string) {
  const reply = await rest(t, `/rest/V1/adyen/orders/guest-carts/${cartId}/payment-status`, { orderId, cartId });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(typeof reply.body).toBe('string');
  return JSON.parse(reply.body as string);
}

export const guestDetails = (t: BackendAt, cartId: string, orderId: string, threeDSResult: string) =>
  rest(t, `/rest/V1/adyen/guest-carts/${cartId}/payments-details`, {
    payload: JSON.stringify({ details: { threeDSResult } }), orderId, cartId,
  });

/** The token of a 3DS2 action, decoded. */
export const actionToken = (action: { token: string }) => JSON.parse(Buffer.from(action.token, 'base64').toString('utf8'));

/** Opens a simulator page (GET, or POST with the challenge's code) the way the shopper's frame does. */
export async function simulatorPage(t: BackendAt, url: string, code?: string) {
  const target = new URL(url);
  const response = await fetch(`${t.url}${target.pathname}${target.search}`, code === undefined ? {} : {
    method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ code }).toString(),
  });
  const html = await response.text();
  const posted = /threeDSResult:("[^"]*")\},("[^"]*")\)/.exec(html);
  return {
    status: response.status,
    headers: response.headers,
    html,
    threeDSResult: posted ? (JSON.parse(posted[1]!) as string) : undefined,
    targetOrigin: posted ? (JSON.parse(posted[2]!) as string) : undefined,
  };
}

/** The .eml files written for `kind`. */
export function mailFilesOf(t: BackendAt, kind: string): string[] {
  try {
    return readdirSync(join(t.dataDir, 'mail')).filter((f) => f.includes(`-${kind}-`) && f.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** Waits (briefly) for the background e-mail to reach its file. */
export async function waitForMail(t: BackendAt, kind: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const files = mailFilesOf(t, kind);
    if (files.length >= count) return files;
    await new Promise((r) => setTimeout(r, 20));
  }
  return mailFilesOf(t, kind);
}

/** A read-only look at the backend's database (WAL: it sees every committed write). */
export function query<T = Record<string, unknown>>(t: BackendAt, sql: string, ...params: unknown[]): T[] {
  const db = new Database(join(t.dataDir, 'vitrine.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const stockOf = (t: BackendAt, sku: string) => query<{ qty: number }>(t, 'SELECT qty FROM catalog_product WHERE sku = ?', sku)[0]!.qty;
