import { describe, expect, it, vi } from 'vitest';
import {
  createAccount,
  customerCartId,
  loadAccountConsentTexts,
  loadCustomer,
  mergeCarts,
  recordAccountConsent,
  requestPasswordReset,
  resetPassword,
  revokeToken,
  signIn,
} from '../../src/app/services/account';
import { createGraphqlClient } from '../../src/app/services/graphql/client';
import { RequestError } from '../../src/app/services/graphql/request';
import type { DataServices } from '../../src/app/services/route';

interface Sent {
  method: string;
  operation: string;
  variables: Record<string, unknown>;
  authorization: string | null;
}

/** The account's data over a fake backend that answers `data` (or fails with `fail`) and records each request. */
function backend(answer: { data?: unknown; errors?: { message: string }[] } | Error, token: string | null = 'secret') {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> }) : null;
    sent.push({
      method: init?.method ?? 'GET',
      operation: body?.operationName ?? url.searchParams.get('operationName') ?? '',
      variables: body?.variables ?? JSON.parse(url.searchParams.get('variables') ?? '{}'),
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  const client = createGraphqlClient({
    url: 'http://shop.test/graphql',
    identity: { storeCode: () => 'fr', currency: () => null, token: () => token, cacheId: () => null, preview: () => null },
    config: () => ({}),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const services: DataServices = { client: async () => client, storeCodes: () => ['fr'] };
  return { services, sent };
}

const CART = {
  __typename: 'Cart',
  id: 'customer-cart',
  total_quantity: 3,
  total_summary_quantity_including_config: 3,
  applied_coupons: null,
  prices: {
    __typename: 'CartPrices',
    subtotal_including_tax: { __typename: 'Money', value: 59.7, currency: 'EUR' },
    grand_total: { __typename: 'Money', value: 59.7, currency: 'EUR' },
    discounts: [],
    applied_taxes: [],
  },
  items: [
    {
      __typename: 'SimpleCartItem',
      uid: 'MQ==',
      quantity: 3,
      is_available: true,
      subscription_frequency: null,
      prices: {
        __typename: 'CartItemPrices',
        price_including_tax: { __typename: 'Money', value: 19.9, currency: 'EUR' },
        row_total_including_tax: { __typename: 'Money', value: 59.7, currency: 'EUR' },
      },
      product: { __typename: 'SimpleProduct', uid: 'NQ==', sku: 'OMEGA3', name: 'Oméga-3', url_key: 'omega-3', small_image: null },
    },
  ],
};

describe('account data: what goes on the wire', () => {
  it('signs in with a POST and returns the token', async () => {
    const { services, sent } = backend({ data: { generateCustomerToken: { __typename: 'CustomerToken', token: 'jwt' } } }, null);
    await expect(signIn(services, { email: 'lea@example.fr', password: 'Motdepasse-2024' })).resolves.toBe('jwt');
    expect(sent).toEqual([
      { method: 'POST', operation: 'SignIn', variables: { email: 'lea@example.fr', password: 'Motdepasse-2024' }, authorization: null },
    ]);
  });

  it('creates an account with its newsletter choice', async () => {
    const { services, sent } = backend({ data: { createCustomerV2: { __typename: 'CustomerOutput', customer: { __typename: 'Customer', email: 'lea@example.fr' } } } }, null);
    await createAccount(services, { email: 'lea@example.fr', password: 'Motdepasse-2024', firstname: 'Léa', lastname: 'Martin', isSubscribed: true });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      operation: 'CreateAccount',
      variables: { input: { email: 'lea@example.fr', password: 'Motdepasse-2024', firstname: 'Léa', lastname: 'Martin', is_subscribed: true } },
    });
  });

  it('reads the customer from the network every time, as a GET carrying the token', async () => {
    const customer = { __typename: 'Customer', email: 'lea@example.fr', firstname: 'Léa', lastname: 'Martin', is_subscribed: false };
    const { services, sent } = backend({ data: { customer } });
    const expected = { email: 'lea@example.fr', firstname: 'Léa', lastname: 'Martin', isSubscribed: false };
    await expect(loadCustomer(services)).resolves.toEqual(expected);
    await expect(loadCustomer(services)).resolves.toEqual(expected);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ method: 'GET', operation: 'SignedInCustomer', authorization: 'Bearer secret' });
  });

  it('finds the customer’s cart from the network, as a GET carrying the token', async () => {
    const { services, sent } = backend({ data: { customerCart: { __typename: 'Cart', id: 'customer-cart' } } });
    await expect(customerCartId(services)).resolves.toBe('customer-cart');
    await expect(customerCartId(services)).resolves.toBe('customer-cart');
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ method: 'GET', operation: 'CustomerCart', authorization: 'Bearer secret' });
  });

  it('merges the guest’s cart into the customer’s and reads it as every cart answer', async () => {
    const { services, sent } = backend({ data: { mergeCarts: CART } });
    const cart = await mergeCarts(services, { source: 'guest-cart', destination: 'customer-cart' });
    expect(cart).toMatchObject({ id: 'customer-cart', itemCount: 3, items: [{ sku: 'OMEGA3', quantity: 3, rowTotal: { value: 59.7, currency: 'EUR' } }] });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      operation: 'MergeCarts',
      variables: { source: 'guest-cart', destination: 'customer-cart' },
      authorization: 'Bearer secret',
    });
  });

  it('revokes the token with a POST carrying it', async () => {
    const { services, sent } = backend({ data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } });
    await revokeToken(services);
    expect(sent[0]).toMatchObject({ method: 'POST', operation: 'RevokeCustomerToken', authorization: 'Bearer secret' });
  });

  it('asks for a reset e-mail, then resets the password with the e-mailed token', async () => {
    const asked = backend({ data: { requestPasswordResetEmail: true } }, null);
    await requestPasswordReset(asked.services, { email: 'lea@example.fr' });
    expect(asked.sent[0]).toMatchObject({ method: 'POST', operation: 'RequestPasswordResetEmail', variables: { email: 'lea@example.fr' } });

    const reset = backend({ data: { resetPassword: true } }, null);
    await resetPassword(reset.services, { email: 'lea@example.fr', token: 'e-mailed', password: 'Nouveau-2024!' });
    expect(reset.sent[0]).toMatchObject({
      method: 'POST',
      operation: 'ResetPassword',
      variables: { email: 'lea@example.fr', resetPasswordToken: 'e-mailed', newPassword: 'Nouveau-2024!' },
    });
  });

  it('records the account consent with a POST carrying the new customer’s token', async () => {
    const { services, sent } = backend({ data: { addOrUpdateCustomerConsent: { __typename: 'ConsentOutput', is_consent: true } } }, null);
    await recordAccountConsent(services, { isConsent: true, token: 'new-customer' });
    expect(sent[0]).toMatchObject({ method: 'POST', operation: 'AccountConsent', variables: { isConsent: true }, authorization: 'Bearer new-customer' });
  });

  it('reads the consent texts as a public GET, without the token', async () => {
    const texts = { __typename: 'GdprConsentTexts', label_customer: 'J’accepte', legal_customer: '<p>Vos données…</p>' };
    const { services, sent } = backend({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'fr', gdpr_consent_texts: texts } } });
    await expect(loadAccountConsentTexts(services)).resolves.toEqual({ label: 'J’accepte', legal: '<p>Vos données…</p>' });
    expect(sent[0]).toMatchObject({ method: 'GET', operation: 'AccountConsentTexts', authorization: null });
  });
});

describe('account data: failures', () => {
  it('throw a RequestError with the backend’s messages joined by a comma', async () => {
    const { services } = backend({ data: { generateCustomerToken: null }, errors: [{ message: 'Compte verrouillé' }, { message: 'Réessayez plus tard' }] }, null);
    const error = await signIn(services, { email: 'lea@example.fr', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: 'Compte verrouillé, Réessayez plus tard', network: false });
  });

  it('throw a RequestError flagged network when the backend cannot be reached', async () => {
    const { services } = backend(new TypeError('Failed to fetch'));
    await expect(loadCustomer(services)).rejects.toMatchObject({ name: 'RequestError', network: true });
  });
});
