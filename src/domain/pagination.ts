// What a pagination bar offers (spec §2 category page): few enough links to fit a small screen.

export type PaginationItem = number | 'gap';

/** Up to this many pages, every page has its link. */
const ALL_PAGES_UP_TO = 7;

/**
 * The pages to link: all of them when few; otherwise the first, the last, and the current one with its
 * neighbours, a gap standing for two pages or more (a gap for one page would hide a page behind a gap as wide).
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total <= ALL_PAGES_UP_TO) return Array.from({ length: Math.max(total, 0) }, (_, i) => i + 1);
  // In order already: every page kept lies between the first and the last.
  const wanted = [...new Set([1, current - 1, current, current + 1, total])].filter((p) => p >= 1 && p <= total);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of wanted) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
