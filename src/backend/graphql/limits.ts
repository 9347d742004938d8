import {
  GraphQLError, Kind, type ASTVisitor, type DirectiveNode, type DocumentNode, type FragmentDefinitionNode,
  type SelectionSetNode, type ValidationContext, type ValidationRule, type ValueNode,
} from 'graphql';

/** Magento's defaults (GraphQl module's QueryComplexityLimiter). */
export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;
/** Parsing stops past this many tokens: ten times the shop's largest operation (a schema introspection). */
export const MAX_QUERY_TOKENS = 10_000;

type Fragments = (name: string) => FragmentDefinitionNode | null | undefined;

/**
 * Depth as graphql-php's QueryDepth counts it: the nesting of fields that have a selection set, starting at 0,
 * fragments inlined. The error carries no location, like graphql-php's. Each fragment is measured once, so that
 * fragments spreading others many times cost their size, not the size of the query they expand to.
 */
export function queryDepthRule(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition: {
      leave(operation) {
        const measure = memoisedByFragment<number>((n) => context.getFragment(n), -1, (set, of) => setDepth(set, of));
        const depth = measure(operation.selectionSet);
        if (depth > max) context.reportError(new GraphQLError(`Max query depth should be ${max} but got ${depth}.`));
      },
    },
  });
}

/** The deepest level of a field with a selection set below `set` (0 for its own), -1 when there is none. */
function setDepth(set: SelectionSetNode, of: (set: SelectionSetNode | string) => number): number {
  let result = -1;
  for (const node of set.selections) {
    if (node.kind === Kind.FIELD) {
      if (node.selectionSet) result = Math.max(result, 0, 1 + of(node.selectionSet));
    } else {
      result = Math.max(result, of(node.kind === Kind.INLINE_FRAGMENT ? node.selectionSet : node.name.value));
    }
  }
  return result;
}

/**
 * Complexity as graphql-php's QueryComplexity counts it by default: every field costs 1 plus its children,
 * fields excluded by @skip/@include are free. It depends on the variables, so it is computed per request, on
 * documents that passed the other rules (as graphql-php does); each fragment is counted once and multiplied.
 */
export function queryComplexityErrors(document: DocumentNode, max: number, variables: Record<string, unknown>): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const measure = memoisedByFragment<number>((n) => fragments.get(n), 0, (set, of) => setComplexity(set, of, variables));
  const errors: GraphQLError[] = [];
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const complexity = measure(def.selectionSet);
    if (complexity > max) errors.push(new GraphQLError(`Max query complexity should be ${max} but got ${complexity}.`));
  }
  return errors;
}

function setComplexity(set: SelectionSetNode, of: (set: SelectionSetNode | string) => number, variables: Record<string, unknown>): number {
  let total = 0;
  for (const node of set.selections) {
    if (node.kind === Kind.FIELD) {
      if (excluded(node.directives ?? [], variables)) continue;
      total += 1 + (node.selectionSet ? of(node.selectionSet) : 0);
    } else {
      total += of(node.kind === Kind.INLINE_FRAGMENT ? node.selectionSet : node.name.value);
    }
  }
  return total;
}

/**
 * A measure of selection sets where a fragment spread is measured once per fragment: linear in the document.
 * An unknown fragment or one within a cycle (both reported by the standard rules) measures `none`.
 */
function memoisedByFragment<T>(
  fragments: Fragments, none: T, measure: (set: SelectionSetNode, of: (set: SelectionSetNode | string) => T) => T,
): (set: SelectionSetNode) => T {
  const done = new Map<string, T>();
  const inProgress = new Set<string>();
  const of = (target: SelectionSetNode | string): T => {
    if (typeof target !== 'string') return measure(target, of);
    const known = done.get(target);
    if (known !== undefined) return known;
    const fragment = fragments(target);
    if (!fragment || inProgress.has(target)) return none;
    inProgress.add(target);
    const value = measure(fragment.selectionSet, of);
    inProgress.delete(target);
    done.set(target, value);
    return value;
  };
  return (set) => measure(set, of);
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
