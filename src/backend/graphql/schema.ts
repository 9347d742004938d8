import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema, isInterfaceType, isObjectType, Kind, parse, type DefinitionNode, type DocumentNode, type GraphQLSchema,
} from 'graphql';
import { FULL_PROFILE, type BackendProfile } from '../config/profile';
import { withinDeadline } from './deadline';
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

/**
 * What extensions.graphql repeats of Magento Open Source's bundled modules: reCAPTCHA's configuration query, and
 * in-store pickup's locations and the pickup location a shipping address names (InventoryInStorePickupGraphQl).
 */
const BUNDLED_TYPES = new Set(['ReCaptchaConfigurationV3', 'ReCaptchaFormEnum', 'PickupLocation', 'PickupLocations', 'AreaInput', 'PickupLocationFilterInput']);
const BUNDLED_FIELDS = new Set(['Query.recaptchaV3Config', 'Query.pickupLocations', 'ShippingAddressInput.pickup_location_code', 'ShippingCartAddress.pickup_location_code']);

const TYPE_DEFINITIONS = new Set<Kind>([Kind.OBJECT_TYPE_DEFINITION, Kind.ENUM_TYPE_DEFINITION, Kind.INPUT_OBJECT_TYPE_DEFINITION]);

/** The definitions of `extensions` that Magento's bundled modules declare; of its type extensions, their bundled fields alone. */
function bundledDefinitions(extensions: DocumentNode): DefinitionNode[] {
  return extensions.definitions.flatMap((definition): DefinitionNode[] => {
    if (TYPE_DEFINITIONS.has(definition.kind) && BUNDLED_TYPES.has((definition as { name: { value: string } }).name.value)) return [definition];
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION && definition.kind !== Kind.INPUT_OBJECT_TYPE_EXTENSION) return [];
    const type = definition.name.value;
    const fields = (definition.fields ?? []).filter((field: { name: { value: string } }) => BUNDLED_FIELDS.has(`${type}.${field.name.value}`));
    return fields.length > 0 ? [{ ...definition, fields } as DefinitionNode] : [];
  });
}

/**
 * The served schema's documents: Magento's subset, then Adyen's module's subset and Vitrine's extensions when the
 * profile has them (empty documents otherwise). Without the extensions, Magento's part keeps what they repeat of its
 * bundled modules, which a stock Magento Open Source serves.
 */
export function servedSchemaDocuments(profile: BackendProfile = FULL_PROFILE): { core: DocumentNode; adyen: DocumentNode; extensions: DocumentNode } {
  const none: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };
  const core = parse(readSchemaFile(CORE_SCHEMA_FILE));
  const extensions = parse(readSchemaFile(EXTENSIONS_SCHEMA_FILE));
  return {
    core: profile.extensions ? core : { ...core, definitions: [...core.definitions, ...bundledDefinitions(extensions)] },
    adyen: profile.adyen ? parse(readSchemaFile(ADYEN_SCHEMA_FILE)) : none,
    extensions: profile.extensions ? extensions : none,
  };
}

/**
 * Magento generates `ProductAttributeFilterInput` from the installation's filterable attributes: each one the SDL
 * does not declare yet becomes a field, of the filter type its input calls for (option ids: equal).
 */
export function filterInputExtension(filterable: readonly { code: string }[], declared: DocumentNode[]): DocumentNode | null {
  const known = new Set(declared.flatMap((document) => document.definitions.flatMap((definition) =>
    (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION || definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) &&
    definition.name.value === 'ProductAttributeFilterInput' ? (definition.fields ?? []).map((field) => field.name.value) : [])));
  const added = filterable.filter((a) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(a.code) && !known.has(a.code));
  if (added.length === 0) return null;
  return parse(`extend input ProductAttributeFilterInput {\n${added.map((a) => `  ${a.code}: FilterEqualTypeInput`).join('\n')}\n}`);
}

/** The schema of the profile's documents and the filterable attributes' filter fields, without resolvers. */
function servedSchemaOf(profile: BackendProfile, filterable: readonly { code: string }[]): GraphQLSchema {
  const { core, adyen, extensions } = servedSchemaDocuments(profile);
  const attributes = filterInputExtension(filterable, [core, extensions]);
  return buildASTSchema({
    kind: core.kind,
    definitions: [...core.definitions, ...adyen.definitions, ...extensions.definitions, ...(attributes?.definitions ?? [])],
  });
}

/**
 * Builds the served schema and attaches the resolvers; a resolver for a field the spec's schema lacks is a bug, one
 * for a field of a module the profile leaves out is not attached. The filterable attributes of the database extend
 * the products' filter input, as Magento generates it from them.
 */
export function buildServedSchema(
  resolvers: Resolvers, filterable: readonly { code: string }[] = [], profile: BackendProfile = FULL_PROFILE,
): GraphQLSchema {
  const full = servedSchemaOf(FULL_PROFILE, filterable);
  const schema = profile === FULL_PROFILE ? full : servedSchemaOf(profile, filterable);
  for (const [typeName, fields] of Object.entries(resolvers.fields)) {
    const known = full.getType(typeName);
    if (!isObjectType(known)) throw new Error(`Resolvers for ${typeName}, which is not an object type of the schema`);
    for (const fieldName of Object.keys(fields)) {
      if (!known.getFields()[fieldName]) throw new Error(`Resolver for ${typeName}.${fieldName}, which the schema does not declare`);
    }
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    const served = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = served[fieldName];
      if (field) field.resolve = withinDeadline(resolve);
    }
  }
  for (const [typeName, resolveType] of Object.entries(resolvers.types ?? {})) {
    const type = schema.getType(typeName);
    if (!isInterfaceType(type)) throw new Error(`Type resolver for ${typeName}, which is not an interface`);
    type.resolveType = resolveType;
  }
  return schema;
}
