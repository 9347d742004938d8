import { mapExchange, type Exchange } from '@urql/core';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { Kind } from 'graphql/language/kinds';
import { possibleTypes } from './cache-keys';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

const applies = (condition: string | undefined, typename: unknown) =>
  !condition || condition === typename || (typeof typename === 'string' && (possibleTypes[condition]?.includes(typename) ?? false));

function fill(value: unknown, set: SelectionSetNode, fragments: Fragments): void {
  if (Array.isArray(value)) return value.forEach((item) => fill(item, set, fragments));
  if (!value || typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      if (!(key in object)) object[key] = null;
      else if (selection.selectionSet) fill(object[key], selection.selectionSet, fragments);
    } else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      if (fragment && applies(fragment.typeCondition?.name.value, object.__typename)) fill(object, fragment.selectionSet, fragments);
    }
  }
}

/**
 * Fills with null each field the document selects that an answer lacks: a backend without one of the shop's features
 * runs the document without its fields (src/server/document-variants.ts), and the shop reads them as a backend
 * answering null, its default, rather than as an answer the normalized cache cannot read.
 */
export function withAbsentFields(document: DocumentNode, data: unknown): void {
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind === Kind.OPERATION_DEFINITION) fill(data, operation.selectionSet, fragments);
}

export const absentFieldsExchange: Exchange = mapExchange({
  onResult(result) {
    if (result.data) withAbsentFields(result.operation.query, result.data);
    return result;
  },
});
