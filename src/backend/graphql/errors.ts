import { GraphQLError } from 'graphql';

/** Magento's error categories (extensions.category of a GraphQL error). */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists';

/** An error Magento reports to the client as is, with its category. */
export class MagentoError extends Error {
  constructor(message: string, readonly category: ErrorCategory) {
    super(message);
  }
}

export const inputError = (message: string) => new MagentoError(message, 'graphql-input');
export const noSuchEntity = (message: string) => new MagentoError(message, 'graphql-no-such-entity');
export const authenticationError = (message: string) => new MagentoError(message, 'graphql-authentication');
export const authorizationError = (message: string) => new MagentoError(message, 'graphql-authorization');
export const alreadyExists = (message: string) => new MagentoError(message, 'graphql-already-exists');

export const CUSTOMER_NOT_AUTHORIZED = "The current customer isn't authorized.";

/** A request-level failure (before execution): Magento answers with one error and this HTTP status. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly category?: ErrorCategory,
    readonly locations?: ReadonlyArray<{ line: number; column: number }>,
  ) {
    super(message);
  }
}

export interface FormattedError {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions?: { category: ErrorCategory };
}

/**
 * graphql-php's wording where graphql-js words a validation error differently, so that clients match Magento's text:
 * a required input field missing from a literal ("Field CartAddressInput.firstname of required type String! was not
 * provided.").
 */
export function graphqlPhpMessage(message: string): string {
  return message.replace(/^Field "(\w+\.\w+)" of required type "([^"]+)" was not provided\.$/, 'Field $1 of required type $2 was not provided.');
}

/**
 * Formats an error as Magento does: its own errors with their category, GraphQL's validation and coercion errors
 * as they are, anything unexpected as "Internal server error" (logged, never shown).
 */
export function formatError(error: GraphQLError, log: (error: unknown) => void): FormattedError {
  const original = error.originalError;
  const where = {
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
  if (original instanceof MagentoError) {
    return { message: original.message, ...where, extensions: { category: original.category } };
  }
  if (original && !(original instanceof GraphQLError)) {
    log(original);
    return { message: 'Internal server error', ...where };
  }
  return { message: graphqlPhpMessage(error.message), ...where };
}

/** The HTTP status Magento gives a result, from the first categorised error. */
export function statusFor(errors: readonly FormattedError[]): number {
  const category = errors.find((e) => e.extensions?.category)?.extensions?.category;
  if (category === 'graphql-authentication') return 401;
  if (category === 'graphql-authorization') return 403;
  return 200;
}
