import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getVariableValues, Kind, parse, print, validate, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, CREATE_CART } from '../../src/app/graphql/cart';
import { GUEST_ORDER } from '../../src/app/graphql/orders';
import { SHELL_CONFIG } from '../../src/app/graphql/store-config';
import { withAbsentFields } from '../../src/app/services/graphql/absent-fields-exchange';
import { deepFrozen } from '../../src/domain/shared-data';
import { persistedQueryOf } from '../../src/app/services/graphql/trusted-document-exchange';
import { BACKEND_PROFILES, FULL_PROFILE } from '../../src/backend/config/profile';
import { offFields, type FeatureState } from '../../src/domain/backend-features';
import { embeddedSchema, featuresOf } from '../../src/server/backend-schema';
import { documentVariant, variablesVariant } from '../../src/server/document-variants';
import { lacking, trustedDocumentsUpstream } from '../../src/server/trusted-documents';
import { asMagento248, referenceSchema, servedSchema } from '../harness/profile-schemas';
import { embeddedShop } from './embedded-shop';
import { request } from './http';

// The shop's documents as a backend without some of its features runs them: Magento Open Source 2.4.7 with its
// bundled modules (the reference), with and without Adyen's module, and the embedded backend's profiles that stand in
// for them.
const CORE_PROFILES = BACKEND_PROFILES.filter((profile) => !profile.extensions);
const [CORE, CORE_ADYEN] = CORE_PROFILES.map(referenceSchema) as [GraphQLSchema, GraphQLSchema];
const MAGENTO_248 = asMagento248(CORE);
const SHOP = embeddedSchema();
const manifest: Record<string, string> = JSON.parse(readFileSync('src/app/graphql/generated/persisted-documents.json', 'utf8'));
const nameOf = (query: string) => parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!.name!.value;

/**
 * Each operation's variant for a backend whose schema allows `features`: the errors its validation against each of
 * `schemas` finds, or the root field it lacks.
 */
function variantsFor(features: readonly FeatureState[], schemas: readonly GraphQLSchema[]) {
  const off = offFields(features);
  const invalid: string[] = [];
  const notSent: string[] = [];
  for (const query of Object.values(manifest)) {
    const variant = documentVariant(query, off, SHOP);
    if (!variant.ok) notSent.push(`${nameOf(query)} (${variant.missing})`);
    else for (const schema of schemas) invalid.push(...validate(schema, parse(variant.query)).map((error) => `${nameOf(query)}: ${error.message}`));
  }
  return { invalid, notSent: notSent.sort() };
}

/** The operations a backend without the shop's modules cannot run at all: their root field is the module's. */
const CORE_LACKS = [
  'AccountConsent (Mutation.addOrUpdateCustomerConsent)',
  'BotProtectionChallenge (Query.botProtectionChallenge)',
  'CancelSubscription (Mutation.cancelSubscription)',
  'ChangeSubscriptionFrequency (Mutation.changeSubscriptionFrequency)',
  'ConfirmGdprRequest (Mutation.confirmGdprRequest)',
  'CustomerSubscriptions (Customer.subscriptions)',
  'ExchangeSubscriptionPortalCode (Mutation.exchangeSubscriptionPortalCode)',
  'FavoriteStoreFullDetails (Query.pointsOfSale)',
  'GetFavoriteStore (Query.favoriteStore)',
  'GuestConsent (Mutation.addOrUpdateGuestConsent)',
  'PauseSubscription (Mutation.pauseSubscription)',
  'PointOfSale (Query.pointsOfSale)',
  'PointsOfSale (Query.pointsOfSale)',
  'PortalSubscriptions (Query.subscriptionPortal)',
  'RequestGdprAction (Mutation.requestGdprAction)',
  'RequestSubscriptionPortalLink (Mutation.requestSubscriptionPortalLink)',
  'ResumeSubscription (Mutation.resumeSubscription)',
  'SkipNextSubscriptionDelivery (Mutation.skipNextSubscriptionDelivery)',
  'setFavoriteStore (Mutation.setFavoriteStore)',
];

describe('the shop\'s documents on a backend without its features', () => {
  it('on Magento 2.4.7 core and bundled modules: every operation sent validates against the reference alone; those of a missing module are not sent', () => {
    const { invalid, notSent } = variantsFor(featuresOf(CORE), [CORE]);
    expect(invalid).toEqual([]);
    expect(notSent).toEqual(CORE_LACKS);
  });

  it('on Magento 2.4.8 (guestOrder\'s new input): the same, every operation sent valid there, the order lookup by last name', () => {
    const features = featuresOf(MAGENTO_248);
    const on = (table: readonly FeatureState[]) => table.filter((state) => state.on).map((state) => state.feature);
    expect(on(features)).toEqual(on(featuresOf(CORE)).filter((feature) => feature !== 'orderLookupByPostcode'));
    const { invalid, notSent } = variantsFor(features, [MAGENTO_248]);
    expect(invalid).toEqual([]);
    expect(notSent).toEqual(CORE_LACKS);
  });

  it('with Adyen\'s module as well: the same', () => {
    const { invalid, notSent } = variantsFor(featuresOf(CORE_ADYEN), [CORE_ADYEN]);
    expect(invalid).toEqual([]);
    expect(notSent).toEqual(CORE_LACKS);
  });

  for (const profile of CORE_PROFILES) {
    it(`on the embedded backend's ${profile.name} profile, for the features its served schema has: the same, valid there and against the reference alone`, async () => {
      const served = await servedSchema(profile);
      const { invalid, notSent } = variantsFor(featuresOf(served), [served, referenceSchema(profile)]);
      expect(invalid).toEqual([]);
      expect(notSent).toEqual(CORE_LACKS);
    });
  }

  it('on its full profile: every operation is sent as it is, valid there', async () => {
    const served = await servedSchema(FULL_PROFILE);
    expect(variantsFor(featuresOf(served), [served])).toEqual({ invalid: [], notSent: [] });
  });

  it('answers the cart\'s configured count with its total quantity, under the same key', () => {
    const variant = documentVariant(manifest[`sha256:${persistedQueryOf(CART)!.persistedQuery.sha256Hash}`]!, offFields(featuresOf(CORE)), SHOP);
    expect(variant.ok && variant.query).toContain('total_summary_quantity_including_config: total_quantity');
  });

  it('signs up to the newsletter with the core\'s mutation, without the consent it does not take', () => {
    const query = Object.values(manifest).find((document) => nameOf(document) === 'SubscribeToNewsletter')!;
    const variant = documentVariant(query, offFields(featuresOf(CORE)), SHOP);
    expect(variant.ok && variant.query.replace(/\s+/g, ' ')).toContain(
      'mutation SubscribeToNewsletter($email: String!) { __typename subscribeEmailToNewsletterWithConsent: subscribeEmailToNewsletter(email: $email) {',
    );
  });

  it('on 2.4.8, sends the order lookup with that input and the last name, without the postcode: what that schema takes', () => {
    const sent: URLSearchParams[] = [];
    const gate = trustedDocumentsUpstream(
      { paths: [], close: () => undefined, handle: (req) => void sent.push(new URL(req.url!, 'http://shop.local').searchParams) },
      { open: false, lacks: { off: () => offFields(featuresOf(MAGENTO_248)), schema: SHOP } },
    );
    const input = { number: '000000012', email: 'camille@example.com', postcode: '69002', lastname: 'Durand' };
    const params = new URLSearchParams({ variables: JSON.stringify({ input }), extensions: JSON.stringify(persistedQueryOf(GUEST_ORDER)) });
    gate.handle({ method: 'GET', url: `/graphql?${params}` } as IncomingMessage, {} as ServerResponse);
    const document = parse(sent[0]!.get('query')!);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
    const variables = JSON.parse(sent[0]!.get('variables')!);
    expect(operation.variableDefinitions?.map((definition) => print(definition))).toEqual(['$input: GuestOrderInformationInput!']);
    expect(variables).toEqual({ input: { number: '000000012', email: 'camille@example.com', lastname: 'Durand' } });
    expect(validate(MAGENTO_248, document)).toEqual([]);
    expect(getVariableValues(MAGENTO_248, operation.variableDefinitions!, variables)).toEqual({ coerced: variables });
    // On 2.4.7, as it is.
    const variant = documentVariant(manifest[`sha256:${persistedQueryOf(GUEST_ORDER)!.persistedQuery.sha256Hash}`]!, offFields(featuresOf(CORE)), SHOP);
    expect(variant.ok && variant.query).toContain('query GuestOrder($input: OrderInformationInput!)');
  });

  it('sends the variables without the input fields the backend lacks, at any depth', () => {
    const query = 'mutation Send($input: ContactUsInput!) { contactUs(input: $input) { status } }';
    const input = { name: 'Léa', email: 'lea@example.fr', comment: 'Bonjour', contact_reason: 'order', order_number: '000000001', is_consent: true };
    expect(variablesVariant(query, { input }, offFields(featuresOf(CORE)), SHOP)).toEqual({ input: { name: 'Léa', email: 'lea@example.fr', comment: 'Bonjour' } });
    expect(variablesVariant(query, { input }, new Set(), SHOP)).toEqual({ input });
  });

  it('the client reads what a backend left out as null, only where the answer\'s type has the field', () => {
    const document = parse(`query Q { __typename products { __typename items { __typename name ...Offer ... on ConfigurableProduct { variants { __typename } } } } }
      fragment Offer on SimpleProduct { subscription_offer { __typename frequencies } }`);
    const data = { __typename: 'Query', products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', name: 'Krill' }, { __typename: 'ConfigurableProduct', name: 'Whey', variants: [] }] } };
    const full = withAbsentFields(document, data) as typeof data;
    expect(full.products.items).toEqual([
      { __typename: 'SimpleProduct', name: 'Krill', subscription_offer: null },
      { __typename: 'ConfigurableProduct', name: 'Whey', variants: [] },
    ]);
    // The answer as it came stays as it was (on a server, other renders read it); what lacked nothing is not copied.
    expect(data.products.items[0]).toEqual({ __typename: 'SimpleProduct', name: 'Krill' });
    expect(full.products.items[1]).toBe(data.products.items[1]);
    expect(withAbsentFields(document, full)).toBe(full);
  });

  it('fills a shared answer (frozen, as a server keeps it) once for each document, and the filled one is frozen too', () => {
    const document = parse('query Q { __typename products { __typename items { __typename name ... on SimpleProduct { subscription_offer { __typename frequencies } } } } }');
    const other = parse('query Q { __typename products { __typename items { __typename name } } }');
    const data = deepFrozen({ __typename: 'Query', products: { __typename: 'Products', items: [{ __typename: 'SimpleProduct', name: 'Krill' }] } });
    const full = withAbsentFields(document, data) as { products: { items: object[] } };
    expect(full.products.items[0]).toEqual({ __typename: 'SimpleProduct', name: 'Krill', subscription_offer: null });
    expect(withAbsentFields(document, data)).toBe(full);
    expect(Object.isFrozen(full.products.items[0])).toBe(true);
    expect(withAbsentFields(other, data)).toBe(data);
  });
});

describe('the public /graphql in front of a backend that lacks the shop\'s features', () => {
  let shop: Awaited<ReturnType<typeof embeddedShop>>;
  const off = offFields(featuresOf(CORE));
  beforeAll(async () => {
    shop = await embeddedShop('document-variants', undefined, { graphqlOpen: false, lacks: { off: () => off, schema: SHOP } });
  });
  afterAll(async () => {
    await shop.upstream.close();
    await shop.close();
  });
  const byId = (document: object, variables: Record<string, unknown> = {}) =>
    request(shop.base, `/graphql?${new URLSearchParams({ variables: JSON.stringify(variables), extensions: JSON.stringify(persistedQueryOf(document)) })}`);

  it('runs the document without the fields it lacks, and the cart count on the core\'s total', async () => {
    const config = JSON.parse((await byId(SHELL_CONFIG)).text);
    expect(config.data.storeConfig.store_code).toBe('fr');
    expect('customer_token_expiration_time' in config.data.storeConfig).toBe(false);
    const created = await request(shop.base, '/graphql', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ extensions: persistedQueryOf(CREATE_CART) }),
    });
    const cartId = JSON.parse(created.text).data.cartId as string;
    const cart = JSON.parse((await byId(CART, { cartId })).text);
    expect(cart.data.cart).toMatchObject({ id: cartId, total_quantity: 0, total_summary_quantity_including_config: 0 });
  });

  it('refuses an operation whose root field the backend lacks, naming it', async () => {
    const { PORTAL_SUBSCRIPTIONS } = await import('../../src/app/graphql/subscriptions');
    const refused = await request(shop.base, '/graphql', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ extensions: persistedQueryOf(PORTAL_SUBSCRIPTIONS) }),
    });
    expect([refused.status, JSON.parse(refused.text).errors[0].message]).toEqual([400, lacking('Query.subscriptionPortal')]);
  });
});
