import { parsePromo } from './promo';
import type { MenuCategory } from './navigation';

// The menu from spec §7 "Mega menu categoryList": what the data layer makes of the backend's category tree.

/** A category as the menu query returns it (Magento's `CategoryTree`, with the extension's menu fields). */
export interface CategoryNode {
  uid: string;
  name: string | null;
  include_in_menu?: number | null;
  position?: number | null;
  url_path?: string | null;
  skinny_navigation?: number | null;
  promo_content?: string | null;
  children?: CategoryNode[] | null;
}

/**
 * The menu from the children of the store's root: categories with `include_in_menu` 0 (or without a name or
 * path) are left out with everything below them, siblings are ordered by position (spec §3).
 */
export function menuTree(nodes: readonly CategoryNode[] | null | undefined, urlSuffix: string, level = 1): MenuCategory[] {
  return (nodes ?? [])
    .filter((node) => node.include_in_menu !== 0 && node.name && node.url_path)
    .map((node, index) => ({ node, index }))
    .sort((a, b) => (a.node.position ?? 0) - (b.node.position ?? 0) || a.index - b.index)
    .map(({ node }) => ({
      uid: node.uid,
      name: node.name!,
      href: `/${node.url_path}${urlSuffix}`,
      skinny: level === 1 && node.skinny_navigation === 1,
      promo: level === 1 ? parsePromo(node.promo_content) : null,
      children: menuTree(node.children, urlSuffix, level + 1),
    }));
}
