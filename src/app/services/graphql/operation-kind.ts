import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
// The one module of graphql the app needs at run time: its index would make every build parse the whole package.
import { Kind } from 'graphql/language/kinds';

/** Root fields whose answer depends on who asks: never cacheable by a CDN, always sent with the token. */
const PRIVATE_ROOT_FIELDS = new Set([
  'customer', 'customerCart', 'cart', 'customerOrders', 'guestOrder', 'customerPaymentTokens', 'wishlist', 'isEmailAvailable', 'subscriptionPortal',
  'favoriteStore',
]);

/** Root fields only a signed-in customer may ask for: without a token, the backend refuses them. */
const CUSTOMER_ROOT_FIELDS = new Set(['customer', 'customerCart', 'customerOrders', 'customerPaymentTokens']);

/** Config queries the client may answer from its copy of the store configuration (spec §7). */
export const CONFIG_ROOT_FIELDS = new Set(['storeConfig', 'availableStores', 'currency', 'productReviewRatingsMetadata']);

const operationOf = (document: DocumentNode) => document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/**
 * The operation's root fields, those its fragments select included (a private field hides in none); `__typename`, which
 * every document of the shop selects at its root (the normalized cache reads it), names no data and is left out.
 */
export function rootFields(document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const seen = new Set<string>();
  const fieldsOf = (set: SelectionSetNode | undefined): string[] =>
    (set?.selections ?? []).flatMap((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === '__typename' ? [] : [s.name.value];
      if (s.kind === Kind.INLINE_FRAGMENT) return fieldsOf(s.selectionSet);
      // A spread of a fragment the document lacks, or met before (a cycle, which validation refuses), adds nothing.
      if (seen.has(s.name.value)) return [];
      seen.add(s.name.value);
      return fieldsOf(fragments.get(s.name.value)?.selectionSet);
    });
  return [...new Set(fieldsOf(operationOf(document)?.selectionSet))];
}

/** The operation's name (`query CmsPage(…)` is "CmsPage"), or "" for an anonymous one. */
export const operationName = (document: DocumentNode): string => operationOf(document)?.name?.value ?? '';

/** A query anyone may see: sent as GET without Authorization so that a CDN can cache it. */
export function isPublicQuery(document: DocumentNode): boolean {
  return rootFields(document).every((field) => !PRIVATE_ROOT_FIELDS.has(field));
}

/** An operation that asks for the signed-in customer's own data. */
export function asksForCustomer(document: DocumentNode): boolean {
  return rootFields(document).some((field) => CUSTOMER_ROOT_FIELDS.has(field));
}
