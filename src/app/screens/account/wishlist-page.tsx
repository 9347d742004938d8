import { useT } from '../../i18n/use-t';
import { withScreenMessages } from '../../i18n/screen-messages';
import {
  selectBusyAction, selectBusyItem, selectItems, selectProblemFor, selectWishlistPageView, type WishlistPageActor, type WishlistPageSnapshot,
} from '../../../../machines/wishlist-page.machine';
import { imageUrl } from '../../../domain/images';
import type { WishlistItem } from '../../../domain/wishlist';
import { PageLoading } from '../../shell/page-loading';
import { Price } from '../../ui/price';
import { ShopLink } from '../../ui/shop-link';
import { usePage, usePageState } from '../page-actor';
import { AccountArea } from './account-area';

/** Image shown at 96 × 96 CSS pixels; twice that for dense screens. */
const IMAGE_SIZE = 96;

/** /wishlist (spec §2): the customer's wishlist in the account area, its messages loaded with it. */
export const WishlistPage = withScreenMessages('accountArea', function WishlistPage() {
  const t = useT();
  const page = usePage('wishlist');
  const view = usePageState(selectWishlistPageView);
  const items = usePageState(selectItems);
  return (
    <AccountArea title={t('accountPages.wishlist')}>
      {view === 'loading' && <PageLoading kind="wishlist" />}
      {view === 'failed' && (
        <div className="wishlist__failed" role="alert">
          <p>{t('accountArea.wishlist.loadFailed')}</p>
          <button type="button" className="button button--primary" onClick={() => page.send({ type: 'retry' })}>
            {t('accountArea.wishlist.retry')}
          </button>
        </div>
      )}
      {view === 'empty' && (
        <div className="wishlist__empty">
          <p>{t('accountArea.wishlist.empty')}</p>
          <ShopLink href="/" className="button button--primary">
            {t('accountArea.wishlist.continueShopping')}
          </ShopLink>
        </div>
      )}
      {view === 'list' && (
        <>
          <p className="wishlist__count">{t('accountArea.wishlist.count', { count: items.length })}</p>
          <ul className="wishlist">
            {items.map((item) => (
              <WishlistLine key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </AccountArea>
  );
});

/** An item: image, name (a link to the product), its options, price, stock, and Remove and Move to Cart. */
function WishlistLine({ item }: { item: WishlistItem }) {
  const t = useT();
  const page = usePage('wishlist');
  const busyItem = usePageState(selectBusyItem);
  const busyAction = usePageState((s: WishlistPageSnapshot) => (selectBusyItem(s) === item.id ? selectBusyAction(s) : null));
  const problem = usePageState(selectProblemFor(item.id));
  const waiting = busyItem !== null;
  return (
    <li className="wishlist-line" aria-busy={busyAction !== null}>
      {item.image ? (
        <img
          className="wishlist-line__image"
          src={imageUrl(item.image.url, { width: IMAGE_SIZE, height: IMAGE_SIZE })}
          srcSet={`${imageUrl(item.image.url, { width: 2 * IMAGE_SIZE, height: 2 * IMAGE_SIZE })} 2x`}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          alt=""
          decoding="async"
        />
      ) : (
        <span className="wishlist-line__image" />
      )}
      <div className="wishlist-line__details">
        <h2 className="wishlist-line__name">
          <ShopLink href={item.href}>{item.name}</ShopLink>
        </h2>
        {item.options.map((option) => (
          <p key={option.label} className="wishlist-line__option">
            {t('accountArea.wishlist.option', { label: option.label, value: option.value })}
          </p>
        ))}
        <p className="wishlist-line__price">
          <Price amount={item.price.final} regular={item.price.regular} />
        </p>
        <p className={`wishlist-line__stock${item.inStock ? '' : ' wishlist-line__stock--out'}`}>
          {item.inStock ? t('accountArea.wishlist.inStock') : t('accountArea.wishlist.outOfStock')}
        </p>
      </div>
      <div className="wishlist-line__actions">
        <button
          type="button"
          className="button button--primary wishlist-line__move"
          aria-label={t('accountArea.wishlist.moveToCartOf', { name: item.name })}
          disabled={waiting || !item.inStock}
          onClick={() => page.send({ type: 'item.moveToCart', id: item.id })}
        >
          {busyAction === 'move' ? t('accountArea.wishlist.moving') : t('accountArea.wishlist.moveToCart')}
        </button>
        <button
          type="button"
          className="text-button wishlist-line__remove"
          aria-label={t('accountArea.wishlist.removeItem', { name: item.name })}
          disabled={waiting}
          onClick={() => page.send({ type: 'item.remove', id: item.id })}
        >
          {busyAction === 'remove' ? t('accountArea.wishlist.removing') : t('accountArea.wishlist.remove')}
        </button>
      </div>
      {problem && (
        <p className="wishlist-line__problem" role="alert">
          {problem === 'chooseOptions' ? (
            <>
              {t('accountArea.wishlist.problem.chooseOptions')} <ShopLink href={item.href}>{t('accountArea.wishlist.chooseOptionsLink')}</ShopLink>
            </>
          ) : (
            t(`accountArea.wishlist.problem.${problem}`)
          )}
        </p>
      )}
    </li>
  );
}
