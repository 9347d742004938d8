import type { FormEvent, ReactNode } from 'react';
import type { CheckoutFailure } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';
import { SubmitButton } from '../../ui/form-fields';
import { CheckoutFailureMessage } from './checkout-failure';

/** A step's form: its failure above the fields, "Continue" below them (progress shown, one submission at a time). */
export function StepForm({
  failure,
  busy,
  onSubmit,
  children,
}: {
  failure: CheckoutFailure | null;
  busy: boolean;
  /** Sends the step's submit to the machine; the form is given to put the focus on a field found wrong. */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      className="form checkout-form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <CheckoutFailureMessage failure={failure} />
      {children}
      <SubmitButton busy={busy} label={t('checkout.continue')} busyLabel={t('checkout.saving')} />
    </form>
  );
}
