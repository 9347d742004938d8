import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { CartError } from '../../../domain/cart-errors';
import { FieldMessage } from './field-message';

/**
 * A one-field form of the cart page (coupon, postcode): what was typed stays in the field whatever the answer,
 * and the field's own check (`invalidText`) or the cart's error shows under it, named as its description.
 */
export function CartFieldForm({
  label,
  submitLabel,
  busy,
  invalidText,
  error,
  onSubmit,
  inputProps,
  children,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  invalidText: string | null;
  error: CartError | null;
  onSubmit: (value: string) => void;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** Shown above the label (the estimate's country). */
  children?: ReactNode;
}) {
  const [value, setValue] = useState('');
  const fieldId = useId();
  const messageId = useId();
  const flagged = invalidText !== null || error !== null;
  return (
    <form
      className="cart-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      {children}
      <label htmlFor={fieldId} className="cart-form__label">
        {label}
      </label>
      <div className="cart-form__row">
        <input
          {...inputProps}
          id={fieldId}
          className={`cart-form__input ${inputProps.className ?? ''}`.trim()}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={flagged || undefined}
          aria-describedby={flagged ? messageId : undefined}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <FieldMessage id={messageId} error={error} text={invalidText} />
    </form>
  );
}
