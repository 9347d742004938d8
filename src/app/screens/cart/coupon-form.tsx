import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { selectCouponMissing, type CartPageSnapshot } from '../../../../machines/cart-page.machine';
import { selectCart, selectError, selectIsApplyingCoupon, type CartSnapshot } from '../../../../machines/cart.machine';
import { useT } from '../../i18n/use-t';
import { usePageState } from '../page-actor';
import { useCart, useCartPage } from './cart-actors';
import { CartFieldForm } from './cart-field-form';
import { FieldMessage } from './field-message';

const selectCouponError = selectError('coupon');
const selectCouponCode = (s: CartSnapshot) => selectCart(s)?.couponCode ?? null;

/** The coupon: a field to apply one, or the applied code with a way to remove it. */
export function CouponForm() {
  const t = useT();
  const cart = useCart();
  const code = useSelector(cart, selectCouponCode);
  const busy = useSelector(cart, selectIsApplyingCoupon);
  const error = useSelector(cart, selectCouponError);
  const titleId = useId();
  return (
    <section className="cart-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-box__title">
        {t('cartPage.coupon')}
      </h2>
      {code ? (
        <>
          <div className="cart-form__row">
            <p className="cart-coupon__applied">{t('cartPage.couponApplied', { code })}</p>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('cartPage.removeCoupon', { code })}
              disabled={busy}
              onClick={() => cart.send({ type: 'cart.coupon.remove' })}
            >
              {t('cartPage.remove')}
            </button>
          </div>
          <FieldMessage error={error} />
        </>
      ) : (
        <CouponField />
      )}
    </section>
  );
}

/** The field to apply a coupon; a refused code stays in it, under the reason. */
function CouponField() {
  const t = useT();
  const cart = useCart();
  const page = useCartPage();
  const missing = usePageState((s: CartPageSnapshot) => selectCouponMissing(s));
  const busy = useSelector(cart, selectIsApplyingCoupon);
  const error = useSelector(cart, selectCouponError);
  return (
    <CartFieldForm
      label={t('cartPage.couponCode')}
      submitLabel={t('cartPage.apply')}
      busy={busy}
      invalidText={missing ? t('cartPage.couponRequired') : null}
      error={error}
      onSubmit={(code) => page.send({ type: 'coupon.submit', code })}
      inputProps={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
    />
  );
}
