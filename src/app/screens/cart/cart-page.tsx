import { useSelector } from '@xstate/react';
import { selectCartFailure, selectCartView, selectCrossSells } from '../../../../machines/cart-page.machine';
import { selectCart, selectError } from '../../../../machines/cart.machine';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { PageLoading } from '../../shell/page-loading';
import { useBrowserSelector } from '../../ui/browser-selector';
import { CartErrorMessage } from '../../ui/cart-error';
import { DocumentTitle } from '../../ui/document-title';
import { FreeShippingMeter } from '../../ui/free-shipping-meter';
import { ProductRow } from '../../ui/product-row';
import { ShopLink } from '../../ui/shop-link';
import { useCart, useCartPage } from './cart-actors';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CouponForm } from './coupon-form';
import { ShippingEstimate } from './shipping-estimate';

const selectRefreshError = selectError('getDetails');

/**
 * What the page shows of the cart. The cart is the browser's (its id is stored there): a server's page shows the
 * shimmer, and so does the render that hydrates it, although the cart may be read by then; the next render shows it.
 */
function useCartView(): ReturnType<typeof selectCartView> {
  return useBrowserSelector(useCart(), selectCartView, 'loading');
}

/**
 * The cart page (spec §2 "/cart"): the lines with their quantity, options and prices; beside them (below on small
 * screens) the coupon, the shipping estimate and the price summary; under them the cross-sells of the cart's
 * products ("Complete your order"), when there are any. A shimmer while the stored cart is read.
 */
function Cart() {
  const t = useT();
  const view = useCartView();
  return (
    <>
      <DocumentTitle title={t('cartPage.title')} />
      {view === 'loading' && <PageLoading kind="cart" />}
      {view === 'failed' && <CartFailed />}
      {view === 'empty' && <EmptyCart />}
      {view === 'ready' && <CartReady />}
    </>
  );
}

function CartReady() {
  const t = useT();
  const actor = useCart();
  const cart = useSelector(actor, selectCart)!;
  const refreshError = useSelector(actor, selectRefreshError);
  const crossSells = useSelector(useCartPage(), selectCrossSells);
  return (
    <div className="cart-page">
      <header className="cart-page__header">
        <h1 className="cart-page__title">{t('cartPage.title')}</h1>
        <p className="cart-page__count">{t('cartPage.count', { count: cart.totalQuantity })}</p>
      </header>
      {refreshError && <CartErrorMessage error={refreshError} className="cart-page__notice" />}
      <section className="cart-page__lines" aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="visually-hidden">
          {t('cartPage.lines')}
        </h2>
        <ul className="cart-lines">
          {cart.items.map((item) => (
            <CartLine key={item.uid} item={item} />
          ))}
        </ul>
      </section>
      <div className="cart-page__side">
        <FreeShippingMeter cart={actor} className="free-shipping--card" />
        <CouponForm />
        <ShippingEstimate />
        <CartSummary />
        <ShopLink href="/checkout" className="button button--primary cart-page__checkout">
          {t('cartPage.checkout')}
        </ShopLink>
      </div>
      <ProductRow id="cross-sells" title={t('cartPage.crossSells')} products={crossSells} />
    </div>
  );
}

function EmptyCart() {
  const t = useT();
  return (
    <section className="page-message cart-page--empty">
      <h1 className="cart-page__title">{t('cartPage.title')}</h1>
      <p>{t('cartPage.empty')}</p>
      <ShopLink href="/" className="button button--primary">
        {t('cartPage.continueShopping')}
      </ShopLink>
    </section>
  );
}

/** The stored cart could not be read: why, and another try. */
function CartFailed() {
  const t = useT();
  const cart = useCart();
  const error = useSelector(cart, selectCartFailure)!;
  return (
    <section className="page-message cart-page--empty">
      <h1 className="cart-page__title">{t('cartPage.title')}</h1>
      <CartErrorMessage error={error} />
      <button type="button" className="button button--primary" onClick={() => cart.send({ type: 'cart.refresh' })}>
        {t('page.retry')}
      </button>
    </section>
  );
}

/** /cart, with the messages it shares with checkout. */
export const CartPage = withScreenMessages('checkout', Cart);
