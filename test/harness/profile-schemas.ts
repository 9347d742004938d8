import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildASTSchema, buildSchema, Kind, parse, printSchema, visit, type GraphQLSchema } from 'graphql';
import { CategoryTree } from '../../src/backend/catalog/category-tree';
import { ProductRepository } from '../../src/backend/catalog/product-repository';
import { ProductSearch, type FilterableAttribute } from '../../src/backend/catalog/product-search';
import type { BackendProfile } from '../../src/backend/config/profile';
import { openDatabase } from '../../src/backend/db/open';
import { shopSeed } from '../../src/backend/db/seed-source';
import { resolvers } from '../../src/backend/graphql/resolvers';
import { buildServedSchema } from '../../src/backend/graphql/schema';

// The schemas of a backend profile: the one the embedded backend serves, and Magento's that it stands in for.

const REFERENCE_DIR = '/work/shared/reference';

/**
 * Magento Open Source 2.4.7-p3's core and bundled modules, with Adyen's module when the profile has it: the Magento a
 * core profile stands in for. The full profile's own modules have no reference.
 */
export function referenceSchema(profile: BackendProfile): GraphQLSchema {
  if (profile.extensions) throw new Error(`The ${profile.name} profile serves the shop's own modules, which no reference schema has.`);
  const files = ['magento-2.4-schema.graphql', 'magento-2.4-bundled-extensions.graphql', ...(profile.adyen ? ['adyen-magento2.graphql'] : [])];
  return buildSchema(files.map((file) => readFileSync(join(REFERENCE_DIR, file), 'utf8')).join('\n'));
}

/**
 * Magento 2.4.8's schema where it differs from 2.4.7's as the shop meets it: `schema` (2.4.7's) with guestOrder's input
 * renamed GuestOrderInformationInput, which takes the billing last name instead of the postcode.
 */
export function asMagento248(schema: GraphQLSchema): GraphQLSchema {
  const [input] = parse('input GuestOrderInformationInput { number: String! email: String! lastname: String! }').definitions;
  return buildASTSchema(visit(parse(printSchema(schema)), {
    InputObjectTypeDefinition: (node) => (node.name.value === 'OrderInformationInput' ? input : undefined),
    NamedType: (node) => (node.name.value === 'OrderInformationInput' ? { ...node, name: { kind: Kind.NAME, value: 'GuestOrderInformationInput' } } : undefined),
  }));
}

let filterable: Promise<FilterableAttribute[]> | undefined;

/** The filterable attributes of the shop's seeded database, as the backend's search reads them when it starts. */
export function seededFilterable(): Promise<FilterableAttribute[]> {
  filterable ??= (async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-filterable-'));
    const db = await openDatabase(dataDir, async () => shopSeed(), Date.now());
    try {
      return new ProductSearch(db, new CategoryTree(db), new ProductRepository(db)).filterable;
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  })();
  return filterable;
}

/** The schema the backend serves for `profile` on the seeded shop, built as its start builds it. */
export async function servedSchema(profile: BackendProfile): Promise<GraphQLSchema> {
  return buildServedSchema(resolvers, await seededFilterable(), profile);
}
