import { useSelector } from '@xstate/react';
import { selectAsksConsent, selectIsSubscribing, type NewsletterActor } from '../../../machines/newsletter.machine';
import { NEWSLETTER_FIELDS } from '../../domain/newsletter';
import { RichText } from '../i18n/rich-text';
import { withScreenMessages } from '../i18n/screen-messages';
import { useT } from '../i18n/use-t';
import { submitTo, useFormState } from '../screens/account/form-state';
import { CheckboxField, FormFailure, SubmitButton, TextField, useFieldErrorText } from '../ui/form-fields';
import { ShopLink } from '../ui/shop-link';
import { PRIVACY_PATH } from './footer-links';

/**
 * The newsletter form (spec §4, §5, §8): the e-mail (e-mail autocomplete, no autocapitalize or autocorrect) and the
 * consent; the backend's refusal under the form; the bot-protection notice (spec §8). Its messages come with it.
 */
export const NewsletterForm = withScreenMessages('newsletter', function NewsletterForm({ form }: { form: NewsletterActor }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors } = useFormState<'email' | 'consent'>(form);
  const failure = useSelector(form, (s) => s.context.failure);
  const busy = useSelector(form, selectIsSubscribing);
  const asksConsent = useSelector(form, selectAsksConsent);
  const label = () => t('newsletter.email');
  return (
    <form className="newsletter__form" noValidate onSubmit={submitTo(form, asksConsent ? NEWSLETTER_FIELDS : ['email'])}>
      <TextField
        name="email"
        label={label()}
        value={String(values.email)}
        onValue={(value) => form.send({ type: 'field.change', field: 'email', value })}
        error={errors.email ? errorText(errors.email, label) : null}
        inputProps={{ type: 'email', autoComplete: 'email', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, readOnly: busy }}
      />
      {asksConsent && (
        <CheckboxField
          name="consent"
          label={t('newsletter.consent')}
          checked={values.consent === true}
          onChecked={(value) => form.send({ type: 'field.change', field: 'consent', value })}
          error={errors.consent ? errorText(errors.consent, label) : null}
        />
      )}
      <SubmitButton busy={busy} label={t('newsletter.submit')} busyLabel={t('newsletter.submitting')} />
      {failure && <FormFailure>{t(`newsletter.error.${failure}`)}</FormFailure>}
      <p className="newsletter__notice">
        <RichText id="newsletter.botNotice" tags={{ link: (chunks) => <ShopLink href={PRIVACY_PATH}>{chunks}</ShopLink> }} />
      </p>
    </form>
  );
});
