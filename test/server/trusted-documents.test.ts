import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, CREATE_CART } from '../../src/app/graphql/cart';
import { SHELL_CONFIG } from '../../src/app/graphql/store-config';
import { persistedQueryOf } from '../../src/app/services/graphql/trusted-document-exchange';
import { INTROSPECTION_REQUEST } from '../../src/server/introspection-document';
import { BODY_TOO_LARGE, DOCUMENT_REFUSED, SHOP_DOCUMENTS, UNKNOWN_DOCUMENT } from '../../src/server/trusted-documents';
import { embeddedShop } from './embedded-shop';
import { request, type RawResponse } from './http';

// The public /graphql of a shop on the embedded backend, closed as `npm start` runs it: the shop's own operations and the
// schema's introspection by id, any other document refused before it is parsed (the probe sent documents built to
// exhaust the backend).
let shop: Awaited<ReturnType<typeof embeddedShop>>;
let open: Awaited<ReturnType<typeof embeddedShop>>;

beforeAll(async () => {
  [shop, open] = await Promise.all([embeddedShop('trusted-documents', undefined, { graphqlOpen: false }), embeddedShop('open-documents')]);
});

afterAll(async () => {
  for (const running of [shop, open]) {
    await running.upstream.close();
    await running.close();
  }
});

const JSON_TYPE = { 'Content-Type': 'application/json' };
const extensionsOf = (document: object) => JSON.stringify(persistedQueryOf(document));
const get = (params: Record<string, string>, base = shop.base) => request(base, `/graphql?${new URLSearchParams(params)}`);
const post = (body: unknown, base = shop.base) => request(base, '/graphql', { method: 'POST', headers: JSON_TYPE, body: typeof body === 'string' ? body : JSON.stringify(body) });
const answer = (response: RawResponse) => JSON.parse(response.text) as { data?: Record<string, any>; errors?: { message: string; extensions?: { category?: string } }[] };
const refusal = (response: RawResponse) => [response.status, answer(response).errors?.map((e) => [e.message, e.extensions?.category])];

/** The probe's document that ran the backend out of memory by the dozen: 3,300 aliases, 10,000 tokens, 50 KB. */
const TOKENS_10K = `{ ${Array.from({ length: 3_300 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
/** The probe's document that held the backend's thread up to 2 s in validation: 800 fields under one response name. */
const FIELDS_800 = `{ u: __typename ${'__typename '.repeat(800)}}`;

describe('the public /graphql, closed: the shop\'s own operations only', () => {
  it('answers a query by its id, as GET, with the data its document asks for', async () => {
    const response = await get({ operationName: 'ShellConfig', variables: '{}', extensions: extensionsOf(SHELL_CONFIG) });
    expect(response.status).toBe(200);
    expect(answer(response).data!.storeConfig).toMatchObject({ __typename: 'StoreConfig', store_code: 'fr' });
  });

  it('runs a mutation by its id, as POST, and a query with variables on what it made', async () => {
    const created = await post({ operationName: 'CreateCart', variables: {}, extensions: persistedQueryOf(CREATE_CART) });
    const cartId = answer(created).data!.cartId as string;
    expect(cartId).toMatch(/^\w{32}$/);
    const cart = await get({ operationName: 'Cart', variables: JSON.stringify({ cartId }), extensions: extensionsOf(CART) });
    expect(answer(cart).data!.cart).toMatchObject({ __typename: 'Cart', id: cartId, items: [] });
  });

  it('refuses any document of the sender\'s making, as GET or POST, with a 400 and a clear GraphQL error', async () => {
    const refused = [400, [[DOCUMENT_REFUSED, 'graphql-input']]];
    expect(refusal(await get({ query: '{ __typename }' }))).toEqual(refused);
    expect(refusal(await post({ query: '{ __typename }' }))).toEqual(refused);
    // A document alongside a known id does not pass with it.
    expect(refusal(await get({ query: '{ __typename }', extensions: extensionsOf(SHELL_CONFIG) }))).toEqual(refused);
    expect(refusal(await post({ query: 'mutation { createEmptyCart }', extensions: persistedQueryOf(CREATE_CART) }))).toEqual(refused);
    // Batches and bodies that are not one JSON object.
    expect(refusal(await post([{ extensions: persistedQueryOf(CREATE_CART) }]))).toEqual(refused);
    expect(refusal(await post('query { __typename }'))).toEqual(refused);
    expect(refusal(await get({}))).toEqual(refused);
    // Under any path the storefront forwards as GraphQL's (Magento answers /graphql/ too).
    expect(refusal(await request(shop.base, `/graphql/?${new URLSearchParams({ query: '{ __typename }' })}`))).toEqual(refused);
  });

  it('refuses the probe\'s documents, and one that would not even parse, alike: none is parsed', async () => {
    const refused = [400, [[DOCUMENT_REFUSED, 'graphql-input']]];
    expect(refusal(await post({ query: TOKENS_10K }))).toEqual(refused);
    expect(refusal(await post({ query: FIELDS_800 }))).toEqual(refused);
    expect(refusal(await post({ query: '{ {{{ ' }))).toEqual(refused);
  });

  it('refuses an id it does not know, and one that is not a sha256', async () => {
    const unknown = { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } };
    expect(refusal(await get({ extensions: JSON.stringify(unknown) }))).toEqual([400, [[UNKNOWN_DOCUMENT, 'graphql-input']]]);
    expect(refusal(await post({ extensions: unknown }))).toEqual([400, [[UNKNOWN_DOCUMENT, 'graphql-input']]]);
    expect(refusal(await post({ extensions: { persistedQuery: { sha256Hash: '__proto__' } } }))).toEqual([400, [[DOCUMENT_REFUSED, 'graphql-input']]]);
  });

  it('answers the schema\'s introspection check:backend sends (its text and its id), and by its id alone', async () => {
    for (const body of [INTROSPECTION_REQUEST, { extensions: INTROSPECTION_REQUEST.extensions }]) {
      const response = await post(body);
      expect(response.status).toBe(200);
      expect(answer(response).data!.__schema.queryType).toMatchObject({ name: 'Query' });
    }
  });

  it('lets a document through with an id only as that id\'s very text: no other introspection, nor its text under another id', async () => {
    const refused = [400, [[DOCUMENT_REFUSED, 'graphql-input']]];
    expect(refusal(await post({ query: INTROSPECTION_REQUEST.query }))).toEqual(refused);
    expect(refusal(await post({ ...INTROSPECTION_REQUEST, query: getIntrospectionQuery({ descriptions: false }) }))).toEqual(refused);
    expect(refusal(await post({ query: INTROSPECTION_REQUEST.query, extensions: persistedQueryOf(CREATE_CART) }))).toEqual(refused);
    const id = persistedQueryOf(CREATE_CART)!;
    const created = await post({ query: SHOP_DOCUMENTS[`sha256:${id.persistedQuery.sha256Hash}`], extensions: id });
    expect(answer(created).data!.cartId).toMatch(/^\w{32}$/);
  });

  it('bounds what it reads of a body before it looks for the id: 1 MB', async () => {
    const response = await post({ extensions: persistedQueryOf(CREATE_CART), variables: { padding: 'x'.repeat(1024 * 1024) } });
    expect(refusal(response)).toEqual([200, [[BODY_TOO_LARGE, 'graphql-input']]]);
  });
});

describe('the public /graphql, open (VITRINE_GRAPHQL_OPEN=1)', () => {
  it('runs any document, as the backend answers it, and the shop\'s by id as well', async () => {
    expect(answer(await get({ query: '{ __typename }' }, open.base))).toEqual({ data: { __typename: 'Query' } });
    expect(answer(await post({ query: '{ {{{ ' }, open.base)).errors?.[0]?.message).toMatch(/^Syntax Error/);
    const created = await post({ variables: {}, extensions: persistedQueryOf(CREATE_CART) }, open.base);
    expect(answer(created).data!.cartId).toMatch(/^\w{32}$/);
  });
});
