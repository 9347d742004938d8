import { selectReceipt, selectSignedIn } from '../../../../machines/checkout.machine';
import { accountOfferPath } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';
import { ShopLink } from '../../ui/shop-link';
import { usePageState } from '../page-actor';
import { AddressSummary } from '../../ui/address-summary';

/** The receipt (spec §4 order success): the order's number, where it goes, and for a guest an account prefilled. */
export function Receipt() {
  const t = useT();
  const receipt = usePageState(selectReceipt)!;
  const signedIn = usePageState(selectSignedIn);
  return (
    <div className="receipt" data-order-number={receipt.orderNumber}>
      <h1 className="receipt__title" tabIndex={-1} ref={(element) => element?.focus()}>
        {t('checkout.receipt.title')}
      </h1>
      <p className="receipt__number">{t('checkout.receipt.number', { number: receipt.orderNumber })}</p>
      {receipt.email && <p>{t('checkout.receipt.email', { email: receipt.email })}</p>}
      <h2 className="receipt__subtitle">{t('checkout.receipt.shippingTo')}</h2>
      <AddressSummary address={receipt.shippingAddress} countryName={t('checkout.country.FR')} />
      {!signedIn && (
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
