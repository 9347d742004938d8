import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_CACHED_QUERY_LENGTH, documentBoundsError, sensitiveMutationsError } from '../../src/backend/graphql/document-bounds';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

/** Every operation the shop sends (src/app/graphql/*.ts). */
async function shopOperations(): Promise<Array<{ name: string; document: DocumentNode }>> {
  const found: Array<{ name: string; document: DocumentNode }> = [];
  for (const file of readdirSync('src/app/graphql').filter((f) => f.endsWith('.ts'))) {
    const module = (await import(pathToFileURL(`src/app/graphql/${file}`).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const document = value as DocumentNode;
      if (document?.kind === Kind.DOCUMENT && document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) found.push({ name, document });
    }
  }
  return found;
}

describe('the bounds a document keeps', () => {
  test('every operation of the shop keeps them all, sends one sensitive mutation at most and is short enough to be kept parsed', async () => {
    const operations = await shopOperations();
    expect(operations.length).toBeGreaterThan(70);
    for (const { name, document } of operations) {
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      expect([name, documentBoundsError(document), sensitiveMutationsError(operation, document)]).toEqual([name, null, null]);
      expect(print(document).length, name).toBeLessThanOrEqual(MAX_CACHED_QUERY_LENGTH);
    }
  });

  test('one guess, one e-mail a request: aliases, fragments and inline fragments batch no sensitive mutation', async () => {
    const guesses = Array.from({ length: 3 }, (_, i) => `g${i}: generateCustomerToken(email: "victime@example.com", password: "Essai-${i}") { token }`).join(' ');
    const batched = await t.gql(`mutation { ${guesses} }`);
    expect(batched.body).toEqual({ errors: [{ message: 'Only one of generateCustomerToken may be sent in a request, got 3.', extensions: { category: 'graphql-input' } }] });
    const mixed = await t.gql('mutation { ...Reset ... on Mutation { generateCustomerToken(email: "a@example.com", password: "x") { token } } } '
      + 'fragment Reset on Mutation { requestPasswordResetEmail(email: "victime@example.com") }');
    expect(mixed.body.errors).toEqual([{ message: 'Only one of requestPasswordResetEmail, generateCustomerToken may be sent in a request, got 2.', extensions: { category: 'graphql-input' } }]);
    // One is answered as ever.
    const one = await t.gql('mutation { generateCustomerToken(email: "personne@example.com", password: "Essai-1") { token } }');
    expect(one.body.errors?.[0]?.message).toBe('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
  });
});
