import { useId } from 'react';
import { selectCart, selectChosenMethod } from '../../../../machines/checkout.machine';
import { useT } from '../../i18n/use-t';
import { Price } from '../../ui/price';
import { usePageState } from '../page-actor';

/** The cart beside the steps: its lines, the subtotal, the shipping once chosen, the total (VAT included). */
export function OrderSummary() {
  const t = useT();
  const cart = usePageState(selectCart);
  const method = usePageState(selectChosenMethod);
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
          <li key={item.uid} className="order-summary__line">
            <span className="order-summary__name">
              {item.name}
              {item.options.map((option) => (
                <span key={option.optionUid} className="order-summary__option">
                  {t('cartPage.option', { label: option.label, value: option.value })}
                </span>
              ))}
            </span>
            <span className="order-summary__quantity">{t('miniCart.quantity', { quantity: item.quantity })}</span>
            <Price amount={item.rowTotal} />
          </li>
        ))}
      </ul>
      <dl className="order-summary__rows">
        <div className="order-summary__row">
          <dt>{t('cartPage.subtotal')}</dt>
          <dd>
            <Price amount={cart.prices.subtotal} />
          </dd>
        </div>
        {method && (
          <div className="order-summary__row">
            <dt>{t('checkout.summary.shipping')}</dt>
            <dd>{method.amount.value === 0 ? t('cartPage.free') : <Price amount={method.amount} />}</dd>
          </div>
        )}
        <div className="order-summary__row order-summary__row--total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd>
            <Price amount={cart.prices.grandTotal} />
          </dd>
        </div>
      </dl>
    </aside>
  );
}
