import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError } from '../../domain/validation';
import { useT } from '../i18n/use-t';

/** A field's rule message (spec §5), with the label of the field it names where the message needs one. */
export function useFieldErrorText(): (error: FieldError, labelOf: (field: string) => string) => string {
  const t = useT();
  return (error, labelOf) => {
    switch (error.message) {
      case 'validation.minLength':
      case 'validation.maxLength':
      case 'validation.passwordClasses':
        return t(error.message, error.values);
      case 'validation.mustDiffer':
      case 'validation.mustMatch':
        return t(error.message, { value: labelOf(error.field) });
      default:
        return t(error.message);
    }
  };
}

interface FieldProps {
  name: string;
  label: string;
  /** The rule's message, once errors show. */
  error: string | null;
  /** Fields are required unless said optional (spec §5: the asterisk). */
  optional?: boolean;
  /** Shown under the field, before any error (a password's rule). */
  hint?: ReactNode;
}

/** The asterisk of a required field (spec §5), read out as "(required)". */
export function RequiredMark() {
  const t = useT();
  return (
    <span className="form-field__required">
      <span aria-hidden="true"> *</span>
      <span className="visually-hidden"> {t('form.required')}</span>
    </span>
  );
}

/** A labelled text input; its message, hint or error, is its description. */
export function TextField({
  name,
  label,
  error,
  optional = false,
  hint,
  value,
  onValue,
  inputProps,
}: FieldProps & { value: string; onValue: (value: string) => void; inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const id = useId();
  const describedBy = error || hint ? `${id}-message` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {!optional && <RequiredMark />}
      </label>
      <input
        {...inputProps}
        id={id}
        name={name}
        className="form-field__input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-required={!optional || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {(error || hint) && (
        <p id={`${id}-message`} className={error ? 'form-field__error' : 'form-field__hint'}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox (a consent, a subscription); its label may hold links, its notice stays under it with any error. */
export function CheckboxField({
  name,
  label,
  error,
  optional = false,
  hint,
  checked,
  onChecked,
}: FieldProps & { label: ReactNode; checked: boolean; onChecked: (checked: boolean) => void }) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field form-field--checkbox">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="form-field__checkbox"
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
        aria-required={!optional || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className="form-field__label">
        {label}
        {!optional && <RequiredMark />}
      </label>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}

/** Why the backend refused the form, above its fields; brought into view when it shows (spec §4). */
export function FormFailure({ children }: { children: ReactNode }) {
  return (
    <div className="form-failure" role="alert" ref={(element) => element?.scrollIntoView?.({ block: 'nearest' })}>
      {children}
    </div>
  );
}

/** The submit button: it says when the form is on its way, and a second press does nothing (the machine waits). */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary form__submit" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** Puts the focus on the first field the submission found wrong, so that its message is read out. */
export function focusFirstInvalid(form: HTMLFormElement, fields: readonly string[], errors: Readonly<Record<string, unknown>>): void {
  const first = fields.find((field) => errors[field]);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
