import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectPostcodeInvalid, type CartPageSnapshot } from '../../../../machines/cart-page.machine';
import { selectError, selectEstimate, selectIsEstimating } from '../../../../machines/cart.machine';
import { useT } from '../../i18n/use-t';
import { usePageState } from '../page-actor';
import { useCart, useCartPage } from './cart-actors';
import { CartFieldForm } from './cart-field-form';
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
  const invalid = usePageState((s: CartPageSnapshot) => selectPostcodeInvalid(s));
  const error = useSelector(cart, selectShippingError);
  const busy = useSelector(cart, selectIsEstimating);
  const estimate = useSelector(cart, selectEstimate);
  const titleId = useId();
  return (
    <section className="cart-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-box__title">
        {t('cartPage.shipping')}
      </h2>
      <CartFieldForm
        label={t('cartPage.postcode')}
        submitLabel={t('cartPage.estimate')}
        busy={busy}
        invalidText={invalid ? t('validation.postcode') : null}
        error={error}
        onSubmit={(postcode) => page.send({ type: 'estimate.submit', postcode })}
        inputProps={{ className: 'cart-form__input--postcode', inputMode: 'numeric', autoComplete: 'postal-code' }}
      >
        <p className="cart-form__country">{t('cartPage.country')}</p>
      </CartFieldForm>
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
