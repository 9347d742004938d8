import { useSelector } from '@xstate/react';
import { ToggleButton } from 'react-aria-components';
import type { ProductPageSnapshot } from '../../../../machines/product-page.machine';
import { selectFailedFor, selectHasItem, selectIsBusy } from '../../../../machines/wishlist.machine';
import { productAddOf } from '../../../domain/wishlist';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { useWishlistToggle } from '../../ui/wishlist-heart';
import { usePageState } from '../page-actor';

/**
 * The product page's heart (spec §2 wishlist): pressed when the product, with the options chosen, is in the
 * wishlist. A configurable product's options come first, as for the cart: the button waits for them.
 */
export function WishlistToggle() {
  const t = useT();
  const { wishlist, toggle } = useWishlistToggle();
  const product = usePageState((s: ProductPageSnapshot) => s.context.product!);
  const selection = usePageState((s: ProductPageSnapshot) => s.context.selection);
  const add = productAddOf(product, selection);
  const pressed = useSelector(wishlist, (s) => add !== null && selectHasItem(add)(s));
  const busy = useSelector(wishlist, selectIsBusy);
  const failed = useSelector(wishlist, selectFailedFor(product.sku));
  return (
    <div className="product__wishlist">
      <ToggleButton
        className="button button--secondary product__wishlist-button"
        isSelected={pressed}
        isDisabled={add === null || busy}
        onChange={() => add && toggle(add)}
      >
        <Icon name="heart" size={20} />
        {t('wishlist.add')}
      </ToggleButton>
      {failed && (
        <p className="product__wishlist-failed" role="alert">
          {t('wishlist.failed')}
        </p>
      )}
    </div>
  );
}
