import {
  selectBillingAddress,
  selectCardPayment,
  selectOfflinePayment,
  selectChosenMethod,
  selectLoadingCards,
  selectPickup,
  selectOpenStep,
  selectShippingAddress,
  selectSignedIn,
  selectView,
  type CheckoutActor,
  type CheckoutSnapshot,
} from '../../../../machines/checkout.machine';
import { ScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import type { HistoryState } from '../../services/history';
import { ShopLink } from '../../ui/shop-link';
import { PageLoading } from '../../shell/page-loading';
import { usePage, usePageState } from '../page-actor';
import { AddressSummary } from '../../ui/address-summary';
import { DocumentTitle } from '../../ui/document-title';
import { BillingAddressForm } from './billing-address-step';
import { CheckoutStep, type StepName } from './checkout-step';
import { OrderSummary } from './order-summary';
import { OfflinePaymentForm } from './offline-payment-form';
import { PickupSummary } from './pickup-place-picker';
import { PaymentForm } from './payment-step';
import { Receipt } from './receipt';
import { MethodLabel, ShippingMethodForm } from './shipping-method-step';
import { ShippingAddressForm } from './shipping-address-step';

const ORDER: StepName[] = ['shippingAddress', 'shippingMethod', 'billingAddress', 'payment'];

/** /checkout (spec §2, §4), in the shop's language: its messages come with it. */
export function CheckoutPage() {
  return (
    <ScreenMessages screen="checkout">
      <Checkout />
    </ScreenMessages>
  );
}

/** The steps in order beside the order summary; the receipt once paid. */
function Checkout() {
  const t = useT();
  const checkout = usePage('checkout');
  const view = usePageState(selectView);
  const open = usePageState(selectOpenStep);
  const signedIn = usePageState(selectSignedIn);
  const shipping = usePageState(selectShippingAddress);
  const email = usePageState((s: CheckoutSnapshot) => (s.context.signedIn ? null : String(s.context.shipping.values.email)));
  const billing = usePageState(selectBillingAddress);
  const method = usePageState(selectChosenMethod);
  const pickup = usePageState(selectPickup);
  const payment = usePageState(selectCardPayment);
  const offlinePayment = usePageState(selectOfflinePayment);
  const loadingCards = usePageState(selectLoadingCards);
  const title = <DocumentTitle title={t('checkout.documentTitle')} />;
  if (view === 'loading') return <PageLoading kind="checkout" />;
  if (view === 'placed') {
    return (
      <div className="checkout">
        {title}
        <Receipt />
      </div>
    );
  }
  if (view === 'empty') {
    return (
      <div className="checkout checkout--empty">
        {title}
        <h1 className="checkout__title">{t('checkout.empty.title')}</h1>
        <p>{t('checkout.empty.text')}</p>
        <ShopLink className="button button--primary" href="/">
          {t('cartPage.continueShopping')}
        </ShopLink>
      </div>
    );
  }
  const stateOf = (step: StepName) => {
    const at = open ? ORDER.indexOf(open) : -1;
    const index = ORDER.indexOf(step);
    return index === at ? 'open' : index < at ? 'passed' : 'ahead';
  };
  const edit = (step: Exclude<StepName, 'payment'>) => () => checkout.send({ type: 'edit', step });
  return (
    <div className="checkout">
      {title}
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      {!signedIn && (
        <p className="checkout__guest">
          {t('checkout.guestNotice')} <ShopLink href="/sign-in" state={{ from: '/checkout' } satisfies HistoryState}>{t('checkout.signInLink')}</ShopLink>
        </p>
      )}
      <div className="checkout__columns">
        <div className="checkout__steps">
          <CheckoutStep step="shippingAddress" number={1} state={stateOf('shippingAddress')} onEdit={edit('shippingAddress')} summary={<AddressSummary address={shipping} countryName={t('checkout.country.FR')} email={email} />}>
            <ShippingAddressForm />
          </CheckoutStep>
          <CheckoutStep
            step="shippingMethod"
            number={2}
            state={stateOf('shippingMethod')}
            onEdit={edit('shippingMethod')}
            summary={
              method && (
                <>
                  <MethodLabel method={method} />
                  {pickup && <PickupSummary kind={pickup.kind} place={pickup.place} />}
                </>
              )
            }
          >
            <ShippingMethodForm />
          </CheckoutStep>
          <CheckoutStep
            step="billingAddress"
            number={3}
            state={stateOf('billingAddress')}
            onEdit={edit('billingAddress')}
            summary={billing ? <AddressSummary address={billing} countryName={t('checkout.country.FR')} /> : <p>{t('checkout.billing.sameSummary')}</p>}
          >
            <BillingAddressForm />
          </CheckoutStep>
          <CheckoutStep step="payment" number={4} state={stateOf('payment')}>
            {loadingCards && <div className="payment-step__loading shimmer" aria-hidden="true" data-testid="saved-cards-loading" />}
            {payment && <PaymentForm payment={payment} />}
            {offlinePayment && <OfflinePaymentForm payment={offlinePayment} />}
          </CheckoutStep>
        </div>
        <OrderSummary />
      </div>
    </div>
  );
}
