import type { CartError } from '../../../domain/cart-errors';
import { CartErrorMessage } from '../../ui/cart-error';

/**
 * Under a field of the cart page: the field's own check (`text`, before anything was sent) or the cart's answer.
 * The container stays in place, so that the field can name it as its description.
 */
export function FieldMessage({ id, error, text = null }: { id?: string; error: CartError | null; text?: string | null }) {
  return (
    <div id={id} className="cart-form__message">
      {text ? (
        <p className="cart-error" role="alert">
          {text}
        </p>
      ) : (
        error && <CartErrorMessage error={error} />
      )}
    </div>
  );
}
