import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { AnyActorRef } from 'xstate';
import type { FormFields } from '../../../../machines/form';
import type { AccountFailure } from '../../../domain/account-forms';
import type { FieldValue, FormErrors } from '../../../domain/validation';
import { focusFirstInvalid } from '../../ui/form-fields';

type FormContext<F extends string> = FormFields<F> & { failure: AccountFailure | null };

/** What an account form shows of its machine: the values typed, the errors once they show, the backend's refusal. */
export function useFormState<F extends string>(form: AnyActorRef): { values: Record<F, FieldValue>; errors: FormErrors<F>; failure: AccountFailure | null } {
  const context = (s: { context: unknown }) => s.context as FormContext<F>;
  const values = useSelector(form, (s) => context(s).values);
  const errors = useSelector(form, (s) => (context(s).showErrors ? context(s).errors : ({} as FormErrors<F>)));
  const failure = useSelector(form, (s) => context(s).failure);
  return { values, errors, failure };
}

/** Submits to the machine, then puts the focus on the first field it found wrong. */
export const submitTo =
  <F extends string>(form: AnyActorRef, fields: readonly F[]) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'submit' });
    focusFirstInvalid(event.currentTarget, fields, (form.getSnapshot() as { context: FormContext<F> }).context.errors);
  };
