// Card payments through REST, each test card's whole flow: payment-information → payment-status → the simulator's
// 3-D Secure pages → payments-details; what an authorised payment does (order paid, stock, cart, e-mail).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  CARDS, actionToken, guestDetails, guestStatus, payGuest, query, readyGuestCart, rest, simulatorPage, stockOf, waitForMail,
} from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());
// Each test buys its own goods.
beforeEach(() => {
  t.backend.hooks.setStock('MELA-1', 50);
});

const orderOf = (id: string) => query<{ state: string; status: string; increment_id: string; grand_total: number; total_paid: number; email_sent: number; customer_email: string }>(
  t, 'SELECT * FROM sales_order WHERE entity_id = ?', Number(id))[0]!;
const cartActive = (cartId: string) => query<{ is_active: number }>(t, 'SELECT is_active FROM quote WHERE masked_id = ?', cartId)[0]!.is_active === 1;
const attempts = (id: string) => query<{ result_code: string }>(t, 'SELECT result_code FROM adyen_payment_attempt WHERE order_id = ? ORDER BY attempt_id', Number(id))
  .map((r) => r.result_code);

describe('4111 1111 1111 1111: authorised at once', () => {
  test('the order is paid, the stock taken, the cart ended, the confirmation e-mailed in French', async () => {
    const before = stockOf(t, 'MELA-1');
    const cartId = await readyGuestCart(t);
    const placed = await payGuest(t, cartId, CARDS.authorised);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatch(/^\d+$/);
    const status = await guestStatus(t, cartId, placed.body);
    const order = orderOf(placed.body);
    expect(status).toEqual({
      isFinal: true, resultCode: 'Authorised',
      additionalData: { merchantReference: order.increment_id, pspReference: expect.any(String), paymentMethod: 'visa', cardSummary: '1111' },
    });
    expect(order.increment_id).toMatch(/^\d{9}$/);
    expect(order).toMatchObject({ state: 'processing', status: 'processing', grand_total: 24.7, total_paid: 24.7, customer_email: 'camille@example.com' });
    expect(stockOf(t, 'MELA-1')).toBe(before - 2);
    expect(cartActive(cartId)).toBe(false);
    const [file] = await waitForMail(t, 'order-confirmation');
    expect(file).toMatch(/-order-confirmation-camille@example\.com\.eml$/);
    const mail = t.backend.hooks.latestMail('camille@example.com')!;
    expect(mail.subject).toBe(`Votre commande Vitrine n° ${order.increment_id}`);
    expect(mail.text).toContain(`Commande n° ${order.increment_id}`);
    expect(mail.text).toContain('2 × Mélatonine 1 mg\u00a0: 19,80\u00a0€');
    expect(mail.text).toContain('Total TTC\u00a0: 24,70\u00a0€');
    expect(mail.text).toContain('Adresse de livraison\u00a0: Camille Durand, 12 rue de la République, 69002 Lyon, France');
    expect(readFileSync(join(t.dataDir, 'mail', file!), 'utf8')).toContain('Subject: =?UTF-8?');
    // The product's answers show the new stock at once (the page cache was emptied).
    expect(t.backend.hooks.orders(cartId)).toMatchObject({ count: 1, orders: [{ state: 'processing', email_sent: true, payment_result: 'Authorised' }] });
  });
});

describe('4212 3456 7891 0006: 3-D Secure fingerprint, then authorised', () => {
  test('IdentifyShopper with a fingerprint action; the hidden page posts its result; details authorise', async () => {
    const cartId = await readyGuestCart(t);
    const orderId = (await payGuest(t, cartId, CARDS.fingerprint)).body as string;
    const status = await guestStatus(t, cartId, orderId);
    expect(status).toMatchObject({ isFinal: false, resultCode: 'IdentifyShopper', action: { type: 'threeDS2', subtype: 'fingerprint', paymentMethodType: 'scheme' } });
    expect(status.action.paymentData).toEqual(expect.any(String));
    const token = actionToken(status.action);
    expect(token.threeDSMethodUrl).toMatch(new RegExp(`^${t.url}/payment-simulator/3ds/fingerprint\\?ref=`));
    expect(orderOf(orderId).state).toBe('pending_payment');
    expect(cartActive(cartId)).toBe(true);
    const page = await simulatorPage(t, token.threeDSMethodUrl);
    expect(page.status).toBe(200);
    expect(page.targetOrigin).toBe(t.url);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const details = await guestDetails(t, cartId, orderId, page.threeDSResult!);
    expect(details.status).toBe(200);
    expect(JSON.parse(details.body)).toMatchObject({ isFinal: true, resultCode: 'Authorised', additionalData: { merchantReference: orderOf(orderId).increment_id } });
    expect(orderOf(orderId).state).toBe('processing');
    expect(cartActive(cartId)).toBe(false);
    // Sent again (a lost answer, a second tab): the same final result, nothing paid twice.
    const again = await guestDetails(t, cartId, orderId, page.threeDSResult!);
    expect(JSON.parse(again.body)).toMatchObject({ isFinal: true, resultCode: 'Authorised' });
    expect(attempts(orderId)).toEqual(['Authorised']);
  });
});

describe('4917 6100 0000 0000: 3-D Secure challenge', () => {
  test('ChallengeShopper; the French form; "password" authorises', async () => {
    const cartId = await readyGuestCart(t);
    const orderId = (await payGuest(t, cartId, CARDS.challenge)).body as string;
    const status = await guestStatus(t, cartId, orderId);
    expect(status).toMatchObject({ isFinal: false, resultCode: 'ChallengeShopper', action: { type: 'threeDS2', subtype: 'challenge' } });
    const { acsURL } = actionToken(status.action);
    const form = await simulatorPage(t, acsURL);
    expect(form.html).toContain('<label for="code">Code de vérification</label>');
    expect(form.html).toContain('<button type="submit">Valider</button>');
    expect(form.html).toContain('24,70');
    expect(form.threeDSResult).toBeUndefined();
    const csp = form.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(form.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const done = await simulatorPage(t, acsURL, 'password');
    expect(done.html).toContain('Paiement vérifié');
    expect(done.targetOrigin).toBe(t.url);
    const details = await guestDetails(t, cartId, orderId, done.threeDSResult!);
    expect(JSON.parse(details.body)).toMatchObject({ isFinal: true, resultCode: 'Authorised' });
    expect(orderOf(orderId).state).toBe('processing');
  });

  test('a wrong code refuses; the cart stays; another card pays the same order', async () => {
    const before = stockOf(t, 'MELA-1');
    const cartId = await readyGuestCart(t);
    const orderId = (await payGuest(t, cartId, CARDS.challenge)).body as string;
    const { acsURL } = actionToken((await guestStatus(t, cartId, orderId)).action);
    const done = await simulatorPage(t, acsURL, '123456');
    expect(done.html).toContain('Vérification refusée');
    // The first answer stands: the form is not offered again.
    expect((await simulatorPage(t, acsURL, 'password')).html).toContain('Vérification refusée');
    const refused = await guestDetails(t, cartId, orderId, done.threeDSResult!);
    expect(refused).toMatchObject({ status: 400, body: { message: 'The payment is REFUSED.' } });
    expect(await guestStatus(t, cartId, orderId)).toMatchObject({ isFinal: true, resultCode: 'Refused', additionalData: { refusalReason: '3D Not Authenticated', refusalReasonCode: '11' } });
    expect(orderOf(orderId).state).toBe('pending_payment');
    expect(cartActive(cartId)).toBe(true);
    expect(stockOf(t, 'MELA-1')).toBe(before);
    const paid = await payGuest(t, cartId, CARDS.authorised);
    expect(paid.body).toBe(orderId);
    expect(orderOf(orderId).state).toBe('processing');
    expect(attempts(orderId)).toEqual(['Refused', 'Authorised']);
    expect(stockOf(t, 'MELA-1')).toBe(before - 2);
  });
});

describe('refused cards', () => {
  test('4000 0000 0000 0002: "The payment is REFUSED.", the order unpaid, the cart active; then paid with another card', async () => {
    const before = stockOf(t, 'MELA-1');
    const cartId = await readyGuestCart(t);
    const refused = await payGuest(t, cartId, CARDS.refused);
    expect(refused).toMatchObject({ status: 400, body: { message: 'The payment is REFUSED.' } });
    expect(cartActive(cartId)).toBe(true);
    const [pending] = t.backend.hooks.orders(cartId).orders;
    expect(pending).toMatchObject({ state: 'pending_payment', payment_result: 'Refused', email_sent: false });
    expect(await guestStatus(t, cartId, pending!.id)).toMatchObject({ isFinal: true, resultCode: 'Refused', additionalData: { refusalReason: 'Refused' } });
    const paid = await payGuest(t, cartId, CARDS.authorised);
    expect(paid.body).toBe(pending!.id);
    expect(t.backend.hooks.orders(cartId)).toMatchObject({ count: 1, orders: [{ state: 'processing', payment_result: 'Authorised' }] });
    expect(stockOf(t, 'MELA-1')).toBe(before - 2);
    expect(await waitForMail(t, 'order-confirmation', 1)).not.toHaveLength(0);
  });

  test('a security code other than 737, an expired card: refused', async () => {
    const cartId = await readyGuestCart(t);
    expect((await payGuest(t, cartId, CARDS.authorised, { cvc: '123' })).body).toEqual({ message: 'The payment is REFUSED.' });
    expect(t.backend.hooks.orders(cartId).orders[0]!.payment_result).toBe('Refused');
    expect((await payGuest(t, cartId, CARDS.authorised, { month: '11', year: '2030' })).body).toEqual({ message: 'The payment is REFUSED.' });
    const id = t.backend.hooks.orders(cartId).orders[0]!.id;
    expect(await guestStatus(t, cartId, id)).toMatchObject({ resultCode: 'Refused', additionalData: { refusalReason: 'Expired Card', refusalReasonCode: '6' } });
  });

  test('no card, an encrypted card, a number failing Luhn: refused before any order', async () => {
    const cartId = await readyGuestCart(t);
    const body = (stateData: unknown) => ({
      email: 'camille@example.com', paymentMethod: { method: 'adyen_cc', additional_data: { stateData } },
    });
    for (const stateData of [undefined, '{', JSON.stringify({ paymentMethod: { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$abc' } }),
      JSON.stringify({ paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111111111112', encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2035', encryptedSecurityCode: 'test_737' } })]) {
      expect(await rest(t, `/rest/V1/guest-carts/${cartId}/payment-information`, body(stateData)))
        .toMatchObject({ status: 400, body: { message: 'Error with payment method please select different payment method.' } });
    }
    expect((await rest(t, `/rest/V1/guest-carts/${cartId}/payment-information`, { ...body('x'), paymentMethod: { method: 'checkmo' } })).body)
      .toEqual({ message: 'The requested Payment Method is not available.' });
    expect((await rest(t, `/rest/V1/guest-carts/${cartId}/payment-information`, { ...body('x'), email: 'pas-une-adresse' })).body)
      .toEqual({ message: 'Invalid email format' });
    expect(t.backend.hooks.orders(cartId).count).toBe(0);
  });
});
