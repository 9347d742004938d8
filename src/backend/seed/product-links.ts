// Related products, up-sells and cross-sells of the seed catalogue, as a merchandiser would set them: a product's
// shelf neighbours are related, the neighbouring shelves of its range are up-sells, and a range that completes it
// gives the cross-sells shown in the cart.
import type { SeedCategory, SeedProduct } from './types';

export type LinkKind = 'related' | 'upsell' | 'crosssell';

export interface SeedProductLink {
  sku: string;
  kind: LinkKind;
  /** The linked products, in their order. */
  linked: string[];
}

/** At most this many products of each kind, as a row of cards shows them. */
const ROW = 4;
/** Cross-sells shown in the cart beside what the shopper chose. */
const CROSSSELL = 3;

/** What completes a range (top-level category key → the range its cross-sells come from). */
const COMPLEMENTS: Readonly<Record<string, string>> = {
  'vitamines-mineraux': 'immunite',
  'omega-3-acides-gras': 'vitamines-mineraux',
  'probiotiques-digestion': 'immunite',
  'extraits-de-plantes': 'sommeil-stress',
  'sommeil-stress': 'vitamines-mineraux',
  immunite: 'probiotiques-digestion',
  'sport-energie': 'vitamines-mineraux',
  beaute: 'omega-3-acides-gras',
  enfants: 'omega-3-acides-gras',
};

export function productLinks(products: readonly SeedProduct[], categories: readonly SeedCategory[]): SeedProductLink[] {
  const parent = new Map(categories.map((c) => [c.key, c.parent]));
  const range = (key: string): string => {
    const up = parent.get(key);
    return up ? range(up) : key;
  };
  const shelf = (p: SeedProduct) => p.categories[0]!;
  const byPosition = [...products].sort((a, b) => a.position - b.position || a.sku.localeCompare(b.sku));
  const skus = (list: SeedProduct[], count: number) => list.slice(0, count).map((p) => p.sku);
  return products.flatMap((product) => {
    const others = byPosition.filter((p) => p.sku !== product.sku);
    const related = others.filter((p) => shelf(p) === shelf(product));
    const upsell = others.filter((p) => shelf(p) !== shelf(product) && parent.get(shelf(p)) === parent.get(shelf(product)) && parent.get(shelf(p)) !== null);
    const complement = COMPLEMENTS[range(shelf(product))];
    const crosssell = complement ? others.filter((p) => range(shelf(p)) === complement) : [];
    const links: SeedProductLink[] = [
      { sku: product.sku, kind: 'related', linked: skus(related, ROW) },
      { sku: product.sku, kind: 'upsell', linked: skus(upsell, ROW) },
      { sku: product.sku, kind: 'crosssell', linked: skus(crosssell, CROSSSELL) },
    ];
    return links.filter((link) => link.linked.length > 0);
  });
}
