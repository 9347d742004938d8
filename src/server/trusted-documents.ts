import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { readBody } from '../backend/http/body';
import { MAX_BODY_BYTES } from '../backend/graphql/http';
import manifest from '../app/graphql/generated/persisted-documents.json';
import { documentVariant, variablesVariant, type Variant } from './document-variants';
import { INTROSPECTION_DOCUMENT, INTROSPECTION_ID } from './introspection-document';
import type { Upstream } from './upstream';

/** Documents by id (`sha256:<hex>` of the document), as codegen writes the manifest of the shop's operations. */
export type TrustedDocuments = Readonly<Record<string, string>>;

/** The shop's operations, and the schema's introspection that reads a backend's features (introspection-document.ts). */
export const SHOP_DOCUMENTS: TrustedDocuments = { ...manifest, [INTROSPECTION_ID]: INTROSPECTION_DOCUMENT };

export const DOCUMENT_REFUSED = 'This endpoint answers the shop\'s own operations only: send an operation\'s id, not a document.';
export const UNKNOWN_DOCUMENT = 'Unknown operation id: this endpoint answers the shop\'s own operations only.';
export const BODY_TOO_LARGE = 'Request body is too large.';
export const lacking = (field: string) => `The shop's backend lacks ${field}, which this operation needs.`;

/** What the backend lacks of the shop's schema (the fields of its features that are off), and that schema. */
export interface BackendLacks {
  off: () => ReadonlySet<string>;
  schema: GraphQLSchema;
}

/** The id a request names (urql's and APQ's `extensions.persistedQuery.sha256Hash`), as the manifest keys it. */
function idOf(extensions: unknown): string | null {
  const hash = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null | undefined)?.persistedQuery?.sha256Hash;
  return typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash) ? `sha256:${hash}` : null;
}

type Resolved = { ok: true; query: string | null; id?: string } | { ok: false; message: string };

/**
 * The document a request runs: the manifest's for its id, its own only when the endpoint is open (`query: null`
 * leaves the request as it came), else a refusal, decided before anything is parsed as GraphQL. A document sent with
 * its id (as the introspection is, for Magento's sake) passes only when it is that id's very text.
 */
function resolve(query: unknown, extensions: unknown, documents: TrustedDocuments, open: boolean): Resolved {
  const id = idOf(extensions);
  if (id === null) return open ? { ok: true, query: null } : { ok: false, message: DOCUMENT_REFUSED };
  const document = Object.hasOwn(documents, id) ? documents[id]! : undefined;
  if (!open && query !== undefined && query !== null && query !== '' && query !== document) return { ok: false, message: DOCUMENT_REFUSED };
  return document === undefined ? { ok: false, message: UNKNOWN_DOCUMENT } : { ok: true, query: document, id };
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string): void {
  req.resume();
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ errors: [{ message, extensions: { category: 'graphql-input' } }] }));
}

const jsonObject = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * The public /graphql in front of `upstream`: it runs the shop's own operations (trusted documents) and the schema's
 * introspection, named by id, and refuses any other document with a 400 before it is parsed, so that nobody reaches the
 * backend with a document of their making (`open`, VITRINE_GRAPHQL_OPEN=1, lets any through, for tools). Queries by id stay GET, with the
 * manifest's document in the URL the upstream gets (Magento caches GET); mutations stay POST with the document in the
 * body.
 */
export function trustedDocumentsUpstream(
  upstream: Upstream, { open, documents = SHOP_DOCUMENTS, lacks }: { open: boolean; documents?: TrustedDocuments; lacks?: BackendLacks },
): Upstream {
  // The shop's documents as this backend runs them (document-variants.ts), by id, while what it lacks stays the same.
  let variants = { off: null as ReadonlySet<string> | null, byId: new Map<string, Variant>() };
  /**
   * The manifest's document as the backend can run it, and the request's variables (read by `given`) when they must
   * change for it; `variables` absent: as they came.
   */
  const forBackend = (id: string, query: string, given: () => unknown): { ok: true; query: string; variables?: Record<string, unknown> } | { ok: false; message: string } => {
    const off = lacks?.off();
    if (!lacks || !off || off.size === 0) return { ok: true, query };
    if (variants.off !== off) variants = { off, byId: new Map() };
    let variant = variants.byId.get(id);
    if (!variant) variants.byId.set(id, (variant = documentVariant(query, off, lacks.schema)));
    if (!variant.ok) return { ok: false, message: lacking(variant.missing) };
    const variables = given();
    if (!variables || typeof variables !== 'object' || Array.isArray(variables)) return { ok: true, query: variant.query };
    return { ok: true, query: variant.query, variables: variablesVariant(query, variables as Record<string, unknown>, off, lacks.schema) };
  };
  return {
    ...upstream,
    handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // Every path the storefront forwards under /graphql: Magento answers GraphQL at /graphql/ and below too.
      if (!url.pathname.startsWith('/graphql')) return upstream.handle(req, res);
      if (req.method === 'GET' || req.method === 'HEAD') {
        const params = url.searchParams;
        const extensions = jsonObject(params.get('extensions') ?? '');
        const resolved = resolve(params.get('query'), extensions, documents, open);
        if (!resolved.ok) return refuse(req, res, 400, resolved.message);
        if (resolved.query !== null) {
          const sent = forBackend(resolved.id!, resolved.query, () => jsonObject(params.get('variables') ?? ''));
          if (!sent.ok) return refuse(req, res, 400, sent.message);
          params.delete('extensions');
          params.set('query', sent.query);
          if (sent.variables) params.set('variables', JSON.stringify(sent.variables));
          req.url = `${url.pathname}?${params}`;
        }
        return upstream.handle(req, res);
      }
      if (req.method !== 'POST') return upstream.handle(req, res);
      void readBody(req, MAX_BODY_BYTES).then((read) => {
        // Too large: the backend's own answer (Magento's words, HTTP 200).
        if (!read.ok) return read.reason === 'too-large' ? refuse(req, res, 200, BODY_TOO_LARGE) : res.destroy();
        const request = jsonObject(read.body.toString('utf8'));
        // An open endpoint passes what it cannot read as it came: the upstream answers it as it would anyone.
        if (!request) return open ? upstream.handle(req, res, read.body) : refuse(req, res, 400, DOCUMENT_REFUSED);
        const resolved = resolve(request.query, request.extensions, documents, open);
        if (!resolved.ok) return refuse(req, res, 400, resolved.message);
        if (resolved.query === null) return upstream.handle(req, res, read.body);
        const sent = forBackend(resolved.id!, resolved.query, () => request.variables);
        if (!sent.ok) return refuse(req, res, 400, sent.message);
        const { extensions: _, ...rest } = request;
        upstream.handle(req, res, Buffer.from(JSON.stringify({ ...rest, query: sent.query, ...(sent.variables && { variables: sent.variables }) })));
      });
    },
  };
}
