import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  GraphQLError, execute, getOperationAST, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema,
} from 'graphql';
import { TIMEZONE } from '../../domain/store';
import type { StoreView } from '../config/store-views';
import { header, mediaType, readBody, requestOrigin } from '../http/body';
import type { Services } from '../services';
import { today } from '../stores/dates';
import { CACHE_TTL_SECONDS, cacheId, privateHeaders, publicHeaders, type CacheIdentity } from './cache';
import { createContext, type Customer } from './context';
import { RequestError, formatError, statusFor, type FormattedError } from './errors';
import { MAX_CACHED_QUERY_LENGTH, MAX_QUERY_LENGTH, documentBoundsError, sensitiveMutationsError } from './document-bounds';
import { MAX_QUERY_COMPLEXITY, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS, queryComplexityErrors, queryDepthRule } from './limits';
import { LruMap } from '../../domain/lru-map';
import { parseVersion } from '../preview/drafts';
import { PageCache } from './page-cache';

/** A preview's answer is for the admin only: no shared cache keeps it, and the browser keeps no copy either. */
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

interface GraphQLRequest {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A body or variables that are not JSON: graphql-php's syntax error at the start of the source. */
function syntaxError(message: string): RequestError {
  return new RequestError(`Syntax Error: ${message}`, 400, undefined, [{ line: 1, column: 1 }]);
}

function parseVariables(raw: unknown, what: 'request' | 'variables'): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw syntaxError(`Unable to parse the ${what}.`);
    }
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw syntaxError(`Unable to parse the ${what}.`);
  return value as Record<string, unknown>;
}

async function readRequest(req: IncomingMessage, url: URL): Promise<GraphQLRequest> {
  if (req.method === 'GET') {
    return {
      query: url.searchParams.get('query') ?? '',
      operationName: url.searchParams.get('operationName') || null,
      variables: parseVariables(url.searchParams.get('variables'), 'variables'),
    };
  }
  // Exactly JSON: any type a cross-site form may send without a preflight is refused.
  if (mediaType(req) !== 'application/json') {
    throw new RequestError('Request content type must be application/json', 415);
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  if (!body.ok) throw new RequestError('Request body is too large.', 200, 'graphql-input');
  let data: unknown;
  try {
    data = body.body.length === 0 ? {} : JSON.parse(body.body.toString('utf8'));
  } catch {
    throw syntaxError('Unable to parse the request.');
  }
  const object = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return {
    query: typeof object.query === 'string' ? object.query : '',
    operationName: typeof object.operationName === 'string' && object.operationName ? object.operationName : null,
    variables: parseVariables(object.variables, 'request'),
  };
}

/**
 * The /graphql endpoint: Magento's request handling (GET for queries, POST for everything, Store and
 * Content-Currency headers, bearer tokens), graphql-php's limits, Magento's error shapes and cache headers.
 */
export class GraphQLEndpoint {
  private readonly pageCache = new PageCache();
  /** Parsed and validated documents by query text: a storefront sends the same few queries again and again. */
  private readonly documents = new LruMap<string, { document: DocumentNode; errors: readonly GraphQLError[] }>(500);
  private readonly rules;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly services: Services,
    private readonly now: () => number,
  ) {
    this.rules = [...specifiedRules, queryDepthRule(MAX_QUERY_DEPTH)];
  }

  /** Drops every cached answer (the catalogue changed). */
  purgePageCache(): void {
    this.pageCache.clear();
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reply = await this.reply(req).catch((error: unknown) => {
      this.services.log(error);
      return this.errorReply(new RequestError('Internal server error', 200), this.now());
    });
    res.writeHead(reply.status, { ...reply.headers, 'Content-Length': Buffer.byteLength(reply.body) });
    res.end(reply.body);
  }

  private async reply(req: IncomingMessage): Promise<Reply> {
    const now = this.now();
    if (req.method === 'OPTIONS') return { status: 204, headers: { Allow: 'GET, POST, OPTIONS' }, body: '' };
    if (req.method !== 'GET' && req.method !== 'POST') {
      const reply = this.errorReply(new RequestError('Request method is not allowed', 405), now);
      return { ...reply, headers: { ...reply.headers, Allow: 'GET, POST, OPTIONS' } };
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const authorization = header(req, 'authorization');
    const store = header(req, 'store');
    const currency = header(req, 'content-currency').toUpperCase();
    const requestCacheId = header(req, 'x-magento-cache-id');
    const origin = requestOrigin(req);
    // An admin's preview is never served from nor kept in a cache, whatever its token is worth.
    const previewHeader = header(req, 'preview-version');
    const cacheKey = req.method === 'GET' && !authorization && !previewHeader
      ? [origin, url.search, store, currency, requestCacheId, today(now, TIMEZONE)].join('\n') : undefined;
    if (cacheKey) {
      const hit = this.pageCache.get(cacheKey, now);
      if (hit) return { ...hit, headers: { ...hit.headers, 'X-Magento-Cache-Debug': 'HIT' } };
    }

    let customer: Customer | null = null;
    let previewVersion: number | null = null;
    let view: StoreView | null = null;
    let parsed: { document: DocumentNode; errors: readonly GraphQLError[] };
    let request: GraphQLRequest;
    try {
      request = await readRequest(req, url);
      parsed = this.document(request.query);
      const { document } = parsed;
      const operation = getOperationAST(document, request.operationName);
      if (req.method === 'GET' && operation?.operation === 'mutation') {
        throw new RequestError('Mutation requests allowed only for POST requests', 200, 'graphql-input');
      }
      const batched = operation && sensitiveMutationsError(operation, document);
      if (batched) throw new RequestError(batched, 200, 'graphql-input');
      view = store ? this.services.stores.find(store) : this.services.stores.default;
      if (!view) throw new RequestError('Requested store is not found', 200, 'graphql-input');
      if (currency && !this.services.stores.allows(currency)) {
        throw new RequestError('Please correct the target currency', 200, 'graphql-input');
      }
      if (previewHeader) previewVersion = this.previewFrom(authorization, previewHeader, now);
      else customer = this.customerFrom(authorization, now);
    } catch (error) {
      if (error instanceof RequestError) return this.errorReply(error, now);
      throw error;
    }

    const context = createContext(this.services, {
      now, baseUrl: `${origin}/`, mediaUrl: `${origin}/media/`, store: view!.code, currency: currency || this.services.stores.currencies.base, customer,
      clientIp: req.socket.remoteAddress ?? '',
      portalToken: header(req, 'x-subscription-portal-token') || undefined,
      botProtectionToken: header(req, 'x-recaptcha') || undefined,
      previewVersion,
      deadline: (req as { deadline?: number }).deadline,
    });
    const { document } = parsed;
    let validationErrors = parsed.errors;
    if (validationErrors.length === 0) {
      validationErrors = queryComplexityErrors(document, MAX_QUERY_COMPLEXITY, request.variables);
    }
    let errors: FormattedError[];
    let data: unknown;
    if (validationErrors.length > 0) {
      errors = validationErrors.map((e) => formatError(e, this.services.log));
    } else {
      const result = await execute({
        schema: this.schema, document, contextValue: context, variableValues: request.variables,
        operationName: request.operationName,
      });
      errors = (result.errors ?? []).map((e) => formatError(e, this.services.log));
      data = result.data;
    }

    const responseCustomer = context.nextCustomer !== undefined ? context.nextCustomer : customer;
    const responseCacheId = this.cacheIdFor(responseCustomer, context.store, context.currency);
    const cacheable = cacheKey !== undefined && errors.length === 0 && context.cache.cacheable
      && (requestCacheId === '' || requestCacheId === responseCacheId);
    const body = JSON.stringify(errors.length > 0 ? { errors, ...(data !== undefined ? { data } : {}) } : { data });
    const reply: Reply = {
      status: statusFor(errors),
      headers: {
        ...this.baseHeaders(responseCacheId),
        ...(cacheable ? publicHeaders(now, context.cache.tagList) : privateHeaders(now)),
        ...(previewHeader && PREVIEW_HEADERS),
      },
      body,
    };
    if (cacheable) {
      this.pageCache.set(cacheKey, { ...reply, expires: now + CACHE_TTL_SECONDS * 1000 });
      reply.headers['X-Magento-Cache-Debug'] = 'MISS';
    }
    return reply;
  }

  /** The parsed document and its validation errors (complexity aside: it depends on the variables). */
  private document(query: string): { document: DocumentNode; errors: readonly GraphQLError[] } {
    let entry = this.documents.get(query);
    if (!entry) {
      // Each bound is checked before the work it spares: the length before parsing, the shape before validating.
      if (query.length > MAX_QUERY_LENGTH) {
        throw new RequestError(`Max query length should be ${MAX_QUERY_LENGTH} but got ${query.length}.`, 400);
      }
      let document: DocumentNode;
      try {
        document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
      } catch (error) {
        throw error instanceof GraphQLError ? new RequestError(error.message, 400, undefined, error.locations) : error;
      }
      const outOfBounds = documentBoundsError(document);
      if (outOfBounds) throw new RequestError(outOfBounds, 400);
      entry = { document, errors: validate(this.schema, document, this.rules) };
      if (query.length <= MAX_CACHED_QUERY_LENGTH) this.documents.set(query, entry);
    }
    return entry;
  }

  /** The customer of a bearer token; a token that fails is an authentication error, as in Magento. */
  private customerFrom(authorization: string, now: number): Customer | null {
    const parts = authorization.split(' ');
    if (parts.length !== 2 || parts[0]!.toLowerCase() !== 'bearer') return null;
    const customers = this.services.customers;
    const check = this.services.tokens.verify(parts[1]!, now, (id) => customers.revocation(id));
    if (!check.ok) throw new RequestError(check.message, 401, 'graphql-authentication');
    const row = customers.find(check.claims.uid);
    if (!row) throw new RequestError('Failed to read JWT token', 401, 'graphql-authentication');
    return { id: row.entity_id, groupId: row.group_id, tokenId: check.claims.jti };
  }

  /**
   * The version an admin previews: a live admin token and a version. Anything else (a customer's token, a forged or
   * expired one, a malformed version) previews nothing, and the request sees the published content as a guest.
   */
  private previewFrom(authorization: string, version: string, now: number): number | null {
    const parts = authorization.split(' ');
    if (parts.length !== 2 || parts[0]!.toLowerCase() !== 'bearer') return null;
    return this.services.adminTokens.verify(parts[1]!, now) ? parseVersion(version) : null;
  }

  /** Magento's cache id: who the customer is and which store view and currency they see. */
  private cacheIdFor(customer: Customer | null, store = this.services.stores.default.code, currency = this.services.stores.currencies.base): string {
    const identity: CacheIdentity = {
      store, currency, customerGroup: customer?.groupId ?? 0, loggedIn: customer !== null, taxRate: 0,
    };
    return cacheId(identity, this.services.config.cacheIdSalt);
  }

  private baseHeaders(cacheIdValue: string): Record<string, string> {
    return {
      'Content-Type': 'application/json; charset=utf-8',
      'X-Magento-Cache-Id': cacheIdValue,
      // Absolute URLs in answers follow the forwarded host and protocol.
      Vary: 'Store, Content-Currency, X-Magento-Cache-Id, X-Forwarded-Host, X-Forwarded-Proto',
      'X-Content-Type-Options': 'nosniff',
    };
  }

  private errorReply(error: RequestError, now: number): Reply {
    const formatted: FormattedError = {
      message: error.message,
      ...(error.locations ? { locations: error.locations } : {}),
      ...(error.category ? { extensions: { category: error.category } } : {}),
    };
    return {
      status: error.status,
      headers: { ...this.baseHeaders(this.cacheIdFor(null)), ...privateHeaders(now) },
      body: JSON.stringify({ errors: [formatted] }),
    };
  }
}
