import { useIntl } from 'react-intl';
import { selectTimezone } from '../../../../machines/app.machine';
import { orderAmounts, orderStatusOf, type OrderAddress, type OrderDetail } from '../../../domain/orders';
import { useT } from '../../i18n/use-t';
import { useShell } from '../../shell/shell-actor';
import { Deduction, Price } from '../../ui/price';

// What the account's order page and the tracking page both show of an order. Their texts are the shell's
// (trackOrder.*): the tracking page is outside the account area, whose catalogue loads with its screens.

/** The date an order was placed, in the shop's time zone ("20 décembre 2030"). */
export function useOrderDate(): (iso: string) => string {
  const intl = useIntl();
  const timeZone = useShell(selectTimezone);
  return (iso) => intl.formatDate(iso, { dateStyle: 'long', timeZone });
}

/** Magento's status, in the shopper's words; a status the shop does not know shows as Magento names it. */
export function OrderStatusLabel({ status }: { status: string }) {
  const t = useT();
  const known = orderStatusOf(status);
  return <span className={`order-status order-status--${known ?? 'other'}`}>{known ? t(`trackOrder.status.${known}`) : status}</span>;
}

export function OrderAddressBlock({ address }: { address: OrderAddress }) {
  const intl = useIntl();
  return (
    <address className="order-address">
      <span>{address.name}</span>
      {address.company && <span>{address.company}</span>}
      {address.street.map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        {address.postcode} {address.city}
      </span>
      {address.country && <span>{intl.formatDisplayName(address.country, { type: 'region' })}</span>}
      {address.telephone && <span>{address.telephone}</span>}
    </address>
  );
}

/** The lines ordered: name, options, SKU, quantity, unit price and line total, tax included where it can be told. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const t = useT();
  const amounts = orderAmounts(order);
  return (
    <table className="order-lines">
      <caption className="order-section__title">{t('trackOrder.order.lines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('trackOrder.order.product')}</th>
          <th scope="col" className="order-lines__number">{t('trackOrder.order.quantity')}</th>
          <th scope="col" className="order-lines__number">
            {t(amounts.inclTax ? 'trackOrder.order.unitPriceInclTax' : 'trackOrder.order.unitPrice')}
          </th>
          <th scope="col" className="order-lines__number">
            {t(amounts.inclTax ? 'trackOrder.order.lineTotal' : 'trackOrder.order.lineTotalExclTax')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line, i) => (
          <tr key={line.id}>
            <td>
              <span className="order-lines__name">{line.name}</span>
              {line.options.map((option) => (
                <span key={option.label} className="order-lines__detail">
                  {t('trackOrder.order.option', { label: option.label, value: option.value })}
                </span>
              ))}
              <span className="order-lines__detail">{t('trackOrder.order.sku', { sku: line.sku })}</span>
            </td>
            <td className="order-lines__number">{line.quantity}</td>
            <td className="order-lines__number">
              <Price amount={amounts.lines[i]!.unit} />
            </td>
            <td className="order-lines__number">
              <Price amount={amounts.lines[i]!.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The totals: tax included (subtotal, discounts, shipping, total and the VAT it holds), or Magento's excluding tax. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const t = useT();
  const amounts = orderAmounts(order);
  const discounts = order.discounts.map((discount) => ({
    key: `discount-${discount.label}`,
    label: t('trackOrder.order.discount', { label: discount.label }),
    amount: <Deduction amount={discount.amount} />,
  }));
  const grand = { key: 'grand', label: t('trackOrder.order.grandTotal'), amount: <Price amount={order.total} /> };
  const rows = amounts.inclTax
    ? [
        { key: 'subtotal', label: t('trackOrder.order.subtotalInclTax'), amount: <Price amount={amounts.subtotal} /> },
        ...discounts,
        { key: 'shipping', label: t('trackOrder.order.shippingInclTax'), amount: <Price amount={amounts.shipping} /> },
        grand,
        { key: 'tax', label: t('trackOrder.order.taxIncluded'), amount: <Price amount={order.tax} /> },
      ]
    : [
        { key: 'subtotal', label: t('trackOrder.order.subtotal'), amount: <Price amount={order.subtotal} /> },
        ...discounts,
        { key: 'shipping', label: t('trackOrder.order.shipping'), amount: <Price amount={order.shipping} /> },
        { key: 'tax', label: t('trackOrder.order.tax'), amount: <Price amount={order.tax} /> },
        grand,
      ];
  return (
    <section className="order-section" aria-labelledby="order-totals">
      <h2 id="order-totals" className="order-section__title">
        {t('trackOrder.order.totals')}
      </h2>
      <dl className="order-totals">
        {rows.map((row) => (
          <div key={row.key} className={`order-totals__row${row.key === 'grand' ? ' order-totals__row--grand' : ''}`}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The order's heading facts: where it stands and when it was placed. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const t = useT();
  const date = useOrderDate();
  return (
    <div className="order-facts">
      <dl className="order-facts__status">
        <dt>{t('trackOrder.order.status')}</dt>
        <dd>
          <OrderStatusLabel status={order.status} />
        </dd>
      </dl>
      <p>{t('trackOrder.order.placed', { date: date(order.date) })}</p>
    </div>
  );
}
