import { describe, expect, it } from 'vitest';
import { categories } from '../../src/backend/seed/categories';
import { productLinks } from '../../src/backend/seed/product-links';
import { products } from '../../src/backend/seed/products/index';

// The seed's related products, up-sells and cross-sells, as a merchandiser of a supplement shop would set them.
describe('the seed’s product links', () => {
  const links = productLinks(products, categories);
  const shelf = (sku: string) => products.find((p) => p.sku === sku)!.categories[0];

  it('relates a product to its shelf neighbours, never to itself, four at most', () => {
    for (const link of links.filter((l) => l.kind === 'related')) {
      expect(link.linked).not.toContain(link.sku);
      expect(link.linked.length).toBeLessThanOrEqual(4);
      for (const sku of link.linked) expect(shelf(sku)).toBe(shelf(link.sku));
    }
  });

  it('up-sells the neighbouring shelves of its range, and cross-sells a range that completes it', () => {
    // The krill oil: marine omega-3s beside it, plant omega-3s and oils above it, vitamins and minerals to go with it.
    expect(links.filter((link) => link.sku === 'OMG-KRILL')).toEqual([
      { sku: 'OMG-KRILL', kind: 'related', linked: ['OMG-EPA-DHA', 'OMG-FOIE-MORUE', 'OMG-LIQUIDE'] },
      { sku: 'OMG-KRILL', kind: 'upsell', linked: ['OMG-ALGUE', 'OMG-ONAGRE', 'OMG-BOURRACHE', 'OMG-369-VEG'] },
      { sku: 'OMG-KRILL', kind: 'crosssell', linked: ['MIN-MG-BISGLY', 'VIT-D3-2000', 'MIN-MG-MARIN-B6'] },
    ]);
  });
});
