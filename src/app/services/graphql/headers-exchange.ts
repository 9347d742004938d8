import { makeOperation, mapExchange, type Exchange } from '@urql/core';
import { PREVIEW_OPERATIONS } from '../../../domain/preview';
import { isPublicQuery, operationName } from './operation-kind';

/** What every request tells the backend (spec §7): the store view, the currency, the customer, the cache id. */
export interface RequestIdentity {
  storeCode: () => string;
  currency: () => string | null;
  token: () => string | null;
  cacheId: () => string | null;
  /** Admin preview: on the operations it changes, its token and version replace the customer's and bypass caches. */
  preview: () => { token: string; version: string } | null;
  /** On a server: the shopper's host, so that the backend builds its absolute URLs for it. */
  forwarded?: { host: string; proto: string };
}

export function requestHeaders(identity: RequestIdentity, { isPrivate, previewed = false }: { isPrivate: boolean; previewed?: boolean }): Record<string, string> {
  const headers: Record<string, string> = { Store: identity.storeCode() };
  if (identity.forwarded) {
    headers['X-Forwarded-Host'] = identity.forwarded.host;
    headers['X-Forwarded-Proto'] = identity.forwarded.proto;
  }
  const currency = identity.currency();
  if (currency) headers['Content-Currency'] = currency;
  const cacheId = identity.cacheId();
  if (cacheId) headers['X-Magento-Cache-Id'] = cacheId;
  const preview = previewed ? identity.preview() : null;
  if (preview) {
    headers.Authorization = `Bearer ${preview.token}`;
    headers['Preview-Version'] = preview.version;
    headers['Cache-Control'] = 'no-cache';
    return headers;
  }
  const token = identity.token();
  if (token && isPrivate) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Adds the headers to each operation. Public queries go without Authorization, even for a signed-in
 * customer, so that their GET can be cached; mutations and private queries carry the token. In an admin's preview,
 * the read operations it changes (spec §6) carry the admin's token, Preview-Version and no-cache instead.
 */
export function headersExchange(identity: RequestIdentity): Exchange {
  return mapExchange({
    onOperation(operation) {
      if (operation.kind === 'teardown') return operation;
      const isPrivate = operation.kind !== 'query' || !isPublicQuery(operation.query);
      const fetchOptions = typeof operation.context.fetchOptions === 'function' ? operation.context.fetchOptions() : operation.context.fetchOptions;
      return makeOperation(operation.kind, operation, {
        ...operation.context,
        // Every query as GET (spec §7), however long its variables: urql would switch to POST past 2 KB of URL
        // (the document goes by id, trusted-document-exchange.ts). A query that carries a secret in its variables
        // (the subscription portal's token) asks for POST, out of URLs and logs.
        preferGetMethod: operation.kind === 'query' && operation.context.preferGetMethod !== false ? 'force' : false,
        fetchOptions: {
          ...fetchOptions,
          headers: {
            ...(fetchOptions?.headers as Record<string, string> | undefined),
            ...requestHeaders(identity, { isPrivate, previewed: operation.kind === 'query' && PREVIEW_OPERATIONS.has(operationName(operation.query)) }),
          },
        },
      });
    },
  });
}
