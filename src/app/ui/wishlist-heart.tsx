import { useSelector } from '@xstate/react';
import { selectHasProduct, selectIsBusy, type WishlistActor } from '../../../machines/wishlist.machine';
import { cardAddOf, type WishlistAdd } from '../../domain/wishlist';
import { useT } from '../i18n/use-t';
import { useShell, useShellActor } from '../shell/shell-actor';
import { Icon } from './icons';

/** The shell's wishlist, and how a heart asks it: with the page it is on, where a guest comes back after signing in. */
export function useWishlistToggle(): { wishlist: WishlistActor; toggle: (add: WishlistAdd) => void } {
  const app = useShellActor();
  const wishlist = useShell((s) => s.children.wishlist)!;
  const toggle = (add: WishlistAdd) => {
    const { path, search } = app.getSnapshot().children.router!.getSnapshot().context.location;
    wishlist.send({ type: 'wishlist.toggle', add, from: `${path}${search}` });
  };
  return { wishlist, toggle };
}

/**
 * A listing card's heart (beside the card's link, not in it): pressed when the product is in the wishlist. A
 * native toggle button, so that listings load no widget library for it.
 */
export function CardHeart({ sku, name }: { sku: string; name: string }) {
  const t = useT();
  const { wishlist, toggle } = useWishlistToggle();
  const pressed = useSelector(wishlist, selectHasProduct(sku));
  const busy = useSelector(wishlist, selectIsBusy);
  return (
    <button
      type="button"
      className="wishlist-heart product-card__heart"
      aria-pressed={pressed}
      aria-label={t('wishlist.addCard', { name })}
      disabled={busy}
      onClick={() => toggle(cardAddOf(wishlist.getSnapshot().context.wishlist, sku))}
    >
      <Icon name="heart" size={20} />
    </button>
  );
}
