import { Client, type Exchange } from '@urql/core';
import { cacheExchange, type StorageAdapter } from '@urql/exchange-graphcache';
import { retryExchange } from '@urql/exchange-retry';
import { RETRY_INITIAL_DELAY_MS, RETRY_MAX_ATTEMPTS } from '../../../domain/constants';
import { cacheKeys, cacheResolvers, possibleTypes } from './cache-keys';
import { configExchange, type ConfigCopy } from './config-exchange';
import { fetchExchange } from './fetch-exchange';
import { headersExchange, type RequestIdentity } from './headers-exchange';
import { queueExchange } from './queue-exchange';
import { isServerFailure } from './request';
import { absentFieldsExchange } from './absent-fields-exchange';
import { signedOutExchange } from './signed-out-exchange';
import { trustedDocumentExchange } from './trusted-document-exchange';

export interface GraphqlClientOptions {
  /** `/graphql` in the browser; an absolute URL on a server. */
  url: string;
  identity: RequestIdentity;
  /** The configuration copy the page carries (store config, available stores, currency, rating metadata). */
  config: () => ConfigCopy;
  /**
   * Where answers are kept; by default the normalized cache (graphcache, by the spec's entity keys), where answers
   * update one another across a visit. A server render's client, which lives for one page, asks each thing once and
   * updates nothing: it passes urql's document cache (src/app/render.tsx).
   */
  cache?: Exchange;
  /** Keeps the normalized cache across visits, one per store view. Absent on a server. */
  storage?: StorageAdapter;
  /** Remembers the cache id the backend returns, to send it back. */
  onCacheId?: (cacheId: string) => void;
  /** Retries the network failures of queries only while this says the browser is online; never on a server. */
  isOnline?: () => boolean;
  fetch?: typeof fetch;
}

/** The one GraphQL client of spec §7. */
export function createGraphqlClient(options: GraphqlClientOptions): Client {
  const baseFetch = options.fetch ?? fetch;
  const exchanges: Exchange[] = [
    configExchange(options.config),
    headersExchange(options.identity),
    options.cache ?? cacheExchange({ keys: cacheKeys, resolvers: cacheResolvers, possibleTypes, ...(options.storage && { storage: options.storage }) }),
    queueExchange,
    ...(options.isOnline
      ? [
          retryExchange({
            initialDelayMs: RETRY_INITIAL_DELAY_MS,
            maxNumberAttempts: RETRY_MAX_ATTEMPTS,
            randomDelay: true,
            // A mutation is never sent twice on its own (spec §7): a lost answer may hide one the backend ran. A query
            // is sent again when the network or the server failed (a 5xx, even one with a GraphQL error as its body).
            retryIf: (error, operation) =>
              operation.kind === 'query' && (Boolean(error.networkError) || isServerFailure(error)) && options.isOnline!(),
          }),
        ]
      : []),
    signedOutExchange,
    // Last before the network: the normalized cache forwards operations without their extensions, and reads answers
    // only once what a backend without a feature left out is filled in.
    trustedDocumentExchange,
    absentFieldsExchange,
    fetchExchange,
  ];
  return new Client({
    url: options.url,
    exchanges,
    requestPolicy: 'cache-first',
    fetch: async (input, init) => {
      const response = await baseFetch(input, init);
      const cacheId = response.headers.get('X-Magento-Cache-Id');
      if (cacheId) options.onCacheId?.(cacheId);
      return response;
    },
  });
}
