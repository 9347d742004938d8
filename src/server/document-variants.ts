import {
  isAbstractType, isInputObjectType, isListType, isNonNullType, Kind, parse, print, TypeInfo, typeFromAST, visit, visitWithTypeInfo,
  type DocumentNode, type FieldNode, type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode,
} from 'graphql';

/**
 * Core fields that answer for a field of a feature that is off, under the same response key, with those of its
 * arguments the core field takes: the cart's configured count falls back to its total quantity (Magento's "Display
 * Cart Summary" default), a newsletter sign-up with consent to the core's sign-up.
 */
export const CORE_FALLBACKS: Readonly<Record<string, string>> = {
  'Cart.total_summary_quantity_including_config': 'total_quantity',
  'Mutation.subscribeEmailToNewsletterWithConsent': 'subscribeEmailToNewsletter',
};

/**
 * Core input types Magento renamed after 2.4.7 (the shop's schema), old name to new: where the old name is off (its
 * feature's), a variable of that type is declared with the new name. Their fields differ: the browser sends the new
 * type's (the order tracking form asks 2.4.8's billing last name), and variablesVariant leaves out the old type's that
 * `off` names.
 */
export const CORE_TYPE_RENAMES: Readonly<Record<string, string>> = {
  OrderInformationInput: 'GuestOrderInformationInput',
};

/** A document as a backend without some fields can run it, or why it cannot: a root field it lacks. */
export type Variant = { ok: true; query: string } | { ok: false; missing: string };

/**
 * The shop's document for a backend whose schema lacks the fields `off` names (`Type.field`, those of its features
 * that are off, and their types by name): each such field answered by its core fallback under the same response key, or left out (the client
 * reads it as null, see absent-fields.ts); the variables and fragments only they used go too; a variable of an input
 * type the backend knows by a later name (CORE_TYPE_RENAMES) is declared with that name. A root field it lacks
 * cannot be done without: the operation is not sent. `schema` is the shop's full schema, which types the document.
 */
export function documentVariant(query: string, off: ReadonlySet<string>, schema: GraphQLSchema): Variant {
  if (off.size === 0) return { ok: true, query };
  const types = new TypeInfo(schema);
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  let missing: string | null = null;
  const removed: string[] = [];
  const isOff = (parent: string, field: string) => {
    if (off.has(`${parent}.${field}`)) return `${parent}.${field}`;
    const type = schema.getType(parent);
    if (type && isAbstractType(type)) return schema.getPossibleTypes(type).map((t) => `${t.name}.${field}`).find((name) => off.has(name)) ?? null;
    return null;
  };
  const parsed = parse(query);
  const fragmentTypes = new Map(parsed.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.typeCondition.name.value] as const] : [])));
  let document: DocumentNode = visit(parsed, visitWithTypeInfo(types, {
    // An input type a later core renamed (only variables name input types): the variable is declared with the new name.
    NamedType: (node) => {
      const renamed = off.has(node.name.value) ? CORE_TYPE_RENAMES[node.name.value] : undefined;
      return renamed ? { ...node, name: { ...node.name, value: renamed } } : undefined;
    },
    // A type of a feature that is off (its name in `off`): what is selected on it goes.
    InlineFragment: (node) => (node.typeCondition && off.has(node.typeCondition.name.value) ? null : undefined),
    FragmentSpread: (node) => (off.has(fragmentTypes.get(node.name.value) ?? '') ? null : undefined),
    Field(node): FieldNode | null | undefined {
      const parent = types.getParentType();
      const name = parent && isOff(parent.name, node.name.value);
      if (!parent || !name) return undefined;
      const fallback = CORE_FALLBACKS[name];
      if (fallback) {
        const takes = new Set(('getFields' in parent ? parent.getFields()[fallback]?.args ?? [] : []).map((arg) => arg.name));
        return {
          ...node, alias: node.alias ?? { kind: Kind.NAME, value: node.name.value }, name: { kind: Kind.NAME, value: fallback },
          arguments: node.arguments?.filter((argument) => takes.has(argument.name.value)),
        };
      }
      if (roots.has(parent.name)) missing ??= name;
      removed.push(name);
      return null;
    },
  }));
  if (missing) return { ok: false, missing };
  // What it was for is gone when nothing but __typename is left under its root fields: it is not sent either.
  if (removed.length > 0 && asksNothing(document)) return { ok: false, missing: removed[0]! };
  document = withoutUnused(document);
  return { ok: true, query: print(document) };
}

/** Whether every root field of the operation selects nothing but `__typename`. */
function asksNothing(document: DocumentNode): boolean {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return (operation?.selectionSet.selections ?? []).every((root) => root.kind === Kind.FIELD && (root.name.value === '__typename'
    || (root.selectionSet?.selections.every((s) => s.kind === Kind.FIELD && s.name.value === '__typename') ?? false)));
}

/** Definitions and variable definitions: what withoutUnused may remove. */
const sizeOf = (document: DocumentNode) =>
  document.definitions.reduce((n, d) => n + 1 + (d.kind === Kind.OPERATION_DEFINITION ? d.variableDefinitions?.length ?? 0 : 0), 0);

/** The document without the fragments no longer spread and the variables no longer used, until none is left. */
function withoutUnused(document: DocumentNode): DocumentNode {
  for (;;) {
    const spread = new Set<string>();
    const used = new Set<string>();
    visit(document, {
      FragmentSpread: (node) => void spread.add(node.name.value),
      Variable: (node) => void used.add(node.name.value),
      VariableDefinition: () => false,
    });
    const next: DocumentNode = {
      ...document,
      definitions: document.definitions
        .filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION || spread.has(d.name.value))
        .map((d) => (d.kind === Kind.OPERATION_DEFINITION ? { ...d, variableDefinitions: d.variableDefinitions?.filter((v) => used.has(v.variable.name.value)) } : d)),
    };
    if (sizeOf(next) === sizeOf(document)) return next;
    document = next;
  }
}

/**
 * The request's variables without the input fields `off` names (`Input.field`, of a feature that is off), at any
 * depth of the inputs the operation declares: the backend would refuse a field its input type lacks.
 */
export function variablesVariant(query: string, variables: Record<string, unknown>, off: ReadonlySet<string>, schema: GraphQLSchema): Record<string, unknown> {
  if (off.size === 0) return variables;
  const operation = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const strip = (value: unknown, type: GraphQLInputType): unknown => {
    if (value === null || value === undefined) return value;
    if (isNonNullType(type)) return strip(value, type.ofType);
    if (isListType(type)) return Array.isArray(value) ? value.map((item) => strip(item, type.ofType)) : strip(value, type.ofType);
    if (!isInputObjectType(type) || typeof value !== 'object') return value;
    const fields = type.getFields();
    return Object.fromEntries(Object.entries(value as Record<string, unknown>)
      .filter(([name]) => !off.has(`${type.name}.${name}`))
      .map(([name, field]) => [name, fields[name] ? strip(field, fields[name].type) : field]));
  };
  const result = { ...variables };
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type && name in result) result[name] = strip(result[name], type);
  }
  return result;
}
