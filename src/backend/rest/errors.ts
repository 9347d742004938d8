import type { ErrorCategory } from '../graphql/errors';
import { MagentoError } from '../graphql/errors';
import { PhraseError, type Phrase } from '../checkout/phrase';

/** Magento's webapi error answer: the phrase's template and its values, with the HTTP status of its exception. */
export class WebapiError extends Error {
  constructor(readonly status: number, readonly phrase: Phrase, readonly errors?: readonly Phrase[]) {
    super(phrase.template);
  }

  get body(): Record<string, unknown> {
    return {
      message: this.phrase.template,
      ...(this.phrase.parameters !== undefined ? { parameters: this.phrase.parameters } : {}),
      ...(this.errors ? { errors: this.errors.map((e) => ({ message: e.template, ...(e.parameters ? { parameters: e.parameters } : {}) })) } : {}),
    };
  }
}

export const REST_MESSAGES = {
  noRoute: 'Request does not match any route.',
  noSuchEntity: 'No such entity with %fieldName = %fieldValue',
  unauthorized: "The consumer isn't authorized to access %resources.",
  fieldRequired: '"%fieldName" is required. Enter and try again.',
  manyInputErrors: 'One or more input exceptions have occurred.',
  decodingError: 'Decoding error.',
  contentTypeEmpty: 'Content-Type header is empty.',
  contentTypeUnknown: 'Server cannot understand Content-Type HTTP header media type %1',
  tooLarge: 'Request body is too large.',
  internal: 'Internal Error. Details are available in Magento log file. Report ID: %1',
} as const;

export const noRoute = () => new WebapiError(404, { template: REST_MESSAGES.noRoute });
export const noSuchCart = (cartId: unknown) =>
  new WebapiError(404, { template: REST_MESSAGES.noSuchEntity, parameters: { fieldName: 'cartId', fieldValue: cartId ?? null } });
export const unauthorized = () => new WebapiError(401, { template: REST_MESSAGES.unauthorized, parameters: { resources: 'self' } });
export const badRequest = (template: string, parameters?: Phrase['parameters']) => new WebapiError(400, { template, parameters });
export const notFound = (template: string, parameters?: Phrase['parameters']) => new WebapiError(404, { template, parameters });

/** Missing required parameters: one names itself, several are listed under Magento's general message. */
export function missingFields(names: readonly string[]): WebapiError {
  const phrases = names.map((fieldName) => ({ template: REST_MESSAGES.fieldRequired, parameters: { fieldName } }));
  return phrases.length === 1 ? new WebapiError(400, phrases[0]!) : new WebapiError(400, { template: REST_MESSAGES.manyInputErrors }, phrases);
}

const STATUS: Record<ErrorCategory, number> = {
  'graphql-input': 400,
  'graphql-no-such-entity': 404,
  'graphql-authorization': 401,
  'graphql-authentication': 401,
  'graphql-already-exists': 400,
};

/** A service's error as webapi answers it (NoSuchEntityException 404, LocalizedException 400), or undefined. */
export function webapiErrorOf(error: unknown): WebapiError | undefined {
  if (error instanceof WebapiError) return error;
  if (error instanceof PhraseError) return new WebapiError(STATUS[error.category], error.phrase);
  if (error instanceof MagentoError) return new WebapiError(STATUS[error.category], { template: error.message });
  return undefined;
}
