import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectBlocks, selectConsentTexts, selectFailure, selectFieldsShown, selectIsSending, selectView, type ContactActor,
} from '../../../../machines/contact.machine';
import { CONTACT_REASONS, type ContactField } from '../../../domain/contact';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { PageContent } from '../../pagebuilder/page-content';
import { RichContent } from '../../pagebuilder/render/rich-content';
import { safeRichText } from '../../pagebuilder/rich';
import { PageLoading } from '../../shell/page-loading';
import { DocumentTitle } from '../../ui/document-title';
import { CheckboxField, FormFailure, SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { submitTo, useFormState } from '../account/form-state';
import { usePage, usePageState } from '../page-actor';
import { SelectField, TextAreaField } from './contact-fields';

/** Each one-line field's input type and autocomplete value, so that browsers fill them. */
const INPUTS = {
  name: { autoComplete: 'name', maxLength: 255 },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 255, autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false },
  telephone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20 },
  orderNumber: { autoComplete: 'off', maxLength: 32, autoCapitalize: 'off', spellCheck: false },
} as const;

const OPTIONAL: readonly ContactField[] = ['telephone', 'orderNumber'];

/** /contact-us (spec §2, §4 "Contact widget"): the form between the store's blocks, while the store takes messages. */
export const ContactPage = withScreenMessages('contact', Contact);

function Contact() {
  const t = useT();
  const page = usePage('contact');
  const view = usePageState(selectView);
  const blocks = usePageState(selectBlocks);
  return (
    <div className="contact-page">
      <DocumentTitle title={t('contact.title')} />
      <h1 className="contact-page__title">{t('contact.title')}</h1>
      {view === 'loading' && <PageLoading kind="contact" />}
      {view === 'failed' && (
        <div className="contact-page__notice">
          <FormFailure>{t('contact.loadFailed')}</FormFailure>
          <button type="button" className="button button--secondary" onClick={() => page.send({ type: 'retry' })}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {view === 'disabled' && <p className="contact-page__notice">{t('contact.disabled')}</p>}
      {(view === 'form' || view === 'sent') && (
        <>
          {blocks['contact-us-banner'] && <PageContent content={blocks['contact-us-banner']} priority />}
          <div className="contact-page__columns">
            {view === 'sent' ? <ContactSent form={page} /> : <ContactForm form={page} />}
            {blocks['contact-us-sidebar'] && (
              <aside className="contact-page__aside" aria-label={t('contact.title')}>
                <PageContent content={blocks['contact-us-sidebar']} />
              </aside>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/** The form: every field kept through a failure, whose one message shows above them. */
function ContactForm({ form }: { form: ContactActor }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors } = useFormState<ContactField>(form);
  const failure = useSelector(form, selectFailure);
  const busy = useSelector(form, selectIsSending);
  const consent = useSelector(form, selectConsentTexts);
  const shown = useSelector(form, selectFieldsShown);
  const legal = useMemo(() => (consent?.legal ? safeRichText(consent.legal) : null), [consent]);
  const label = (field: string) => t(`contact.field.${field as ContactField}`);
  const error = (field: ContactField) => (errors[field] ? errorText(errors[field], label) : null);
  const change = (field: ContactField) => (value: string | boolean) => form.send({ type: 'field.change', field, value });
  const text = (field: keyof typeof INPUTS) => (
    <TextField
      key={field}
      name={field}
      label={label(field)}
      optional={OPTIONAL.includes(field)}
      value={String(values[field])}
      onValue={change(field)}
      error={error(field)}
      inputProps={{ ...INPUTS[field], readOnly: busy }}
    />
  );
  const reasons = [{ value: '', label: t('contact.reason.choose') }, ...CONTACT_REASONS.map((reason) => ({ value: reason, label: t(`contact.reason.${reason}`) }))];
  return (
    <section className="contact-page__form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-page__subtitle">
        {t('contact.formTitle')}
      </h2>
      <form className="form" noValidate onSubmit={submitTo(form, shown)}>
        {failure && <FormFailure>{t(`contact.error.${failure}`)}</FormFailure>}
        {text('name')}
        {text('email')}
        {text('telephone')}
        {shown.includes('reason') && (
          <SelectField name="reason" label={label('reason')} value={String(values.reason)} onValue={change('reason')} error={error('reason')} options={reasons} selectProps={{ disabled: busy }} />
        )}
        {shown.includes('orderNumber') && text('orderNumber')}
        <TextAreaField name="comment" label={label('comment')} value={String(values.comment)} onValue={change('comment')} error={error('comment')} textareaProps={{ rows: 6, maxLength: 5000, readOnly: busy }} />
        {shown.includes('consent') && (
          <CheckboxField
            name="consent"
            label={consent?.label || t('contact.field.consent')}
            checked={values.consent === true}
            onChecked={change('consent')}
            error={error('consent')}
            hint={legal && <RichContent nodes={legal} />}
          />
        )}
        <SubmitButton busy={busy} label={t('contact.submit')} busyLabel={t('contact.submitting')} />
      </form>
    </section>
  );
}

/** The shop has the message: said where the form was, with the way to write another. */
function ContactSent({ form }: { form: ContactActor }) {
  const t = useT();
  return (
    <section className="contact-page__sent" aria-labelledby="contact-sent-title">
      <h2 id="contact-sent-title" className="contact-page__subtitle" tabIndex={-1} ref={(element) => element?.focus()}>
        {t('contact.sent.title')}
      </h2>
      <p role="status">{t('contact.sent.text')}</p>
      <button type="button" className="button button--secondary" onClick={() => form.send({ type: 'again' })}>
        {t('contact.sent.again')}
      </button>
    </section>
  );
}
