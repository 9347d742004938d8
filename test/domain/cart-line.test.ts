import { describe, expect, it } from 'vitest';
import { cartLineOf } from '../../src/domain/cart-line';
import { CONFIGURABLE_PRODUCT as whey, SIMPLE_PRODUCT as krill, VALUES } from '../fixtures/products';

const { KG1, VANILLE } = VALUES;

describe('the line the add-to-cart button sends', () => {
  it('is a simple product by its sku, with the quantity, its name and its first image', () => {
    expect(cartLineOf(krill, {}, 3)).toEqual({
      sku: 'OMG-KRILL',
      selectedOptions: [],
      quantity: 3,
      name: 'Huile de krill antarctique',
      image: 'https://shop.test/media/catalog/product/krill-1.png',
    });
  });

  it('is a configurable product by its parent sku, with its chosen values in the order of its options and the variant’s image', () => {
    // Chosen flavour first: the line still lists the size first, as the product lists its options.
    expect(cartLineOf(whey, { flavour: VANILLE, pack_size: KG1 }, 1)).toEqual({
      sku: 'SPO-WHEY',
      selectedOptions: [KG1, VANILLE],
      quantity: 1,
      name: 'Whey isolat native',
      image: 'https://shop.test/media/catalog/product/whey-1000-vanille-1.png',
    });
  });

  it('shows the product’s image while the variant has none of its own, and none when there is no image at all', () => {
    const bare = { ...whey, variants: whey.variants.map((variant) => ({ ...variant, images: [] })) };
    expect(cartLineOf(bare, { pack_size: KG1, flavour: VANILLE }, 1).image).toBe('https://shop.test/media/catalog/product/whey-1.png');
    expect(cartLineOf({ ...krill, images: [] }, {}, 1).image).toBeNull();
  });
});
