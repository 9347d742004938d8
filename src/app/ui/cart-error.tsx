import type { CartError } from '../../domain/cart-errors';
import { useT } from '../i18n/use-t';

/**
 * A cart request's error where the request was made, announced at once: the shop's message for a known error,
 * else the backend's own text (spec §8 "cart errors are stored in state").
 */
export function CartErrorMessage({ error, className = '' }: { error: CartError; className?: string }) {
  const t = useT();
  return (
    <p className={`cart-error ${className}`.trim()} role="alert">
      {error.code ? t(`cart.error.${error.code}`) : error.text}
    </p>
  );
}
