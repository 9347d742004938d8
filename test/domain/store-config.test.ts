import { describe, expect, it } from 'vitest';
import { currencySwitcherShown, currentCurrency, offersChoice, storeSwitchPath, storeSwitcherShown } from '../../src/domain/store-config';

const FR = { store_code: 'fr', store_name: 'Français' };
const CH = { store_code: 'ch_fr', store_name: 'Suisse' };

describe('store views and currencies (spec §3, §9)', () => {
  it('each switcher shows only when there is a choice', () => {
    expect(storeSwitcherShown([FR])).toBe(false);
    expect(storeSwitcherShown([FR, CH])).toBe(true);
    expect(currencySwitcherShown({ available: ['EUR'], current: 'EUR' })).toBe(false);
    expect(currencySwitcherShown({ available: ['EUR', 'CHF'], current: 'EUR' })).toBe(true);
    expect(offersChoice([FR], ['EUR'])).toBe(false);
    expect(offersChoice([FR, CH], ['EUR'])).toBe(true);
    expect(offersChoice([FR], ['EUR', 'CHF'])).toBe(true);
  });

  it('puts the store code in front of the path', () => {
    expect(storeSwitchPath('ch_fr', '/magnesium.html?x=1')).toBe('/ch_fr/magnesium.html?x=1');
    expect(storeSwitchPath('ch_fr', 'magnesium.html')).toBe('/ch_fr/magnesium.html');
  });

  it('keeps the stored currency while the shop offers it, else the default', () => {
    expect(currentCurrency('CHF', ['EUR', 'CHF'], 'EUR')).toBe('CHF');
    expect(currentCurrency('USD', ['EUR', 'CHF'], 'EUR')).toBe('EUR');
    expect(currentCurrency(null, ['EUR'], 'EUR')).toBe('EUR');
    expect(currentCurrency('', ['', 'EUR'], 'EUR')).toBe('EUR');
  });
});
