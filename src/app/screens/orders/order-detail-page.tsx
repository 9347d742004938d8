import {
  selectOrder, selectPhase, selectReorderFailed, selectReordering, selectReorderResult, type OrderDetailActor, type OrderDetailSnapshot,
} from '../../../../machines/order-detail.machine';
import type { OrderDetail } from '../../../domain/orders';
import { useT } from '../../i18n/use-t';
import { withScreenMessages } from '../../i18n/screen-messages';
import { ShopLink } from '../../ui/shop-link';
import { AccountArea } from '../account/account-area';
import { usePage, usePageState } from '../page-actor';
import { OrderAddressBlock, OrderFacts, OrderLines, OrderTotals } from './order-parts';

/** What became of the last "Reorder": added (perhaps not all), nothing added, or a failure to try again. */
function ReorderNotice() {
  const t = useT();
  const result = usePageState(selectReorderResult);
  const failed = usePageState(selectReorderFailed);
  if (failed) return <p role="alert" className="reorder-notice reorder-notice--error">{t('accountArea.orderHistory.reorderFailed')}</p>;
  if (!result) return null;
  return (
    <div role="status" className={`reorder-notice${result.added ? '' : ' reorder-notice--error'}`}>
      <p>{result.added ? t('accountArea.orderHistory.reordered') : t('accountArea.orderHistory.reorderNone')}</p>
      {result.problems.map((problem) => (
        <p key={problem}>{t(`accountArea.orderHistory.problem.${problem}`)}</p>
      ))}
      {result.added && <ShopLink href="/cart">{t('accountArea.orderHistory.viewCart')}</ShopLink>}
    </div>
  );
}

function Order({ order }: { order: OrderDetail }) {
  const t = useT();
  const detail = usePage('orderDetail');
  const reordering = usePageState(selectReordering);
  return (
    <>
      <div className="order-head">
        <OrderFacts order={order} />
        <button
          type="button"
          className="button button--primary"
          aria-busy={reordering || undefined}
          aria-disabled={reordering || undefined}
          onClick={() => detail.send({ type: 'reorder' })}
        >
          {reordering ? t('accountArea.orderHistory.reordering') : t('accountArea.orderHistory.reorder')}
        </button>
      </div>
      <ReorderNotice />
      <OrderLines order={order} />
      <div className="order-panels">
        {order.shippingAddress && (
          <section className="order-section" aria-labelledby="order-shipping-address">
            <h2 id="order-shipping-address" className="order-section__title">{t('accountArea.orderHistory.detail.shippingAddress')}</h2>
            <OrderAddressBlock address={order.shippingAddress} />
          </section>
        )}
        {order.billingAddress && (
          <section className="order-section" aria-labelledby="order-billing-address">
            <h2 id="order-billing-address" className="order-section__title">{t('accountArea.orderHistory.detail.billingAddress')}</h2>
            <OrderAddressBlock address={order.billingAddress} />
          </section>
        )}
        {order.shippingMethod && (
          <section className="order-section" aria-labelledby="order-shipping-method">
            <h2 id="order-shipping-method" className="order-section__title">{t('accountArea.orderHistory.detail.shippingMethod')}</h2>
            <p>{order.shippingMethod}</p>
          </section>
        )}
        {order.payment && (
          <section className="order-section" aria-labelledby="order-payment">
            <h2 id="order-payment" className="order-section__title">{t('accountArea.orderHistory.detail.payment')}</h2>
            <p>{order.payment}</p>
          </section>
        )}
      </div>
      <OrderTotals order={order} />
    </>
  );
}

/** /order-history/{number}: one of the customer's orders, and "Reorder". */
function OrderDetailScreen() {
  const t = useT();
  const detail = usePage('orderDetail');
  const phase = usePageState(selectPhase);
  const order = usePageState(selectOrder);
  const number = usePageState((s: OrderDetailSnapshot) => s.context.number);
  return (
    // A number the account does not hold is not announced as one of its orders.
    <AccountArea title={phase === 'notFound' ? t('accountArea.orderHistory.detail.notFoundTitle') : t('accountArea.orderHistory.detail.title', { number })}>
      <ShopLink href="/order-history" className="order-back">
        {t('accountArea.orderHistory.detail.back')}
      </ShopLink>
      {phase === 'loading' && <p role="status">{t('accountArea.orderHistory.detail.loading')}</p>}
      {phase === 'failed' && (
        <div className="orders-message" role="alert">
          <p>{t('accountArea.orderHistory.detail.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => detail.send({ type: 'retry' })}>
            {t('accountArea.orderHistory.retry')}
          </button>
        </div>
      )}
      {phase === 'notFound' && <p className="orders-message">{t('accountArea.orderHistory.detail.notFound')}</p>}
      {phase === 'order' && order && <Order order={order} />}
    </AccountArea>
  );
}

export const OrderDetailPage = withScreenMessages('accountArea', OrderDetailScreen);
