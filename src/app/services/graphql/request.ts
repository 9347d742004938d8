import type { AnyVariables, Client, CombinedError, OperationContext, OperationResult, OperationResultSource, TypedDocumentNode } from '@urql/core';
import { filter, pipe, subscribe, take } from 'wonka';

/** A request that failed: GraphQL messages joined with a comma (spec §8), or the network failure. */
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    message: string,
    readonly network: boolean,
  ) {
    super(message);
  }
}

/**
 * Runs a query and returns its data, or throws a RequestError. Data and variables are the document's (generated
 * from the schema). Aborting `signal` drops the query: its request is cancelled (urql aborts the fetch once nobody
 * listens) and the promise rejects with the signal's reason.
 */
export async function queryData<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: NoInfer<Variables>,
  context?: Partial<OperationContext>,
  signal?: AbortSignal,
): Promise<Data> {
  const source = client.query<Data, Variables>(document, variables, context);
  const result = signal ? await untilAborted(source, signal) : await source.toPromise();
  if (result.error) throw requestErrorOf(result.error);
  if (!result.data) throw new RequestError('Empty answer', false);
  return result.data;
}

/** Runs a mutation (through the client's queue) and returns its data, or throws a RequestError. */
export async function mutationData<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: NoInfer<Variables>,
  context?: Partial<OperationContext>,
): Promise<Data> {
  const result = await client.mutation<Data, Variables>(document, variables, context).toPromise();
  if (result.error) throw requestErrorOf(result.error);
  if (!result.data) throw new RequestError('Empty answer', false);
  return result.data;
}

/**
 * The server failed (a 5xx: an overloaded backend, a proxy that could not reach it), whatever the body says: like a
 * lost connection, the request may succeed if sent again, and its messages are not about what was asked.
 */
export function isServerFailure(error: CombinedError): boolean {
  const status = (error.response as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 500;
}

/**
 * A failed result as a RequestError: GraphQL messages joined with a comma (spec §8), or the network failure (a 5xx
 * counts as one: server error codes are not shown).
 */
export function requestErrorOf(error: CombinedError): RequestError {
  const { graphQLErrors, networkError } = error;
  return graphQLErrors.length && !isServerFailure(error)
    ? new RequestError(graphQLErrors.map((e) => e.message).join(', '), false)
    : new RequestError(networkError?.message ?? 'Network error', true);
}

/** The first complete result of `source` (as `toPromise` takes it), unless `signal` aborts first. */
function untilAborted<Data, Variables extends AnyVariables>(
  source: OperationResultSource<OperationResult<Data, Variables>>,
  signal: AbortSignal,
): Promise<OperationResult<Data, Variables>> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const subscription = pipe(
      source,
      filter((result) => !result.stale && !result.hasNext),
      take(1),
      subscribe(resolve),
    );
    signal.addEventListener('abort', () => {
      subscription.unsubscribe();
      reject(signal.reason);
    }, { once: true });
  });
}
