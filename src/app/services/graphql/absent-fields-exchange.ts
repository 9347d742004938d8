import { mapExchange, type Exchange } from '@urql/core';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { Kind } from 'graphql/language/kinds';
import { derivedOnce } from '../../../domain/shared-data';
import { possibleTypes } from './cache-keys';

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

const applies = (condition: string | undefined, typename: unknown) =>
  !condition || condition === typename || (typeof typename === 'string' && (possibleTypes[condition]?.includes(typename) ?? false));

/** `value` with null for each field of `set` it lacks: itself when it lacks none, else a copy (it may be shared). */
function filled(value: unknown, set: SelectionSetNode, fragments: Fragments): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const full = filled(item, set, fragments);
      if (full !== item) (copy ??= [...value])[index] = full;
    });
    return copy ?? value;
  }
  if (!value || typeof value !== 'object') return value;
  let object = value as Record<string, unknown>;
  let copied = false;
  const put = (key: string, member: unknown) => {
    if (!copied) object = { ...object };
    copied = true;
    object[key] = member;
  };
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      if (!(key in object)) put(key, null);
      else if (selection.selectionSet) {
        const full = filled(object[key], selection.selectionSet, fragments);
        if (full !== object[key]) put(key, full);
      }
    } else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      if (!fragment || !applies(fragment.typeCondition?.name.value, object.__typename)) continue;
      const full = filled(object, fragment.selectionSet, fragments) as Record<string, unknown>;
      copied ||= full !== object;
      object = full;
    }
  }
  return object;
}

/**
 * `data` with null for each field the document selects that it lacks: a backend without one of the shop's features
 * runs the document without its fields (src/server/document-variants.ts), and the shop reads them as a backend
 * answering null, its default, rather than as an answer the normalized cache cannot read. The answer itself is left
 * as it came: a server's kept answer is read by many renders, and filled once for each document.
 */
export function withAbsentFields(document: DocumentNode, data: unknown): unknown {
  return derivedOnce(data, document, () => {
    const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    return operation?.kind === Kind.OPERATION_DEFINITION ? filled(data, operation.selectionSet, fragments) : data;
  });
}

export const absentFieldsExchange: Exchange = mapExchange({
  onResult(result) {
    const data = result.data ? withAbsentFields(result.operation.query, result.data) : result.data;
    return data === result.data ? result : { ...result, data };
  },
});
