import { SKINNY_COLUMN_LINKS } from './constants';
import type { Promo } from './promo';

// The category tree of the mega menu and the navigation drawer (spec §2, §3 "Category"), as the views show it.
// Building it from the backend's answer is in menu-tree.ts, which only the data layer loads.

export interface MenuCategory {
  uid: string;
  name: string;
  /** The category page: url_path plus the category URL suffix (spec §2). */
  href: string;
  /** Top level only: children in columns of 6 links, no grandchildren (spec §2). */
  skinny: boolean;
  /** Top level only: the promo block of the full panel. */
  promo: Promo | null;
  children: MenuCategory[];
}

/** A skinny menu's links in columns of 6 (spec §9). */
export function skinnyColumns<T>(items: readonly T[], size = SKINNY_COLUMN_LINKS): T[][] {
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}

/** One level of the drawer's tree: the category drilled into (none at the root) and what it lists. */
export interface MenuLevel {
  category: MenuCategory | null;
  items: MenuCategory[];
  /** The uids from the root down to `category`, as far as the tree still has them. */
  trail: string[];
}

export function menuLevel(tree: readonly MenuCategory[], trail: readonly string[]): MenuLevel {
  let level: MenuLevel = { category: null, items: [...tree], trail: [] };
  for (const uid of trail) {
    const category = level.items.find((item) => item.uid === uid && item.children.length > 0);
    if (!category) break;
    level = { category, items: category.children, trail: [...level.trail, uid] };
  }
  return level;
}

/**
 * How many top-level categories the mega menu's row holds, their names on one line: all of them when their
 * widths (each with the gap after it) fit in `room`, else as many as fit beside the "More" button.
 */
export function fittingCategories(widths: readonly number[], room: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  while (count < widths.length && used + widths[count]! <= room) used += widths[count++]!;
  return count;
}
