import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectCart, selectEstimate } from '../../../../machines/cart.machine';
import { estimatedTotal } from '../../../domain/cart';
import { useT } from '../../i18n/use-t';
import { Deduction, Price } from '../../ui/price';
import { useCart } from './cart-actors';
import { ShippingCost } from './shipping-cost';

/**
 * The price summary: subtotal, each discount taken off, the estimated shipping once estimated, the estimated total
 * (the cart's total plus that shipping), and the VAT it includes. Prices include VAT throughout.
 */
export function CartSummary() {
  const t = useT();
  const actor = useCart();
  const { prices } = useSelector(actor, selectCart)!;
  const estimate = useSelector(actor, selectEstimate);
  const titleId = useId();
  return (
    <section className="cart-box cart-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-box__title">
        {t('cartPage.summary')}
      </h2>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>{t('cartPage.subtotal')}</dt>
          <dd>
            <Price amount={prices.subtotal} />
          </dd>
        </div>
        {prices.discounts.map((discount) => (
          <div key={discount.label} className="cart-summary__row cart-summary__row--discount">
            <dt>{discount.label}</dt>
            <dd>
              <Deduction amount={discount.amount} />
            </dd>
          </div>
        ))}
        {estimate && (
          <div className="cart-summary__row">
            <dt>{t('cartPage.estimatedShipping')}</dt>
            <dd>
              <ShippingCost />
            </dd>
          </div>
        )}
        <div className="cart-summary__row cart-summary__row--total">
          <dt>{t('cartPage.estimatedTotal')}</dt>
          <dd>
            <Price amount={estimatedTotal(prices.grandTotal, estimate)} />
          </dd>
        </div>
        {prices.taxes.map((tax) => (
          <div key={tax.label} className="cart-summary__row cart-summary__row--tax">
            <dt>{t('cartPage.taxIncluded', { label: tax.label })}</dt>
            <dd>
              <Price amount={tax.amount} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
