import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema, isInterfaceType, isObjectType, parse, type DocumentNode, type GraphQLSchema,
} from 'graphql';
import type { Resolvers } from './resolvers/types';

export const CORE_SCHEMA_FILE = 'magento.graphql';
export const EXTENSIONS_SCHEMA_FILE = 'extensions.graphql';
/** The part of Adyen's Magento module's schema the shop uses (its card payments, here the simulator's). */
export const ADYEN_SCHEMA_FILE = 'adyen.graphql';

/**
 * The folder of the SDL files: next to this module's folder in the source tree; when the backend is bundled,
 * a "schema" folder next to the bundle, else the source tree under the working directory.
 */
export function schemaDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '..', 'schema'), join(here, 'schema'), resolve('src/backend/schema')];
  const found = candidates.find((dir) => existsSync(join(dir, CORE_SCHEMA_FILE)));
  if (!found) throw new Error(`Cannot find ${CORE_SCHEMA_FILE} (looked in ${candidates.join(', ')})`);
  return found;
}

export function readSchemaFile(name: string): string {
  return readFileSync(join(schemaDir(), name), 'utf8');
}

/** The served schema's documents: Magento's subset, Adyen's module's subset, then Vitrine's extensions. */
export function servedSchemaDocuments(): { core: DocumentNode; adyen: DocumentNode; extensions: DocumentNode } {
  return {
    core: parse(readSchemaFile(CORE_SCHEMA_FILE)),
    adyen: parse(readSchemaFile(ADYEN_SCHEMA_FILE)),
    extensions: parse(readSchemaFile(EXTENSIONS_SCHEMA_FILE)),
  };
}

/** Builds the served schema and attaches the resolvers; a resolver for a field the schema lacks is a bug. */
export function buildServedSchema(resolvers: Resolvers): GraphQLSchema {
  const { core, adyen, extensions } = servedSchemaDocuments();
  const schema = buildASTSchema({ kind: core.kind, definitions: [...core.definitions, ...adyen.definitions, ...extensions.definitions] });
  for (const [typeName, fields] of Object.entries(resolvers.fields)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Resolvers for ${typeName}, which is not an object type of the schema`);
    const defined = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = defined[fieldName];
      if (!field) throw new Error(`Resolver for ${typeName}.${fieldName}, which the schema does not declare`);
      field.resolve = resolve;
    }
  }
  for (const [typeName, resolveType] of Object.entries(resolvers.types ?? {})) {
    const type = schema.getType(typeName);
    if (!isInterfaceType(type)) throw new Error(`Type resolver for ${typeName}, which is not an interface`);
    type.resolveType = resolveType;
  }
  return schema;
}
