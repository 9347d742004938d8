import { parse, type OperationDefinitionNode } from 'graphql';
import type { Request } from 'playwright-core';
import manifest from '../../../src/app/graphql/generated/persisted-documents.json';

/** A GraphQL operation as a page sent it. */
export interface SentOperation {
  name: string;
  kind: 'query' | 'mutation';
  variables: Record<string, unknown>;
  /** Named by its id (the shop's trusted documents); false: the page sent a document of its own. */
  byId: boolean;
  /** The document it runs: the manifest's for an id, else the one sent; null for an id the shop does not know. */
  document: string | null;
}

const documents: Record<string, string> = manifest;

/** The operation a request to /graphql carries (GET: in its URL; POST: in its body), or null for any other request. */
export function sentOperation(request: Request): SentOperation | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  const fields = request.method() === 'GET'
    ? Object.fromEntries([...url.searchParams].map(([name, value]) => [name, name === 'variables' || name === 'extensions' ? JSON.parse(value) : value]))
    : (request.postDataJSON() as Record<string, unknown> | null) ?? {};
  const hash = (fields.extensions as { persistedQuery?: { sha256Hash?: string } } | undefined)?.persistedQuery?.sha256Hash;
  const byId = typeof hash === 'string';
  const document = byId ? documents[`sha256:${hash}`] ?? null : typeof fields.query === 'string' ? fields.query : null;
  const definition = document ? parse(document).definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition') : undefined;
  return {
    name: definition?.name?.value ?? (typeof fields.operationName === 'string' ? fields.operationName : '(anonymous)'),
    kind: definition?.operation === 'mutation' ? 'mutation' : 'query',
    variables: (fields.variables as Record<string, unknown> | undefined) ?? {},
    byId,
    document,
  };
}
