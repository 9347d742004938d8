// Store views and currencies: the Store and Content-Currency headers as Magento 2.4.7 reads them, on the seeded
// shop's one store and on the international fixture (three store views, euros and US dollars).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INTERNATIONAL_STORES, storeSetupFromEnv, SINGLE_STORE } from '../../src/backend/config/store-views';
import { startTestBackend, type TestBackend } from './helpers';

let single: TestBackend;
let international: TestBackend;
beforeAll(async () => {
  [single, international] = await Promise.all([startTestBackend(), startTestBackend({ stores: INTERNATIONAL_STORES })]);
});
afterAll(async () => {
  await Promise.all([single.close(), international.close()]);
});

const STORES = '{ storeConfig { store_code store_name locale id is_default_store } availableStores { store_code store_name locale default_display_currency_code } }';
const CURRENCY = '{ currency { base_currency_code default_display_currency_code available_currency_codes exchange_rates { currency_to rate } } }';
const PRICE = `{ products(filter: { sku: { eq: "VITD3-2000" } }) { items { price_range { minimum_price {
  regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } } } } }`;

describe('the seeded shop', () => {
  test('has one store view and one currency, and refuses any other', async () => {
    expect((await single.gql(STORES)).body.data).toEqual({
      storeConfig: { store_code: 'fr', store_name: 'Vitrine FR', locale: 'fr_FR', id: 13, is_default_store: true },
      availableStores: [{ store_code: 'fr', store_name: 'Vitrine FR', locale: 'fr_FR', default_display_currency_code: 'EUR' }],
    });
    expect((await single.gql(CURRENCY)).body.data).toEqual({ currency: {
      base_currency_code: 'EUR', default_display_currency_code: 'EUR', available_currency_codes: ['EUR'],
      exchange_rates: [{ currency_to: 'EUR', rate: 1 }],
    } });
    expect((await single.gql(STORES, { headers: { Store: 'en' } })).body.errors?.[0]?.message).toBe('Requested store is not found');
    expect((await single.gql(PRICE, { headers: { 'Content-Currency': 'USD' } })).body.errors?.[0]?.message).toBe('Please correct the target currency');
  });

  test('is what the environment gives unless VITRINE_STORES names the international fixture', () => {
    expect(storeSetupFromEnv({})).toBe(SINGLE_STORE);
    expect(storeSetupFromEnv({ VITRINE_STORES: 'other' })).toBe(SINGLE_STORE);
    expect(storeSetupFromEnv({ VITRINE_STORES: 'international' })).toBe(INTERNATIONAL_STORES);
  });
});

describe('the international fixture', () => {
  test('answers each store view’s configuration under its Store header and lists them all', async () => {
    const french = (await international.gql(STORES)).body.data!;
    expect(french.storeConfig).toEqual({ store_code: 'fr', store_name: 'Vitrine FR', locale: 'fr_FR', id: 13, is_default_store: true });
    expect(french.availableStores).toEqual([
      { store_code: 'fr', store_name: 'Vitrine FR', locale: 'fr_FR', default_display_currency_code: 'EUR' },
      { store_code: 'en', store_name: 'Vitrine EN', locale: 'en_US', default_display_currency_code: 'EUR' },
      { store_code: 'de', store_name: 'Vitrine DE', locale: 'de_DE', default_display_currency_code: 'EUR' },
    ]);
    const german = (await international.gql(STORES, { headers: { Store: 'de' } })).body.data!;
    expect(german.storeConfig).toEqual({ store_code: 'de', store_name: 'Vitrine DE', locale: 'de_DE', id: 15, is_default_store: false });
    expect((await international.gql(STORES, { headers: { Store: 'it' } })).body.errors?.[0]).toEqual({
      message: 'Requested store is not found', extensions: { category: 'graphql-input' },
    });
  });

  test('offers euros and US dollars, and prices products in the currency asked for at its rate', async () => {
    expect((await international.gql(CURRENCY, { headers: { Store: 'en' } })).body.data).toEqual({ currency: {
      base_currency_code: 'EUR', default_display_currency_code: 'EUR', available_currency_codes: ['EUR', 'USD'],
      exchange_rates: [{ currency_to: 'EUR', rate: 1 }, { currency_to: 'USD', rate: 1.1 }],
    } });
    const price = async (headers: Record<string, string>) => (await international.gql(PRICE, { headers })).body.data!.products.items[0].price_range.minimum_price;
    expect(await price({})).toEqual({
      regular_price: { value: 14.5, currency: 'EUR' }, final_price: { value: 11.6, currency: 'EUR' }, discount: { amount_off: 2.9, percent_off: 20 },
    });
    expect(await price({ 'Content-Currency': 'usd', Store: 'en' })).toEqual({
      regular_price: { value: 15.95, currency: 'USD' }, final_price: { value: 12.76, currency: 'USD' }, discount: { amount_off: 3.19, percent_off: 20 },
    });
    expect((await international.gql(PRICE, { headers: { 'Content-Currency': 'GBP' } })).body.errors?.[0]).toEqual({
      message: 'Please correct the target currency', extensions: { category: 'graphql-input' },
    });
  });

  test('keeps each store view’s and currency’s answers apart in the page cache and the cache id', async () => {
    const euros = await international.gql(PRICE);
    const dollars = await international.gql(PRICE, { headers: { 'Content-Currency': 'USD' } });
    expect(dollars.body.data!.products.items[0].price_range.minimum_price.final_price.currency).toBe('USD');
    expect(dollars.headers.get('x-magento-cache-id')).not.toBe(euros.headers.get('x-magento-cache-id'));
    const german = await international.gql(PRICE, { headers: { Store: 'de' } });
    expect(german.headers.get('x-magento-cache-id')).not.toBe(euros.headers.get('x-magento-cache-id'));
  });
});
