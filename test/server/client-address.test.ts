import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/server/client-address';
import { embeddedShop } from './embedded-shop';
import { request } from './http';

const asked = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('the client a limit counts by', () => {
  it('is the socket, unless a trusted proxy appended the client to X-Forwarded-For (its last entry)', () => {
    expect(clientAddress(asked('10.0.0.5', '203.0.113.9'), false)).toBe('10.0.0.5');
    expect(clientAddress(asked('10.0.0.5', '203.0.113.9'), true)).toBe('203.0.113.9');
    // What the client wrote before the proxy's entry is not believed.
    expect(clientAddress(asked('10.0.0.5', '198.51.100.1, 203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientAddress(asked('10.0.0.5'), true)).toBe('10.0.0.5');
    expect(clientAddress(asked('10.0.0.5', ' , '), true)).toBe('10.0.0.5');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let shop: Awaited<ReturnType<typeof embeddedShop>>;
  let base: string;
  beforeAll(async () => {
    shop = await embeddedShop('client-address', { publicUrl: null, trustProxy: true });
    ({ base } = shop);
  });
  afterAll(async () => {
    await shop.upstream.close();
    await shop.close();
  });

  const lookUp = async (forwardedFor: string) => {
    const query = 'query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }';
    const body = JSON.stringify({ query, variables: { input: { number: '000000404', email: 'personne@example.com', postcode: '75001' } } });
    const answer = await request(base, '/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor }, body });
    return (JSON.parse(answer.text) as { errors: { message: string }[] }).errors[0]!.message;
  };

  it('blocks the client who used up its order lookups, and no other shopper behind the same proxy', async () => {
    for (let i = 0; i < 5; i++) await lookUp(`198.51.100.${i}, 203.0.113.9`);
    expect(await lookUp('203.0.113.9')).toBe('Too many attempts to find an order. Please try again in 15 minutes.');
    expect(await lookUp('203.0.113.10')).toBe("We couldn't locate an order with the information provided.");
  });
});
