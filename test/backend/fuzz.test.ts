// Property-based fuzzing of /graphql with the shop's own operations (the generated documents of src/app/graphql):
// random variables of the right and the wrong types, documents with selections dropped, duplicated, aliased, nested,
// arguments and directives of the wrong kind, texts cut or garbled, and random HTTP shapes. Whatever comes in, the
// answer is never a 5xx, never leaks a stack trace, a file path or SQL, and is shaped as a GraphQL answer.
// The seed is fixed (FUZZ_SEED to try another); fast-check prints the seed and the shrunk case of a failure.
import fc from 'fast-check';
import {
  Kind, buildClientSchema, getIntrospectionQuery, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, print, typeFromAST, visit,
  type ArgumentNode, type DirectiveNode, type DocumentNode, type FieldNode, type GraphQLInputType, type GraphQLSchema, type ObjectFieldNode, type OperationDefinitionNode,
  type SelectionNode, type ValueNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import * as generated from '../../src/app/graphql/generated/graphql';
import { MAX_BODY_BYTES } from '../../src/backend/graphql/http';
import { bearer, newCustomer } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = 150;

/** The shop's operations, as the client sends them. */
const OPERATIONS = Object.entries(generated)
  .filter(([name, value]) => name.endsWith('Document') && (value as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
  .map(([, value]) => value as DocumentNode)
  .filter((document) => document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION));

const operationOf = (document: DocumentNode) => document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

let t: TestBackend;
let schema: GraphQLSchema;
/** Values the backend knows (a cart, products, a customer's token), so that some requests get past the lookups. */
const known = { cartIds: [] as string[], skus: [] as string[], tokens: [] as string[] };
const logged: unknown[][] = [];
/** Operations after which the shared customer token no longer works. */
const TOKEN_ENDING = ['RevokeCustomerToken', 'ChangeCustomerPassword', 'UpdateCustomerEmail', 'RequestGdprAction', 'ConfirmGdprRequest'];

beforeAll(async () => {
  t = await startTestBackend();
  const introspection = await t.gql(getIntrospectionQuery(), { method: 'POST' });
  schema = buildClientSchema(introspection.body.data as never);
  const cart = await t.gql('mutation { createEmptyCart }');
  known.cartIds.push(cart.body.data!.createEmptyCart as string);
  const products = await t.gql('{ products(search: "", pageSize: 20) { items { sku } } }');
  known.skus.push(...(products.body.data!.products.items as { sku: string }[]).map((p) => p.sku));
  known.tokens.push(await newCustomer(t, 'fuzz@example.com'));
  // The backend logs what it did not expect (and answers "Internal server error"): each is a finding.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Values

const texts = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', "'", '"', '\\', '%', '_', '*', '\u0000', 'é', '🛒', 'NULL', "' OR 1=1 --", '") OR ("1"="1', '../../etc/passwd', '<script>alert(1)</script>',
    'MATCH', 'AND OR NOT', '"unterminated', 'a*', '^$', 'NEAR(a b)', '{"a":1}', 'fr', 'default', 'EUR'),
  fc.integer({ min: 100, max: 2_000 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 2_000, max: 300_000 }).map((n) => '𝄞'.repeat(n)),
  fc.array(fc.constantFrom('omega', 'vitamine', 'krill', '-', '"', '*', 'OR'), { maxLength: 400 }).map((words) => words.join(' ')),
);
const numbers = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -0, 0.5));
const wrong: fc.Arbitrary<unknown> = fc.oneof(
  texts, numbers, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 4 }),
  fc.integer({ min: 1, max: 300 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
);

/** A value of `type` as the schema declares it (or, one time in eight, of any type). */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const right = rightValueOf(type, depth);
  return fc.oneof({ weight: 7, arbitrary: right }, { weight: 1, arbitrary: wrong });
}

function rightValueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightValueOf(type.ofType, depth);
  if (depth > 4) return fc.constant(null);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const shape = Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)]));
    return fc.record(shape, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -5, max: 100 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
    case 'Float':
      return numbers;
    case 'Boolean':
      return fc.boolean();
    default:
      return fc.oneof(texts, fc.constantFrom(...known.cartIds, ...known.skus, 'MQ==', 'Y29uZmlndXJhYmxlLzkzLzUz'));
  }
}

/** Variables for an operation: its declared ones (some left out), plus now and then one it does not declare. */
function variablesOf(operation: OperationDefinitionNode): fc.Arbitrary<Record<string, unknown>> {
  const declared = Object.fromEntries((operation.variableDefinitions ?? []).map((definition) => {
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    return [definition.variable.name.value, type ? valueOf(type) : wrong];
  }));
  const required = (operation.variableDefinitions ?? []).filter((d) => d.type.kind === Kind.NON_NULL_TYPE).map((d) => d.variable.name.value);
  const values = fc.oneof({ weight: 3, arbitrary: fc.record(declared, { requiredKeys: required }) }, fc.record(declared, { requiredKeys: [] }));
  return fc.tuple(values, fc.option(fc.dictionary(fc.string({ maxLength: 8 }), wrong, { maxKeys: 2 }), { freq: 8 }))
    .map(([own, extra]) => ({ ...extra, ...own }));
}

// ---------------------------------------------------------------------------------------------------------------
// Documents

const names = fc.oneof(fc.stringMatching(/^[_A-Za-z][_0-9A-Za-z]{0,10}$/), fc.constantFrom('__typename', '__schema', 'data', 'errors', 'constructor', '__proto__'));

const literals: fc.Arbitrary<ValueNode> = fc.letrec<{ value: ValueNode }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.integer().map((n): ValueNode => ({ kind: Kind.INT, value: String(n) })),
    fc.constantFrom('99999999999999999999999', '-0', '1e400').map((value): ValueNode => ({ kind: Kind.FLOAT, value })),
    texts.map((value): ValueNode => ({ kind: Kind.STRING, value })),
    fc.boolean().map((value): ValueNode => ({ kind: Kind.BOOLEAN, value })),
    fc.constant<ValueNode>({ kind: Kind.NULL }),
    names.map((value): ValueNode => ({ kind: Kind.ENUM, value: value === 'true' || value === 'false' || value === 'null' ? 'X' : value })),
    names.map((value): ValueNode => ({ kind: Kind.VARIABLE, name: { kind: Kind.NAME, value } })),
    fc.array(tie('value'), { maxLength: 3 }).map((values): ValueNode => ({ kind: Kind.LIST, values })),
    fc.array(fc.tuple(names, tie('value')), { maxLength: 3 }).map((fields): ValueNode => ({
      kind: Kind.OBJECT, fields: fields.map(([name, value]): ObjectFieldNode => ({ kind: Kind.OBJECT_FIELD, name: { kind: Kind.NAME, value: name }, value })),
    })),
  ),
})).value as fc.Arbitrary<ValueNode>;

type Edit =
  | { kind: 'drop' | 'duplicate' | 'unknown-field'; at: number; name: string }
  | { kind: 'alias'; at: number; name: string }
  | { kind: 'nest'; at: number; depth: number }
  | { kind: 'argument'; at: number; name: string; value: ValueNode }
  | { kind: 'directive'; at: number; name: string; value: ValueNode; times: number };

const edits: fc.Arbitrary<Edit[]> = fc.array(fc.oneof(
  fc.record({ kind: fc.constantFrom('drop' as const, 'duplicate' as const, 'unknown-field' as const, 'alias' as const), at: fc.nat(), name: names }),
  fc.record({ kind: fc.constant('nest' as const), at: fc.nat(), depth: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('argument' as const), at: fc.nat(), name: names, value: literals }),
  fc.record({
    kind: fc.constant('directive' as const), at: fc.nat(), name: fc.oneof(fc.constantFrom('include', 'skip', 'deprecated'), names), value: literals,
    times: fc.integer({ min: 1, max: 60 }),
  }),
), { minLength: 1, maxLength: 4 });

const named = (value: string) => ({ kind: Kind.NAME, value }) as const;

/** The document with one edit made on its `at`-th field (counted over the whole document, fragments included). */
function edited(document: DocumentNode, edit: Edit): DocumentNode {
  let count = 0;
  visit(document, { Field: () => void count++ });
  if (count === 0) return document;
  const target = edit.at % count;
  let seen = 0;
  const onField = (field: FieldNode): FieldNode | SelectionNode[] => {
    if (seen++ !== target) return field;
    switch (edit.kind) {
      case 'drop':
        return [];
      case 'duplicate':
        return [field, field];
      case 'unknown-field':
        return [field, { kind: Kind.FIELD, name: named(edit.name) }];
      case 'alias':
        return [{ ...field, alias: named(edit.name) }];
      case 'nest': {
        // The field inside itself: a tree (categories' children) goes deep, anything else is refused by validation.
        let nested: FieldNode = field;
        for (let i = 0; i < edit.depth; i++) nested = { ...field, selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: named('__typename') }, nested] } };
        return [nested];
      }
      case 'argument': {
        const argument: ArgumentNode = { kind: Kind.ARGUMENT, name: named(field.arguments?.[0]?.name.value ?? edit.name), value: edit.value };
        return [{ ...field, arguments: [argument, ...(field.arguments ?? []).slice(1)] }];
      }
      case 'directive': {
        const directive: DirectiveNode = { kind: Kind.DIRECTIVE, name: named(edit.name), arguments: [{ kind: Kind.ARGUMENT, name: named('if'), value: edit.value }] };
        return [{ ...field, directives: [...(field.directives ?? []), ...Array.from({ length: edit.times }, () => directive)] }];
      }
    }
  };
  // Fields are replaced in their selection set, so that one may become none or several.
  return visit(document, {
    SelectionSet: {
      leave: (node) => ({ ...node, selections: node.selections.flatMap((s) => (s.kind === Kind.FIELD ? onField(s) : [s])) }),
    },
  });
}

/** The text of the document, now and then cut short or with a few characters changed. */
const garbled = (text: string) => fc.oneof(
  { weight: 4, arbitrary: fc.constant(text) },
  fc.nat().map((n) => text.slice(0, n % (text.length + 1))),
  fc.tuple(fc.nat(), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 })).map(([n, s]) => { const at = n % (text.length + 1); return text.slice(0, at) + s + text.slice(at); }),
);

// ---------------------------------------------------------------------------------------------------------------
// HTTP

interface Shape {
  method: string;
  contentType: string | null;
  headers: Record<string, string>;
  body: 'json' | 'json-variables-text' | 'batch' | 'raw-query' | 'truncated' | 'primitive' | 'empty' | 'bytes';
  bytes: Uint8Array;
}

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const shapes: fc.Arbitrary<Shape> = fc.record({
  method: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('GET', 'POST') }, fc.constantFrom('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD')),
  contentType: fc.oneof(
    { weight: 4, arbitrary: fc.constant('application/json') },
    fc.constantFrom(null, 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/graphql-response+json', 'application/graphql', 'text/plain',
      'text/plain; charset=application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1',
      'application/json, text/plain', 'application/jsonp'),
    headerText,
  ),
  headers: fc.record({
    Store: fc.oneof(fc.constantFrom('default', 'fr', 'en', ''), headerText),
    'Content-Currency': fc.oneof(fc.constantFrom('EUR', 'USD', 'eur', ''), headerText),
    Authorization: fc.oneof(fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Basic YTpi', 'Bearer  x  y'), headerText.map((s) => `Bearer ${s}`),
      fc.constant(`Bearer ${'x'.repeat(8000)}`), fc.constant('known')),
    'X-Magento-Cache-Id': headerText,
    'Preview-Version': headerText,
  }, { requiredKeys: [] }),
  body: fc.oneof({ weight: 6, arbitrary: fc.constant('json' as const) },
    fc.constantFrom('json-variables-text' as const, 'batch' as const, 'raw-query' as const, 'truncated' as const, 'primitive' as const, 'empty' as const, 'bytes' as const)),
  bytes: fc.uint8Array({ maxLength: 64 }),
});

/** Sends a request and checks its answer; returns a description of what is wrong, or null. */
async function exchange(query: string, variables: Record<string, unknown>, shape: Shape): Promise<string | null> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(shape.headers)) {
    // The customer's token is shared by the runs: the operations that would end it are sent as a guest's.
    if (value === 'known' && !TOKEN_ENDING.some((operation) => query.includes(`mutation ${operation}`))) headers[name] = bearer(known.tokens[0]!).Authorization;
    else if (value !== 'known') headers[name] = value;
  }
  if (shape.contentType !== null && shape.method !== 'GET' && shape.method !== 'HEAD') headers['Content-Type'] = shape.contentType;
  let url = `${t.url}/graphql`;
  let body: BodyInit | undefined;
  if (shape.method === 'GET' || shape.method === 'HEAD') {
    url += `?${new URLSearchParams({ query, ...(shape.body === 'json-variables-text' ? { variables: '{"a":' } : { variables: JSON.stringify(variables) }) })}`;
  } else {
    const json = JSON.stringify({ query, variables });
    body = {
      json,
      'json-variables-text': JSON.stringify({ query, variables: JSON.stringify(variables) }),
      batch: JSON.stringify([{ query, variables }, { query }]),
      'raw-query': query,
      truncated: json.slice(0, Math.floor(json.length / 2)),
      primitive: '42',
      empty: '',
      bytes: new Uint8Array(shape.bytes),
    }[shape.body];
  }
  logged.length = 0;
  let response: Response;
  try {
    response = await fetch(url, { method: shape.method, headers, ...(body !== undefined && { body }) });
  } catch (error) {
    // Node's own parser refuses a URL past its header limit (16 KB) before the shop sees it; a body past the
    // endpoint's limit is answered before it is read. Either way the connection may close while the client still
    // writes, and the client sees a reset instead of the answer.
    const oversized = url.length > 16_384 || (typeof body === 'string' && Buffer.byteLength(body) > MAX_BODY_BYTES);
    return oversized ? null : `no answer (${String((error as Error).cause ?? error)})`;
  }
  const text = await response.text();
  const where = `${shape.method} ${response.status} ${text.slice(0, 500)}`;
  if (response.status === 431) return null;
  if (response.status >= 500) return `a ${response.status}: ${where}`;
  const leak = leakIn(text);
  if (leak) return `${leak} in ${where}`;
  if (logged.length > 0) return `the backend logged ${String(logged[0]?.[1] ?? logged[0])}: ${where}`;
  if (shape.method === 'HEAD' || response.status === 204) return null;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return `not JSON: ${where}`;
  }
  return shapeError(answer) && `${shapeError(answer)}: ${where}`;
}

const LEAKS: [RegExp, string][] = [
  [/\bat [\w$.<>]+ \(|\n\s+at /, 'a stack trace'],
  [/(\/[\w.-]+)+\.(ts|js|mjs|cjs)\b|node_modules|file:\/\//, 'a file path'],
  [/SQLITE/i, 'SQLite'],
  [/\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b[\s\S]{0,200}\b(FROM|VALUES|SET|WHERE)\b|no such (table|column)|near "[^"]*": syntax error/, 'SQL'],
  [/Internal server error/, 'an unexpected failure'],
];
const leakIn = (text: string) => LEAKS.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** What is not GraphQL's answer shape about `answer`, or null. */
function shapeError(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return 'not an object';
  const { data, errors, ...rest } = answer as Record<string, unknown>;
  if (Object.keys(rest).some((key) => key !== 'extensions')) return `unexpected keys ${Object.keys(rest).join(', ')}`;
  if (errors === undefined) return data && typeof data === 'object' ? null : 'neither data nor errors';
  if (!Array.isArray(errors) || errors.length === 0) return 'errors is not a non-empty list';
  const bad = errors.find((e) => !e || typeof e !== 'object' || typeof (e as { message?: unknown }).message !== 'string' || !(e as { message: string }).message);
  return bad === undefined ? null : `an error without a message: ${JSON.stringify(bad)}`;
}

const options = { seed: SEED, numRuns: RUNS, endOnFailure: true } as const;
const operations = fc.constantFrom(...OPERATIONS);
const json = { method: 'POST', contentType: 'application/json', headers: {}, body: 'json', bytes: new Uint8Array() } as const satisfies Shape;
const asTheClientSends = (document: DocumentNode): Shape => (operationOf(document).operation === 'query' ? { ...json, method: 'GET' } : json);

describe('the GraphQL endpoint under fuzzing', () => {
  test('the shop\'s operations with variables of the right and the wrong types', async () => {
    await fc.assert(fc.asyncProperty(
      operations.chain((document) => fc.tuple(fc.constant(document), variablesOf(operationOf(document)), fc.constantFrom('guest', 'customer'))),
      async ([document, variables, who]) => {
        const shape = asTheClientSends(document);
        const problem = await exchange(print(document), variables, who === 'customer' ? { ...shape, headers: { Authorization: 'known' } } : shape);
        expect(problem).toBeNull();
      },
    ), { ...options, numRuns: RUNS * 2 });
  }, 120_000);

  test('the shop\'s documents edited: selections dropped, duplicated, aliased, nested; wrong arguments and directives; cut texts', async () => {
    await fc.assert(fc.asyncProperty(
      operations.chain((document) => fc.tuple(
        edits.map((list) => print(list.reduce(edited, document))).chain(garbled),
        variablesOf(operationOf(document)),
        fc.constant(asTheClientSends(document)),
      )),
      async ([query, variables, shape]) => {
        expect(await exchange(query, variables, shape)).toBeNull();
      },
    ), options);
  }, 120_000);

  test('the shop\'s operations in random HTTP shapes', async () => {
    await fc.assert(fc.asyncProperty(
      operations.chain((document) => fc.tuple(fc.constant(print(document)), variablesOf(operationOf(document)), shapes)),
      async ([query, variables, shape]) => {
        expect(await exchange(query, variables, shape)).toBeNull();
      },
    ), options);
  }, 120_000);
});
