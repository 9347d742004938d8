import { hasErrors, validate, type FieldValue, type FormErrors, type Rule } from '../src/domain/validation';

// What every form machine keeps and how it changes: pure steps the machines' named actions and guards call.

/** The shopper typed in a field, or ticked a box. */
export type FieldChange<F extends string> = { type: 'field.change'; field: F; value: FieldValue };

export interface FormFields<F extends string> {
  /** What was typed: kept through failures, so that nothing is lost. */
  values: Record<F, FieldValue>;
  errors: FormErrors<F>;
  /** Errors show once the form was submitted; from then on they follow what is typed. */
  showErrors: boolean;
}

export type Rules<F extends string> = Readonly<Record<F, readonly Rule[]>>;

/** Every field blank, but for the values given: a box is ticked by `true` alone, so a blank one is unticked. */
export function emptyValues<F extends string>(fields: readonly F[], given: Partial<Record<F, FieldValue>> = {}): Record<F, FieldValue> {
  return Object.fromEntries(fields.map((field) => [field, given[field] ?? ''])) as Record<F, FieldValue>;
}

/** A field's new value; once errors show, every field is checked again (a rule may read another field). */
export function edited<F extends string>(form: FormFields<F>, change: FieldChange<F>, rules: Rules<F>): FormFields<F> {
  const values = { ...form.values, [change.field]: change.value };
  return { values, errors: form.showErrors ? validate(rules, values) : form.errors, showErrors: form.showErrors };
}

/** A submission: every field is checked, and errors show. */
export function submitted<F extends string>(form: FormFields<F>, rules: Rules<F>): FormFields<F> {
  return { values: form.values, errors: validate(rules, form.values), showErrors: true };
}

export const isValid = <F extends string>(values: Record<F, FieldValue>, rules: Rules<F>) => !hasErrors(validate(rules, values));

/** A text field's value. */
export const textOf = (value: FieldValue | undefined) => (typeof value === 'string' ? value.trim() : '');
