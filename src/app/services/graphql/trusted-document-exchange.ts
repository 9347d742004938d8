import { makeOperation, mapExchange, type Exchange } from '@urql/core';

/** A request's extensions naming a document by its id: APQ's shape, which urql sends without the document. */
export interface PersistedQuery {
  persistedQuery: { version: 1; sha256Hash: string };
}

/**
 * A document of the shop by its id: the hex of the sha256 codegen embeds in it (`__meta__.hash`, "sha256:<hex>") and
 * keys the manifest with, which the public /graphql resolves (src/server/trusted-documents.ts); null for any other.
 */
export function persistedQueryOf(document: object): PersistedQuery | null {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? { persistedQuery: { version: 1, sha256Hash: hash.replace(/^sha256:/, '') } } : null;
}

/** Sends each of the shop's operations by its id, never its text (urql leaves out the document of such a request). */
export const trustedDocumentExchange: Exchange = mapExchange({
  onOperation(operation) {
    const id = operation.kind === 'teardown' ? null : persistedQueryOf(operation.query);
    return id ? makeOperation(operation.kind, { ...operation, extensions: { ...operation.extensions, ...id } }, operation.context) : operation;
  },
});
