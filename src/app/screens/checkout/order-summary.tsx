import { useId } from 'react';
import { selectCart, selectCartShipping, selectPickup } from '../../../../machines/checkout.machine';
import { useT } from '../../i18n/use-t';
import { Deduction, Price } from '../../ui/price';
import { usePageState } from '../page-actor';
import { PickupSummary } from './pickup-place-picker';
import { SummaryLine } from './summary-line';

/**
 * The cart beside the steps: its lines (a subscribed one with its frequency, as the cart marks it), then its prices
 * as the backend gives them — the subtotal, each discount taken off (with the coupon applied), the shipping once
 * sent to the cart, the total (VAT included) — which add up; and the store or relay point the order is collected from.
 */
export function OrderSummary() {
  const t = useT();
  const cart = usePageState(selectCart);
  const shipping = usePageState(selectCartShipping);
  const pickup = usePageState(selectPickup);
  const titleId = useId();
  if (!cart) return null;
  return (
    <aside className="order-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-summary__title">
        {t('checkout.summary.title')}
      </h2>
      <p className="order-summary__count">{t('cartPage.count', { count: cart.totalQuantity })}</p>
      <ul className="order-summary__lines">
        {cart.items.map((item) => (
          <SummaryLine key={item.uid} item={item} />
        ))}
      </ul>
      <dl className="order-summary__rows">
        <div className="order-summary__row">
          <dt>{t('cartPage.subtotal')}</dt>
          <dd>
            <Price amount={cart.prices.subtotal} />
          </dd>
        </div>
        {cart.prices.discounts.map((discount) => (
          <div key={discount.label} className="order-summary__row order-summary__row--discount">
            <dt>{discount.label}</dt>
            <dd>
              <Deduction amount={discount.amount} />
            </dd>
          </div>
        ))}
        {cart.couponCode && (
          <div className="order-summary__row order-summary__row--coupon">
            <dt>{t('checkout.summary.coupon')}</dt>
            <dd>{cart.couponCode}</dd>
          </div>
        )}
        {shipping && (
          <div className="order-summary__row">
            <dt>{t('checkout.summary.shipping')}</dt>
            <dd>{shipping.value === 0 ? t('cartPage.free') : <Price amount={shipping} />}</dd>
          </div>
        )}
        <div className="order-summary__row order-summary__row--total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>
            <Price amount={cart.prices.grandTotal} />
          </dd>
        </div>
      </dl>
      {pickup && <PickupSummary kind={pickup.kind} place={pickup.place} />}
    </aside>
  );
}
