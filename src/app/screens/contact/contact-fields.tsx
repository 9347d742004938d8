import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { RequiredMark } from '../../ui/form-fields';

interface FieldProps {
  name: string;
  label: string;
  /** The rule's message, once errors show. */
  error: string | null;
  value: string;
  onValue: (value: string) => void;
}

/** A labelled list of choices, the first one an empty prompt; its error is its description. */
export function SelectField({
  name, label, error, value, onValue, options, selectProps,
}: FieldProps & { options: readonly { value: string; label: string }[]; selectProps?: SelectHTMLAttributes<HTMLSelectElement> }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        <RequiredMark />
      </label>
      <select
        {...selectProps}
        id={id}
        name={name}
        className="form-field__input form-field__input--select"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-message`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text of several lines; its error is its description. */
export function TextAreaField({
  name, label, error, value, onValue, textareaProps,
}: FieldProps & { textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        <RequiredMark />
      </label>
      <textarea
        {...textareaProps}
        id={id}
        name={name}
        className="form-field__input form-field__input--multiline"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
      />
      {error && (
        <p id={`${id}-message`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
