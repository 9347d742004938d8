import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectIsSubmitting, selectSentTo, type ForgotPasswordFormActor } from '../../../../machines/forgot-password-form.machine';
import { FORGOT_PASSWORD_FIELDS, type ForgotPasswordField } from '../../../domain/account-forms';
import { useT } from '../../i18n/use-t';
import { SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { AccountFailureMessage } from './account-failure';
import { submitTo, useFormState } from './form-state';

/**
 * The forgot-password form, on its page and in the drawer: the account's e-mail; once sent, where the link went.
 * `back` is the way back to the sign-in form.
 */
export function ForgotPasswordForm({ form, back }: { form: ForgotPasswordFormActor; back: ReactNode }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors, failure } = useFormState<ForgotPasswordField>(form);
  const busy = useSelector(form, selectIsSubmitting);
  const sentTo = useSelector(form, selectSentTo);
  const label = () => t('field.email');
  if (sentTo !== null) {
    return (
      <div className="form__done" role="status">
        <p>{t('forgotPassword.sent', { email: sentTo })}</p>
        {back}
      </div>
    );
  }
  return (
    <form className="form" noValidate onSubmit={submitTo(form, FORGOT_PASSWORD_FIELDS)}>
      <p>{t('forgotPassword.intro')}</p>
      <AccountFailureMessage failure={failure} />
      <TextField
        name="email"
        label={label()}
        value={String(values.email)}
        onValue={(value) => form.send({ type: 'field.change', field: 'email', value })}
        error={errors.email ? errorText(errors.email, label) : null}
        inputProps={{ type: 'email', autoComplete: 'email', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, readOnly: busy }}
      />
      <SubmitButton busy={busy} label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitting')} />
      <div className="form__links">{back}</div>
    </form>
  );
}
