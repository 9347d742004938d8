import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { selectChosen, selectFailure, selectMethods, selectPlacing, type OfflinePaymentActor } from '../../../../machines/offline-payment.machine';
import type { PaymentMethod } from '../../../domain/checkout';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/use-t';
import { SubmitButton } from '../../ui/form-fields';
import { CheckoutFailureMessage } from './checkout-failure';

/** The shop's own words for Magento's offline methods; another method shows the backend's title. */
export const METHOD_NAMES: Readonly<Record<string, MessageId>> = {
  checkmo: 'checkout.offline.checkmo',
  banktransfer: 'checkout.offline.banktransfer',
  free: 'checkout.offline.free',
};

/**
 * Payment without a card, on a backend that offers none for the cart: the methods it offers to choose from (the
 * first chosen), "Place order", which shows progress and takes one click, and why an attempt failed above them.
 */
export function OfflinePaymentForm({ payment }: { payment: OfflinePaymentActor }) {
  const t = useT();
  const methods = useSelector(payment, selectMethods);
  const chosen = useSelector(payment, selectChosen);
  const placing = useSelector(payment, selectPlacing);
  const failure = useSelector(payment, selectFailure);
  const nameOf = (method: PaymentMethod) => (METHOD_NAMES[method.code] ? t(METHOD_NAMES[method.code]!) : method.title);
  return (
    <div className="payment-step">
      <form
        className="form checkout-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          payment.send({ type: 'submit' });
        }}
      >
        <CheckoutFailureMessage failure={failure} />
        <RadioGroup className="shipping-methods" value={chosen} isReadOnly={placing} onChange={(code) => payment.send({ type: 'method.choose', code })}>
          <Label className="card-fields__legend">{t('checkout.offline.legend')}</Label>
          {methods.map((method) => (
            <Radio key={method.code} value={method.code} className="shipping-methods__option">
              {nameOf(method)}
            </Radio>
          ))}
        </RadioGroup>
        <SubmitButton busy={placing} label={t('checkout.offline.placeOrder')} busyLabel={t('checkout.offline.placingOrder')} />
      </form>
    </div>
  );
}
