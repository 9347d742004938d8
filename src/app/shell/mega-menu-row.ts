import type { MegaMenuActor } from '../../../machines/mega-menu.machine';
import { fittingCategories } from '../../domain/navigation';

/**
 * Measures the mega menu's row (a ref callback): on every change of its size or of its items' (a font loaded),
 * tells the menu how many categories it holds with each name on one line. The categories that do not fit stay
 * in the row unseen, so that their widths are still known when the row grows again.
 */
export function measureRow(menu: MegaMenuActor) {
  return (row: HTMLUListElement | null) => {
    if (!row) return;
    const measure = () => {
      const style = getComputedStyle(row);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const room = row.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) + gap;
      const items = [...row.querySelectorAll<HTMLElement>(':scope > .mega-menu__item')];
      const more = row.querySelector<HTMLElement>(':scope > .mega-menu__more-item');
      const fitting = fittingCategories(
        items.map((item) => item.getBoundingClientRect().width + gap),
        room,
        more?.getBoundingClientRect().width ?? 0,
      );
      if (fitting !== menu.getSnapshot().context.fitting) menu.send({ type: 'menu.measured', fitting });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    for (const item of row.children) observer.observe(item);
    return () => observer.disconnect();
  };
}
