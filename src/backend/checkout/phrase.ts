import { MagentoError, type ErrorCategory } from '../graphql/errors';

/**
 * A Magento phrase: a template with %1… or %name placeholders and their values. GraphQL shows it rendered; the REST
 * API answers the template and its values apart ({"message", "parameters"}), as Magento's webapi does.
 */
export interface Phrase {
  template: string;
  parameters?: readonly unknown[] | Readonly<Record<string, unknown>>;
}

export function renderPhrase({ template, parameters }: Phrase): string {
  if (!parameters) return template;
  if (Array.isArray(parameters)) return template.replace(/%(\d+)/g, (all, n: string) => String(parameters[Number(n) - 1] ?? all));
  const named = parameters as Readonly<Record<string, unknown>>;
  return template.replace(/%(\w+)/g, (all, name: string) => (Object.hasOwn(named, name) ? String(named[name]) : all));
}

/** A MagentoError that keeps its phrase, for the REST answer. */
export class PhraseError extends MagentoError {
  constructor(readonly phrase: Phrase, category: ErrorCategory) {
    super(renderPhrase(phrase), category);
  }
}

export const phraseInput = (template: string, parameters?: Phrase['parameters']) => new PhraseError({ template, parameters }, 'graphql-input');
export const phraseNoSuchEntity = (template: string, parameters?: Phrase['parameters']) =>
  new PhraseError({ template, parameters }, 'graphql-no-such-entity');
