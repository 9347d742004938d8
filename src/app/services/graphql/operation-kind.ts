import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/** Root fields whose answer depends on who asks: never cacheable by a CDN, always sent with the token. */
const PRIVATE_ROOT_FIELDS = new Set([
  'customer', 'customerCart', 'cart', 'customerOrders', 'guestOrder', 'customerPaymentTokens', 'wishlist', 'isEmailAvailable', 'subscriptionPortal',
  'favoriteStore',
]);

/** Config queries the client may answer from its copy of the store configuration (spec §7). */
export const CONFIG_ROOT_FIELDS = new Set(['storeConfig', 'availableStores', 'currency', 'productReviewRatingsMetadata']);

const operationOf = (document: DocumentNode) => document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

export function rootFields(document: DocumentNode): string[] {
  return (operationOf(document)?.selectionSet.selections ?? []).flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
}

/** The operation's name (`query CmsPage(…)` is "CmsPage"), or "" for an anonymous one. */
export const operationName = (document: DocumentNode): string => operationOf(document)?.name?.value ?? '';

/** A query anyone may see: sent as GET without Authorization so that a CDN can cache it. */
export function isPublicQuery(document: DocumentNode): boolean {
  return rootFields(document).every((field) => !PRIVATE_ROOT_FIELDS.has(field));
}
