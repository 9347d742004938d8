import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectIsSubmitting, selectSentTo, type ForgotPasswordFormActor } from '../../../../machines/forgot-password-form.machine';
import { FORGOT_PASSWORD_FIELDS } from '../../../domain/account-forms';
import { useT } from '../../i18n/use-t';
import { focusFirstInvalid, SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { AccountFailureMessage } from './account-failure';

/**
 * The forgot-password form, on its page and in the drawer: the account's e-mail; once sent, where the link went.
 * `back` is the way back to the sign-in form.
 */
export function ForgotPasswordForm({ form, back }: { form: ForgotPasswordFormActor; back: ReactNode }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const email = useSelector(form, (s) => String(s.context.values.email));
  const error = useSelector(form, (s) => (s.context.showErrors ? (s.context.errors.email ?? null) : null));
  const failure = useSelector(form, (s) => s.context.failure);
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
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'submit' });
        focusFirstInvalid(event.currentTarget, FORGOT_PASSWORD_FIELDS, form.getSnapshot().context.errors);
      }}
    >
      <p>{t('forgotPassword.intro')}</p>
      <AccountFailureMessage failure={failure} />
      <TextField
        name="email"
        label={label()}
        value={email}
        onValue={(value) => form.send({ type: 'field.change', field: 'email', value })}
        error={error ? errorText(error, label) : null}
        inputProps={{ type: 'email', autoComplete: 'email', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, readOnly: busy }}
      />
      <SubmitButton busy={busy} label={t('forgotPassword.submit')} busyLabel={t('forgotPassword.submitting')} />
      <div className="form__links">{back}</div>
    </form>
  );
}
