import { useSelector } from '@xstate/react';
import { selectMinicartOpen } from '../../../machines/app.machine';
import { selectCart, selectError, selectIsLoading, selectIsUpdating, type CartActor } from '../../../machines/cart.machine';
import type { CartItem } from '../../domain/cart';
import { productPath } from '../../domain/product';
import { useT } from '../i18n/use-t';
import { CartErrorMessage } from '../ui/cart-error';
import { CartItemImage } from '../ui/cart-item-image';
import { FreeShippingMeter } from '../ui/free-shipping-meter';
import { Icon } from '../ui/icons';
import { Price } from '../ui/price';
import { ShopLink } from '../ui/shop-link';
import { SidePanel } from '../ui/side-panel';
import { useShell, useShellActor } from './shell-actor';

const selectLoadError = selectError('getCart');
const selectRemoveError = selectError('removeItem');

/** The mini cart in the side panel (spec §2): the cart's lines, its subtotal and the way to the cart page. */
export function MiniCart() {
  const t = useT();
  const app = useShellActor();
  const open = useShell(selectMinicartOpen);
  const cart = useShell((s) => s.children.cart)!;
  return (
    <SidePanel isOpen={open} onClose={() => app.send({ type: 'minicart.close' })} title={t('miniCart.title')}>
      <MiniCartContent cart={cart} />
    </SidePanel>
  );
}

/** A shimmer until the stored cart is read, then its lines or that it is empty. */
function MiniCartContent({ cart: actor }: { cart: CartActor }) {
  const t = useT();
  const loading = useSelector(actor, selectIsLoading);
  const cart = useSelector(actor, selectCart);
  const updating = useSelector(actor, selectIsUpdating);
  const loadError = useSelector(actor, selectLoadError);
  const removeError = useSelector(actor, selectRemoveError);
  if (loading) {
    return (
      <div className="mini-cart__loading" data-testid="mini-cart-shimmer">
        <p className="visually-hidden" role="status">
          {t('miniCart.loading')}
        </p>
        {[1, 2].map((row) => (
          <div key={row} className="mini-cart__shimmer" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <>
        {loadError && <CartErrorMessage error={loadError} />}
        <p className="mini-cart__empty">{t('miniCart.empty')}</p>
      </>
    );
  }
  return (
    <div className="mini-cart">
      <FreeShippingMeter cart={actor} />
      <ul className="mini-cart__items">
        {cart.items.map((item) => (
          <MiniCartItem key={item.uid} item={item} isDisabled={updating} onRemove={() => actor.send({ type: 'cart.remove', uid: item.uid })} />
        ))}
      </ul>
      {removeError && <CartErrorMessage error={removeError} />}
      <p className="mini-cart__subtotal">
        <span>{t('miniCart.subtotal')}</span>
        <Price amount={cart.prices.subtotal} />
      </p>
      <ShopLink href="/checkout" className="button button--primary mini-cart__checkout">
        {t('miniCart.checkout')}
      </ShopLink>
      <ShopLink href="/cart" className="button button--secondary mini-cart__view">
        {t('miniCart.viewCart')}
      </ShopLink>
    </div>
  );
}

/** Image shown at 80 × 80 CSS pixels; twice that for dense screens. */
const IMAGE_SIZE = 80;

function MiniCartItem({ item, isDisabled, onRemove }: { item: CartItem; isDisabled: boolean; onRemove: () => void }) {
  const t = useT();
  return (
    <li className="mini-cart__item">
      <CartItemImage item={item} size={IMAGE_SIZE} className="mini-cart__image" lazy />
      <div className="mini-cart__details">
        <ShopLink href={productPath(item.urlKey)} className="mini-cart__name">
          {item.name}
        </ShopLink>
        {item.options.map((option) => (
          <p key={option.optionUid} className="mini-cart__option">
            {t('miniCart.option', { label: option.label, value: option.value })}
          </p>
        ))}
        {item.subscriptionFrequency && (
          <p className="mini-cart__option">{t('subscriptionOffer.cartLine', { days: item.subscriptionFrequency })}</p>
        )}
        <p className="mini-cart__quantity">{t('miniCart.quantity', { quantity: item.quantity })}</p>
      </div>
      <div className="mini-cart__end">
        <Price amount={item.rowTotal} className="mini-cart__total" />
        <button
          type="button"
          className="icon-button mini-cart__remove"
          aria-label={t('miniCart.remove', { name: item.name })}
          disabled={isDisabled}
          onClick={onRemove}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
    </li>
  );
}
