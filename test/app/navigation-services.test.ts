import { describe, expect, it, vi } from 'vitest';
import { createGraphqlClient } from '../../src/app/services/graphql/client';
import { loadCategoryTree } from '../../src/app/services/navigation';
import type { DataServices } from '../../src/app/services/route';
import { loadSuggestions } from '../../src/app/services/search';
import { UI_WAIT_MS } from '../harness/limits';

/** The data services over a fake backend: `answer` gets the request's URL and its signal. */
function services(answer: (url: URL, signal: AbortSignal) => Promise<unknown>, token: string | null = null) {
  const sent: { url: URL; method: string; headers: Headers; signal: AbortSignal }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { url: new URL(String(input)), method: init?.method ?? 'GET', headers: new Headers(init?.headers), signal: init!.signal! };
    sent.push(request);
    return new Response(JSON.stringify(await answer(request.url, request.signal)), { headers: { 'Content-Type': 'application/json' } });
  });
  const client = createGraphqlClient({
    url: 'http://shop.test/graphql',
    identity: { storeCode: () => 'fr', currency: () => null, token: () => token, cacheId: () => null, preview: () => null },
    config: () => ({}),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const data: DataServices = { client: async () => client, storeCodes: () => ['fr'] };
  return { data, sent };
}

describe('category tree loader', () => {
  it('asks for the tree once and gives the menu: in-menu categories by position, paths with the suffix', async () => {
    const child = (uid: string, position: number, url_path: string, include_in_menu = 1) => ({
      __typename: 'CategoryTree', uid, name: uid, include_in_menu, position, url_path, children: [],
    });
    const { data, sent } = services(async () => ({
      data: {
        categoryList: [
          {
            __typename: 'CategoryTree',
            uid: 'Mg==',
            children: [
              { ...child('b', 2, 'b'), skinny_navigation: 0, promo_content: null },
              { ...child('new', 1, 'nouveautes', 0), skinny_navigation: 0, promo_content: null },
              { ...child('a', 1, 'a'), skinny_navigation: 1, promo_content: null, children: [child('a1', 1, 'a/a1')] },
            ],
          },
        ],
      },
    }));
    const menu = await loadCategoryTree(data, { urlSuffix: '.html' });
    expect(menu.map((c) => [c.uid, c.href, c.skinny])).toEqual([
      ['a', '/a.html', true],
      ['b', '/b.html', false],
    ]);
    expect(menu[0]!.children[0]!.href).toBe('/a/a1.html');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.searchParams.get('operationName')).toBe('CategoryTree');
  });
});

describe('search suggestions loader', () => {
  const answer = {
    data: {
      products: {
        __typename: 'Products',
        items: [
          {
            __typename: 'SimpleProduct', uid: 'MjA=', name: 'Magnésium malate', url_key: 'magnesium-malate', url_suffix: '.html',
            small_image: { __typename: 'ProductImage', url: 'http://shop.test/media/m.png', label: 'Flacon' },
            price_range: { __typename: 'PriceRange', minimum_price: { __typename: 'ProductPrice', final_price: { __typename: 'Money', value: 16.5, currency: 'EUR' } } },
          },
        ],
      },
      categories: {
        __typename: 'CategoryResult',
        items: [{ __typename: 'CategoryTree', uid: 'MTI=', name: 'Magnésium', url_path: 'vitamines-mineraux/mineraux/magnesium', url_suffix: '.html', breadcrumbs: [{ __typename: 'Breadcrumb', category_name: 'Vitamines & minéraux' }, { __typename: 'Breadcrumb', category_name: 'Minéraux' }] }],
      },
    },
  };

  it('asks by GET without Authorization (a public query, even for a customer) and gives links', async () => {
    const { data, sent } = services(async () => answer, 'token-of-a-customer');
    const suggestions = await loadSuggestions(data, { query: 'magn' });
    expect(suggestions).toEqual({
      query: 'magn',
      products: [{ uid: 'MjA=', name: 'Magnésium malate', href: '/magnesium-malate.html', image: { url: 'http://shop.test/media/m.png', label: 'Flacon' }, price: { value: 16.5, currency: 'EUR' } }],
      categories: [{ uid: 'MTI=', name: 'Magnésium', href: '/vitamines-mineraux/mineraux/magnesium.html', parents: ['Vitamines & minéraux', 'Minéraux'] }],
    });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
    expect(JSON.parse(sent[0]!.url.searchParams.get('variables')!)).toEqual({ query: 'magn', products: 5, categories: 3 });
  });

  it('a stale request is cancelled: aborting the signal aborts the fetch and rejects', async () => {
    const { data, sent } = services((_, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    const controller = new AbortController();
    const loading = loadSuggestions(data, { query: 'magn' }, controller.signal);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: UI_WAIT_MS });
    controller.abort(new Error('a newer query'));
    await expect(loading).rejects.toThrow('a newer query');
    expect(sent[0]!.signal.aborted).toBe(true);
  });
});
