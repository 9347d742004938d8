import {
  buildSchema, extendSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, Kind, printSchema,
  type GraphQLArgument, type GraphQLInputField, type GraphQLNamedType, type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilterableAttribute } from '../../src/backend/catalog/product-search';
import { BACKEND_PROFILES, FULL_PROFILE } from '../../src/backend/config/profile';
import { filterInputExtension } from '../../src/backend/graphql/schema';
import { BACKEND_FEATURES } from '../../src/domain/backend-features';
import { embeddedSchema, featuresOf } from '../../src/server/backend-schema';
import { referenceSchema, seededFilterable, servedSchema } from '../harness/profile-schemas';

// What the embedded backend serves for each profile, field by field against the Magento it stands in for: Magento Open
// Source 2.4.7-p3's core and bundled modules (core), with Adyen's module (core,adyen). Descriptions and directives may
// differ; kinds, types, arguments, their defaults, input fields, enum values, interfaces and union members may not.

const kindOf = (type: GraphQLNamedType) =>
  isObjectType(type) ? 'object' : isInterfaceType(type) ? 'interface' : isUnionType(type) ? 'union'
    : isEnumType(type) ? 'enum' : isInputObjectType(type) ? 'input' : 'scalar';

type Value = GraphQLArgument | GraphQLInputField;

/** Arguments or input fields (named by `where`) the reference lacks, or has with another type or default. */
function valueDifferences(where: (name: string) => string, served: readonly Value[], reference: readonly Value[]): string[] {
  return served.flatMap((value) => {
    const theirs = reference.find((candidate) => candidate.name === value.name);
    if (!theirs) return [`${where(value.name)} is not in the reference`];
    if (String(value.type) !== String(theirs.type)) return [`${where(value.name)} is ${value.type}, the reference's is ${theirs.type}`];
    const [ours, its] = [value.defaultValue, theirs.defaultValue].map((v) => JSON.stringify(v));
    return ours === its ? [] : [`${where(value.name)} defaults to ${ours}, the reference's to ${its}`];
  });
}

/** What `served` has that `reference` lacks or has otherwise: its types, fields, arguments, input fields, values, interfaces, members. */
function differences(served: GraphQLSchema, reference: GraphQLSchema): string[] {
  const found: string[] = [];
  for (const type of Object.values(served.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const theirs = reference.getType(type.name);
    if (!theirs) {
      found.push(`${type.name} is not in the reference`);
      continue;
    }
    if (kindOf(type) !== kindOf(theirs)) {
      found.push(`${type.name} is ${kindOf(type)}, the reference's is ${kindOf(theirs)}`);
      continue;
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const fields = theirs.getFields();
      for (const field of Object.values(type.getFields())) {
        const where = `${type.name}.${field.name}`;
        const their = fields[field.name];
        if (!their) found.push(`${where} is not in the reference`);
        else if (String(field.type) !== String(their.type)) found.push(`${where} is ${field.type}, the reference's is ${their.type}`);
        else found.push(...valueDifferences((arg) => `${where}(${arg})`, field.args, their.args));
      }
      const interfaces = new Set(theirs.getInterfaces().map((i) => i.name));
      for (const implemented of type.getInterfaces()) if (!interfaces.has(implemented.name)) found.push(`${type.name} implements ${implemented.name}, the reference's does not`);
    } else if (isInputObjectType(type) && isInputObjectType(theirs)) {
      found.push(...valueDifferences((name) => `${type.name}.${name}`, Object.values(type.getFields()), Object.values(theirs.getFields())));
    } else if (isEnumType(type) && isEnumType(theirs)) {
      for (const value of type.getValues()) if (!theirs.getValue(value.name)) found.push(`${type.name}.${value.name} is not in the reference`);
    } else if (isUnionType(type) && isUnionType(theirs)) {
      const members = new Set(theirs.getTypes().map((member) => member.name));
      for (const member of type.getTypes()) if (!members.has(member.name)) found.push(`${type.name} has ${member.name}, the reference's does not`);
    }
  }
  return found;
}

/**
 * The reference as Magento generates it on the shop's catalogue: a `ProductAttributeFilterInput` field for each
 * filterable attribute of the installation (brand, form, dietary), which no stock schema can list.
 */
function withCatalogueFilters(reference: GraphQLSchema, filterable: readonly FilterableAttribute[]): GraphQLSchema {
  const input = reference.getType('ProductAttributeFilterInput')!.astNode!;
  const extension = filterInputExtension(filterable, [{ kind: Kind.DOCUMENT, definitions: [input] }]);
  return extension ? extendSchema(reference, extension) : reference;
}

const on = (schema: GraphQLSchema) => featuresOf(schema).filter((state) => state.on).map((state) => state.feature);

let filterable: FilterableAttribute[];
beforeAll(async () => {
  filterable = await seededFilterable();
});

/** Each core profile, and the features its reference allows. */
const CORE_PROFILES = [
  { profile: BACKEND_PROFILES.find((p) => p.name === 'core')!, features: ['orderLookupByPostcode'] },
  { profile: BACKEND_PROFILES.find((p) => p.name === 'core,adyen')!, features: ['orderLookupByPostcode', 'adyenCard'] },
];

for (const { profile, features } of CORE_PROFILES) {
  describe(`the ${profile.name} profile`, () => {
    it('serves nothing Magento 2.4.7 lacks but the filter fields of the catalogue\'s filterable attributes', async () => {
      const served = await servedSchema(profile);
      const reference = referenceSchema(profile);
      expect(filterable.map((attribute) => attribute.code)).toEqual(['brand', 'form', 'dietary']);
      // Magento generates one filter field per filterable attribute of the installation: these are the catalogue's.
      expect(differences(served, reference)).toEqual(filterable.map((attribute) => `ProductAttributeFilterInput.${attribute.code} is not in the reference`));
      expect(differences(served, withCatalogueFilters(reference, filterable))).toEqual([]);
    });

    it('has the reference\'s features; with the catalogue\'s attributes, its filters as well, as Magento would', async () => {
      const reference = referenceSchema(profile);
      expect(on(embeddedSchema(profile))).toEqual(features);
      expect(on(reference)).toEqual(features);
      const served = await servedSchema(profile);
      expect(on(served)).toEqual(on(withCatalogueFilters(reference, filterable)));
      expect(on(served)).toEqual(['catalogFilters', ...features]);
    });
  });
}

describe('the full profile', () => {
  it('has every feature', async () => {
    expect(on(await servedSchema(FULL_PROFILE))).toEqual(BACKEND_FEATURES.map((feature) => feature.name));
  });
});

describe('the comparison', () => {
  it('catches what the reference lacks or has otherwise: a type, a kind, a field, a type, an argument, a default, a value, an interface, a member', () => {
    const reference = buildSchema(`
      interface Named { name: String }
      type A implements Named { name: String items(page: Int = 1): [String]! count: Int }
      type B { id: ID }
      type D { id: ID }
      union U = A
      enum E { ONE }
      input I { a: Int }
      type Query { a(filter: I): A u: U e: E b: B }`);
    const served = buildSchema(printSchema(reference)
      .replace('items(page: Int = 1): [String]!', 'items(page: Int = 2, size: Int): [String]!')
      .replace('count: Int', 'count: Int!')
      .replace('type B {', 'type B implements Named {\n  name: String')
      .replace('type D {', 'input D {')
      .replace('union U = A', 'union U = A | B')
      .replace('ONE', 'ONE\n  TWO')
      .replace('a: Int', 'a: Int!')
      .replace('type Query {', 'type C {\n  id: ID\n}\n\ntype Query {\n  c: C'));
    expect(differences(served, reference).sort()).toEqual([
      'A.count is Int!, the reference\'s is Int',
      'A.items(page) defaults to 2, the reference\'s to 1',
      'A.items(size) is not in the reference',
      'B implements Named, the reference\'s does not',
      'B.name is not in the reference',
      'C is not in the reference',
      'D is input, the reference\'s is object',
      'E.TWO is not in the reference',
      'I.a is Int!, the reference\'s is Int',
      'Query.c is not in the reference',
      'U has B, the reference\'s does not',
    ]);
  });
});
