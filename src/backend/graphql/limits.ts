import {
  GraphQLError, Kind, type ASTVisitor, type DirectiveNode, type DocumentNode, type FragmentDefinitionNode,
  type SelectionSetNode, type ValidationContext, type ValidationRule, type ValueNode,
} from 'graphql';

/** Magento's defaults (GraphQl module's QueryComplexityLimiter). */
export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;

type Fragments = (name: string) => FragmentDefinitionNode | null | undefined;

/**
 * Depth as graphql-php's QueryDepth counts it: the nesting of fields that have a selection set, starting at 0,
 * fragments inlined. The error carries no location, like graphql-php's.
 */
export function queryDepthRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition: {
      leave(operation) {
        const depth = selectionDepth(operation.selectionSet, 0, 0, (n) => context.getFragment(n), new Set());
        if (depth > max) context.reportError(new GraphQLError(`Max query depth should be ${max} but got ${depth}.`));
      },
    },
  });
}

function selectionDepth(set: SelectionSetNode, depth: number, max: number, fragments: Fragments, seen: Set<string>): number {
  let result = max;
  for (const node of set.selections) {
    if (node.kind === Kind.FIELD) {
      if (node.selectionSet) {
        result = Math.max(result, depth);
        result = selectionDepth(node.selectionSet, depth + 1, result, fragments, seen);
      }
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      result = selectionDepth(node.selectionSet, depth, result, fragments, seen);
    } else {
      const fragment = fragments(node.name.value);
      // A fragment cycle is reported by the standard rules; do not follow it here.
      if (fragment && !seen.has(fragment.name.value)) {
        seen.add(fragment.name.value);
        result = selectionDepth(fragment.selectionSet, depth, result, fragments, seen);
        seen.delete(fragment.name.value);
      }
    }
  }
  return result;
}

/**
 * Complexity as graphql-php's QueryComplexity counts it by default: every field costs 1 plus its children,
 * fields excluded by @skip/@include are free. It depends on the variables, so it is computed per request, on
 * documents that passed the other rules (as graphql-php does).
 */
export function queryComplexityErrors(document: DocumentNode, max: number, variables: Record<string, unknown>): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const errors: GraphQLError[] = [];
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const complexity = selectionComplexity(def.selectionSet, (n) => fragments.get(n), variables, new Set());
    if (complexity > max) errors.push(new GraphQLError(`Max query complexity should be ${max} but got ${complexity}.`));
  }
  return errors;
}

function selectionComplexity(
  set: SelectionSetNode, fragments: Fragments, variables: Record<string, unknown>, seen: Set<string>,
): number {
  let total = 0;
  for (const node of set.selections) {
    if (node.kind === Kind.FIELD) {
      if (excluded(node.directives ?? [], variables)) continue;
      total += 1 + (node.selectionSet ? selectionComplexity(node.selectionSet, fragments, variables, seen) : 0);
    } else if (node.kind === Kind.INLINE_FRAGMENT) {
      total += selectionComplexity(node.selectionSet, fragments, variables, seen);
    } else {
      const fragment = fragments(node.name.value);
      if (fragment && !seen.has(fragment.name.value)) {
        seen.add(fragment.name.value);
        total += selectionComplexity(fragment.selectionSet, fragments, variables, seen);
        seen.delete(fragment.name.value);
      }
    }
  }
  return total;
}

function excluded(directives: readonly DirectiveNode[], variables: Record<string, unknown>): boolean {
  for (const directive of directives) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const arg = directive.arguments?.find((a) => a.name.value === 'if');
    if (!arg) continue;
    const value = booleanValue(arg.value, variables);
    if (name === 'skip' && value === true) return true;
    if (name === 'include' && value === false) return true;
  }
  return false;
}

function booleanValue(node: ValueNode, variables: Record<string, unknown>): boolean | undefined {
  if (node.kind === Kind.BOOLEAN) return node.value;
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'boolean' ? value : undefined;
  }
  return undefined;
}
