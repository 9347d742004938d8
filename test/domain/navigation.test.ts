import { describe, expect, it } from 'vitest';
import { categories as seedCategories } from '../../src/backend/seed/categories';
import { menuTree, type CategoryNode } from '../../src/domain/menu-tree';
import { fittingCategories, menuLevel, skinnyColumns } from '../../src/domain/navigation';
import { parsePromo } from '../../src/domain/promo';
import { searchResultsPath, wantsSuggestions } from '../../src/domain/search';
import { AVAILABLE_STORES, storeSwitcherShown, storeSwitchPath } from '../../src/domain/store-config';

const node = (uid: string, position: number, extra: Partial<CategoryNode> = {}): CategoryNode => ({
  uid,
  name: `Category ${uid}`,
  include_in_menu: 1,
  position,
  url_path: `c-${uid}`,
  ...extra,
});

/** The Page Builder markup the backend serves: the seed's, its media directive resolved. */
const seedPromo = (key: string) =>
  seedCategories.find((c) => c.key === key)!.promoContent!.replace(/\{\{media url=([^}]+)\}\}/g, 'https://shop.example/media/$1');

describe('menu tree', () => {
  it('leaves out categories not in the menu (with what is below them), orders siblings by position, builds paths', () => {
    const tree = menuTree(
      [
        node('b', 2, { children: [node('b2', 2), node('b1', 1, { children: [node('b1a', 1)] })] }),
        node('hidden', 1, { include_in_menu: 0, children: [node('h1', 1)] }),
        node('a', 1, { skinny_navigation: 1, promo_content: seedPromo('vitamines-mineraux') }),
        node('noPath', 3, { url_path: null }),
      ],
      '.html',
    );
    expect(tree.map((c) => c.uid)).toEqual(['a', 'b']);
    expect(tree[1]!.children.map((c) => c.uid)).toEqual(['b1', 'b2']);
    expect(tree[1]!.children[0]!.children[0]).toEqual({ uid: 'b1a', name: 'Category b1a', href: '/c-b1a.html', skinny: false, promo: null, children: [] });
    expect(tree[0]!.skinny).toBe(true);
    expect(tree[0]!.promo?.heading).toBe('La vitamine D3, d’origine végétale');
  });

  it('only top-level categories carry the skinny flag and a promo', () => {
    const [top] = menuTree([node('a', 1, { children: [node('a1', 1, { skinny_navigation: 1, promo_content: '<p>x</p>' })] })], '.html');
    expect(top!.children[0]).toMatchObject({ skinny: false, promo: null });
  });

  it('splits a skinny menu into columns of 6', () => {
    expect(skinnyColumns([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([[1, 2, 3, 4, 5, 6], [7, 8]]);
    expect(skinnyColumns([])).toEqual([]);
  });

  it('finds the drawer level of a trail, stopping where the tree no longer has it', () => {
    const tree = menuTree([node('a', 1, { children: [node('a1', 1, { children: [node('a1x', 1)] }), node('a2', 2)] })], '.html');
    expect(menuLevel(tree, []).items.map((c) => c.uid)).toEqual(['a']);
    expect(menuLevel(tree, ['a', 'a1'])).toMatchObject({ category: { uid: 'a1' }, trail: ['a', 'a1'] });
    // A leaf opens no level; an unknown uid neither.
    expect(menuLevel(tree, ['a', 'a2']).trail).toEqual(['a']);
    expect(menuLevel(tree, ['gone']).category).toBeNull();
  });
});

describe('promo block read out of Page Builder content', () => {
  it('takes the desktop image, heading, text and button of the seed markup', () => {
    expect(parsePromo(seedPromo('vitamines-mineraux'))).toEqual({
      heading: 'La vitamine D3, d’origine végétale',
      text: 'Issue du lichen, en capsules faciles à avaler\u00a0: la vitamine D contribue au fonctionnement normal du système immunitaire.',
      image: { src: 'https://shop.example/media/catalog/product/v/i/vitamine-d3-2000-ui-vegetale-front.png', alt: 'Flacon de vitamine D3 2000\u00a0UI végétale' },
      link: { href: '/vitamine-d3-2000-ui-vegetale.html', label: 'Découvrir' },
    });
  });

  it('decodes entities, and keeps no link or image it cannot trust', () => {
    const promo = parsePromo(
      '<h2>Soin &amp; beauté&#8201;!</h2><p>Texte <strong>gras</strong>&nbsp;ici</p>' +
        '<img src="javascript:alert(1)" alt="x"><a href="javascript:alert(1)">Voir</a>',
    );
    expect(promo).toEqual({ heading: 'Soin & beauté\u2009!', text: 'Texte gras\u00a0ici', image: null, link: null });
    expect(parsePromo('<a href="//evil.example/">Voir</a>')).toBeNull();
    expect(parsePromo('<a href="https://partner.example/x">Partenaire</a>')?.link).toEqual({ href: 'https://partner.example/x', label: 'Partenaire' });
  });

  it('reads the same content once: every page’s menu shares one frozen promo', () => {
    const promo = parsePromo(seedPromo('vitamines-mineraux'));
    expect(parsePromo(seedPromo('vitamines-mineraux'))).toBe(promo);
    expect(Object.isFrozen(promo) && Object.isFrozen(promo!.image) && Object.isFrozen(promo!.link)).toBe(true);
    expect(parsePromo('<p>Seul</p>')).toBe(parsePromo('<p>Seul</p>'));
  });

  it('is absent for empty content', () => {
    expect(parsePromo(null)).toBeNull();
    expect(parsePromo('  ')).toBeNull();
    expect(parsePromo('<div data-content-type="row"></div>')).toBeNull();
  });
});

describe('search and store rules', () => {
  it('suggests from 3 characters, not counting the spaces around the words', () => {
    expect(wantsSuggestions('ma')).toBe(false);
    expect(wantsSuggestions('  ma ')).toBe(false);
    expect(wantsSuggestions('mag')).toBe(true);
  });

  it('links the results page with the query encoded', () => {
    expect(searchResultsPath(' oméga 3 ')).toBe('/search.html?query=om%C3%A9ga%203');
  });

  it('hides the store switcher with one store view, and switches by the store code in front of the path', () => {
    expect(storeSwitcherShown(AVAILABLE_STORES)).toBe(false);
    expect(storeSwitcherShown([...AVAILABLE_STORES, { store_code: 'be', store_name: 'Vitrine BE' }])).toBe(true);
    expect(storeSwitchPath('be', '/omega-3-acides-gras.html')).toBe('/be/omega-3-acides-gras.html');
  });
});

describe('the mega menu row', () => {
  it('holds every category when their names fit, with no "More" button', () => {
    expect(fittingCategories([100, 120, 80], 300, 60)).toBe(3);
    expect(fittingCategories([100, 120, 80], 299, 60)).toBe(2);
  });

  it('keeps room for the "More" button once one name has to go', () => {
    // 100 + 120 + 60 fit in 290, the third name would not.
    expect(fittingCategories([100, 120, 80, 90], 290, 60)).toBe(2);
    expect(fittingCategories([100, 120, 80, 90], 279, 60)).toBe(1);
    expect(fittingCategories([100, 120], 50, 60)).toBe(0);
  });
});
