import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

// Bounds a document must keep before it is validated: graphql-js's validation is quadratic in the fields that share
// a response name (OverlappingFieldsCanBeMerged), so 800 copies of one field in a 17 KB document held the backend's
// thread for up to 2 s, and thousands of aliases made each cached document megabytes. The shop's own operations
// (81) stay far inside: at most 2.3 KB, 61 fields, 5 aliases, 5 directives, each response name once a selection.

/** Longest document read, in UTF-16 code units; refused before parsing. Seven times the shop's longest. */
export const MAX_QUERY_LENGTH = 16 * 1024;
/** Documents kept parsed and validated (by text) are this long at most: the shop's, not a tool's or a probe's. */
export const MAX_CACHED_QUERY_LENGTH = 4 * 1024;

/** In the order they are reported: the most telling first. */
export const DOCUMENT_BOUNDS = {
  /** Fields (or spreads of one fragment) of a selection set under one response name. */
  sameName: 10,
  aliases: 30,
  directives: 100,
  /** Fields written in the document, fragments counted once. */
  fields: 500,
} as const;

/** The first bound `document` breaks, as graphql-php words its own limits; null when it keeps them all. One walk. */
export function documentBoundsError(document: DocumentNode): string | null {
  let fields = 0;
  let aliases = 0;
  let directives = 0;
  let sameName = 0;
  // An inline fragment's fields are its parent's to the validator, which compares them with the parent's own.
  const walk = (set: SelectionSetNode, names = new Map<string, number>()) => {
    for (const selection of set.selections) {
      directives += selection.directives?.length ?? 0;
      const name = selection.kind === Kind.FIELD ? (selection.alias ?? selection.name).value
        : selection.kind === Kind.FRAGMENT_SPREAD ? `...${selection.name.value}` : undefined;
      if (name !== undefined) {
        const times = (names.get(name) ?? 0) + 1;
        names.set(name, times);
        sameName = Math.max(sameName, times);
      }
      if (selection.kind === Kind.FIELD) {
        fields += 1;
        if (selection.alias) aliases += 1;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, names);
      else if (selection.kind === Kind.FIELD && selection.selectionSet) walk(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
    directives += definition.directives?.length ?? 0;
    walk(definition.selectionSet);
  }
  const found = { fields, aliases, directives, sameName };
  const words = { fields: 'fields', aliases: 'aliases', directives: 'directives', sameName: 'fields under one response name' };
  for (const key of Object.keys(DOCUMENT_BOUNDS) as (keyof typeof DOCUMENT_BOUNDS)[]) {
    if (found[key] > DOCUMENT_BOUNDS[key]) return `Max ${words[key]} should be ${DOCUMENT_BOUNDS[key]} but got ${found[key]}.`;
  }
  return null;
}

/**
 * Mutations that guess, send e-mail or create something: one a request, so that aliases cannot batch 640 password
 * guesses or 30 reset e-mails into one document, past every limit counted per request.
 */
export const SENSITIVE_MUTATIONS: ReadonlySet<string> = new Set([
  'generateCustomerToken', 'createCustomer', 'createCustomerV2', 'requestPasswordResetEmail', 'resetPassword',
  'changeCustomerPassword', 'contactUs', 'subscribeEmailToNewsletter', 'subscribeEmailToNewsletterWithConsent',
  'applyCouponToCart', 'requestSubscriptionPortalLink', 'requestGdprAction', 'confirmGdprRequest',
]);

/** An error when `operation` asks more than one sensitive mutation (spreads and inline fragments included). */
export function sensitiveMutationsError(operation: OperationDefinitionNode, document: DocumentNode): string | null {
  if (operation.operation !== 'mutation') return null;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const seen = new Set<string>();
  const names: string[] = [];
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (SENSITIVE_MUTATIONS.has(selection.name.value)) names.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return names.length > 1 ? `Only one of ${[...new Set(names)].join(', ')} may be sent in a request, got ${names.length}.` : null;
}
