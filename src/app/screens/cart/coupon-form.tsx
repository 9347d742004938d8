import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { selectCouponMissing, type CartPageSnapshot } from '../../../../machines/cart-page.machine';
import { selectCart, selectError, selectIsApplyingCoupon, type CartSnapshot } from '../../../../machines/cart.machine';
import { useT } from '../../i18n/use-t';
import { usePageState } from '../page-actor';
import { useCart, useCartPage } from './cart-actors';
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

/** What was typed stays in the field when the code is refused, under the reason. */
function CouponField() {
  const t = useT();
  const cart = useCart();
  const page = useCartPage();
  const [code, setCode] = useState('');
  const missing = usePageState((s: CartPageSnapshot) => selectCouponMissing(s));
  const error = useSelector(cart, selectCouponError);
  const busy = useSelector(cart, selectIsApplyingCoupon);
  const fieldId = useId();
  const messageId = useId();
  const invalid = missing || error !== null;
  return (
    <form
      className="cart-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        page.send({ type: 'coupon.submit', code });
      }}
    >
      <label htmlFor={fieldId} className="cart-form__label">
        {t('cartPage.couponCode')}
      </label>
      <div className="cart-form__row">
        <input
          id={fieldId}
          className="cart-form__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? messageId : undefined}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('cartPage.apply')}
        </button>
      </div>
      <FieldMessage id={messageId} error={error} text={missing ? t('cartPage.couponRequired') : null} />
    </form>
  );
}
