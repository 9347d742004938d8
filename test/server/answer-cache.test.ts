import { describe, expect, it } from 'vitest';
import { answerCache } from '../../src/server/answer-cache';

// The server renders' cache of the backend's GraphQL answers, in front of a stand-in backend that counts what it is
// asked and answers with Magento's headers.

const PUBLIC = { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400, s-maxage=86400', 'X-Magento-Tags': 'cat_p,cat_p_7' };
const URL_A = 'http://127.0.0.1:1/graphql?query=query+A';
const URL_B = 'http://127.0.0.1:1/graphql?query=query+B';
/** The listing filters' introspection, which the renderer keeps five minutes whatever Magento's headers say. */
const SCHEMA_URL = 'http://127.0.0.1:1/graphql?operationName=ListingFilterTypes&variables=%7B%7D';
const SCHEMA_OPERATIONS = new Map([['ListingFilterTypes', 300_000]]);

function backend(headersOf: (url: string, init?: RequestInit) => Record<string, string> = () => PUBLIC, status = 200) {
  const asked: string[] = [];
  const fetch = (async (input: string, init?: RequestInit) => {
    asked.push(String(input));
    return new Response(JSON.stringify({ data: { n: asked.length } }), { status, headers: headersOf(String(input), init) });
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const body = async (response: Response) => (await response.json()) as { data: { n: number } };

describe('the renders’ answer cache', () => {
  it('answers a public GET again from what it kept: same body, same headers, its tags with it', async () => {
    const { fetch, asked } = backend();
    const cache = answerCache({ fetch });
    expect(await body(await cache.fetch(URL_A, { headers: { Store: 'default' } }))).toEqual({ data: { n: 1 } });
    const again = await cache.fetch(URL_A, { headers: { Store: 'default' } });
    expect(await body(again)).toEqual({ data: { n: 1 } });
    expect(again.headers.get('X-Magento-Tags')).toBe('cat_p,cat_p_7');
    expect(again.headers.get('Content-Type')).toBe('application/json');
    expect(asked).toHaveLength(1);
  });

  it('hands a kept answer over as a response a client reads as any other: status, text, JSON, a copy', async () => {
    const { fetch } = backend();
    const cache = answerCache({ fetch });
    await cache.fetch(URL_A);
    const kept = await cache.fetch(URL_A);
    expect(kept).toBeInstanceOf(Response);
    expect([kept.status, kept.ok]).toEqual([200, true]);
    const copy = kept.clone();
    expect(await kept.text()).toBe('{"data":{"n":1}}');
    expect(await copy.json()).toEqual({ data: { n: 1 } });
    expect(copy.headers.get('Cache-Control')).toBe(PUBLIC['Cache-Control']);
  });

  it('keeps an answer per URL and per value of every header sent (store view, currency, forwarded host)', async () => {
    const { fetch, asked } = backend();
    const cache = answerCache({ fetch });
    await cache.fetch(URL_A, { headers: { Store: 'default' } });
    await cache.fetch(URL_A, { headers: { Store: 'en' } });
    await cache.fetch(URL_A, { headers: { Store: 'default', 'Content-Currency': 'USD' } });
    await cache.fetch(URL_B, { headers: { Store: 'default' } });
    expect(asked).toHaveLength(4);
    await cache.fetch(URL_A, { headers: { Store: 'en' } });
    expect(asked).toHaveLength(4);
  });

  it('never keeps what a shared cache must not: a POST, credentials, a private or failed answer, a cookie', async () => {
    const privateAnswer = backend(() => ({ 'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0' }));
    const failed = backend(() => PUBLIC, 503);
    const cookie = backend(() => ({ ...PUBLIC, 'Set-Cookie': 'a=b' }));
    const anyVary = backend(() => ({ ...PUBLIC, Vary: '*' }));
    const publicAnswer = backend();
    const asks: [ReturnType<typeof backend>, RequestInit][] = [
      [privateAnswer, {}], [failed, {}], [cookie, {}], [anyVary, {}],
      [publicAnswer, { method: 'POST', body: '{}' }],
      [publicAnswer, { headers: { Authorization: 'Bearer t' } }],
    ];
    for (const [answer, init] of asks) {
      const cache = answerCache({ fetch: answer.fetch });
      const before = answer.asked.length;
      await cache.fetch(URL_A, init);
      await cache.fetch(URL_A, init);
      expect(answer.asked.length - before).toBe(2);
    }
  });

  it('drops the answers of a purged tag, and those only; what was asked before a purge is not kept', async () => {
    const { fetch, asked } = backend((url) => ({ ...PUBLIC, 'X-Magento-Tags': url === URL_A ? 'cat_p_7' : 'cat_c_3' }));
    const cache = answerCache({ fetch });
    await cache.fetch(URL_A);
    await cache.fetch(URL_B);
    cache.purge(['cat_p_7']);
    await cache.fetch(URL_A);
    await cache.fetch(URL_B);
    expect(asked).toEqual([URL_A, URL_B, URL_A]);

    // The backend's write lands while an answer is on its way: that answer may predate it.
    let release!: () => void;
    const slow = answerCache({
      fetch: (async (input: string, init?: RequestInit) => {
        await new Promise<void>((go) => (release = go));
        return fetch(input, init);
      }) as typeof globalThis.fetch,
    });
    const pending = slow.fetch(URL_A);
    slow.purge(['cat_c_9']);
    release();
    await pending;
    const next = slow.fetch(URL_A);
    release();
    await next;
    expect(asked.filter((url) => url === URL_A)).toHaveLength(4);
  });

  it('keeps an answer for its max-age, and never past its own limit', async () => {
    let now = 0;
    const { fetch, asked } = backend((url) => ({ ...PUBLIC, 'Cache-Control': url === URL_A ? 'public, max-age=30' : 'public, max-age=86400' }));
    const cache = answerCache({ fetch, ttlMs: 60_000, now: () => now });
    await cache.fetch(URL_A);
    await cache.fetch(URL_B);
    now = 29_000;
    await cache.fetch(URL_A);
    await cache.fetch(URL_B);
    expect(asked).toHaveLength(2);
    now = 30_000;
    await cache.fetch(URL_A);
    expect(asked).toHaveLength(3);
    now = 60_000;
    await cache.fetch(URL_B);
    expect(asked).toHaveLength(4);
  });

  it('keeps a schema operation’s answer for its own time though Magento says no-store, and no other', async () => {
    let now = 0;
    const NO_STORE = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0' };
    const { fetch, asked } = backend((url) => (url.includes('Cookie') ? { ...NO_STORE, 'Set-Cookie': 'PHPSESSID=1' } : NO_STORE));
    const cache = answerCache({ fetch, now: () => now, schemaOperations: SCHEMA_OPERATIONS });
    const data = 'http://127.0.0.1:1/graphql?operationName=CategoryListing&variables=%7B%7D';
    const withCookie = 'http://127.0.0.1:1/graphql?operationName=ListingFilterTypes&variables=%7B%22Cookie%22%3A1%7D';
    for (const url of [SCHEMA_URL, data, withCookie, SCHEMA_URL, data, withCookie]) await cache.fetch(url);
    expect(asked).toEqual([SCHEMA_URL, data, withCookie, data, withCookie]);
    now = 299_000;
    await cache.fetch(SCHEMA_URL);
    expect(asked).toHaveLength(5);
    now = 300_000;
    await cache.fetch(SCHEMA_URL);
    expect(asked).toHaveLength(6);
  });

  it('does not keep a schema operation’s answer that holds an error', async () => {
    let asked = 0;
    const fetch = (async () => {
      asked += 1;
      const answer = asked === 1 ? { errors: [{ message: 'Internal server error' }] } : { data: { __type: null } };
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
    }) as typeof globalThis.fetch;
    const cache = answerCache({ fetch, schemaOperations: SCHEMA_OPERATIONS });
    expect(await (await cache.fetch(SCHEMA_URL)).json()).toEqual({ errors: [{ message: 'Internal server error' }] });
    expect(await (await cache.fetch(SCHEMA_URL)).json()).toEqual({ data: { __type: null } });
    expect(await (await cache.fetch(SCHEMA_URL)).json()).toEqual({ data: { __type: null } });
    expect(asked).toBe(2);
  });

  it('parses a kept answer once for every render that reads it, frozen: no render can change it for the others', async () => {
    const { fetch } = backend();
    const cache = answerCache({ fetch });
    const first = (await (await cache.fetch(URL_A)).json()) as { data: { n: number } };
    const again = await (await cache.fetch(URL_A)).json();
    expect(again).toBe(first);
    expect(Object.isFrozen(first.data)).toBe(true);
    expect(() => { first.data.n = 2; }).toThrow(TypeError);
    expect(await (await cache.fetch(URL_A)).text()).toBe('{"data":{"n":1}}');
  });

  it('keeps within its byte budget, least recently used out first', async () => {
    const { fetch, asked } = backend();
    const cache = answerCache({ fetch, maxBytes: 2000 });
    const url = (i: number) => `${URL_A}${i}`;
    for (let i = 0; i < 30; i++) await cache.fetch(url(i));
    await cache.fetch(url(29));
    expect(asked).toHaveLength(30);
    await cache.fetch(url(0));
    expect(asked).toHaveLength(31);
  });

  it('answers from what it kept on a later turn of the event loop, so that a server reads its other requests meanwhile', async () => {
    const { fetch } = backend();
    const cache = answerCache({ fetch });
    await cache.fetch(URL_A);
    const order: string[] = [];
    setImmediate(() => order.push('the event loop turned'));
    await cache.fetch(URL_A);
    order.push('answered');
    expect(order).toEqual(['the event loop turned', 'answered']);
  });
});
