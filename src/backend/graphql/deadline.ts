import { GraphQLError } from 'graphql';
import type { FieldResolver } from './resolvers/types';

export const DEADLINE_MESSAGE = 'The shop took too long to answer. Please try again.';

/**
 * A resolver that first checks the request's deadline (set when the storefront stops waiting, see
 * server/backend-bridge.ts): past it, the field fails and its subtree is not resolved, so a late request stops early.
 */
export function withinDeadline(resolve: FieldResolver): FieldResolver {
  return (source, args, context, info) => {
    if (context.deadline !== undefined && Date.now() >= context.deadline) throw new GraphQLError(DEADLINE_MESSAGE);
    return resolve(source, args, context, info);
  };
}
