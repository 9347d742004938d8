import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildSchema, parse, print, validateSchema } from 'graphql';
import { describe, expect, test } from 'vitest';
import { additivityProblems, applyExtensions, moduleSubsetProblems, subsetProblems } from '../../src/backend/graphql/schema-compat';
import { resolvers } from '../../src/backend/graphql/resolvers';
import { buildServedSchema, readSchemaFile } from '../../src/backend/graphql/schema';
import { parseArgs, runCheck } from '../../src/tools/check-backend';
import { startTestBackend } from './helpers';

const REFERENCE = '/work/shared/reference/magento-2.4-schema.graphql';
const BUNDLED = '/work/shared/reference/magento-2.4-bundled-extensions.graphql';
const ADYEN = '/work/shared/reference/adyen-magento2.graphql';
const reference = buildSchema(readFileSync(REFERENCE, 'utf8'));
const core = parse(readSchemaFile('magento.graphql'));
const extensions = parse(readSchemaFile('extensions.graphql'));

describe('served schema against Magento 2.4.7', () => {
  test('builds, with a resolver for every root field', () => {
    const schema = buildServedSchema(resolvers);
    expect(validateSchema(schema)).toEqual([]);
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(root.getFields())) expect(field.resolve, `${root.name}.${field.name}`).toBeDefined();
    }
  });

  test('every core type, field, argument and deprecation is Magento’s', () => {
    expect(subsetProblems(core, reference)).toEqual([]);
  });

  test('the compatibility check catches a changed type, a made-up field and a lost argument', () => {
    const tampered = parse(print(core)
      .replace('  sku: String\n', '  sku: String!\n')
      .replace('type CmsBlock {\n', 'type CmsBlock {\n  colour: String\n')
      .replace('urlResolver(url: String!)', 'urlResolver(url: String)'));
    expect(subsetProblems(tampered, reference)).toEqual(expect.arrayContaining([
      'CmsBlock.colour is not in Magento\'s schema',
      'Query.urlResolver(url) is String, Magento\'s is String!',
    ]));
    expect(subsetProblems(tampered, reference).some((p) => p.endsWith('.sku is String!, Magento\'s is String'))).toBe(true);
  });

  test('every extension definition only adds to Magento', () => {
    expect(additivityProblems(extensions, reference)).toEqual([]);
    const changing = parse('extend type StoreConfig { store_code: String } extend input ContactUsInput { reason: String! } type Money { a: Int }');
    expect(additivityProblems(changing, reference)).toEqual([
      'StoreConfig.store_code already exists in Magento',
      'ContactUsInput.reason is required: clients that omit it would break',
      'Money is defined again; Magento already defines it',
    ]);
  });

  test('over Magento with its bundled modules, the reCAPTCHA definitions are already there and agree', () => {
    const bundled = buildSchema(readFileSync(REFERENCE, 'utf8') + readFileSync(BUNDLED, 'utf8'));
    const applied = applyExtensions(bundled, extensions);
    expect(applied.conflicts).toEqual([]);
    expect(applied.present).toEqual(expect.arrayContaining(['Query.recaptchaV3Config', 'ReCaptchaConfigurationV3', 'ReCaptchaFormEnum']));
    expect(applied.added).toEqual(expect.arrayContaining(['PointOfSale', 'StoreConfig.gdpr_consent_texts', 'UrlRewriteEntityTypeEnum.POINT_OF_SALE']));
    expect(validateSchema(applied.schema)).toEqual([]);
  });
});

describe('served schema against Adyen’s Magento module', () => {
  const adyen = parse(readSchemaFile('adyen.graphql'));
  const adyenReference = parse(readFileSync(ADYEN, 'utf8'));
  const magento = parse(readFileSync(REFERENCE, 'utf8'));

  test('every definition of adyen.graphql is the module’s: its types, its extensions of Magento’s, whole inputs', () => {
    expect(moduleSubsetProblems(adyen, adyenReference, magento)).toEqual([]);
  });

  test('the check catches a made-up field, a core field claimed by the module, a changed argument, a partial input extension', () => {
    const tampered = parse(print(adyen)
      .replace('type AdyenPaymentStatus {\n', 'type AdyenPaymentStatus {\n  receipt: String\n')
      .replace('extend type Order {\n', 'extend type Order {\n  order_number: String!\n')
      .replace('adyenPaymentDetails(cart_id: String!', 'adyenPaymentDetails(cart_id: String')
      .replace('  adyen_additional_data_pos_cloud: AdyenAdditionalDataPosCloud\n', ''));
    expect(moduleSubsetProblems(tampered, adyenReference, magento)).toEqual(expect.arrayContaining([
      'AdyenPaymentStatus.receipt is not in Magento\'s schema',
      'Order.order_number is not the module\'s',
      'Mutation.adyenPaymentDetails(cart_id) is String, Magento\'s is String!',
      'extend input PaymentMethodInput lacks the module\'s field adyen_additional_data_pos_cloud',
    ]));
  });
});

describe('check:backend', () => {
  test('validates the fixture operations against Magento plus our extensions', async () => {
    const result = await runCheck(parseArgs(['--schema', REFERENCE, '--schema', BUNDLED, '--operations', 'test/backend/fixtures/operations']));
    expect(result.exitCode).toBe(0);
    expect(result.lines).toContain('ok   GetCategoryProducts  test/backend/fixtures/operations/catalog.ts (GET_CATEGORY_PRODUCTS)');
    expect(result.lines).toContain('ok   ResolveURL  test/backend/fixtures/operations/catalog.ts (RESOLVE_URL)');
    expect(result.lines.at(-1)).toBe('3 operations checked, 3 passed, 0 failed');
  });

  test('--schema given more than once: checkout operations against Magento plus Adyen’s module', async () => {
    const both = await runCheck(parseArgs(['--schema', REFERENCE, '--schema', ADYEN, '--operations', 'test/backend/fixtures/operations-checkout']));
    expect(both.lines[0]).toBe(`Schema: ${REFERENCE} + ${ADYEN}`);
    expect(both.lines.at(-1)).toBe('3 operations checked, 3 passed, 0 failed');
    expect(both.exitCode).toBe(0);
    const magentoOnly = await runCheck(parseArgs(['--schema', REFERENCE, '--operations', 'test/backend/fixtures/operations-checkout']));
    expect(magentoOnly.exitCode).toBe(1);
    expect(magentoOnly.lines).toContain('FAIL PaymentDetails  test/backend/fixtures/operations-checkout/checkout.ts (PAYMENT_DETAILS)');
    const embedded = await runCheck(parseArgs(['--operations', 'test/backend/fixtures/operations-checkout']));
    expect(embedded.lines[0]).toBe('Schema: the embedded backend (magento.graphql + adyen.graphql)');
    expect(embedded.exitCode).toBe(0);
  });

  test('reports each failing operation with file, error and location, and fails', async () => {
    const result = await runCheck(parseArgs(['--operations', 'test/backend/fixtures/operations-invalid']));
    expect(result.exitCode).toBe(1);
    expect(result.lines).toEqual(expect.arrayContaining([
      'FAIL Broken  test/backend/fixtures/operations-invalid/broken.ts (BROKEN)',
      '       String cannot represent a non string value: 5 (line 2, column 20: products(search: 5) {)',
      '       Cannot query field "colour" on type "ProductInterface". (line 5, column 7: colour)',
      '1 operations checked, 0 passed, 1 failed',
    ]));
  });

  test('reads a live backend’s schema by introspection (within the depth and complexity limits)', async () => {
    const t = await startTestBackend();
    try {
      const result = await runCheck(parseArgs(['--url', `${t.url}/graphql`, '--operations', 'test/backend/fixtures/operations']));
      expect(result.exitCode).toBe(0);
      // The served schema already has every extension definition, all alike.
      expect(result.lines[1]).toMatch(/^Extensions \(extensions.graphql\): 0 added, \d+ already in the schema$/);
      expect(result.lines.at(-1)).toBe('3 operations checked, 3 passed, 0 failed');
    } finally {
      await t.close();
    }
  });

  test('says so when there is nothing to check', async () => {
    const result = await runCheck(parseArgs(['--operations', 'test/backend/fixtures/no-such-folder']));
    expect(result).toEqual({ exitCode: 0, lines: expect.arrayContaining([
      'No operations found: no DocumentNode is exported from test/backend/fixtures/no-such-folder/*.ts. Nothing to check.',
    ]) });
  });

  test('runs as npm run check:backend, exit code 1 on failure', () => {
    const run = spawnSync('npx', ['tsx', 'src/tools/check-backend.ts', '--operations', 'test/backend/fixtures/operations-invalid'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('FAIL Broken');
    const usage = spawnSync('npx', ['tsx', 'src/tools/check-backend.ts', '--schema'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('check:backend: --schema needs a value');
  });
});
