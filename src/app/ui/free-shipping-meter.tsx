import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Label, ProgressBar } from 'react-aria-components';
import { selectFreeShippingSubtotal } from '../../../machines/app.machine';
import { selectFreeShippingProgress, type CartActor } from '../../../machines/cart.machine';
import { useT } from '../i18n/use-t';
import { useShell } from '../shell/shell-actor';

/**
 * How far the cart is from free delivery (mini cart, cart page): what is left to add, or that delivery is free.
 * Nothing when the backend has no free-shipping threshold.
 */
export function FreeShippingMeter({ cart, className = '' }: { cart: CartActor; className?: string }) {
  const t = useT();
  const intl = useIntl();
  const threshold = useShell(selectFreeShippingSubtotal);
  const progress = useSelector(cart, selectFreeShippingProgress(threshold));
  if (!progress) return null;
  const message = progress.reached
    ? t('freeShipping.reached')
    : t('freeShipping.remaining', { amount: intl.formatNumber(progress.remaining.value, { style: 'currency', currency: progress.remaining.currency }) });
  return (
    <ProgressBar value={progress.percent} className={`free-shipping ${className}`.trim()}>
      <Label className="free-shipping__message">{message}</Label>
      {/* Drawn in SVG: its width is an attribute, where the page's policy allows no inline style. */}
      <svg className="free-shipping__track" viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true">
        <rect className="free-shipping__fill" width={progress.percent} height="1" />
      </svg>
    </ProgressBar>
  );
}
