import type { Money } from '../../../domain/cart';
import { useT } from '../../i18n/use-t';
import { Price } from '../../ui/price';

/** What a summary shows of a line: the cart's, or the receipt's. */
export interface SummaryLineItem {
  name: string;
  options: readonly { label: string; value: string }[];
  quantity: number;
  rowTotal: Money;
  /** Days between deliveries of a line bought as a subscription. */
  subscriptionFrequency?: number | null;
}

/** A line of the order summary and of the receipt: its name, options, subscription (as the cart marks it), quantity and total. */
export function SummaryLine({ item }: { item: SummaryLineItem }) {
  const t = useT();
  return (
    <li className="order-summary__line">
      <span className="order-summary__name">
        {item.name}
        {item.options.map((option) => (
          <span key={option.label} className="order-summary__option">
            {t('cartPage.option', { label: option.label, value: option.value })}
          </span>
        ))}
        {item.subscriptionFrequency && (
          <span className="order-summary__option order-summary__subscription">{t('subscriptionOffer.cartLine', { days: item.subscriptionFrequency })}</span>
        )}
      </span>
      <span className="order-summary__quantity">{t('miniCart.quantity', { quantity: item.quantity })}</span>
      <Price amount={item.rowTotal} />
    </li>
  );
}
