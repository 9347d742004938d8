import {
  selectHasMore, selectLoadingMore, selectMoreFailed, selectOrders, selectPhase, type OrderHistoryActor, type OrderHistorySnapshot,
} from '../../../../machines/order-history.machine';
import { useT } from '../../i18n/use-t';
import { withScreenMessages } from '../../i18n/screen-messages';
import { Price } from '../../ui/price';
import { ShopLink } from '../../ui/shop-link';
import { AccountArea } from '../account/account-area';
import { usePage, usePageState } from '../page-actor';
import { OrderStatusLabel, useOrderDate } from './order-parts';

const orderPath = (number: string) => `/order-history/${encodeURIComponent(number)}`;

/**
 * /order-history (and Magento's /customer/account/): the customer's orders, newest first; a table from 960 px,
 * a card per order under; "More orders" adds the next page under those shown.
 */
function OrderHistory() {
  const t = useT();
  const date = useOrderDate();
  const history = usePage('orderHistory');
  const phase = usePageState(selectPhase);
  const orders = usePageState(selectOrders);
  const total = usePageState((s: OrderHistorySnapshot) => s.context.total);
  const hasMore = usePageState(selectHasMore);
  const loadingMore = usePageState(selectLoadingMore);
  const moreFailed = usePageState(selectMoreFailed);
  return (
    <AccountArea title={t('accountPages.orderHistory')}>
      {phase === 'loading' && <p role="status">{t('accountArea.orderHistory.loading')}</p>}
      {phase === 'failed' && (
        <div className="orders-message" role="alert">
          <p>{t('accountArea.orderHistory.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => history.send({ type: 'retry' })}>
            {t('accountArea.orderHistory.retry')}
          </button>
        </div>
      )}
      {phase === 'empty' && (
        <div className="orders-message">
          <p>{t('accountArea.orderHistory.empty')}</p>
          <ShopLink href="/" className="button button--primary">
            {t('accountArea.orderHistory.startShopping')}
          </ShopLink>
        </div>
      )}
      {phase === 'list' && (
        <>
          <table className="orders-table">
            <caption className="visually-hidden">{t('accountArea.orderHistory.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accountArea.orderHistory.column.number')}</th>
                <th scope="col">{t('accountArea.orderHistory.column.date')}</th>
                <th scope="col">{t('accountArea.orderHistory.column.status')}</th>
                <th scope="col" className="orders-table__total">{t('accountArea.orderHistory.column.total')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('accountArea.orderHistory.column.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.number}>
                  <th scope="row" data-label={t('accountArea.orderHistory.column.number')}>{order.number}</th>
                  <td data-label={t('accountArea.orderHistory.column.date')}>{date(order.date)}</td>
                  <td data-label={t('accountArea.orderHistory.column.status')}>
                    <OrderStatusLabel status={order.status} />
                  </td>
                  <td data-label={t('accountArea.orderHistory.column.total')} className="orders-table__total">
                    <Price amount={order.total} />
                  </td>
                  <td className="orders-table__action">
                    <ShopLink href={orderPath(order.number)} aria-label={t('accountArea.orderHistory.viewNumber', { number: order.number })}>
                      {t('accountArea.orderHistory.view')}
                    </ShopLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="orders-count" role="status">
            {t('accountArea.orderHistory.count', { shown: orders.length, total })}
          </p>
          {moreFailed && <p role="alert" className="orders-more-failed">{t('accountArea.orderHistory.moreFailed')}</p>}
          {hasMore && (
            <button
              type="button"
              className="button button--secondary orders-more"
              aria-busy={loadingMore || undefined}
              aria-disabled={loadingMore || undefined}
              onClick={() => history.send({ type: 'more' })}
            >
              {loadingMore ? t('accountArea.orderHistory.moreLoading') : t('accountArea.orderHistory.more')}
            </button>
          )}
        </>
      )}
    </AccountArea>
  );
}

export const OrderHistoryPage = withScreenMessages('accountArea', OrderHistory);
