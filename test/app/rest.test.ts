import { describe, expect, it } from 'vitest';
import { createRest, RestError } from '../../src/app/services/rest';

/** A fetch that records each request and answers from `reply`. */
function fakeFetch(reply: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return reply(url, init);
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the REST helper (spec §7)', () => {
  it('sends JSON with the bearer token and credentials, to the store view', async () => {
    const { impl, calls } = fakeFetch(() => json('12'));
    const rest = createRest({ token: () => 'TOKEN', storeCode: () => 'fr' }, impl);
    expect(await rest('POST', '/V1/carts/mine/payment-information', { body: { cartId: 'C1' } })).toBe('12');
    expect(calls[0]!.url).toBe('/rest/fr/V1/carts/mine/payment-information');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"cartId":"C1"}' });
    expect(calls[0]!.init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer TOKEN' });
  });

  it('sends no Authorization for a guest', async () => {
    const { impl, calls } = fakeFetch(() => json({}));
    await createRest({ token: () => null, storeCode: () => 'fr' }, impl)('POST', '/V1/guest-carts/abc/shipping-information', { body: {} });
    expect(calls[0]!.init.headers).not.toHaveProperty('Authorization');
  });

  it('shares identical GETs in flight, never POSTs', async () => {
    const { impl, calls } = fakeFetch(() => json({ ok: true }));
    const rest = createRest({ token: () => null, storeCode: () => 'fr' }, impl);
    await Promise.all([rest('GET', '/V1/x'), rest('GET', '/V1/x')]);
    expect(calls).toHaveLength(1);
    await Promise.all([rest('POST', '/V1/x', { body: {} }), rest('POST', '/V1/x', { body: {} })]);
    expect(calls).toHaveLength(3);
    await rest('GET', '/V1/x');
    expect(calls).toHaveLength(4);
  });

  it("raises Magento's message with its parameters filled in, the status, the method and URL", async () => {
    const { impl } = fakeFetch(() => json({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'cartId', fieldValue: 'abc' }, trace: '#0 …' }, 404));
    const error = await createRest({ token: () => null, storeCode: () => 'fr' }, impl)('POST', '/V1/guest-carts/abc/payment-information', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ method: 'POST', url: '/rest/fr/V1/guest-carts/abc/payment-information', status: 404, message: 'No such entity with cartId = abc', trace: '#0 …' });
  });

  it('tells a lost connection by status 0, and lets an abort through as is', async () => {
    const rest = createRest({ token: () => null, storeCode: () => 'fr' }, fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).impl);
    await expect(rest('POST', '/V1/x', { body: {} })).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
    const controller = new AbortController();
    controller.abort();
    const aborted = createRest({ token: () => null, storeCode: () => 'fr' }, fakeFetch(() => Promise.reject(new DOMException('Aborted', 'AbortError'))).impl);
    await expect(aborted('POST', '/V1/x', { body: {}, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
