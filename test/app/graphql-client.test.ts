import { gql } from '@urql/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { Kind, parse, visit } from 'graphql';
import { CART, CREATE_CART } from '../../src/app/graphql/cart';
import { RATING_SCALE } from '../../src/app/graphql/reviews';
import { createGraphqlClient, type GraphqlClientOptions } from '../../src/app/services/graphql/client';
import { isPublicQuery, rootFields } from '../../src/app/services/graphql/operation-kind';
import type { RequestIdentity } from '../../src/app/services/graphql/headers-exchange';
import { mutationData, queryData } from '../../src/app/services/graphql/request';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A backend that records what it is sent and answers from `respond`. */
function fakeBackend(respond: (sent: Sent) => unknown = () => ({ data: {} }), { cacheId }: { cacheId?: string } = {}) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' && { body: init.body }),
    };
    sent.push(request);
    const answer = await respond(request);
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      headers: { 'Content-Type': 'application/json', ...(cacheId && { 'X-Magento-Cache-Id': cacheId }) },
    });
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

function identity(overrides: Partial<{ token: string | null; preview: { token: string; version: string } | null }> = {}) {
  let cacheId: string | null = null;
  const value: RequestIdentity = {
    storeCode: () => 'fr',
    currency: () => 'EUR',
    token: () => overrides.token ?? null,
    cacheId: () => cacheId,
    preview: () => overrides.preview ?? null,
  };
  return { value, remember: (id: string) => (cacheId = id) };
}

function client(backend: ReturnType<typeof fakeBackend>, options: Partial<GraphqlClientOptions> & { who?: ReturnType<typeof identity> } = {}) {
  const who = options.who ?? identity();
  return createGraphqlClient({
    url: 'http://shop.test/graphql',
    identity: who.value,
    config: () => ({}),
    onCacheId: who.remember,
    fetch: backend.fetch,
    ...options,
  });
}

const STORE_CONFIG = gql`
  query StoreConfigData {
    storeConfig {
      store_code
      copyright
    }
  }
`;
const CUSTOMER = gql`
  query AccountChip {
    customer {
      firstname
    }
  }
`;
const ADD = gql`
  mutation Add($n: Int!) {
    addProductsToCart(cartId: "c", cartItems: [{ sku: "A", quantity: $n }]) {
      cart {
        id
      }
    }
  }
`;

afterEach(() => vi.useRealTimers());

describe('data client: transport and headers', () => {
  it('sends public queries as GET without Authorization, even when signed in, with store, currency and cache id', async () => {
    const backend = fakeBackend(() => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', copyright: 'x' } } }), { cacheId: 'abc' });
    const shop = client(backend, { who: identity({ token: 'secret' }) });
    await shop.query(STORE_CONFIG, {}).toPromise();
    await shop.query(STORE_CONFIG, {}, { requestPolicy: 'network-only' }).toPromise();
    const [first, second] = backend.sent;
    expect(first).toMatchObject({ method: 'GET', headers: { store: 'fr', 'content-currency': 'EUR' } });
    expect(first!.url).toContain('/graphql?query=');
    expect(first!.headers.authorization).toBeUndefined();
    expect(second!.headers['x-magento-cache-id']).toBe('abc');
  });

  it('sends private queries and mutations with the token; mutations as POST', async () => {
    const backend = fakeBackend(() => ({ data: { customer: { __typename: 'Customer', firstname: 'Léa' } } }));
    const shop = client(backend, { who: identity({ token: 'secret' }) });
    await shop.query(CUSTOMER, {}).toPromise();
    await shop.mutation(ADD, { n: 1 }).toPromise();
    expect(backend.sent[0]).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer secret' } });
    expect(backend.sent[1]).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer secret' } });
  });

  it('never sends a query for the customer’s own data without a token: it answers it as the backend refuses one', async () => {
    const backend = fakeBackend(() => ({ data: { customer: { __typename: 'Customer', firstname: 'Léa' } } }));
    let token: string | null = 'secret';
    const who = identity();
    who.value.token = () => token;
    const shop = client(backend, { who });
    expect((await shop.query(CUSTOMER, {}, { requestPolicy: 'network-only' }).toPromise()).data?.customer.firstname).toBe('Léa');
    // Another tab signed out: the token is gone before the page asks again.
    token = null;
    const refused = await shop.query(CUSTOMER, {}, { requestPolicy: 'network-only' }).toPromise();
    expect(backend.sent).toHaveLength(1);
    expect(refused.error?.graphQLErrors.map((error) => [error.message, error.extensions.category])).toEqual([["The current customer isn't authorized.", 'graphql-authorization']]);
    // A guest's other queries go as ever.
    await shop.query(STORE_CONFIG, {}).toPromise();
    expect(backend.sent).toHaveLength(2);
  });

  it('in preview, the read operations it changes (spec §6) send the admin token, the version and no-cache as GET; the others go as ever', async () => {
    const CMS_PAGE = gql`
      query CmsPage($identifier: String!) {
        cmsPage(identifier: $identifier) {
          identifier
          content_heading
        }
      }
    `;
    const backend = fakeBackend((sent) =>
      sent.url.includes('CmsPage')
        ? { data: { cmsPage: { __typename: 'CmsPage', identifier: 'a-propos', content_heading: 'Brouillon' } } }
        : { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', copyright: 'x' } } },
    );
    const shop = client(backend, { who: identity({ token: 'customer', preview: { token: 'admin', version: '1700000000' } }) });
    await shop.query(CMS_PAGE, { identifier: 'a-propos' }).toPromise();
    expect(backend.sent[0]).toMatchObject({ method: 'GET' });
    expect(backend.sent[0]!.headers).toMatchObject({ authorization: 'Bearer admin', 'preview-version': '1700000000', 'cache-control': 'no-cache' });
    await shop.query(STORE_CONFIG, {}).toPromise();
    expect(backend.sent[1]!.headers['preview-version']).toBeUndefined();
    expect(backend.sent[1]!.headers['cache-control']).toBeUndefined();
    expect(backend.sent[1]!.headers.authorization).toBeUndefined();
  });
});

describe('data client: trusted documents', () => {
  const manifest: Record<string, string> = JSON.parse(readFileSync('src/app/graphql/generated/persisted-documents.json', 'utf8'));
  const idIn = (fields: { extensions?: string | { persistedQuery: { sha256Hash: string } } }) => {
    const extensions = typeof fields.extensions === 'string' ? JSON.parse(fields.extensions) : fields.extensions;
    return `sha256:${extensions.persistedQuery.sha256Hash}`;
  };

  it('sends each of the shop\'s operations by the id its manifest keys it with, never its text: queries by GET, mutations by POST', async () => {
    const backend = fakeBackend(() => ({ data: {} }));
    const shop = client(backend);
    await shop.query(CART, { cartId: 'c1' }).toPromise();
    await shop.mutation(CREATE_CART, {}).toPromise();
    const [get, post] = backend.sent;
    const url = new URL(get!.url);
    expect([get!.method, url.searchParams.has('query'), url.searchParams.get('operationName'), JSON.parse(url.searchParams.get('variables')!)]).toEqual(['GET', false, 'Cart', { cartId: 'c1' }]);
    expect(manifest[idIn(Object.fromEntries(url.searchParams))]).toContain('query Cart($cartId: String!)');
    const body = JSON.parse(post!.body!);
    expect([post!.method, 'query' in body, body.operationName]).toEqual(['POST', false, 'CreateCart']);
    expect(manifest[idIn(body)]).toContain('mutation CreateCart {');
  });

  it('gives every selection of an object in the shop\'s documents its __typename: the server runs the manifest\'s document, not what the normalized cache sent', () => {
    const untyped = Object.values(manifest).flatMap((document) => {
      const fields: string[] = [];
      visit(parse(document), {
        Field(field) {
          if (field.selectionSet && !field.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) fields.push(field.name.value);
        },
      });
      return fields;
    });
    expect(untyped).toEqual([]);
    expect(Object.keys(manifest).length).toBeGreaterThan(70);
  });
});

describe('data client: the configuration copy', () => {
  const copy = { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', copyright: '© {year} Vitrine', locale: 'fr_FR' } };

  it('answers a config query from the copy when it holds every field, aliases and fragments included', async () => {
    const backend = fakeBackend();
    const shop = client(backend, { config: () => copy });
    const query = gql`
      query {
        config: storeConfig {
          __typename
          ...Names
        }
      }
      fragment Names on StoreConfig {
        code: store_code
        locale
      }
    `;
    const result = await shop.query(query, {}).toPromise();
    expect(result.data).toEqual({ config: { __typename: 'StoreConfig', code: 'fr', locale: 'fr_FR' } });
    expect(backend.sent).toHaveLength(0);
  });

  it('answers the rating scale, a query of one fragment on Query, from the copy: no request', async () => {
    const scale = { __typename: 'ProductReviewRatingsMetadata', items: [{ __typename: 'ProductReviewRatingMetadata', id: 'NA==', name: 'Note', values: [] }] };
    const backend = fakeBackend();
    const shop = client(backend, { config: () => ({ ...copy, productReviewRatingsMetadata: scale }) });
    const result = await shop.query(RATING_SCALE, {}).toPromise();
    expect(result.data).toEqual({ __typename: 'Query', productReviewRatingsMetadata: scale });
    expect(backend.sent).toHaveLength(0);
  });

  it('asks the network as soon as one field is missing from the copy', async () => {
    const backend = fakeBackend(() => ({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', newsletter_enabled: true } } }));
    const shop = client(backend, { config: () => copy });
    const result = await shop.query(gql`{ storeConfig { store_code newsletter_enabled } }`, {}).toPromise();
    expect(result.data?.storeConfig.newsletter_enabled).toBe(true);
    expect(backend.sent).toHaveLength(1);
  });
});

describe('data client: what an operation asks', () => {
  it('reads root fields through fragments, so a private field in one is never sent as a public GET', () => {
    const hidden = gql`
      query Mine {
        ...Who
        storeConfig { store_code }
      }
      fragment Who on Query {
        ... on Query { customer { email } }
      }
    `;
    expect(rootFields(hidden)).toEqual(['customer', 'storeConfig']);
    expect(isPublicQuery(hidden)).toBe(false);
    expect(isPublicQuery(gql`query { ...Store } fragment Store on Query { storeConfig { store_code } }`)).toBe(true);
  });
});

describe('data client: mutation queue', () => {
  it('runs mutations one at a time, in order', async () => {
    const running: number[] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    const backend = fakeBackend(async (sent) => {
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      running.push(JSON.parse(sent.body!).variables.n);
      await new Promise((r) => setTimeout(r, 5));
      concurrent -= 1;
      return { data: { addProductsToCart: { __typename: 'AddProductsToCartOutput', cart: { __typename: 'Cart', id: 'c' } } } };
    });
    const shop = client(backend);
    await Promise.all([1, 2, 3, 4, 5].map((n) => shop.mutation(ADD, { n }).toPromise()));
    expect(maxConcurrent).toBe(1);
    expect(running).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets a mutation skip the queue when its context says so', async () => {
    let concurrent = 0;
    let maxConcurrent = 0;
    const backend = fakeBackend(async () => {
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await new Promise((r) => setTimeout(r, 5));
      concurrent -= 1;
      return { data: { addProductsToCart: null } };
    });
    const shop = client(backend);
    await Promise.all([1, 2].map((n) => shop.mutation(ADD, { n }, { skipQueue: true }).toPromise()));
    expect(maxConcurrent).toBe(2);
  });
});

describe('data client: retry', () => {
  it('retries a network failure up to 5 attempts while online, and not at all offline', async () => {
    vi.useFakeTimers();
    const failing = fakeBackend(() => new TypeError('Failed to fetch'));
    const online = client(failing, { isOnline: () => true }).query(STORE_CONFIG, {}).toPromise();
    await vi.runAllTimersAsync();
    expect((await online).error?.networkError).toBeDefined();
    expect(failing.sent).toHaveLength(5);

    const offlineBackend = fakeBackend(() => new TypeError('Failed to fetch'));
    const offline = client(offlineBackend, { isOnline: () => false }).query(STORE_CONFIG, {}).toPromise();
    await vi.runAllTimersAsync();
    await offline;
    expect(offlineBackend.sent).toHaveLength(1);
  });

  it('never sends a mutation twice on its own: a failed one is sent once, while a query is retried', async () => {
    vi.useFakeTimers();
    const failing = fakeBackend(() => new TypeError('Failed to fetch'));
    const shop = client(failing, { isOnline: () => true });
    const mutation = shop.mutation(ADD, { n: 1 }).toPromise();
    await vi.runAllTimersAsync();
    expect((await mutation).error?.networkError).toBeDefined();
    expect(failing.sent.map((request) => request.method)).toEqual(['POST']);

    const query = shop.query(STORE_CONFIG, {}).toPromise();
    await vi.runAllTimersAsync();
    await query;
    expect(failing.sent.filter((request) => request.method === 'GET')).toHaveLength(5);
  });

  it('retries a query the server failed (5xx), with a GraphQL error or a proxy\'s page, until it is answered', async () => {
    vi.useFakeTimers();
    const failures = [
      () => new Response(JSON.stringify({ errors: [{ message: 'Service Unavailable' }] }), { status: 503, headers: { 'Content-Type': 'application/json' } }),
      () => new Response('<h1>502 Bad Gateway</h1>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }),
    ];
    const backend = fakeBackend(() => failures.shift()?.() ?? { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', copyright: null } } });
    const result = client(backend, { isOnline: () => true }).query(STORE_CONFIG, {}).toPromise();
    await vi.runAllTimersAsync();
    expect((await result).data?.storeConfig.store_code).toBe('fr');
    expect(backend.sent).toHaveLength(3);
  });

  it('sends a mutation the server failed (503) once, and reads its failure as the network\'s, not as a message to show', async () => {
    vi.useFakeTimers();
    const backend = fakeBackend(() => new Response(JSON.stringify({ errors: [{ message: 'Service Unavailable' }] }), { status: 503, headers: { 'Content-Type': 'application/json' } }));
    const shop = client(backend, { isOnline: () => true });
    const failure = mutationData(shop, ADD, { n: 1 }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await failure).toMatchObject({ name: 'RequestError', network: true });
    expect(backend.sent.map((request) => request.method)).toEqual(['POST']);
  });

  it('does not retry GraphQL errors', async () => {
    const backend = fakeBackend(() => ({ errors: [{ message: 'Could not find a cart with ID "x"' }] }));
    const result = await client(backend, { isOnline: () => true }).query(STORE_CONFIG, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe('Could not find a cart with ID "x"');
    expect(backend.sent).toHaveLength(1);
  });
});

describe('data client: the network', () => {
  it('aborts the request of a query dropped before its answer, and nothing once answered', async () => {
    const signals: AbortSignal[] = [];
    let answer!: () => void;
    const backend = fakeBackend(() => new Promise((done) => (answer = () => done({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', copyright: null } } }))));
    const recording = { ...backend, fetch: ((input, init) => (signals.push(init!.signal!), backend.fetch(input, init))) as typeof fetch };
    const dropped = new AbortController();
    const first = queryData(client(recording), STORE_CONFIG, {}, undefined, dropped.signal).catch((error: unknown) => error);
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    dropped.abort(new Error('left'));
    expect(await first).toMatchObject({ message: 'left' });
    expect(signals[0]!.aborted).toBe(true);

    const answered = queryData(client(recording), STORE_CONFIG, {});
    await vi.waitFor(() => expect(signals).toHaveLength(2));
    answer();
    expect((await answered).storeConfig.store_code).toBe('fr');
    expect(signals[1]!.aborted).toBe(false);
  });

  it('reads a failed status with a page for a body as a network error named by its status, and an unreadable 200 as one too', async () => {
    const proxy = fakeBackend(() => new Response('<h1>Bad Gateway</h1>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } }));
    const failed = await client(proxy).query(STORE_CONFIG, {}).toPromise();
    expect(failed.error?.networkError?.message).toBe('Bad Gateway');
    expect((failed.error?.response as Response).status).toBe(502);

    const garbled = fakeBackend(() => new Response('{"data": {', { headers: { 'Content-Type': 'application/json' } }));
    const unread = await client(garbled).query(STORE_CONFIG, {}).toPromise();
    expect(unread.error?.networkError).toBeInstanceOf(SyntaxError);
    expect(unread.data).toBeUndefined();
  });
});

describe('data client: cached data identity (spec §3)', () => {
  it('keeps one record per product uid across queries', async () => {
    const product = (name: string) => ({ __typename: 'SimpleProduct', uid: 'MTA=', name });
    let name = 'Oméga-3';
    const backend = fakeBackend((sent) =>
      sent.url.includes('List') ? { data: { products: { __typename: 'Products', items: [product(name)] } } } : { data: { products: { __typename: 'Products', items: [product('Oméga-3 EPA DHA')] } } },
    );
    const shop = client(backend);
    const list = gql`query List { products(search: "omega") { items { uid name } } }`;
    const detail = gql`query Detail { products(filter: { url_key: { eq: "omega" } }) { items { uid name } } }`;
    await shop.query(list, {}).toPromise();
    await shop.query(detail, {}).toPromise();
    name = 'unused';
    const again = await shop.query(list, {}, { requestPolicy: 'cache-only' }).toPromise();
    expect(again.data?.products.items[0].name).toBe('Oméga-3 EPA DHA');
  });

  it('treats the cart as a single record, whatever its id', async () => {
    const backend = fakeBackend((sent) => ({ data: { cart: { __typename: 'Cart', id: sent.url.includes('%22b%22') ? 'b' : 'a', total_quantity: 2 } } }));
    const shop = client(backend);
    const cart = gql`query Cart($id: String!) { cart(cart_id: $id) { id total_quantity } }`;
    await shop.query(cart, { id: 'a' }).toPromise();
    await shop.query(cart, { id: 'b' }).toPromise();
    const first = await shop.query(cart, { id: 'a' }, { requestPolicy: 'cache-only' }).toPromise();
    expect(first.data?.cart.id).toBe('b');
  });
});
