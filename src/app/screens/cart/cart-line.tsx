import { useSelector } from '@xstate/react';
import { selectStepper, selectTarget, type CartPageSnapshot } from '../../../../machines/cart-page.machine';
import { selectEditing, selectError, selectIsUpdating } from '../../../../machines/cart.machine';
import type { CartItem } from '../../../domain/cart';
import { productPath } from '../../../domain/product';
import { useT } from '../../i18n/use-t';
import { CartErrorMessage } from '../../ui/cart-error';
import { CartItemImage } from '../../ui/cart-item-image';
import { Price } from '../../ui/price';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { ShopLink } from '../../ui/shop-link';
import { usePageState } from '../page-actor';
import { useCart, useCartPage } from './cart-actors';
import { CartLineOptions } from './cart-line-options';

const selectUpdateError = selectError('updateItem');
const selectRemoveError = selectError('removeItem');

/** Image shown at 96 × 96 CSS pixels; twice that for dense screens. */
const IMAGE_SIZE = 96;

/**
 * A line of the cart: image, name (a link to the product), chosen options, unit price, quantity, row total, and
 * its actions: remove, and for a configurable product, edit its options. An error of a request about this line
 * shows on it. While the cart changes a line, removing and editing wait; quantities queue in order.
 */
export function CartLine({ item }: { item: CartItem }) {
  const t = useT();
  const cart = useCart();
  const page = useCartPage();
  const stepper = usePageState((s: CartPageSnapshot) => selectStepper(item.uid)(s));
  const isTarget = usePageState((s: CartPageSnapshot) => selectTarget(s) === item.uid);
  const updating = useSelector(cart, selectIsUpdating);
  const editing = useSelector(cart, (s) => selectEditing(s) === item.uid);
  const updateError = useSelector(cart, selectUpdateError);
  const removeError = useSelector(cart, selectRemoveError);
  const error = isTarget ? (updateError ?? removeError) : null;
  return (
    <li className="cart-line">
      <CartItemImage item={item} size={IMAGE_SIZE} className="cart-line__image" />
      <div className="cart-line__details">
        <h3 className="cart-line__name">
          <ShopLink href={productPath(item.urlKey)}>{item.name}</ShopLink>
        </h3>
        {item.options.map((option) => (
          <p key={option.optionUid} className="cart-line__option">
            {t('cartPage.option', { label: option.label, value: option.value })}
          </p>
        ))}
        {item.subscriptionFrequency && (
          <p className="cart-line__option cart-line__subscription">{t('subscriptionOffer.cartLine', { days: item.subscriptionFrequency })}</p>
        )}
        <p className="cart-line__unit-price">
          {t('cartPage.unitPrice')} <Price amount={item.unitPrice} />
        </p>
      </div>
      <div className="cart-line__quantity">
        {stepper && (
          <QuantityStepper stepper={stepper} label={t('cartPage.quantityOf', { name: item.name })} isLabelHidden />
        )}
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{t('cartPage.rowTotal')} </span>
        <Price amount={item.rowTotal} />
      </p>
      <div className="cart-line__actions">
        {item.choices.length > 0 && !editing && (
          <button
            type="button"
            className="text-button cart-line__action"
            aria-label={t('cartPage.editOptionsOf', { name: item.name })}
            disabled={updating}
            onClick={() => cart.send({ type: 'cart.edit.begin', uid: item.uid })}
          >
            {t('cartPage.edit')}
          </button>
        )}
        <button
          type="button"
          className="text-button cart-line__action"
          aria-label={t('cartPage.removeItem', { name: item.name })}
          disabled={updating}
          onClick={() => page.send({ type: 'line.remove', uid: item.uid })}
        >
          {t('cartPage.remove')}
        </button>
      </div>
      {editing && <CartLineOptions item={item} isBusy={updating} />}
      {error && <CartErrorMessage error={error} className="cart-line__error" />}
    </li>
  );
}
