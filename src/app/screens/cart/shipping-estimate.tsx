import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { selectPostcodeInvalid, type CartPageSnapshot } from '../../../../machines/cart-page.machine';
import { selectError, selectEstimate, selectIsEstimating } from '../../../../machines/cart.machine';
import { useT } from '../../i18n/use-t';
import { usePageState } from '../page-actor';
import { useCart, useCartPage } from './cart-actors';
import { FieldMessage } from './field-message';
import { ShippingCost } from './shipping-cost';

const selectShippingError = selectError('shipping');

/**
 * The shipping estimate (spec §7 EstimateShippingMethods): France, a postcode checked before it is sent, and the
 * first method the carriers answer with its price.
 */
export function ShippingEstimate() {
  const t = useT();
  const cart = useCart();
  const page = useCartPage();
  const [postcode, setPostcode] = useState('');
  const invalid = usePageState((s: CartPageSnapshot) => selectPostcodeInvalid(s));
  const error = useSelector(cart, selectShippingError);
  const busy = useSelector(cart, selectIsEstimating);
  const estimate = useSelector(cart, selectEstimate);
  const titleId = useId();
  const fieldId = useId();
  const messageId = useId();
  const flagged = invalid || error !== null;
  return (
    <section className="cart-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-box__title">
        {t('cartPage.shipping')}
      </h2>
      <form
        className="cart-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          page.send({ type: 'estimate.submit', postcode });
        }}
      >
        <p className="cart-form__country">{t('cartPage.country')}</p>
        <label htmlFor={fieldId} className="cart-form__label">
          {t('cartPage.postcode')}
        </label>
        <div className="cart-form__row">
          <input
            id={fieldId}
            className="cart-form__input cart-form__input--postcode"
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            aria-invalid={flagged || undefined}
            aria-describedby={flagged ? messageId : undefined}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('cartPage.estimate')}
          </button>
        </div>
        <FieldMessage id={messageId} error={error} text={invalid ? t('cartPage.postcodeInvalid') : null} />
      </form>
      <p className="cart-estimate" role="status">
        {estimate && (
          <>
            <span className="cart-estimate__method">{estimate.title}</span> <ShippingCost />
          </>
        )}
      </p>
    </section>
  );
}
