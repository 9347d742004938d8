import { useSelector } from '@xstate/react';
import { selectEstimate, selectFreeShipping } from '../../../../machines/cart.machine';
import { useT } from '../../i18n/use-t';
import { Price } from '../../ui/price';
import { useCart } from './cart-actors';

/** The estimated shipping's price, or that it is free. */
export function ShippingCost() {
  const t = useT();
  const cart = useCart();
  const estimate = useSelector(cart, selectEstimate);
  const free = useSelector(cart, selectFreeShipping);
  if (!estimate) return null;
  return free ? <span className="cart-estimate__free">{t('cartPage.free')}</span> : <Price amount={estimate.amount} />;
}
