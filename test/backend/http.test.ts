import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  fetch(`${t.url}/graphql`, { method: 'POST', headers, body });

describe('GraphQL transport', () => {
  test('answers a query by GET and by POST alike', async () => {
    const query = '{ storeConfig { store_code locale } }';
    const byGet = await t.gql(query);
    const byPost = await t.gql(query, { method: 'POST' });
    expect(byGet.status).toBe(200);
    expect(byGet.body).toEqual({ data: { storeConfig: { store_code: 'fr', locale: 'fr_FR' } } });
    expect(byPost.body).toEqual(byGet.body);
  });

  test('takes variables and an operation name', async () => {
    const query = 'query A { storeConfig { store_code } } query B($id: String!) { cmsPage(identifier: $id) { title } }';
    const reply = await t.gql(query, { operationName: 'B', variables: { id: 'donnees-personnelles' } });
    expect(reply.body.data).toEqual({ cmsPage: { title: 'Données personnelles' } });
  });

  test('refuses a mutation over GET with a GraphQL error', async () => {
    const reply = await t.gql('mutation { revokeCustomerToken { result } }', { method: 'GET' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      errors: [{ message: 'Mutation requests allowed only for POST requests', extensions: { category: 'graphql-input' } }],
    });
    expect(reply.headers.get('cache-control')).toContain('no-store');
  });

  test('answers malformed JSON with a syntax error and 400, never a stack trace', async () => {
    const response = await post('{"query": "{ storeConfig { store_code } }"');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Syntax Error: Unable to parse the request.', locations: [{ line: 1, column: 1 }] }],
    });
  });

  test('answers unparsable GET variables with a syntax error and 400', async () => {
    const response = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ storeConfig { id } }')}&variables=%7Bnope`);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toBe('Syntax Error: Unable to parse the variables.');
  });

  test('answers a query syntax error with its location and 400', async () => {
    const reply = await t.gql('{ storeConfig { store_code }');
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 29 }] }]);
    const empty = await fetch(`${t.url}/graphql`);
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors[0].message).toBe('Syntax Error: Unexpected <EOF>.');
  });

  test('reports validation errors, wrong variables and unknown operations with 200', async () => {
    const unknownField = await t.gql('{ storeConfig { colour } }');
    expect(unknownField.status).toBe(200);
    expect(unknownField.body.errors?.[0]?.message).toBe('Cannot query field "colour" on type "StoreConfig".');
    expect(unknownField.body.data).toBeUndefined();

    const badVariable = await t.gql('query ($id: String!) { cmsPage(identifier: $id) { title } }', { variables: { id: 42 } });
    expect(badVariable.status).toBe(200);
    expect(badVariable.body.errors?.[0]?.message).toBe('Variable "$id" got invalid value 42; String cannot represent a non string value: 42');

    const unknownOperation = await t.gql('query A { storeConfig { id } }', { operationName: 'Nope' });
    expect(unknownOperation.status).toBe(200);
    expect(unknownOperation.body.errors?.[0]?.message).toBe('Unknown operation named "Nope".');
  });

  test('wants JSON bodies', async () => {
    const response = await post('query={storeConfig{id}}', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect((await response.json()).errors[0].message).toBe('Request content type must be application/json');
    // A type a form may send without a preflight, with "application/json" hidden in a parameter, is refused too.
    for (const type of ['text/plain; charset=application/json', 'text/plain;application/json', 'application/jsonp']) {
      const sneaked = await post(JSON.stringify({ query: '{ storeConfig { id } }' }), { 'Content-Type': type });
      expect(sneaked.status, type).toBe(415);
    }
    // Parameters and case do not matter.
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      expect((await post(JSON.stringify({ query: '{ storeConfig { id } }' }), { 'Content-Type': type })).status, type).toBe(200);
    }
  });

  test('limits the request body', async () => {
    const response = await post(JSON.stringify({ query: `{ storeConfig { id } } # ${'x'.repeat(1_100_000)}` }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ errors: [{ message: 'Request body is too large.', extensions: { category: 'graphql-input' } }] });
  });

  test('answers OPTIONS and refuses other methods', async () => {
    const options = await fetch(`${t.url}/graphql`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    const put = await fetch(`${t.url}/graphql`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST, OPTIONS');
  });

  test('honours the Store and Content-Currency headers with Magento errors', async () => {
    const ok = await t.gql('{ currency { default_display_currency_code available_currency_codes } }', {
      headers: { Store: 'fr', 'Content-Currency': 'eur' },
    });
    expect(ok.body.data).toEqual({ currency: { default_display_currency_code: 'EUR', available_currency_codes: ['EUR'] } });
    const store = await t.gql('{ storeConfig { id } }', { headers: { Store: 'de' } });
    expect(store.body).toEqual({ errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-input' } }] });
    const currency = await t.gql('{ storeConfig { id } }', { headers: { 'Content-Currency': 'USD' } });
    expect(currency.body).toEqual({ errors: [{ message: 'Please correct the target currency', extensions: { category: 'graphql-input' } }] });
  });

  test('limits query depth and complexity with graphql-php texts', async () => {
    // 22 nested levels of children: depth 21 counted as graphql-php counts.
    const deep = `{ categoryList { ${'children { '.repeat(21)}uid${' }'.repeat(21)} } }`;
    const tooDeep = await t.gql(deep);
    expect(tooDeep.body.errors).toEqual([{ message: 'Max query depth should be 20 but got 21.' }]);
    const justDeepEnough = await t.gql(`{ categoryList { ${'children { '.repeat(19)}uid${' }'.repeat(19)} } }`);
    expect(justDeepEnough.body.errors).toBeUndefined();

    // 25 copies of storeConfig with 11 fields (a fragment counted as often as it is spread), and __typename: 301.
    const eleven = 'fragment Eleven on StoreConfig { absolute_footer allow_items allow_order base_currency_code base_link_url '
      + 'base_media_url base_static_url base_url catalog_default_sort_by category_url_suffix store_code }';
    const copies = Array.from({ length: 25 }, (_, i) => `c${i}: storeConfig { ...Eleven }`).join(' ');
    const tooComplex = await t.gql(`{ __typename ${copies} } ${eleven}`);
    expect(tooComplex.body.errors).toEqual([{ message: 'Max query complexity should be 300 but got 301.' }]);
    const skipped = await t.gql(`query ($no: Boolean!) { __typename ${copies} extra: storeConfig @include(if: $no) { id } } ${eleven}`, {
      variables: { no: false },
    });
    expect(skipped.body.errors).toEqual([{ message: 'Max query complexity should be 300 but got 301.' }]);
  });

  test('counts fragments that spread the next one twice without walking every copy (40 levels: 2^41 fields)', async () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1 ? `fragment F${i} on StoreConfig { id }` : `fragment F${i} on StoreConfig { ...F${i + 1} id ...F${i + 1} }`);
    const reply = await t.gql(`{ storeConfig { ...F0 } } ${fragments.join(' ')}`, { method: 'POST' });
    // Every copy counted: the last fragment's field 2^39 times, each level's own 2^i, and storeConfig itself.
    expect(reply.body.errors).toEqual([{ message: `Max query complexity should be 300 but got ${2 ** 39 + 2 ** 39 - 1 + 1}.` }]);
    const nested = Array.from({ length: levels }, (_, i) =>
      i === levels - 1 ? `fragment D${i} on CategoryTree { uid }` : `fragment D${i} on CategoryTree { children { ...D${i + 1} } children { ...D${i + 1} } }`);
    const deep = await t.gql(`{ categoryList { ...D0 } } ${nested.join(' ')}`, { method: 'POST' });
    expect(deep.body.errors).toEqual([{ message: 'Max query depth should be 20 but got 39.' }]);
  });

  test('refuses before any work a document longer than 16 KB, and before validating one past its bounds', async () => {
    // The probe's: 3,300 aliased __typename (50 KB), which parsed and cached by the dozen ran the thread out of memory.
    const aliased = await t.gql(`{ ${Array.from({ length: 3_300 }, (_, i) => `a${i}: __typename`).join(' ')} }`, { method: 'POST' });
    expect(aliased.status).toBe(400);
    expect(aliased.body.errors).toEqual([{ message: expect.stringMatching(/^Max query length should be 16384 but got \d+\.$/) }]);
    // 800 copies of one field (validation compares each pair: 2 s of the thread), also behind inline fragments.
    const same = await t.gql(`{ ${'__typename '.repeat(800)} }`, { method: 'POST' });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ message: 'Max fields under one response name should be 10 but got 800.' }]);
    const inline = await t.gql(`{ ${'... on Query { __typename } '.repeat(11)} }`, { method: 'POST' });
    expect(inline.body.errors).toEqual([{ message: 'Max fields under one response name should be 10 but got 11.' }]);
    const aliases = await t.gql(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ')} }`, { method: 'POST' });
    expect(aliases.body.errors).toEqual([{ message: 'Max aliases should be 30 but got 31.' }]);
    const directives = await t.gql(`{ storeConfig { id ${'@skip(if: false) '.repeat(101)} } }`, { method: 'POST' });
    expect(directives.body.errors).toEqual([{ message: 'Max directives should be 100 but got 101.' }]);
    // Within every bound: answered.
    expect((await t.gql(`{ ${Array.from({ length: 30 }, (_, i) => `a${i}: __typename`).join(' ')} }`)).body.errors).toBeUndefined();
  });

  test('stops parsing past 10,000 tokens: aliases, directives or anything else', async () => {
    const reply = await t.gql(`{ storeConfig { id ${'@a'.repeat(5_000)} } }`, { method: 'POST' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.message).toBe('Syntax Error: Document contains more that 10000 tokens. Parsing aborted.');
  });

  test('unknown paths under /rest answer as Magento does', async () => {
    const response = await fetch(`${t.url}/rest/V1/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Request does not match any route.' });
  });
});

describe('caching', () => {
  test('public GET queries carry CDN cache headers and Magento tags', async () => {
    const reply = await t.gql('{ products(filter: { sku: { eq: "MELA-1" } }) { items { sku } } storeConfig { id } }');
    expect(reply.body.data?.products.items).toEqual([{ sku: 'MELA-1' }]);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=86400');
    expect(reply.headers.get('pragma')).toBe('cache');
    expect(reply.headers.get('vary')).toBe('Store, Content-Currency, X-Magento-Cache-Id, X-Forwarded-Host, X-Forwarded-Proto');
    expect(reply.headers.get('x-magento-tags')?.split(',').sort()).toEqual(['cat_p', 'cat_p_1', 'gql_store_config', 'gql_store_config_13']);
  });

  test('the built-in page cache answers a repeated public GET', async () => {
    const query = '{ cmsPage(identifier: "home") { title } }';
    const first = await t.gql(query, { headers: { Store: 'fr' } });
    const second = await t.gql(query, { headers: { Store: 'fr' } });
    expect(first.headers.get('x-magento-cache-debug')).toBe('MISS');
    expect(second.headers.get('x-magento-cache-debug')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('x-magento-tags')).toBe(first.headers.get('x-magento-tags'));
  });

  test('POST, errors and untagged answers are not cacheable', async () => {
    const byPost = await t.gql('{ storeConfig { id } }', { method: 'POST' });
    expect(byPost.headers.get('cache-control')).toBe('no-store, no-cache, must-revalidate, max-age=0');
    expect(byPost.headers.get('x-magento-tags')).toBeNull();
    const failing = await t.gql('{ cmsPage(identifier: "nope") { title } }');
    expect(failing.headers.get('cache-control')).toContain('no-store');
    const untagged = await t.gql('{ productReviewRatingsMetadata { items { name } } }');
    expect(untagged.body.data?.productReviewRatingsMetadata.items).toEqual([{ name: 'Note' }]);
    expect(untagged.headers.get('cache-control')).toContain('no-store');
  });

  test('X-Magento-Cache-Id is stable for guests and read back', async () => {
    const a = await t.gql('{ storeConfig { id } }');
    const b = await t.gql('{ currency { base_currency_code } }', { method: 'POST' });
    const id = a.headers.get('x-magento-cache-id');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(b.headers.get('x-magento-cache-id')).toBe(id);
    // A client still sending a customer's cache id gets an answer no shared cache keeps.
    const stale = await t.gql('{ storeConfig { code } }', { headers: { 'X-Magento-Cache-Id': 'f'.repeat(64) } });
    expect(stale.headers.get('cache-control')).toContain('no-store');
    const matching = await t.gql('{ storeConfig { website_code } }', { headers: { 'X-Magento-Cache-Id': id! } });
    expect(matching.headers.get('cache-control')).toContain('public');
  });
});
