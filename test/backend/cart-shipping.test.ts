// estimateShippingMethods: the shop's carriers for France, weight bands, free shipping from 49 € or by coupon.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cmsBlocks, cmsPages } from '../../src/backend/seed/cms';
import { FREE_SHIPPING_SUBTOTAL, carriers } from '../../src/backend/seed/carriers';
import { APPLY_COUPON, ESTIMATE, addOk, bearer, customerToken, euros, guestCart, onlyError } from './cart-support';
import { fixtureSeed } from './fixtures/seed';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const estimate = (id: string, address: Record<string, unknown> = { country_code: 'FR', postcode: '69002' }, headers = {}) =>
  t.gql(ESTIMATE, { variables: { input: { cart_id: id, address } }, headers });

/** carrier_code → price including tax, in the order of the answer. */
async function prices(id: string, address?: Record<string, unknown>): Promise<Array<[string, number]>> {
  const reply = await estimate(id, address);
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data!.estimateShippingMethods.map((m: { carrier_code: string; price_incl_tax: { value: number } }) => [m.carrier_code, m.price_incl_tax.value]);
}

async function cartWith(items: Array<Record<string, unknown>>): Promise<string> {
  const id = await guestCart(t);
  await addOk(t, id, items);
  return id;
}

describe('estimateShippingMethods', () => {
  test('four ways to France, the first being the estimate the cart shows; prices with and without VAT', async () => {
    const id = await cartWith([{ sku: 'MELA-1', quantity: 1 }]);
    const reply = await estimate(id);
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expect(reply.body.data!.estimateShippingMethods).toEqual([
      { carrier_code: 'colissimo', carrier_title: 'Colissimo', method_code: 'domicile', method_title: 'Livraison à domicile en 2 à 3 jours ouvrés',
        available: true, error_message: null, amount: euros(4.9), price_incl_tax: euros(4.9), price_excl_tax: euros(4.64) },
      { carrier_code: 'mondialrelay', carrier_title: 'Mondial Relay', method_code: 'pointrelais', method_title: 'Point relais en 2 à 4 jours ouvrés',
        available: true, error_message: null, amount: euros(3.9), price_incl_tax: euros(3.9), price_excl_tax: euros(3.7) },
      { carrier_code: 'chronopost', carrier_title: 'Chronopost', method_code: 'express', method_title: 'Express, livré le lendemain avant 13 h',
        available: true, error_message: null, amount: euros(9.9), price_incl_tax: euros(9.9), price_excl_tax: euros(9.38) },
      { carrier_code: 'instore', carrier_title: 'Retrait en boutique', method_code: 'pickup', method_title: 'Retrait gratuit en boutique sous 48 h',
        available: true, error_message: null, amount: euros(0), price_incl_tax: euros(0), price_excl_tax: euros(0) },
    ]);
  });

  test('by weight: 0,2 kg, 0,3 kg; heavier than 10 kg, no relay point', async () => {
    expect(await prices(await cartWith([{ sku: 'MELA-1', quantity: 2 }])))
      .toEqual([['colissimo', 4.9], ['mondialrelay', 3.9], ['chronopost', 9.9], ['instore', 0]]);
    expect(await prices(await cartWith([{ sku: 'MELA-1', quantity: 3 }])))
      .toEqual([['colissimo', 5.9], ['mondialrelay', 4.5], ['chronopost', 10.9], ['instore', 0]]);
    t.backend.hooks.setStock('MELA-1', 200);
    // 101 × 0,1 kg: above the relay points' 10 kg; the home delivery is free (999,90 €), the express is not.
    expect(await prices(await cartWith([{ sku: 'MELA-1', quantity: 101 }])))
      .toEqual([['colissimo', 0], ['chronopost', 29.9], ['instore', 0]]);
    t.backend.hooks.setStock('MELA-1', 10);
  });

  test(`free from ${FREE_SHIPPING_SUBTOTAL} € after discounts, at home and in relay points`, async () => {
    // 4 × 9,90 € = 39,60 €; 5 × = 49,50 €.
    expect(await prices(await cartWith([{ sku: 'MELA-1', quantity: 4 }])))
      .toEqual([['colissimo', 5.9], ['mondialrelay', 4.5], ['chronopost', 10.9], ['instore', 0]]);
    const fifty = await cartWith([{ sku: 'MELA-1', quantity: 5 }]);
    expect(await prices(fifty)).toEqual([['colissimo', 0], ['mondialrelay', 0], ['chronopost', 10.9], ['instore', 0]]);
    // 10 % off brings it to 44,55 €: below the threshold again.
    await t.gql(APPLY_COUPON, { variables: { input: { cart_id: fifty, coupon_code: 'BIENVENUE10' } } });
    expect(await prices(fifty)).toEqual([['colissimo', 5.9], ['mondialrelay', 4.5], ['chronopost', 10.9], ['instore', 0]]);
  });

  test('the free-shipping coupon makes the standard methods free, not the express', async () => {
    const id = await cartWith([{ sku: 'MELA-1', quantity: 1 }]);
    await t.gql(APPLY_COUPON, { variables: { input: { cart_id: id, coupon_code: 'LIVRAISONOFFERTE' } } });
    expect(await prices(id)).toEqual([['colissimo', 0], ['mondialrelay', 0], ['chronopost', 9.9], ['instore', 0]]);
  });

  test('nothing outside France, nothing for an empty cart', async () => {
    const id = await cartWith([{ sku: 'MELA-1', quantity: 1 }]);
    expect(await prices(id, { country_code: 'BE', postcode: '1000' })).toEqual([]);
    expect(await prices(id, { country_code: 'US' })).toEqual([]);
    expect(await prices(await guestCart(t))).toEqual([]);
  });

  test('errors: unknown cart (an input error here), missing cart id, empty region, unknown country', async () => {
    expect(onlyError(await estimate('nope'))).toEqual({ message: 'Could not find a cart with ID "nope"', category: 'graphql-input' });
    expect(onlyError(await estimate(''))).toEqual({ message: 'Required parameter "cart_id" is missing', category: 'graphql-input' });
    const id = await cartWith([{ sku: 'MELA-1', quantity: 1 }]);
    expect(onlyError(await estimate(id, { country_code: 'FR', region: {} })))
      .toEqual({ message: 'Missing parameter(s) for region input', category: 'graphql-input' });
    expect(onlyError(await estimate(id, { country_code: 'XX' })).message).toMatch(/^Variable "\$input" got invalid value "XX" at "input\.address\.country_code"; Value "XX" does not exist in "CountryCodeEnum" enum\./);
  });

  test('a customer’s cart is estimated with their token', async () => {
    const token = await customerToken(t, 'estimate@example.com');
    const id = (await t.gql('{ customerCart { id } }', { headers: bearer(token) })).body.data!.customerCart.id;
    await addOk(t, id, [{ sku: 'OMEGA3', quantity: 1 }], bearer(token));
    const reply = await estimate(id, { country_code: 'FR' }, bearer(token));
    expect(reply.body.data!.estimateShippingMethods).toHaveLength(4);
  });
});

describe('the free-shipping threshold the storefront’s meter reads', () => {
  test(`storeConfig.free_shipping_subtotal is the carriers’ threshold, ${FREE_SHIPPING_SUBTOTAL} €`, async () => {
    const reply = await t.gql('{ storeConfig { free_shipping_subtotal } }');
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data!.storeConfig.free_shipping_subtotal).toBe(FREE_SHIPPING_SUBTOTAL);
  });

  test('null when no carrier delivers for free from a threshold: the storefront shows no meter', async () => {
    const bare = await startTestBackend({ seed: { ...fixtureSeed, carriers: fixtureSeed.carriers.map(({ freeShippingSubtotal: _, ...carrier }) => carrier) } });
    try {
      const reply = await bare.gql('{ storeConfig { free_shipping_subtotal } }');
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data!.storeConfig.free_shipping_subtotal).toBeNull();
    } finally {
      await bare.close();
    }
  });
});

describe('what the shop’s pages announce', () => {
  test('the top banner and the delivery page give the carriers’ threshold and rates', () => {
    const text = (html: string) => html.replace(/\u00a0/g, ' ');
    const banner = text(cmsBlocks.find((b) => b.identifier === 'top-banner')!.content);
    expect(banner).toContain(`Livraison offerte dès ${FREE_SHIPPING_SUBTOTAL} €`);
    const page = text(cmsPages.find((p) => p.identifier === 'livraison-retours')!.content);
    const first = (code: string) => carriers.find((c) => c.code === code)!.rates[0]!.price.toFixed(2).replace('.', ',');
    expect(page).toContain(`Point relais</td><td>2 à 4 jours ouvrés</td><td>${first('mondialrelay')} €, offert dès ${FREE_SHIPPING_SUBTOTAL} €`);
    expect(page).toContain(`Colissimo à domicile</td><td>2 à 3 jours ouvrés</td><td>${first('colissimo')} €, offert dès ${FREE_SHIPPING_SUBTOTAL} €`);
    expect(page).toContain(`Express à domicile</td><td>Le lendemain avant 13 h</td><td>${first('chronopost')} €`);
    expect(page).toContain('Retrait en boutique</td><td>48 heures ouvrées</td><td>Gratuit');
  });
});
