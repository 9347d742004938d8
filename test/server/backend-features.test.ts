import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { buildSchema, introspectionFromSchema, isInputObjectType, isNonNullType, parse, TypeInfo, visit, visitWithTypeInfo, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BACKEND_FEATURES, featureLines, featureTable, offFields } from '../../src/domain/backend-features';
import { BACKEND_FEATURE_NAMES } from '../../src/domain/feature-names';
import { CORE_FALLBACKS, documentVariant } from '../../src/server/document-variants';
import { embeddedSchema, featuresOf, printBackendFeatures, schemaFields } from '../../src/server/backend-schema';
import { parseArgs, runCheck } from '../../src/tools/check-backend';
import { asMagento248 } from '../harness/profile-schemas';
import { listening } from './http';

// Which of the shop's features a backend allows, from its schema: Magento Open Source 2.4.7-p3's core and bundled
// modules (the reference), with Adyen's module, and the embedded backend's.
const read = (name: string) => readFileSync(`/work/shared/reference/${name}`, 'utf8');
const core = () => buildSchema(`${read('magento-2.4-schema.graphql')}\n${read('magento-2.4-bundled-extensions.graphql')}`);
const withAdyen = () => buildSchema(`${read('magento-2.4-schema.graphql')}\n${read('magento-2.4-bundled-extensions.graphql')}\n${read('adyen-magento2.graphql')}`);
const on = (schema: GraphQLSchema) => featuresOf(schema).filter((state) => state.on).map((state) => state.feature);

describe('the backend\'s features, from its schema', () => {
  it('on the embedded backend: every one', () => {
    expect(on(embeddedSchema())).toEqual(BACKEND_FEATURES.map((feature) => feature.name));
  });

  it('on Magento Open Source 2.4.7 with its bundled modules: the order lookup by postcode alone; with Adyen\'s module: its card payment too', () => {
    expect(on(core())).toEqual(['orderLookupByPostcode']);
    expect(on(withAdyen())).toEqual(['orderLookupByPostcode', 'adyenCard']);
    expect(featuresOf(core()).find((state) => state.feature === 'subscriptions')).toEqual({
      feature: 'subscriptions', label: 'subscriptions', on: false, missing: 'SimpleProduct.subscription_offer',
    });
  });

  it('on Magento 2.4.8: the order lookup by last name, guestOrder\'s input being another', () => {
    const magento248 = asMagento248(core());
    expect(on(magento248)).toEqual([]);
    expect(featureLines(featuresOf(magento248))).toContainEqual(expect.stringMatching(/^ {2}off {2}order tracking by postcode \(2\.4\.8: by last name\) +\(no OrderInformationInput\)$/));
  });

  it('names the same features, in the same order, as the browser knows them', () => {
    expect(BACKEND_FEATURES.map((feature) => feature.name)).toEqual(BACKEND_FEATURE_NAMES);
  });

  it('prints one line a feature, with what it lacks', () => {
    const lines = featureLines(featureTable(new Set(['StoreConfig.need_help'])));
    expect(lines).toHaveLength(BACKEND_FEATURES.length);
    expect(lines).toContain('  on   checkout "Need help?"');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}off {2}card payment \(Adyen\) +\(no Query\.adyenPaymentMethods\)$/));
  });

  it('types as nullable every field an answer may come without: a field of a feature that is off is non-null only where its operation is then not sent', () => {
    const shop = embeddedSchema();
    const off = offFields(featureTable(new Set()));
    const lying: string[] = [];
    const manifest: Record<string, string> = JSON.parse(readFileSync('src/app/graphql/generated/persisted-documents.json', 'utf8'));
    for (const document of Object.values(manifest)) {
      const types = new TypeInfo(shop);
      const nonNull = new Set<string>();
      visit(parse(document), visitWithTypeInfo(types, {
        Field(node) {
          const parent = types.getParentType();
          const name = `${parent?.name}.${node.name.value}`;
          if (off.has(name) && !CORE_FALLBACKS[name] && isNonNullType(types.getType())) nonNull.add(name);
        },
      }));
      if (nonNull.size > 0 && documentVariant(document, off, shop).ok) lying.push(...nonNull);
    }
    expect(lying).toEqual([]);
  });

  it('names every field beyond the core the shop\'s operations select or send: none goes unlisted', () => {
    const reference = schemaFields(withAdyen());
    const served = embeddedSchema();
    const referenceSchema = withAdyen();
    const needed = new Set<string>(BACKEND_FEATURES.flatMap((feature) => feature.needs));
    const unlisted = new Set<string>();
    const manifest: Record<string, string> = JSON.parse(readFileSync('src/app/graphql/generated/persisted-documents.json', 'utf8'));
    for (const document of Object.values(manifest)) {
      const types = new TypeInfo(served);
      visit(parse(document), visitWithTypeInfo(types, {
        Field(node) {
          const parent = types.getParentType();
          const field = `${parent?.name}.${node.name.value}`;
          // A field of a type the core has, which the core lacks (the feature's own types come with its root fields).
          if (node.name.value.startsWith('__') || !parent || parent.name.startsWith('__') || !referenceSchema.getType(parent.name)) return;
          if (!reference.has(field) && !needed.has(field)) unlisted.add(field);
        },
      }));
    }
    // The inputs' fields the shop's extensions add to the core's inputs, which operations send in their variables.
    for (const type of Object.values(served.getTypeMap())) {
      if (!isInputObjectType(type) || !isInputObjectType(referenceSchema.getType(type.name))) continue;
      for (const name of Object.keys(type.getFields())) {
        const field = `${type.name}.${name}`;
        if (!reference.has(field) && !needed.has(field)) unlisted.add(field);
      }
    }
    expect([...unlisted]).toEqual([]);
  });

  it('check:backend prints the same table for the schema it checks', async () => {
    const reference = ['--schema', '/work/shared/reference/magento-2.4-schema.graphql', '--schema', '/work/shared/reference/magento-2.4-bundled-extensions.graphql'];
    const { lines } = await runCheck(parseArgs(reference));
    const table = featureLines(featuresOf(core()));
    expect(lines.slice(2, 3 + table.length)).toEqual(['Features (off: the first field it needs that the schema lacks):', ...table]);
  });

  it('at the server\'s start, reads a Magento\'s schema by introspection; one that refuses it counts as 2.4.7\'s core only', async () => {
    let refuse = false;
    const magento = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(refuse ? { errors: [{ message: 'GraphQL introspection is not allowed' }] } : { data: introspectionFromSchema(withAdyen()) }));
    });
    const base = new URL(`${await listening(magento)}/`);
    const lines: string[] = [];
    const read = await printBackendFeatures({ magentoUrl: base }, (line) => lines.push(line));
    expect(read.filter((state) => state.on).map((state) => state.feature)).toEqual(['orderLookupByPostcode', 'adyenCard']);
    expect(lines).toEqual([`Backend features (Magento at ${base.href}graphql):`, ...featureLines(read)]);
    refuse = true;
    lines.length = 0;
    const refused = await printBackendFeatures({ magentoUrl: base }, (line) => lines.push(line));
    expect(refused.filter((state) => state.on).map((state) => state.feature)).toEqual(['orderLookupByPostcode']);
    expect(lines[0]).toBe(`Could not read the schema of Magento at ${base.href}graphql (Introspection of ${base.href}graphql failed: GraphQL introspection is not allowed): every feature beyond the core is off.`);
    magento.close();
  });
});
