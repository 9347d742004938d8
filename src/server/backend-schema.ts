import {
  buildASTSchema, buildClientSchema, buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, Kind,
  type GraphQLSchema, type IntrospectionQuery,
} from 'graphql';
import { BACKEND_PROFILES, FULL_PROFILE, type BackendProfile } from '../backend/config/profile';
import { servedSchemaDocuments } from '../backend/graphql/schema';
import { featureLines, featureTable, type FeatureState } from '../domain/backend-features';
import { INTROSPECTION_REQUEST } from './introspection-document';

/** Every type's name and `Type.field` of the schema: objects' and interfaces' fields, inputs' fields, enums' values. */
export function schemaFields(schema: GraphQLSchema): Set<string> {
  const fields = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    fields.add(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) for (const name of Object.keys(type.getFields())) fields.add(`${type.name}.${name}`);
    else if (isEnumType(type)) for (const value of type.getValues()) fields.add(`${type.name}.${value.name}`);
  }
  return fields;
}

/**
 * The schema's SDL the embedded backend serves for a profile (without the filter fields of its database's attributes):
 * by default Magento's subset, Adyen's module's and the shop's extensions, the schema the shop's documents are typed by.
 */
export function embeddedSchema(profile: BackendProfile = FULL_PROFILE): GraphQLSchema {
  const { core, adyen, extensions } = servedSchemaDocuments(profile);
  return buildASTSchema({ kind: Kind.DOCUMENT, definitions: [core, adyen, extensions].flatMap((document) => document.definitions) });
}

/** Magento Open Source 2.4.7 with its bundled modules, as the embedded backend stands in for it. */
const CORE_PROFILE = BACKEND_PROFILES.find((profile) => profile.name === 'core')!;

export const INTROSPECTION_TIMEOUT_MS = 15_000;

/**
 * A live backend's schema, by introspection of its GraphQL endpoint (Magento's, or a shop's, whose closed /graphql
 * trusts this one introspection); a clear error when it does not answer one.
 */
export async function introspectedSchema(url: string): Promise<GraphQLSchema> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(INTROSPECTION_REQUEST),
    // A backend that does not answer does not hold the shop's start for long.
    signal: AbortSignal.timeout(INTROSPECTION_TIMEOUT_MS),
  });
  const type = response.headers.get('content-type');
  const text = await response.text();
  let body: { data?: IntrospectionQuery; errors?: Array<{ message: string }> } | undefined;
  try {
    body = type?.includes('json') ? (JSON.parse(text) as typeof body) : undefined;
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || !('data' in body || 'errors' in body)) {
    throw new Error(`${url} did not answer GraphQL: HTTP ${response.status} with ${type ?? 'no content type'} instead of a JSON answer.`);
  }
  if (!body.data) throw new Error(`Introspection of ${url} failed: ${body.errors?.map((e) => e.message).join('; ') ?? response.status}`);
  return buildClientSchema(body.data);
}

/** The features a schema allows (src/domain/backend-features.ts). */
export const featuresOf = (schema: GraphQLSchema): FeatureState[] => featureTable(schemaFields(schema));

/**
 * Reads the backend's features (Magento's by introspection, else the schema the embedded backend says it serves) and
 * prints their table. A Magento that refuses introspection (its `graphql/disable_introspection`) is taken as
 * 2.4.7's core, the release the shop's schema is (the embedded backend's core profile): every feature beyond it off,
 * said so.
 */
export async function printBackendFeatures(
  backend: { magentoUrl: URL } | { schema: string }, log: (line: string) => void = console.log,
): Promise<FeatureState[]> {
  let features: FeatureState[];
  let source = 'the embedded backend';
  if ('magentoUrl' in backend) {
    const url = new URL('graphql', backend.magentoUrl).href;
    source = `Magento at ${url}`;
    try {
      features = featuresOf(await introspectedSchema(url));
    } catch (error) {
      log(`Could not read the schema of ${source} (${error instanceof Error ? error.message : String(error)}): every feature beyond the core is off.`);
      features = featuresOf(embeddedSchema(CORE_PROFILE));
    }
  } else {
    features = featuresOf(buildSchema(backend.schema));
  }
  log(`Backend features (${source}):`);
  for (const line of featureLines(features)) log(line);
  return features;
}
