import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../src/domain/page-title';

// Spec §7 (page title store config: store_name, a fallback store name when absent) and §8 ("404 Not Found | {storeName}").
describe('document title', () => {
  const storeName = 'Vitrine FR';

  it('ends every kind of page with the store’s name', () => {
    const pages: [kind: string, title: string, expected: string][] = [
      ['CMS page', 'Notre histoire et nos engagements', 'Notre histoire et nos engagements | Vitrine FR'],
      ['home page with a meta title', 'Compléments alimentaires, vitamines et bien-être', 'Compléments alimentaires, vitamines et bien-être | Vitrine FR'],
      ['category', 'Vitamines & minéraux', 'Vitamines & minéraux | Vitrine FR'],
      ['search', 'Résultats pour « magnésium »', 'Résultats pour « magnésium » | Vitrine FR'],
      ['product', 'Huile de krill antarctique', 'Huile de krill antarctique | Vitrine FR'],
      ['cart', 'Panier', 'Panier | Vitrine FR'],
      ['checkout', 'Commande', 'Commande | Vitrine FR'],
      ['account page', 'Carnet d’adresses', 'Carnet d’adresses | Vitrine FR'],
      ['store list', 'Nos boutiques', 'Nos boutiques | Vitrine FR'],
      ['point of sale', 'Vitrine Lyon République', 'Vitrine Lyon République | Vitrine FR'],
      ['not found', '404 Not Found', '404 Not Found | Vitrine FR'],
    ];
    for (const [kind, title, expected] of pages) expect(documentTitle(title, storeName), kind).toBe(expected);
  });

  it('is the store’s name alone for a page without a title (the home page without a meta title)', () => {
    expect(documentTitle(null, storeName)).toBe('Vitrine FR');
    expect(documentTitle('  ', storeName)).toBe('Vitrine FR');
  });

  it('follows the store configuration it is given, and falls back to the shop’s name when the store has none', () => {
    expect(documentTitle('Panier', 'Boutique Test')).toBe('Panier | Boutique Test');
    expect(documentTitle('Panier', null)).toBe('Panier | Vitrine FR');
    expect(documentTitle('Panier', '')).toBe('Panier | Vitrine FR');
  });
});
