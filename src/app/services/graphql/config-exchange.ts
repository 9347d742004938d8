import { makeResult, type Exchange, type Operation } from '@urql/core';
import type { DirectiveNode, FieldNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { Kind } from 'graphql/language/kinds';
import { filter, map, merge, pipe, share } from 'wonka';
import { CONFIG_ROOT_FIELDS, rootFields } from './operation-kind';

/** The copy of the configuration queries the page carries: root field → its data. */
export type ConfigCopy = Record<string, unknown>;

type Fragments = Record<string, FragmentDefinitionNode>;

/**
 * Picks the selected fields out of `value`; undefined when the copy lacks one, so that the query goes to the
 * network instead of answering with holes.
 */
function select(value: unknown, selectionSet: SelectionSetNode | undefined, fragments: Fragments, variables: Record<string, unknown>): unknown {
  if (!selectionSet || value === null) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => select(item, selectionSet, fragments, variables));
    return items.includes(undefined) ? undefined : items;
  }
  if (typeof value !== 'object') return undefined;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.every((node) => {
      if (skipped(node.directives, variables)) return true;
      if (node.kind === Kind.FRAGMENT_SPREAD) return visit(fragments[node.name.value]!.selectionSet);
      if (node.kind === Kind.INLINE_FRAGMENT) {
        const type = node.typeCondition?.name.value;
        return !type || type === source.__typename ? visit(node.selectionSet) : true;
      }
      const field = node as FieldNode;
      const key = field.alias?.value ?? field.name.value;
      if (field.name.value === '__typename') {
        result[key] = source.__typename;
        return source.__typename !== undefined;
      }
      if (field.arguments?.length || !(field.name.value in source)) return false;
      const picked = select(source[field.name.value], field.selectionSet, fragments, variables);
      result[key] = picked;
      return picked !== undefined;
    });
  return visit(selectionSet) ? result : undefined;
}

function skipped(directives: readonly DirectiveNode[] | undefined, variables: Record<string, unknown>): boolean {
  return (directives ?? []).some((d) => {
    const arg = d.arguments?.[0]?.value;
    const on = arg?.kind === Kind.BOOLEAN ? arg.value : arg?.kind === Kind.VARIABLE ? Boolean(variables[arg.name.value]) : true;
    return (d.name.value === 'skip' && on) || (d.name.value === 'include' && !on);
  });
}

/** The answer from the copy, or undefined when the copy cannot answer every field. */
export function answerFromCopy(operation: Operation, copy: ConfigCopy): Record<string, unknown> | undefined {
  if (operation.kind !== 'query') return undefined;
  const fields = rootFields(operation.query);
  if (!fields.length || !fields.every((field) => CONFIG_ROOT_FIELDS.has(field) && field in copy)) return undefined;
  const fragments: Fragments = Object.fromEntries(
    operation.query.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const operationNode = operation.query.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operationNode || operationNode.kind !== Kind.OPERATION_DEFINITION) return undefined;
  return select({ __typename: 'Query', ...copy }, operationNode.selectionSet, fragments, operation.variables ?? {}) as
    | Record<string, unknown>
    | undefined;
}

/**
 * Answers store config, available stores, currency and review rating metadata from the page's copy when it
 * holds every queried field (spec §7); anything else goes on to the network.
 */
export function configExchange(copy: () => ConfigCopy): Exchange {
  return ({ forward }) => (operations$) => {
    const shared$ = pipe(operations$, share);
    const answered$ = pipe(
      shared$,
      map((operation) => ({ operation, data: answerFromCopy(operation, copy()) })),
      filter(({ data }) => data !== undefined),
    );
    const rest$ = pipe(shared$, filter((operation) => answerFromCopy(operation, copy()) === undefined));
    return merge([
      pipe(answered$, map(({ operation, data }) => makeResult(operation, { data }))),
      forward(rest$),
    ]);
  };
}

