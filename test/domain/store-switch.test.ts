import { describe, expect, it } from 'vitest';
import { isCurrencySwitch, isStoreSwitch, storeSwitchTarget, storeViewChoice } from '../../src/domain/store-switch';

const STORES = [
  { store_code: 'fr', store_name: 'Français', default_display_currency_code: 'EUR', secure_base_media_url: 'https://shop.example/media/' },
  { store_code: 'ch_fr', store_name: 'Suisse', default_display_currency_code: 'CHF', secure_base_media_url: null },
  { store_code: 'be', store_name: 'Belgique' },
];

describe('store and currency switching (spec §4, §5)', () => {
  it('a currency switch goes only to another offered code', () => {
    const currency = { available: ['EUR', 'CHF'], current: 'EUR' };
    expect(isCurrencySwitch(currency, 'CHF')).toBe(true);
    expect(isCurrencySwitch(currency, 'EUR')).toBe(false);
    expect(isCurrencySwitch(currency, 'USD')).toBe(false);
  });

  it('a store switch goes only to another known store view', () => {
    expect(isStoreSwitch(STORES, 'fr', 'ch_fr')).toBe(true);
    expect(isStoreSwitch(STORES, 'fr', 'fr')).toBe(false);
    expect(isStoreSwitch(STORES, 'fr', 'de')).toBe(false);
  });

  it('saves the store view’s code, currency and media base URL', () => {
    expect(storeViewChoice(STORES, 'fr')).toEqual({ storeCode: 'fr', currency: 'EUR', mediaUrl: 'https://shop.example/media/' });
    expect(storeViewChoice(STORES, 'ch_fr')).toEqual({ storeCode: 'ch_fr', currency: 'CHF', mediaUrl: null });
    expect(storeViewChoice(STORES, 'be')).toEqual({ storeCode: 'be', currency: null, mediaUrl: null });
    expect(storeViewChoice(STORES, 'de')).toEqual({ storeCode: 'de', currency: null, mediaUrl: null });
  });

  it('goes to the new store view’s route for the page, keeping the query, or home', () => {
    expect(storeSwitchTarget('magnesium-bisglycinate.html', '?page=2')).toBe('/magnesium-bisglycinate.html?page=2');
    expect(storeSwitchTarget('/cart', '')).toBe('/cart');
    expect(storeSwitchTarget(null, '?q=x')).toBe('/');
    expect(storeSwitchTarget(undefined, '')).toBe('/');
    expect(storeSwitchTarget('', '')).toBe('/');
  });
});
