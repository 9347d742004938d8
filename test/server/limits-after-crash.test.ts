import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { embeddedShop } from './embedded-shop';
import { request } from './http';

// A limit a client used up stays used up when the backend's thread dies and starts again: before, the limits lived
// in the thread's memory, and each crash gave an order-number guesser five more tries.
let shop: Awaited<ReturnType<typeof embeddedShop>>;

beforeAll(async () => {
  vi.stubEnv('VITRINE_TEST_HOOKS', '1');
  shop = await embeddedShop('limits-after-crash');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await shop.upstream.close();
  await shop.close();
});

const lookUp = async (number: string) => {
  const query = 'query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }';
  const variables = { input: { number, email: 'personne@example.com', postcode: '75001' } };
  const answer = await request(shop.base, '/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (JSON.parse(answer.text) as { errors?: { message: string }[] }).errors?.[0]?.message;
};

it('still refuses a client that used up its order lookups after the backend thread crashed and restarted', async () => {
  for (let i = 0; i < 5; i++) expect(await lookUp(`00000000${i}`)).not.toMatch(/Too many attempts/);
  expect(await lookUp('000000009')).toBe('Too many attempts to find an order. Please try again in 15 minutes.');
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect((await request(shop.base, '/__test__/crash', { method: 'POST' })).status).toBe(503);
  let message = await lookUp('000000010');
  for (let waited = 0; message?.startsWith('The shop is very busy') || message?.includes('deadline'); waited += 250) {
    if (waited > 30_000) break;
    await sleep(250);
    message = await lookUp('000000010');
  }
  expect(errors.mock.calls.map(([first]) => first)).toContain('[backend thread] stopped unexpectedly; starting it again');
  errors.mockRestore();
  warnings.mockRestore();
  expect(message).toBe('Too many attempts to find an order. Please try again in 15 minutes.');
});
