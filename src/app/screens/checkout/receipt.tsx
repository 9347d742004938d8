import { useId } from 'react';
import { selectReceipt } from '../../../../machines/checkout.machine';
import { accountOfferPath } from '../../../domain/checkout';
import type { PaidWith } from '../../../domain/payment';
import { orderLinkOf, type ReceiptAmounts } from '../../../domain/receipt';
import { brandName } from '../../../domain/saved-cards';
import { useT } from '../../i18n/use-t';
import { AddressSummary } from '../../ui/address-summary';
import { Deduction, Price } from '../../ui/price';
import { ShopLink } from '../../ui/shop-link';
import { usePageState } from '../page-actor';
import { METHOD_NAMES } from './offline-payment-form';
import { PickupSummary } from './pickup-place-picker';
import { SummaryLine } from './summary-line';

/**
 * The receipt (spec §4 order success): the order's number and where to follow it, its lines and amounts, where it
 * goes and how, how it was paid; for a guest, an account prefilled.
 */
export function Receipt() {
  const t = useT();
  const receipt = usePageState(selectReceipt)!;
  const titleId = useId();
  return (
    <div className="receipt" data-order-number={receipt.orderNumber}>
      <h1 className="receipt__title" tabIndex={-1} ref={(element) => element?.focus()}>
        {t('checkout.receipt.title')}
      </h1>
      <p className="receipt__number">{t('checkout.receipt.number', { number: receipt.orderNumber })}</p>
      {receipt.email && <p>{t('checkout.receipt.email', { email: receipt.email })}</p>}
      <ShopLink className="button button--primary" href={orderLinkOf(receipt)}>
        {t(receipt.signedIn ? 'checkout.receipt.viewOrder' : 'checkout.receipt.trackOrder')}
      </ShopLink>
      <div className="receipt__columns">
        <section className="receipt__order" aria-labelledby={titleId}>
          <h2 id={titleId} className="receipt__subtitle">
            {t('checkout.summary.title')}
          </h2>
          <ul className="order-summary__lines">
            {receipt.lines.map((line, index) => (
              <SummaryLine key={index} item={line} />
            ))}
          </ul>
          {receipt.amounts && <Amounts amounts={receipt.amounts} />}
        </section>
        <section className="receipt__delivery">
          {receipt.pickup ? (
            <PickupSummary kind={receipt.pickup.kind} place={receipt.pickup.place} />
          ) : (
            <>
              <h2 className="receipt__subtitle">{t('checkout.receipt.shippingTo')}</h2>
              <AddressSummary address={receipt.shippingAddress} countryName={t('checkout.country.FR')} />
            </>
          )}
          <h2 className="receipt__subtitle">{t('checkout.step.shippingMethod')}</h2>
          <p>{receipt.shippingMethod}</p>
          <h2 className="receipt__subtitle">{t('checkout.step.payment')}</h2>
          <p className="receipt__payment">
            <PaymentText paidWith={receipt.paidWith} />
          </p>
        </section>
      </div>
      {!receipt.signedIn && (
        <section className="receipt__account">
          <h2 className="receipt__subtitle">{t('checkout.receipt.accountTitle')}</h2>
          <p>{t('checkout.receipt.accountText')}</p>
          <ShopLink className="button button--primary" href={accountOfferPath(receipt)}>
            {t('signIn.createAccount')}
          </ShopLink>
        </section>
      )}
      <ShopLink className="button button--secondary" href="/">
        {t('cartPage.continueShopping')}
      </ShopLink>
    </div>
  );
}

/** The amounts paid, VAT included: subtotal, discounts, shipping, total, and the VAT it includes. */
function Amounts({ amounts }: { amounts: ReceiptAmounts }) {
  const t = useT();
  return (
    <dl className="order-summary__rows">
      <div className="order-summary__row">
        <dt>{t('cartPage.subtotal')}</dt>
        <dd>
          <Price amount={amounts.subtotal} />
        </dd>
      </div>
      {amounts.discounts.map((discount) => (
        <div key={discount.label} className="order-summary__row order-summary__row--discount">
          <dt>{discount.label}</dt>
          <dd>
            <Deduction amount={discount.amount} />
          </dd>
        </div>
      ))}
      <div className="order-summary__row">
        <dt>{t('checkout.summary.shipping')}</dt>
        <dd>{amounts.shipping.value === 0 ? t('cartPage.free') : <Price amount={amounts.shipping} />}</dd>
      </div>
      <div className="order-summary__row order-summary__row--total">
        <dt>{t('checkout.summary.total')}</dt>
        <dd>
          <Price amount={amounts.grandTotal} />
        </dd>
      </div>
      {amounts.taxes.map((tax) => (
        <div key={tax.label} className="order-summary__row order-summary__row--tax">
          <dt>{t('cartPage.taxIncluded', { label: tax.label })}</dt>
          <dd>
            <Price amount={tax.amount} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Carte Visa •••• 1111" as far as it is known; an offline method by the shop's name for it. */
function PaymentText({ paidWith }: { paidWith: PaidWith | null }) {
  const t = useT();
  if (paidWith?.kind === 'offline') return <>{METHOD_NAMES[paidWith.code] ? t(METHOD_NAMES[paidWith.code]!) : paidWith.title}</>;
  if (paidWith?.last4 && paidWith.brand) return <>{t('checkout.receipt.card', { brand: brandName(paidWith.brand), last4: paidWith.last4 })}</>;
  if (paidWith?.last4) return <>{t('checkout.receipt.cardEnding', { last4: paidWith.last4 })}</>;
  return <>{t('checkout.card.title')}</>;
}
