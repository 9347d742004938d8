// Limits per client and per recipient (src/backend/limits/shop-limits.ts), each counted in the database.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { LIMIT_MESSAGES, SHOP_LIMITS } from '../../src/backend/limits/shop-limits';
import { anotherDevice } from '../harness/devices';
import { botPass } from './bot-protection-support';
import { PASSWORD, REQUEST_RESET, createCustomer, mailFiles, signIn } from './customer-support';
import { APPLY_COUPON, addOk, guestCart } from './cart-support';
import { startTestBackend, type GraphQLReply, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const TOO_MANY_RESETS = 'We received too many requests for password resets. Please wait and try again later or contact service-client@vitrine.example.';
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const reset = (email: string) => t.gql(REQUEST_RESET, { variables: { email } });
const resetMails = (to: string) => mailFiles(t).filter((name) => name.endsWith(`-password-reset-${to}.eml`)).length;

describe('reset e-mails', () => {
  test('one a minute and five an hour to an address, however fast they are asked', async () => {
    await createCustomer(t, 'cible@example.com');
    const asked = await Promise.all(Array.from({ length: 30 }, () => reset('cible@example.com')));
    expect(asked.filter((reply) => reply.body.data?.requestPasswordResetEmail === true)).toHaveLength(1);
    expect(new Set(asked.flatMap((reply) => reply.body.errors?.map((error: { message: string }) => error.message) ?? []))).toEqual(new Set([TOO_MANY_RESETS]));
    expect(resetMails('cible@example.com')).toBe(1);
    for (let minute = 1; minute <= 5; minute++) {
      t.clock.now += 61_000;
      expect((await reset('cible@example.com')).body.data?.requestPasswordResetEmail ?? null).toBe(minute < 5 ? true : null);
    }
    expect(resetMails('cible@example.com')).toBe(SHOP_LIMITS.resetPerRecipientHour.attempts);
    t.clock.now += 60 * 60 * 1000;
    expect((await reset('cible@example.com')).body.data).toEqual({ requestPasswordResetEmail: true });
  });

  test('ten an hour from one client, whatever the addresses, unknown ones included', async () => {
    t.clock.now += 2 * 60 * 60 * 1000;
    for (let i = 0; i < SHOP_LIMITS.resetPerClient.attempts; i++) {
      expect((await reset(`inconnu-${i}@example.com`)).body.errors?.[0]?.message).toBe("Cannot reset the customer's password");
    }
    expect((await reset('inconnu-x@example.com')).body.errors?.[0]?.message).toBe(TOO_MANY_RESETS);
  });
});

describe('sign-in', () => {
  test('a client that failed 20 times on any accounts is refused, the right password included, for 15 minutes', async () => {
    await createCustomer(t, 'juste@example.com');
    for (let i = 0; i < SHOP_LIMITS.signInPerClient.attempts; i++) {
      expect((await signIn(t, `compte-${i}@example.com`, 'Printemps-2030')).reply.body.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    }
    const refused = await signIn(t, 'juste@example.com', PASSWORD);
    expect(refused.token).toBeUndefined();
    expect(refused.reply.body.errors?.[0]?.message).toBe(SIGN_IN_FAILED);
    t.clock.now += SHOP_LIMITS.signInPerClient.windowMs + 1000;
    expect((await signIn(t, 'juste@example.com', PASSWORD)).token).toBeDefined();
  });
});

describe('coupon codes', () => {
  const COUPON_INVALID = "The coupon code isn't valid. Verify the code and try again.";
  const COUPON_ATTEMPTS = 'Too many coupon codes were tried on this cart. Please try again in an hour.';
  const apply = async (cartId: string, code: string) => {
    const reply = await t.gql(APPLY_COUPON, { variables: { input: { cart_id: cartId, coupon_code: code } } });
    return reply.body.errors?.[0]?.message ?? reply.body.data?.applyCouponToCart?.cart?.applied_coupons?.[0]?.code;
  };

  test('ten misses a cart an hour; then even the right code waits; another cart is free', async () => {
    const [guesser, other] = [await guestCart(t), await guestCart(t)];
    await addOk(t, guesser, [{ sku: 'MELA-1', quantity: 1 }]);
    await addOk(t, other, [{ sku: 'MELA-1', quantity: 1 }]);
    for (let i = 0; i < SHOP_LIMITS.couponPerCart.attempts; i++) expect(await apply(guesser, `DEVINE${i}`)).toBe(COUPON_INVALID);
    expect(await apply(guesser, 'BIENVENUE10')).toBe(COUPON_ATTEMPTS);
    expect(await apply(other, 'BIENVENUE10')).toBe('BIENVENUE10');
    t.clock.now += SHOP_LIMITS.couponPerCart.windowMs + 1000;
    expect(await apply(guesser, 'BIENVENUE10')).toBe('BIENVENUE10');
  });
});

describe('accounts, contact messages and newsletter sign-ups, per client', () => {
  const CONTACT = 'mutation ($input: ContactUsInput!) { contactUs(input: $input) { status } }';
  const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
  const firstError = (reply: GraphQLReply) => reply.body.errors?.[0]?.message;

  test('ten accounts an hour from one client; another client is free; an hour later, again', async () => {
    const [client, other] = [anotherDevice(), anotherDevice()];
    const create = (email: string, from: string) => createCustomer(t, email, {}, from);
    for (let i = 0; i < SHOP_LIMITS.accountsPerClient.attempts; i++) expect(firstError(await create(`usine-${i}@example.com`, client))).toBeUndefined();
    expect(firstError(await create('usine-10@example.com', client))).toBe(LIMIT_MESSAGES.accounts);
    expect(firstError(await create('voisin@example.com', other))).toBeUndefined();
    t.clock.now += SHOP_LIMITS.accountsPerClient.windowMs + 1000;
    expect(firstError(await create('usine-10@example.com', client))).toBeUndefined();
  });

  test('five contact messages an hour from one client', async () => {
    const [client, other] = [anotherDevice(), anotherDevice()];
    const send = async (from: string) => t.gql(CONTACT, {
      variables: { input: { name: 'Camille', email: 'camille@example.com', comment: 'Bonjour' } }, headers: await botPass(t, 'contactUs'), from,
    });
    for (let i = 0; i < SHOP_LIMITS.contactPerClient.attempts; i++) expect((await send(client)).body.data).toEqual({ contactUs: { status: true } });
    expect(firstError(await send(client))).toBe(LIMIT_MESSAGES.contact);
    expect((await send(other)).body.data).toEqual({ contactUs: { status: true } });
  });

  test('ten newsletter sign-ups an hour from one client, whatever the addresses', async () => {
    const [client, other] = [anotherDevice(), anotherDevice()];
    const subscribe = async (email: string, from: string) => t.gql(SUBSCRIBE, { variables: { email }, headers: await botPass(t, 'subscribeNewsLetter'), from });
    for (let i = 0; i < SHOP_LIMITS.newsletterPerClient.attempts; i++) {
      expect((await subscribe(`tiers-${i}@example.com`, client)).body.data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    }
    expect(firstError(await subscribe('tiers-10@example.com', client))).toBe(LIMIT_MESSAGES.newsletter);
    expect((await subscribe('tiers-10@example.com', other)).body.data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
  });
});
