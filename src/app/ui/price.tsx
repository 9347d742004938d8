import { useIntl } from 'react-intl';
import type { Money } from '../../domain/product';
import { useT } from '../i18n/use-t';

/**
 * A price in the shop's locale and currency (`12,90 €` in fr-FR). Given a `regular` price above `amount` (a
 * special price), both show: the special price, then the regular one struck through; screen readers hear which
 * is which, since a strike-through is not read out.
 */
export function Price({ amount, regular, className = '' }: { amount: Money; regular?: Money; className?: string }) {
  const t = useT();
  const intl = useIntl();
  const format = (money: Money) => intl.formatNumber(money.value, { style: 'currency', currency: money.currency });
  if (!regular || regular.value <= amount.value) return <span className={`price ${className}`}>{format(amount)}</span>;
  return (
    <span className={`price price--special ${className}`}>
      <span className="price__final">
        <span className="visually-hidden">{t('price.special')} </span>
        {format(amount)}
      </span>{' '}
      <del className="price__regular">
        <span className="visually-hidden">{t('price.regular')} </span>
        {format(regular)}
      </del>
    </span>
  );
}

/**
 * An amount taken off (a discount), written with the minus sign "−" in every summary, whichever sign the backend gave
 * it (Magento answers a cart's discounts positive and an order's negative).
 */
export function Deduction({ amount }: { amount: Money }) {
  return (
    <span className="price price--deduction">
      −<Price amount={{ ...amount, value: Math.abs(amount.value) }} className="price--bare" />
    </span>
  );
}
