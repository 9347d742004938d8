import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

export type StepName = 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'payment';

/**
 * One step of checkout: open (its form), passed (a summary and a way back to it), or still ahead (its title only).
 */
export function CheckoutStep({
  step,
  number,
  state,
  onEdit,
  summary,
  children,
}: {
  step: StepName;
  number: number;
  state: 'open' | 'passed' | 'ahead';
  onEdit?: () => void;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const title = t(`checkout.step.${step}`);
  return (
    <section className={`checkout-step checkout-step--${state}`} aria-labelledby={titleId} data-step={step}>
      <header className="checkout-step__header">
        <h2 id={titleId} className="checkout-step__title">
          <span className="checkout-step__number" aria-hidden="true">
            {number}
          </span>
          <span className="visually-hidden">{t('checkout.stepNumber', { number })} </span>
          {title}
        </h2>
        {state === 'passed' && onEdit && (
          <button type="button" className="button button--link checkout-step__edit" onClick={onEdit} aria-label={t('checkout.editStep', { step: title })}>
            {t('cartPage.edit')}
          </button>
        )}
      </header>
      {state === 'open' && <div className="checkout-step__body">{children}</div>}
      {state === 'passed' && summary && <div className="checkout-step__summary">{summary}</div>}
    </section>
  );
}
