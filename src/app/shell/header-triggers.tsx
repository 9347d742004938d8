import { cartCounterText, cartTriggerNameValues } from '../../domain/counter';
import { selectDrawer, selectMinicartOpen, selectSearchOpen } from '../../../machines/app.machine';
import { selectItemCount } from '../../../machines/cart.machine';
import { useT } from '../i18n/use-t';
import { useBrowserSelector } from '../ui/browser-selector';
import { Icon } from '../ui/icons';
import { miniCartPanel, navDrawerPanel, searchPanel, type LazyPanel } from './panels';
import { useShell, useShellActor } from './shell-actor';

// Plain buttons: a native <button> is already accessible and first render stays free of react-aria;
// each trigger fetches its panel's chunk as soon as the shopper shows intent.
const warm = (panel: LazyPanel) => ({ onPointerEnter: panel.preload, onFocus: panel.preload, onTouchStart: panel.preload });

export function NavTrigger() {
  const t = useT();
  const app = useShellActor();
  const open = useShell((s) => selectDrawer(s) === 'nav');
  return (
    <button
      type="button"
      className="icon-button header__nav-trigger"
      aria-label={t('header.navToggle')}
      aria-expanded={open}
      onClick={() => app.send({ type: 'drawer.open', which: 'nav' })}
      {...warm(navDrawerPanel)}
    >
      <Icon name="menu" />
    </button>
  );
}

export function SearchTrigger() {
  const t = useT();
  const app = useShellActor();
  const open = useShell(selectSearchOpen);
  return (
    <button
      type="button"
      className="icon-button header__search-trigger"
      aria-label={t('header.searchToggle')}
      aria-expanded={open}
      onClick={() => app.send({ type: 'search.toggle' })}
      {...warm(searchPanel)}
    >
      <Icon name="search" />
    </button>
  );
}

/** Opens the mini cart; its counter reads 99+ above 99 (spec §2). */
export function CartTrigger({ count }: { count: number }) {
  const t = useT();
  const app = useShellActor();
  const open = useShell(selectMinicartOpen);
  const counter = cartCounterText(count);
  return (
    <button
      type="button"
      className="icon-button header__cart"
      aria-label={t('header.cartToggle', cartTriggerNameValues(count))}
      aria-expanded={open}
      onClick={() => app.send({ type: 'minicart.open' })}
      {...warm(miniCartPanel)}
    >
      <Icon name="bag" />
      {counter && (
        <span className="header__cart-counter" aria-hidden="true" data-testid="cart-counter">
          {counter}
        </span>
      )}
    </button>
  );
}

/**
 * The cart trigger's count. The cart is the browser's (its id is stored there): the server's page shows no count,
 * and so does the render that hydrates it; the next render shows the cart's.
 */
function useCartCount(): number {
  return useBrowserSelector(useShell((s) => s.children.cart), selectItemCount, 0);
}

/** The cart trigger with the cart's count, read here: a change of count re-renders the trigger, not the header. */
export function CountedCartTrigger() {
  return <CartTrigger count={useCartCount()} />;
}
