import { useSelector } from '@xstate/react';
import { selectIsSubmitting, selectLinkEmail, selectResetPasswordView, type ResetPasswordFormActor } from '../../../../machines/reset-password-form.machine';
import { RESET_PASSWORD_FIELDS, type ResetPasswordField } from '../../../domain/account-forms';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { ShopLink } from '../../ui/shop-link';
import { usePage } from '../page-actor';
import { AccountFailureMessage } from './account-failure';
import { submitTo, useFormState } from './form-state';

/**
 * /customer/account/createPassword (spec §2), opened from the reset e-mail: a new password for the account the link
 * names (its e-mail asked for only when the link lacks it).
 * A link without its token, or one the backend refuses, offers a new link; a saved password, the sign-in.
 */
function ResetPassword() {
  const t = useT();
  const form = usePage('resetPassword');
  const state = useSelector(form, selectResetPasswordView);
  return (
    <div className="account-page">
      <DocumentTitle title={t('resetPassword.title')} />
      <h1 className="account-page__title">{t('resetPassword.title')}</h1>
      {state === 'form' && <ResetPasswordForm form={form} />}
      {state === 'linkIncomplete' && (
        <div className="form__done" role="alert">
          <p>{t('resetPassword.linkIncomplete')}</p>
          <ShopLink href="/forgot-password">{t('resetPassword.newLink')}</ShopLink>
        </div>
      )}
      {state === 'saved' && (
        <div className="form__done" role="status">
          <p>{t('resetPassword.saved')}</p>
          <ShopLink href="/sign-in" className="button button--primary">
            {t('signIn.submit')}
          </ShopLink>
        </div>
      )}
    </div>
  );
}

function ResetPasswordForm({ form }: { form: ResetPasswordFormActor }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors, failure } = useFormState<ResetPasswordField>(form);
  const policy = useSelector(form, (s) => s.context.policy);
  const busy = useSelector(form, selectIsSubmitting);
  const linkEmail = useSelector(form, selectLinkEmail);
  const label = (field: string) => t(field === 'password' ? 'field.newPassword' : `field.${field as ResetPasswordField}`);
  const error = (field: ResetPasswordField) => {
    const found = errors[field];
    return found ? errorText(found, label) : null;
  };
  const linkRefused = failure === 'resetRefused';
  return (
    <form className="form" noValidate onSubmit={submitTo(form, RESET_PASSWORD_FIELDS)}>
      <AccountFailureMessage failure={failure} />
      {linkRefused && <ShopLink href="/forgot-password">{t('resetPassword.newLink')}</ShopLink>}
      {linkEmail ? (
        <p className="form__intro">{t('resetPassword.forAccount', { email: linkEmail })}</p>
      ) : (
        <TextField
          name="email"
          label={label('email')}
          value={String(values.email)}
          onValue={(value) => form.send({ type: 'field.change', field: 'email', value })}
          error={error('email')}
          inputProps={{ type: 'email', autoComplete: 'email', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, readOnly: busy }}
        />
      )}
      <TextField
        name="password"
        label={label('password')}
        value={String(values.password)}
        onValue={(value) => form.send({ type: 'field.change', field: 'password', value })}
        error={error('password')}
        hint={t('createAccount.passwordRule', { length: policy.minLength, count: policy.classes })}
        inputProps={{ type: 'password', autoComplete: 'new-password', readOnly: busy }}
      />
      <SubmitButton busy={busy} label={t('resetPassword.submit')} busyLabel={t('resetPassword.submitting')} />
    </form>
  );
}

/** /customer/account/createPassword, with the account area’s messages. */
export const ResetPasswordPage = withScreenMessages('accountArea', ResetPassword);
