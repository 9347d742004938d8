import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import {
  selectAsksConsent, selectConsentTexts, selectCreatedOnly, selectIsSubmitting, type CreateAccountFormActor,
} from '../../../../machines/create-account-form.machine';
import { CREATE_ACCOUNT_FIELDS, type CreateAccountField } from '../../../domain/account-forms';
import { useT } from '../../i18n/use-t';
import { safeRichText } from '../../pagebuilder/rich';
import { RichContent } from '../../pagebuilder/render/rich-content';
import { CheckboxField, SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { AccountFailureMessage } from './account-failure';
import { submitTo, useFormState } from './form-state';

/** Each text field's type and autocomplete value, so that browsers and password managers fill them. */
const TEXT_FIELDS = [
  ['firstname', { autoComplete: 'given-name' }],
  ['lastname', { autoComplete: 'family-name' }],
  ['email', { type: 'email', autoComplete: 'email', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false }],
  ['password', { type: 'password', autoComplete: 'new-password' }],
] as const;

/**
 * The create-account form, on its page and in the drawer (spec §2, §5): name, e-mail, a new password by the
 * store's rule, the newsletter, and the data-protection consent with the store's own label and notice.
 * `signIn` is the way to the sign-in form, offered when the account exists but could not be signed into.
 */
export function CreateAccountForm({ form, signIn }: { form: CreateAccountFormActor; signIn: ReactNode }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors, failure } = useFormState<CreateAccountField>(form);
  const policy = useSelector(form, (s) => s.context.policy);
  const busy = useSelector(form, selectIsSubmitting);
  const createdOnly = useSelector(form, selectCreatedOnly);
  const consent = useSelector(form, selectConsentTexts);
  const asksConsent = useSelector(form, selectAsksConsent);
  const legal = useMemo(() => (consent?.legal ? safeRichText(consent.legal) : null), [consent]);
  const label = (field: string) => t(`field.${field as CreateAccountField}`);
  const error = (field: CreateAccountField) => {
    const found = errors[field];
    return found ? errorText(found, label) : null;
  };
  if (createdOnly) {
    return (
      <div className="form__done" role="status">
        <p>{t('createAccount.createdOnly')}</p>
        {signIn}
      </div>
    );
  }
  return (
    <form className="form" noValidate onSubmit={submitTo(form, CREATE_ACCOUNT_FIELDS)}>
      <AccountFailureMessage failure={failure} />
      {TEXT_FIELDS.map(([field, inputProps]) => (
        <TextField
          key={field}
          name={field}
          label={label(field)}
          value={String(values[field])}
          onValue={(value) => form.send({ type: 'field.change', field, value })}
          error={error(field)}
          hint={field === 'password' ? t('createAccount.passwordRule', { length: policy.minLength, count: policy.classes }) : undefined}
          inputProps={{ ...inputProps, readOnly: busy }}
        />
      ))}
      <CheckboxField
        name="isSubscribed"
        optional
        label={t('field.isSubscribed')}
        checked={values.isSubscribed === true}
        onChecked={(value) => form.send({ type: 'field.change', field: 'isSubscribed', value })}
        error={null}
      />
      {asksConsent && (
        <CheckboxField
          name="consent"
          label={consent?.label || t('field.consent')}
          checked={values.consent === true}
          onChecked={(value) => form.send({ type: 'field.change', field: 'consent', value })}
          error={error('consent')}
          hint={legal && <RichContent nodes={legal} />}
        />
      )}
      <SubmitButton busy={busy} label={t('createAccount.submit')} busyLabel={t('createAccount.submitting')} />
    </form>
  );
}
