import type { RefObject } from 'react';
import { Menu, MenuItem, Popover, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { MegaMenuActor } from '../../../machines/mega-menu.machine';
import type { MenuCategory } from '../../domain/navigation';
import { useT } from '../i18n/use-t';

/**
 * The "More" menu of the mega menu: the top-level categories the row has no room for, as links to their pages.
 * Escape, a click outside or a choice closes it.
 */
export function MegaMenuMore({ categories, menu, triggerRef }: { categories: readonly MenuCategory[]; menu: MegaMenuActor; triggerRef: RefObject<HTMLButtonElement | null> }) {
  const t = useT();
  const [, navigate] = useLocation();
  const close = () => menu.send({ type: 'menu.close' });
  return (
    <RouterProvider navigate={navigate}>
      <Popover
        triggerRef={triggerRef}
        isOpen
        onOpenChange={(open) => open || close()}
        placement="bottom end"
        className="mega-menu__more-popover"
        aria-label={t('megaMenu.moreLabel')}
        // The button toggles the menu itself.
        shouldCloseOnInteractOutside={(element) => !triggerRef.current?.contains(element)}
      >
        <Menu aria-label={t('megaMenu.moreLabel')} autoFocus="first" className="mega-menu__more-list" onAction={close}>
          {categories.map((category) => (
            <MenuItem key={category.uid} id={category.uid} href={category.href} className="mega-menu__more-link">
              {category.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </RouterProvider>
  );
}
