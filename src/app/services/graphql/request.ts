import type { AnyVariables, Client, OperationContext, TypedDocumentNode } from '@urql/core';
import type { DocumentNode } from 'graphql';

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

/** Runs a query and returns its data, or throws a RequestError. */
export async function queryData<Data = Record<string, unknown>, Variables extends AnyVariables = AnyVariables>(
  client: Client,
  document: DocumentNode | TypedDocumentNode<Data, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
): Promise<Data> {
  const result = await client.query<Data, Variables>(document, variables, context).toPromise();
  if (result.error) {
    const { graphQLErrors, networkError } = result.error;
    throw new RequestError(
      graphQLErrors.length ? graphQLErrors.map((e) => e.message).join(', ') : (networkError?.message ?? 'Network error'),
      !graphQLErrors.length,
    );
  }
  if (!result.data) throw new RequestError('Empty answer', false);
  return result.data;
}
