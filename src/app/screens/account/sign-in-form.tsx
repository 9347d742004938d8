import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectIsSubmitting, type SignInFormActor } from '../../../../machines/sign-in-form.machine';
import { SIGN_IN_FIELDS, type SignInField } from '../../../domain/account-forms';
import { useT } from '../../i18n/use-t';
import { SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { AccountFailureMessage } from './account-failure';
import { submitTo, useFormState } from './form-state';

/**
 * The sign-in form, on its page and in the drawer: e-mail and password with the browser's and password managers'
 * autocomplete, the backend's refusal above them. `links` are the way to the forgot-password and create-account forms.
 */
export function SignInForm({ form, links }: { form: SignInFormActor; links: ReactNode }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors, failure } = useFormState<SignInField>(form);
  const busy = useSelector(form, selectIsSubmitting);
  const label = (field: string) => t(`field.${field as SignInField}`);
  const change = (field: SignInField) => (value: string) => form.send({ type: 'field.change', field, value });
  return (
    <form className="form" noValidate onSubmit={submitTo(form, SIGN_IN_FIELDS)}>
      <AccountFailureMessage failure={failure} />
      <TextField
        name="email"
        label={label('email')}
        value={String(values.email)}
        onValue={change('email')}
        error={errors.email ? errorText(errors.email, label) : null}
        inputProps={{ type: 'email', autoComplete: 'email', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, readOnly: busy }}
      />
      <TextField
        name="password"
        label={label('password')}
        value={String(values.password)}
        onValue={change('password')}
        error={errors.password ? errorText(errors.password, label) : null}
        inputProps={{ type: 'password', autoComplete: 'current-password', readOnly: busy }}
      />
      <SubmitButton busy={busy} label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />
      <div className="form__links">{links}</div>
    </form>
  );
}
