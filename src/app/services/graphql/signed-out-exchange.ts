import { makeResult, type Exchange, type Operation } from '@urql/core';
import { filter, map, merge, pipe, share } from 'wonka';
import { asksForCustomer } from './operation-kind';

/** The backend's answer to a customer's query without a token (a refused token to the session, src/domain/customer.ts). */
const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };

/** Whether the headers exchange gave the operation a token (it leaves its fetch options an object). */
const carriesToken = (operation: Operation) => Boolean(((operation.context.fetchOptions as RequestInit | undefined)?.headers as Record<string, string> | undefined)?.Authorization);

/**
 * A query for the customer's own data that would go without a token (another tab signed out while the page asked) is
 * answered here as the backend answers it, instead of being sent to be refused: the session hears a refused token all
 * the same, and the backend meets no customer's question from a guest.
 */
export const signedOutExchange: Exchange = ({ forward }) => (operations$) => {
  const shared$ = pipe(operations$, share);
  const unsendable = (operation: Operation) => operation.kind === 'query' && asksForCustomer(operation.query) && !carriesToken(operation);
  return merge([
    pipe(shared$, filter(unsendable), map((operation) => makeResult(operation, { errors: [NOT_AUTHORIZED] }))),
    forward(pipe(shared$, filter((operation) => !unsendable(operation)))),
  ]);
};
