import { describe, expect, it } from 'vitest';
import { hasSpecialPrice, isInStock, productPath, productTrail, shownImages, shownPrice, visibleImages } from '../../src/domain/product';
import { CONFIGURABLE_PRODUCT as whey, price, SIMPLE_PRODUCT } from '../fixtures/products';

describe('the gallery', () => {
  it('shows enabled images with a URL, in position order, with the product name when an image has no label', () => {
    const media = [
      { url: '/media/c.png', label: 'C', position: 3, disabled: false },
      { url: '/media/a.png', label: null, position: 1, disabled: false },
      { url: '/media/hidden.png', label: 'H', position: 2, disabled: true },
      { url: null, label: 'N', position: 4, disabled: false },
    ];
    expect(visibleImages(media, 'Whey')).toEqual([
      { url: '/media/a.png', label: 'Whey', position: 1 },
      { url: '/media/c.png', label: 'C', position: 3 },
    ]);
    expect(visibleImages(null, 'Whey')).toEqual([]);
  });

  it('follows the chosen variant when it has images of its own', () => {
    const variant = whey.variants[3]!;
    expect(shownImages(whey, null)).toBe(whey.images);
    expect(shownImages(whey, variant)).toBe(variant.images);
    expect(shownImages(whey, { ...variant, images: [] })).toBe(whey.images);
  });
});

describe('the price', () => {
  it('is the lowest, marked "from", until a variant is chosen; then the variant’s', () => {
    expect(shownPrice(whey, null)).toMatchObject({ final: { value: 29.9 }, isFrom: true });
    expect(shownPrice(whey, whey.variants[3]!)).toMatchObject({ final: { value: 44.9 }, regular: { value: 49.9 }, isFrom: false });
    expect(shownPrice(SIMPLE_PRODUCT, null)).toMatchObject({ final: { value: 19.9 }, isFrom: false });
  });

  it('is special when the shopper pays less than the regular price', () => {
    expect(hasSpecialPrice(price(49.9, 44.9))).toBe(true);
    expect(hasSpecialPrice(price(29.9))).toBe(false);
  });
});

describe('stock', () => {
  it('is the chosen variant’s, else the product’s', () => {
    expect(isInStock(whey, null)).toBe(true);
    expect(isInStock(whey, whey.variants[4]!)).toBe(false);
  });
});

describe('the product page path', () => {
  it('is the URL key with the product URL suffix', () => {
    expect(productPath('huile-de-krill-antarctique')).toBe('/huile-de-krill-antarctique.html');
  });
});

describe('a product page’s trail (productTrail)', () => {
  const shelf = { name: 'Oméga-3 marins', urlPath: 'omega-3-acides-gras/omega-3-marins', ancestors: [{ name: 'Oméga-3 & acides gras', urlPath: 'omega-3-acides-gras' }] };
  const selection = { name: 'Meilleures ventes', urlPath: 'meilleures-ventes', ancestors: [] };

  it('the deepest category, after its ancestors, each linked to its page', () => {
    expect(productTrail([selection, shelf])).toEqual([
      { name: 'Oméga-3 & acides gras', href: '/omega-3-acides-gras.html' },
      { name: 'Oméga-3 marins', href: '/omega-3-acides-gras/omega-3-marins.html' },
    ]);
  });

  it('the first of categories as deep, and nothing for a product in none', () => {
    expect(productTrail([selection, { ...selection, name: 'Nouveautés', urlPath: 'nouveautes' }])).toEqual([{ name: 'Meilleures ventes', href: '/meilleures-ventes.html' }]);
    expect(productTrail([])).toEqual([]);
  });
});
