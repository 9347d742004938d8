import { describe, expect, it } from 'vitest';
import { cartCounterText, cartTriggerNameValues } from '../../src/domain/counter';
import { DEFAULT_LOCALE, toLanguageTag, toLocale, UnknownLocaleError } from '../../src/domain/locales';
import { BREAKPOINTS, tokensCss } from '../../src/domain/layout';
import { copyrightLine, STORE_CONFIG } from '../../src/domain/store-config';

describe('cart counter', () => {
  it('shows the count, 99+ above 99, nothing for an empty cart', () => {
    expect(cartCounterText(0)).toBe('');
    expect(cartCounterText(1)).toBe('1');
    expect(cartCounterText(99)).toBe('99');
    expect(cartCounterText(100)).toBe('99+');
  });

  it('names the trigger with "more than 99" when the counter is capped', () => {
    expect(cartTriggerNameValues(99)).toEqual({ count: 99, max: 99, capped: 'no' });
    expect(cartTriggerNameValues(100)).toEqual({ count: 100, max: 99, capped: 'yes' });
  });
});

describe('copyright line', () => {
  it('replaces the year placeholder with the current year', () => {
    expect(copyrightLine(STORE_CONFIG.copyright, new Date('2031-05-01'))).toBe('© 2031 Vitrine. Tous droits réservés.');
  });
});

describe('locales', () => {
  it('accepts the 8 locales of the spec in either spelling, defaulting to fr_FR', () => {
    expect(DEFAULT_LOCALE).toBe('fr_FR');
    expect(toLocale('fr-FR')).toBe('fr_FR');
    expect(toLocale('pt_PT')).toBe('pt_PT');
    expect(toLanguageTag('fr_CA')).toBe('fr-CA');
  });

  it('refuses any other locale with the spec text', () => {
    expect(() => toLocale('es_ES')).toThrow(UnknownLocaleError);
    expect(() => toLocale('es_ES')).toThrow('Unable to locate locale es_ES within generated dist directory');
  });
});

describe('layout tokens', () => {
  it('hold the spec constants and become CSS custom properties', () => {
    expect(BREAKPOINTS.max).toBe(1440);
    const css = tokensCss();
    expect(css).toContain('--size-site-max-width: 1440px;');
    expect(css).toContain('--layer-toast: 90;');
    expect(css).toContain('--layer-dialog: 80;');
    expect(css).toContain('--motion-side-panel: 384ms;');
  });
});
