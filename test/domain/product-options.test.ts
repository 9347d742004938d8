import { describe, expect, it } from 'vitest';
import { isSelectionComplete, isValueAvailable, optionChoices, selectionError, variantFor } from '../../src/domain/product-options';
import { CONFIGURABLE_PRODUCT as whey, FLAVOUR, SIMPLE_PRODUCT, SIZE, VALUES } from '../fixtures/products';

const { G500, KG1, VANILLE, CHOCOLAT, FRAISE } = VALUES;

describe('variant matching', () => {
  it('is the variant that has every chosen value', () => {
    expect(variantFor(whey, { pack_size: KG1, flavour: VANILLE })?.sku).toBe('SPO-WHEY-1000-VANILLE');
    expect(variantFor(whey, { flavour: FRAISE, pack_size: G500 })?.sku).toBe('SPO-WHEY-500-FRAISE');
  });

  it('is none while an option is missing, and none for a simple product', () => {
    expect(variantFor(whey, {})).toBeNull();
    expect(variantFor(whey, { pack_size: KG1 })).toBeNull();
    expect(variantFor(SIMPLE_PRODUCT, {})).toBeNull();
  });

  it('is none for a combination no variant has', () => {
    expect(variantFor({ ...whey, variants: whey.variants.slice(0, 3) }, { pack_size: KG1, flavour: VANILLE })).toBeNull();
  });

  it('knows when every option has a value', () => {
    expect(isSelectionComplete(whey.options, { pack_size: G500 })).toBe(false);
    expect(isSelectionComplete(whey.options, { pack_size: G500, flavour: CHOCOLAT })).toBe(true);
    expect(isSelectionComplete([], {})).toBe(true);
  });
});

describe('option availability', () => {
  const available = (selection: Record<string, string>, option: typeof SIZE) =>
    optionChoices(whey, selection, option).filter((c) => c.isAvailable).map((c) => c.label);

  it('offers every value some variant in stock has, before anything is chosen', () => {
    expect(available({}, SIZE)).toEqual(['500 g', '1 kg']);
    expect(available({}, FLAVOUR)).toEqual(['Vanille', 'Chocolat', 'Fraise']);
  });

  it('disables a value whose only variant with the other choices is out of stock', () => {
    expect(available({ pack_size: KG1 }, FLAVOUR)).toEqual(['Vanille', 'Fraise']);
    expect(available({ flavour: CHOCOLAT }, SIZE)).toEqual(['500 g']);
  });

  it('judges a value against the other options only, so that the chosen one can be changed', () => {
    expect(available({ pack_size: G500, flavour: CHOCOLAT }, FLAVOUR)).toEqual(['Vanille', 'Chocolat', 'Fraise']);
    expect(available({ pack_size: G500, flavour: CHOCOLAT }, SIZE)).toEqual(['500 g']);
  });

  it('disables a combination no variant has', () => {
    const without = { variants: whey.variants.filter((v) => v.sku !== 'SPO-WHEY-1000-FRAISE') };
    expect(isValueAvailable(without, { pack_size: KG1 }, 'flavour', FRAISE)).toBe(false);
    expect(isValueAvailable(without, { pack_size: G500 }, 'flavour', FRAISE)).toBe(true);
  });

  it('offers nothing when no variant is in stock', () => {
    const soldOut = { variants: whey.variants.map((v) => ({ ...v, inStock: false })) };
    expect(optionChoices(soldOut, {}, SIZE).some((c) => c.isAvailable)).toBe(false);
  });
});

describe('adding to the cart without every option', () => {
  it('names the first option missing', () => {
    expect(selectionError(whey.options, {})).toEqual({ message: 'product.chooseOption', values: { option: 'Contenance' } });
    expect(selectionError(whey.options, { pack_size: G500 })).toEqual({ message: 'product.chooseOption', values: { option: 'Saveur' } });
  });

  it('has nothing to say once every option is chosen, or for a product without options', () => {
    expect(selectionError(whey.options, { pack_size: G500, flavour: VANILLE })).toBeNull();
    expect(selectionError([], {})).toBeNull();
  });
});
