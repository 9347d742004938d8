import { describe, expect, it, vi } from 'vitest';
import { loadCheckoutConsentTexts, submitShippingAddress } from '../../src/app/services/checkout';
import { createGraphqlClient } from '../../src/app/services/graphql/client';
import type { DataServices } from '../../src/app/services/route';
import { CheckoutError } from '../../src/domain/checkout';
import { ADDRESS, EMAIL } from '../fixtures/checkout';

interface Sent {
  method: string;
  operation: string;
  variables: Record<string, unknown>;
}

const METHODS = [{ __typename: 'AvailableShippingMethod', carrier_code: 'colissimo', carrier_title: 'Colissimo', method_code: 'home', method_title: 'Domicile', available: true, amount: { __typename: 'Money', value: 4.9, currency: 'EUR' } }];

/** Each operation's answer, by name; an operation named in `failing` answers Magento's error. */
const ANSWERS: Record<string, unknown> = {
  SetGuestEmailOnCart: { setGuestEmailOnCart: { __typename: 'SetGuestEmailOnCartOutput', cart: { __typename: 'Cart', id: 'guest-cart', email: EMAIL } } },
  GuestConsent: { addOrUpdateGuestConsent: { __typename: 'ConsentOutput', is_consent: true } },
  SetShippingAddressesOnCart: {
    setShippingAddressesOnCart: { __typename: 'SetShippingAddressesOnCartOutput', cart: { __typename: 'Cart', id: 'guest-cart', shipping_addresses: [{ __typename: 'ShippingCartAddress', available_shipping_methods: METHODS }] } },
  },
  CheckoutConsentTexts: {
    storeConfig: { __typename: 'StoreConfig', store_code: 'fr', gdpr_consent_texts: { __typename: 'GdprConsentTexts', label_checkout: 'J’accepte', legal_checkout: '<p>Vos données…</p>' } },
  },
};

/** Checkout's data over a fake backend that records each request. */
function backend(failing: string | null = null) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName: string; variables: Record<string, unknown> }) : null;
    const operation = body?.operationName ?? url.searchParams.get('operationName') ?? '';
    sent.push({ method: init?.method ?? 'GET', operation, variables: body?.variables ?? JSON.parse(url.searchParams.get('variables') ?? '{}') });
    const answer = operation === failing ? { errors: [{ message: 'Could not find a cart with ID "guest-cart"' }] } : { data: ANSWERS[operation] };
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  });
  const client = createGraphqlClient({
    url: 'http://shop.test/graphql',
    identity: { storeCode: () => 'fr', currency: () => null, token: () => null, cacheId: () => null, preview: () => null },
    config: () => ({}),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const services: DataServices = { client: async () => client, storeCodes: () => ['fr'] };
  return { services, sent };
}

const GUEST_STEP = { cartId: 'guest-cart', email: EMAIL, consent: true, address: ADDRESS, saveInAddressBook: false };

describe('a guest’s consent at checkout (spec §6)', () => {
  it('is recorded against the cart after the e-mail, before the address, with the step', async () => {
    const { services, sent } = backend();
    await expect(submitShippingAddress(services, GUEST_STEP)).resolves.toHaveLength(1);
    expect(sent.map(({ method, operation }) => `${method} ${operation}`)).toEqual(['POST SetGuestEmailOnCart', 'POST GuestConsent', 'POST SetShippingAddressesOnCart']);
    expect(sent[1]!.variables).toEqual({ cartId: 'guest-cart', isConsent: true });
  });

  it('fails the step when it cannot be recorded, and the address is not sent', async () => {
    const { services, sent } = backend('GuestConsent');
    await expect(submitShippingAddress(services, GUEST_STEP)).rejects.toEqual(new CheckoutError({ reason: 'generic' }));
    expect(sent.map(({ operation }) => operation)).toEqual(['SetGuestEmailOnCart', 'GuestConsent']);
  });

  it('is not sent for a customer', async () => {
    const { services, sent } = backend();
    await submitShippingAddress(services, { ...GUEST_STEP, email: null, consent: false });
    expect(sent.map(({ operation }) => operation)).toEqual(['SetShippingAddressesOnCart']);
  });

  it('shows with the store’s texts, read as a public GET', async () => {
    const { services, sent } = backend();
    await expect(loadCheckoutConsentTexts(services)).resolves.toEqual({ label: 'J’accepte', legal: '<p>Vos données…</p>' });
    expect(sent).toMatchObject([{ method: 'GET', operation: 'CheckoutConsentTexts' }]);
  });
});
