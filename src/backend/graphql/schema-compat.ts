import {
  DEFAULT_DEPRECATION_REASON, Kind, buildASTSchema, extendSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, print, type DefinitionNode, type DocumentNode, type FieldDefinitionNode, type GraphQLArgument,
  type ConstDirectiveNode, type GraphQLField, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema,
  type InputValueDefinitionNode, type TypeNode,
} from 'graphql';

// Two checks of schema documents against a Magento schema: that a subset of it keeps Magento's names and types,
// and that an extension only adds to it. The check tool also applies the extension to another schema.

const typeString = (node: TypeNode) => print(node);

function defaultString(value: InputValueDefinitionNode['defaultValue']): string | undefined {
  return value ? print(value) : undefined;
}

type Directed = { directives?: readonly ConstDirectiveNode[] };

/** The deprecation reason an SDL node declares (GraphQL's default when @deprecated has no reason). */
function deprecation(node: Directed): string | undefined {
  const directive = node.directives?.find((d) => d.name.value === 'deprecated');
  if (!directive) return undefined;
  const reason = directive.arguments?.find((a) => a.name.value === 'reason')?.value;
  return reason?.kind === Kind.STRING ? reason.value : DEFAULT_DEPRECATION_REASON;
}

const refDeprecation = (field: { deprecationReason?: string | null }) => field.deprecationReason ?? undefined;

function compareArgs(where: string, ours: readonly InputValueDefinitionNode[], theirs: readonly GraphQLArgument[] | readonly GraphQLInputField[], problems: string[]): void {
  for (const arg of ours) {
    const ref = theirs.find((a) => a.name === arg.name.value);
    if (!ref) {
      problems.push(`${where}(${arg.name.value}) is not in Magento's schema`);
      continue;
    }
    if (typeString(arg.type) !== String(ref.type)) problems.push(`${where}(${arg.name.value}) is ${typeString(arg.type)}, Magento's is ${String(ref.type)}`);
    const refDefault = ref.astNode?.defaultValue ? print(ref.astNode.defaultValue) : undefined;
    if (defaultString(arg.defaultValue) !== refDefault) problems.push(`${where}(${arg.name.value}) default differs from Magento's`);
    if (deprecation(arg) !== refDeprecation(ref)) problems.push(`${where}(${arg.name.value}) deprecation differs from Magento's`);
  }
}

function compareField(where: string, node: FieldDefinitionNode, ref: GraphQLField<unknown, unknown>, problems: string[]): void {
  if (typeString(node.type) !== String(ref.type)) problems.push(`${where} is ${typeString(node.type)}, Magento's is ${String(ref.type)}`);
  compareArgs(where, node.arguments ?? [], ref.args, problems);
  for (const arg of ref.args) {
    if (!(node.arguments ?? []).some((a) => a.name.value === arg.name)) problems.push(`${where} lacks Magento's argument ${arg.name}`);
  }
  if (deprecation(node) !== refDeprecation(ref)) problems.push(`${where} deprecation differs from Magento's`);
}

/**
 * Problems of a Magento subset against the reference: every type, field, argument, input field, enum value and
 * implemented interface must be Magento's, with the same type, default and deprecation; input types are whole.
 */
export function subsetProblems(subset: DocumentNode, reference: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const def of subset.definitions) {
    if (!('name' in def) || !def.name) continue;
    const name = def.name.value;
    const ref = reference.getType(name);
    if (!ref) {
      problems.push(`type ${name} is not in Magento's schema`);
      continue;
    }
    if (def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.INTERFACE_TYPE_DEFINITION) {
      if (!(isObjectType(ref) || isInterfaceType(ref)) || (def.kind === Kind.OBJECT_TYPE_DEFINITION) !== isObjectType(ref)) {
        problems.push(`${name} is not the same kind of type as Magento's`);
        continue;
      }
      const fields = ref.getFields();
      for (const field of def.fields ?? []) {
        const refField = fields[field.name.value];
        if (!refField) problems.push(`${name}.${field.name.value} is not in Magento's schema`);
        else compareField(`${name}.${field.name.value}`, field, refField, problems);
      }
      const refInterfaces = ref.getInterfaces().map((i) => i.name);
      for (const i of def.interfaces ?? []) {
        if (!refInterfaces.includes(i.name.value)) problems.push(`${name} implements ${i.name.value}, Magento's does not`);
      }
    } else if (def.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      if (!isInputObjectType(ref)) {
        problems.push(`${name} is not an input type in Magento's schema`);
        continue;
      }
      const fields = Object.values(ref.getFields());
      compareArgs(name, def.fields ?? [], fields, problems);
      for (const f of fields) {
        if (!(def.fields ?? []).some((x) => x.name.value === f.name)) problems.push(`${name} lacks Magento's input field ${f.name}`);
      }
    } else if (def.kind === Kind.ENUM_TYPE_DEFINITION) {
      if (!isEnumType(ref)) {
        problems.push(`${name} is not an enum in Magento's schema`);
        continue;
      }
      const values = ref.getValues().map((v) => v.name);
      for (const v of def.values ?? []) if (!values.includes(v.name.value)) problems.push(`${name}.${v.name.value} is not in Magento's enum`);
    }
  }
  return problems;
}

/** Problems of an extension that would change the reference instead of adding to it. */
export function additivityProblems(extension: DocumentNode, reference: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const def of extension.definitions) {
    if (!('name' in def) || !def.name) continue;
    const name = def.name.value;
    const ref = reference.getType(name);
    switch (def.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_DEFINITION:
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      case Kind.ENUM_TYPE_DEFINITION:
      case Kind.UNION_TYPE_DEFINITION:
      case Kind.SCALAR_TYPE_DEFINITION:
        if (ref) problems.push(`${name} is defined again; Magento already defines it`);
        break;
      case Kind.OBJECT_TYPE_EXTENSION:
      case Kind.INTERFACE_TYPE_EXTENSION: {
        if (!isObjectType(ref) && !isInterfaceType(ref)) {
          problems.push(`extend ${name}: not an object or interface type of Magento's schema`);
          break;
        }
        for (const f of def.fields ?? []) if (ref.getFields()[f.name.value]) problems.push(`${name}.${f.name.value} already exists in Magento`);
        for (const i of def.interfaces ?? []) problems.push(`extend ${name} adds interface ${i.name.value} to a Magento type`);
        break;
      }
      case Kind.INPUT_OBJECT_TYPE_EXTENSION: {
        if (!isInputObjectType(ref)) {
          problems.push(`extend input ${name}: not an input type of Magento's schema`);
          break;
        }
        for (const f of def.fields ?? []) {
          if (ref.getFields()[f.name.value]) problems.push(`${name}.${f.name.value} already exists in Magento`);
          if (f.type.kind === Kind.NON_NULL_TYPE && !f.defaultValue) problems.push(`${name}.${f.name.value} is required: clients that omit it would break`);
        }
        break;
      }
      case Kind.ENUM_TYPE_EXTENSION: {
        if (!isEnumType(ref)) {
          problems.push(`extend enum ${name}: not an enum of Magento's schema`);
          break;
        }
        for (const v of def.values ?? []) if (ref.getValue(v.name.value)) problems.push(`${name}.${v.name.value} already exists in Magento`);
        break;
      }
      default:
        problems.push(`${name}: this kind of extension is not additive`);
    }
  }
  return problems;
}

export interface AppliedExtensions {
  schema: GraphQLSchema;
  /** Definitions (type or Type.field) the schema lacked and got. */
  added: string[];
  /** Definitions the schema already had, compatible with ours: left as they were. */
  present: string[];
  /** Definitions the schema already had with another shape: left as they were, reported. */
  conflicts: string[];
}

function sameType(a: TypeNode, b: { toString(): string }): boolean {
  return typeString(a) === b.toString();
}

/**
 * Adds an extension document to a schema, skipping what the schema already has (e.g. from Magento's bundled
 * modules) and reporting what it has in another shape.
 */
export function applyExtensions(schema: GraphQLSchema, extension: DocumentNode): AppliedExtensions {
  const added: string[] = [];
  const present: string[] = [];
  const conflicts: string[] = [];
  const kept: DefinitionNode[] = [];

  /** Sorts our fields of `type` into those it lacks, has alike, and has in another shape. */
  const sortFields = (type: GraphQLNamedType, fields: readonly (FieldDefinitionNode | InputValueDefinitionNode)[]) => {
    const existing = (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {}) as
      Record<string, { type: { toString(): string }; args?: readonly GraphQLArgument[] }>;
    const missing: Array<FieldDefinitionNode | InputValueDefinitionNode> = [];
    for (const f of fields) {
      const ref = existing[f.name.value];
      const where = `${type.name}.${f.name.value}`;
      if (!ref) {
        missing.push(f);
        continue;
      }
      const argsMatch = !('arguments' in f) || (f.arguments ?? []).every((a) => {
        const refArg = ref.args?.find((x) => x.name === a.name.value);
        return refArg !== undefined && sameType(a.type, refArg.type);
      });
      if (sameType(f.type, ref.type) && argsMatch) present.push(where);
      else conflicts.push(`${where}: ours is ${typeString(f.type)}, the schema's is ${ref.type.toString()}`);
    }
    return missing;
  };

  for (const def of extension.definitions) {
    if (!('name' in def) || !def.name) continue;
    const name = def.name.value;
    const existing = schema.getType(name);
    switch (def.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_DEFINITION:
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      case Kind.ENUM_TYPE_DEFINITION:
      case Kind.UNION_TYPE_DEFINITION:
      case Kind.SCALAR_TYPE_DEFINITION: {
        if (!existing) {
          kept.push(def);
          added.push(name);
          break;
        }
        const before = conflicts.length;
        if (def.kind === Kind.ENUM_TYPE_DEFINITION) {
          if (!isEnumType(existing)) conflicts.push(`${name}: not an enum in the schema`);
          else for (const v of def.values ?? []) if (!existing.getValue(v.name.value)) conflicts.push(`${name}.${v.name.value}: missing from the schema's enum`);
        } else if ('fields' in def) {
          for (const f of sortFields(existing, def.fields ?? [])) conflicts.push(`${name}.${f.name.value}: missing from the schema's type`);
        }
        if (conflicts.length === before) present.push(name);
        break;
      }
      case Kind.OBJECT_TYPE_EXTENSION:
      case Kind.INTERFACE_TYPE_EXTENSION:
      case Kind.INPUT_OBJECT_TYPE_EXTENSION: {
        if (!existing) {
          conflicts.push(`extend ${name}: the schema has no ${name}`);
          break;
        }
        const missing = sortFields(existing, def.fields ?? []);
        for (const f of missing) added.push(`${name}.${f.name.value}`);
        if (missing.length > 0) kept.push({ ...def, fields: missing } as DefinitionNode);
        break;
      }
      case Kind.ENUM_TYPE_EXTENSION: {
        if (!isEnumType(existing)) {
          conflicts.push(`extend enum ${name}: the schema has no enum ${name}`);
          break;
        }
        const missing = (def.values ?? []).filter((v) => !existing.getValue(v.name.value));
        for (const v of def.values ?? []) (missing.includes(v) ? added : present).push(`${name}.${v.name.value}`);
        if (missing.length > 0) kept.push({ ...def, values: missing });
        break;
      }
      default:
        conflicts.push(`${name}: unsupported extension kind ${def.kind}`);
    }
  }
  const extended = kept.length > 0 ? extendSchema(schema, { kind: Kind.DOCUMENT, definitions: kept }) : schema;
  return { schema: extended, added, present, conflicts };
}

/**
 * Problems of a subset of a module's schema (its schema.graphqls: new types, `extend` of Magento's) against that
 * module's reference SDL over Magento's schema: every type must be the module's and pass subsetProblems; every
 * extension must extend what the module extends, with the module's fields only, an input extension with all of them.
 */
export function moduleSubsetProblems(subset: DocumentNode, moduleReference: DocumentNode, base: DocumentNode): string[] {
  const combined = buildASTSchema({ kind: Kind.DOCUMENT, definitions: [...base.definitions, ...moduleReference.definitions] });
  const own = new Set(moduleReference.definitions.flatMap((d) => ('name' in d && d.name && !('kind' in d && d.kind.endsWith('Extension')) ? [d.name.value] : [])));
  const extensions = new Map<string, string[]>();
  for (const d of moduleReference.definitions) {
    if ((d.kind === Kind.OBJECT_TYPE_EXTENSION || d.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) && d.fields) {
      extensions.set(d.name.value, [...(extensions.get(d.name.value) ?? []), ...d.fields.map((f) => f.name.value)]);
    }
  }
  const problems: string[] = [];
  for (const def of subset.definitions) {
    if (!('name' in def) || !def.name) continue;
    const name = def.name.value;
    if (def.kind === Kind.OBJECT_TYPE_EXTENSION || def.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) {
      const added = extensions.get(name);
      if (!added) {
        problems.push(`extend ${name}: the module does not extend it`);
        continue;
      }
      const type = combined.getType(name);
      const fields = isObjectType(type) || isInputObjectType(type) ? type.getFields() : {};
      for (const field of def.fields ?? []) {
        const ref = fields[field.name.value];
        if (!added.includes(field.name.value) || !ref) problems.push(`${name}.${field.name.value} is not the module's`);
        else if (def.kind === Kind.OBJECT_TYPE_EXTENSION) compareField(`${name}.${field.name.value}`, field as FieldDefinitionNode, ref as GraphQLField<unknown, unknown>, problems);
        else compareArgs(name, [field as InputValueDefinitionNode], [ref as GraphQLInputField], problems);
      }
      if (def.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) {
        for (const f of added) if (!(def.fields ?? []).some((x) => x.name.value === f)) problems.push(`extend input ${name} lacks the module's field ${f}`);
      }
    } else if (!own.has(name)) {
      problems.push(`type ${name} is not the module's`);
    } else {
      problems.push(...subsetProblems({ kind: Kind.DOCUMENT, definitions: [def] }, combined));
    }
  }
  return problems;
}
