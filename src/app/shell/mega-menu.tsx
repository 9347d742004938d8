import { useSelector } from '@xstate/react';
import { Suspense, useMemo, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { sameCategoryTreeView, selectCategoryTreeView, type CategoryTreeActor } from '../../../machines/category-tree.machine';
import { selectFitting, selectMoreOpen, selectOpenCategory, type MegaMenuActor } from '../../../machines/mega-menu.machine';
import { selectFeatures } from '../../../machines/app.machine';
import type { MenuCategory } from '../../domain/navigation';
import { contentKey } from '../../domain/shared-data';
import { CachedElement } from '../ui/cached-element';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { MegaMenuPanel } from './mega-menu-panel';
import { measureRow } from './mega-menu-row';
import { megaMenuMore } from './panels';
import { useShell } from './shell-actor';

/** The mega menu of the header (spec §2), large screens only: the shell's category tree and mega menu actors. */
export function MegaMenu() {
  const tree = useShell((s) => s.children.categoryTree);
  const menu = useShell((s) => s.children.megaMenu);
  return tree && menu ? <MegaMenuView tree={tree} menu={menu} /> : null;
}

/**
 * Top-level categories as links, each followed by a disclosure button (WAI "disclosure navigation menu with
 * top-level links"), and the dropdown it controls: in the HTML from the first render, hidden until opened.
 * Each name keeps to one line; the categories the row has no room for are in the "More" menu at its end.
 */
export function MegaMenuView({ tree, menu }: { tree: CategoryTreeActor; menu: MegaMenuActor }) {
  const t = useT();
  const view = useSelector(tree, selectCategoryTreeView, sameCategoryTreeView);
  const openUid = useSelector(menu, selectOpenCategory);
  const fitting = useSelector(menu, selectFitting);
  const moreOpen = useSelector(menu, selectMoreOpen);
  const moreRef = useRef<HTMLButtonElement>(null);
  const rowRef = useMemo(() => measureRow(menu), [menu]);
  const features = useShell(selectFeatures);
  // Closed and not yet measured, as every page's server render has it, the menu is its categories' and the store's
  // features' alone: a server renders it once for all its pages.
  const shared = view.state === 'ready' && openUid === null && fitting === null && !moreOpen;
  return (
    <CachedElement
      as="nav"
      cacheKey={shared ? () => `mega-menu ${features.join()} ${contentKey(view.categories)}` : null}
      className="mega-menu"
      aria-label={t('navigation.categories')}
      aria-busy={view.state === 'loading'}
    >
      {view.state === 'loading' && (
        <div className="mega-menu__loading" data-testid="mega-menu-shimmer">
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i} className="mega-menu__shimmer" />
          ))}
        </div>
      )}
      {view.state === 'failed' && (
        <p className="mega-menu__error">
          {t('navigation.error')}
          <button type="button" className="button button--secondary" onClick={() => tree.send({ type: 'retry' })}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {view.state === 'ready' && (
        <ul className="mega-menu__items" ref={rowRef} data-measured={fitting !== null || undefined}>
          {view.categories.map((category, index) => (
            <MegaMenuItem
              key={category.uid}
              category={category}
              panelId={`mega-menu-${index}`}
              open={openUid === category.uid}
              overflows={fitting !== null && index >= fitting}
              menu={menu}
            />
          ))}
          <li className="mega-menu__more-item" data-unneeded={fitting === null || fitting >= view.categories.length || undefined}>
            <button
              ref={moreRef}
              type="button"
              className="mega-menu__more"
              aria-expanded={moreOpen}
              aria-haspopup="menu"
              onPointerEnter={megaMenuMore.preload}
              onFocus={megaMenuMore.preload}
              onClick={() => menu.send({ type: 'menu.more' })}
              onKeyDown={(event) => event.key === 'ArrowDown' && !moreOpen && (event.preventDefault(), menu.send({ type: 'menu.more' }))}
            >
              {t('megaMenu.more')}
              <Icon name="chevronDown" size={16} />
            </button>
          </li>
        </ul>
      )}
      {view.state === 'ready' && moreOpen && fitting !== null && (
        <Suspense fallback={null}>
          <megaMenuMore.Component categories={view.categories.slice(fitting)} menu={menu} triggerRef={moreRef} />
        </Suspense>
      )}
    </CachedElement>
  );
}

/**
 * One top-level category. Keyboard (spec §2): ArrowDown or Space opens, ArrowUp, Escape or Shift+Tab closes;
 * a second ArrowDown moves into the dropdown. The mouse opens it on hover and leaves it closing after 100 ms.
 */
function MegaMenuItem({
  category,
  panelId,
  open,
  overflows,
  menu,
}: {
  category: MenuCategory;
  panelId: string;
  open: boolean;
  /** In the "More" menu rather than the row. */
  overflows: boolean;
  menu: MegaMenuActor;
}) {
  const t = useT();
  const { uid } = category;
  const hasPanel = category.children.length > 0;

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (!hasPanel) return;
    const target = event.target as HTMLElement;
    const inPanel = target.closest('.mega-menu__panel') !== null;
    if (event.key === 'ArrowDown' && !inPanel) {
      event.preventDefault();
      if (open) event.currentTarget.querySelector<HTMLElement>('.mega-menu__panel a')?.focus();
      else menu.send({ type: 'menu.open', uid });
    } else if (event.key === ' ' && target.classList.contains('mega-menu__link')) {
      // A link does nothing on Space; here it opens the dropdown. The button's Space toggles it, as buttons do.
      event.preventDefault();
      menu.send({ type: 'menu.open', uid });
    } else if ((event.key === 'ArrowUp' || event.key === 'Escape') && open) {
      event.preventDefault();
      menu.send({ type: 'menu.close' });
      if (inPanel) event.currentTarget.querySelector<HTMLElement>('.mega-menu__toggle')?.focus();
    } else if (event.key === 'Tab' && event.shiftKey && !inPanel && open) {
      menu.send({ type: 'menu.close' });
    }
  }

  // Focus leaving the category and its dropdown (Tab past the last link, a click elsewhere) closes it.
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) menu.send({ type: 'menu.close' });
  }

  // Hover is a mouse affair: a tap fires pointer events too, and would open then toggle at once.
  const mouse = (event: PointerEvent) => hasPanel && event.pointerType === 'mouse';

  return (
    <li
      className={category.skinny ? 'mega-menu__item mega-menu__item--skinny' : 'mega-menu__item'}
      data-open={open || undefined}
      data-overflows={overflows || undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => mouse(event) && menu.send({ type: 'menu.open', uid })}
      onPointerLeave={(event) => mouse(event) && open && menu.send({ type: 'menu.leave' })}
    >
      <span className="mega-menu__name">
        <ShopLink href={category.href} className="mega-menu__link">
          {category.name}
        </ShopLink>
        {hasPanel && (
          <button
            type="button"
            className="mega-menu__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('megaMenu.expand', { name: category.name })}
            onClick={() => menu.send({ type: 'menu.toggle', uid })}
          >
            <Icon name="chevronDown" size={16} />
          </button>
        )}
      </span>
      {hasPanel && <MegaMenuPanel id={panelId} category={category} hidden={!open} />}
    </li>
  );
}
