import { useMemo, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  selectConfirmingErasure, selectConsentChecked, selectLinkOutcome, selectNotice, selectSaving, selectView,
  type AccountInformationActor, type AccountInformationSnapshot, type ProfileSection,
} from '../../../../machines/account-information.machine';
import { selectFeatures } from '../../../../machines/app.machine';
import type { FormFields } from '../../../../machines/form';
import type { BackendFeature } from '../../../domain/feature-names';
import {
  EMAIL_FIELDS, NAME_FIELDS, PASSWORD_FIELDS, type EmailField, type NameField, type PasswordField, type ProfileFailure,
} from '../../../domain/profile';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { safeRichText } from '../../pagebuilder/rich';
import { RichContent } from '../../pagebuilder/render/rich-content';
import { PageLoading } from '../../shell/page-loading';
import { useShell } from '../../shell/shell-actor';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CheckboxField, FormFailure, SubmitButton, TextField, focusFirstInvalid, useFieldErrorText } from '../../ui/form-fields';
import { usePage, usePageState } from '../page-actor';
import { AccountArea } from './account-area';
import { ProfileFailureMessage, SavedMessage } from './profile-notice';

/** /account-information, /customer/account/edit/ and a data-protection request's link (spec §2, issue 11). */
export const AccountInformationPage = withScreenMessages('accountArea', AccountInformation);

function AccountInformation() {
  const t = useT();
  const page = usePage('accountInformation');
  const view = usePageState(selectView);
  const features = useShell(selectFeatures);
  return (
    <AccountArea title={t('accountPages.accountInformation')}>
      {view === 'loading' && <PageLoading kind="accountInformation" />}
      {view === 'failed' && (
        <div className="profile-failed">
          <FormFailure>{t('accountArea.accountInformation.loadFailed')}</FormFailure>
          <button type="button" className="button button--secondary" onClick={() => page.send({ type: 'retry' })}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {view === 'ready' && (
        <>
          <LinkOutcome />
          <NameSection />
          <EmailSection />
          <PasswordSection />
          <DataSection features={features} />
        </>
      )}
    </AccountArea>
  );
}

/** What became of the request link the page was opened by. */
function LinkOutcome() {
  const t = useT();
  const link = usePageState(selectLinkOutcome);
  if (!link) return null;
  if (link.outcome === 'confirmed' && link.type) {
    return (
      <p className="profile-banner" role="status">
        {t(`accountArea.gdpr.link.confirmed.${link.type}`)}
      </p>
    );
  }
  return <FormFailure>{t(`accountArea.gdpr.link.${link.outcome === 'confirmed' ? 'invalid' : link.outcome}`)}</FormFailure>;
}

type Section = 'name' | 'email' | 'password';
type SectionField = { name: NameField; email: EmailField; password: PasswordField };

/** A section's form: its fields as the machine holds them, its refusal above them, its success under the button. */
function useSection<S extends Section>(section: S) {
  const page = usePage('accountInformation');
  const form = usePageState((s: AccountInformationSnapshot) => s.context[section] as FormFields<SectionField[S]>);
  const notice = usePageState(selectNotice);
  const saving = usePageState(selectSaving) === section;
  const failure: ProfileFailure | null = notice && notice.section === section && !notice.saved ? notice.failure : null;
  const saved = notice?.section === section && notice.saved;
  return { page, form, saving, failure, saved };
}

function SectionFrame({ id, title, children }: { id: ProfileSection; title: string; children: ReactNode }) {
  return (
    <section className="profile-section" aria-labelledby={`profile-${id}`}>
      <h2 id={`profile-${id}`} className="profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

const submitSection =
  (page: AccountInformationActor, section: Section, fields: readonly string[]) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    page.send({ type: `${section}.submit` });
    focusFirstInvalid(event.currentTarget, fields, page.getSnapshot().context[section].errors);
  };

function Fields<F extends string>({
  form, fields, inputs, busy, label, onValue, hint,
}: {
  form: FormFields<F>;
  fields: readonly F[];
  inputs: Record<F, InputHTMLAttributes<HTMLInputElement>>;
  busy: boolean;
  label: (field: string) => string;
  onValue: (field: F, value: string) => void;
  hint?: Partial<Record<F, string>>;
}) {
  const errorText = useFieldErrorText();
  return fields.map((field) => {
    const error = form.showErrors ? form.errors[field] : undefined;
    return (
      <TextField
        key={field}
        name={field}
        label={label(field)}
        value={String(form.values[field])}
        onValue={(value) => onValue(field, value)}
        error={error ? errorText(error, label) : null}
        hint={hint?.[field]}
        inputProps={{ ...inputs[field], readOnly: busy }}
      />
    );
  });
}

function NameSection() {
  const t = useT();
  const { page, form, saving, failure, saved } = useSection('name');
  const label = (field: string) => t(`field.${field as NameField}`);
  return (
    <SectionFrame id="name" title={t('accountArea.accountInformation.name.title')}>
      <form className="form" noValidate onSubmit={submitSection(page, 'name', NAME_FIELDS)}>
        <ProfileFailureMessage failure={failure} />
        <Fields
          form={form}
          fields={NAME_FIELDS}
          inputs={{ firstname: { autoComplete: 'given-name' }, lastname: { autoComplete: 'family-name' } }}
          busy={saving}
          label={label}
          onValue={(field, value) => page.send({ type: 'name.change', field, value })}
        />
        <SubmitButton busy={saving} label={t('accountArea.accountInformation.name.submit')} busyLabel={t('accountArea.accountInformation.saving')} />
        {saved && <SavedMessage>{t('accountArea.accountInformation.name.saved')}</SavedMessage>}
      </form>
    </SectionFrame>
  );
}

function EmailSection() {
  const t = useT();
  const { page, form, saving, failure, saved } = useSection('email');
  const current = usePageState((s: AccountInformationSnapshot) => s.context.profile?.email ?? '');
  const label = (field: string) => t(`accountArea.accountInformation.email.${field as EmailField}`);
  return (
    <SectionFrame id="email" title={t('accountArea.accountInformation.email.title')}>
      <p className="profile-section__text">{t('accountArea.accountInformation.email.current', { email: current })}</p>
      <form className="form" noValidate onSubmit={submitSection(page, 'email', EMAIL_FIELDS)}>
        <ProfileFailureMessage failure={failure} />
        <Fields
          form={form}
          fields={EMAIL_FIELDS}
          inputs={{
            email: { type: 'email', autoComplete: 'email', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false },
            password: { type: 'password', autoComplete: 'current-password' },
          }}
          busy={saving}
          label={label}
          onValue={(field, value) => page.send({ type: 'email.change', field, value })}
        />
        <SubmitButton busy={saving} label={t('accountArea.accountInformation.email.submit')} busyLabel={t('accountArea.accountInformation.saving')} />
        {saved && <SavedMessage>{t('accountArea.accountInformation.email.saved')}</SavedMessage>}
      </form>
    </SectionFrame>
  );
}

function PasswordSection() {
  const t = useT();
  const { page, form, saving, failure, saved } = useSection('password');
  const policy = usePageState((s: AccountInformationSnapshot) => s.context.policy);
  const label = (field: string) => t(`accountArea.accountInformation.password.${field as PasswordField}`);
  return (
    <SectionFrame id="password" title={t('accountArea.accountInformation.password.title')}>
      <form className="form" noValidate onSubmit={submitSection(page, 'password', PASSWORD_FIELDS)}>
        <ProfileFailureMessage failure={failure} />
        <Fields
          form={form}
          fields={PASSWORD_FIELDS}
          inputs={{
            currentPassword: { type: 'password', autoComplete: 'current-password' },
            newPassword: { type: 'password', autoComplete: 'new-password' },
            confirmPassword: { type: 'password', autoComplete: 'new-password' },
          }}
          busy={saving}
          label={label}
          hint={{ newPassword: t('createAccount.passwordRule', { length: policy.minLength, count: policy.classes }) }}
          onValue={(field, value) => page.send({ type: 'password.change', field, value })}
        />
        <SubmitButton busy={saving} label={t('accountArea.accountInformation.password.submit')} busyLabel={t('accountArea.accountInformation.saving')} />
        {saved && <SavedMessage>{t('accountArea.accountInformation.password.saved')}</SavedMessage>}
      </form>
    </SectionFrame>
  );
}

/**
 * The data-protection consent, renewed with the store's texts, and the export and erasure requests: each where the
 * backend has its module, the section only with one of them.
 */
function DataSection({ features }: { features: readonly BackendFeature[] }) {
  const t = useT();
  const page = usePage('accountInformation');
  const texts = usePageState((s: AccountInformationSnapshot) => s.context.texts);
  const checked = usePageState(selectConsentChecked);
  const notice = usePageState(selectNotice);
  const saving = usePageState(selectSaving);
  const confirming = usePageState(selectConfirmingErasure);
  const legal = useMemo(() => (texts?.legal ? safeRichText(texts.legal) : null), [texts]);
  const failureOf = (section: ProfileSection) => (notice && notice.section === section && !notice.saved ? notice.failure : null);
  const requested = notice?.section === 'gdpr' && notice.saved ? notice.request : undefined;
  const consents = features.includes('consents');
  const requests = features.includes('dataRequests');
  if (!consents && !requests) return null;
  return (
    <SectionFrame id="gdpr" title={t('accountArea.gdpr.title')}>
      {consents && (
        <div className="form" aria-busy={saving === 'consent' || undefined}>
          <ProfileFailureMessage failure={failureOf('consent')} />
          <CheckboxField
            name="consent"
            optional
            label={texts?.label || t('accountArea.gdpr.consentLabel')}
            checked={checked}
            onChecked={(value) => page.send({ type: 'consent.set', value })}
            error={null}
            hint={legal && <RichContent nodes={legal} />}
          />
          {notice?.section === 'consent' && notice.saved && <SavedMessage>{t('accountArea.gdpr.consentSaved')}</SavedMessage>}
        </div>
      )}
      {requests && (
        <>
          <h3 className="profile-section__subtitle">{t('accountArea.gdpr.requestsTitle')}</h3>
          <p className="profile-section__text">{t('accountArea.gdpr.requestsText')}</p>
          <ProfileFailureMessage failure={failureOf('gdpr')} />
          <div className="profile-actions">
            {(['export', 'erase'] as const).map((request) => (
              <button
                key={request}
                type="button"
                className="button button--secondary"
                aria-disabled={saving === 'gdpr' || undefined}
                onClick={() => page.send({ type: 'gdpr.ask', request })}
              >
                {t(`accountArea.gdpr.${request}`)}
              </button>
            ))}
          </div>
          {saving === 'gdpr' && <p className="profile-section__text" role="status">{t('accountArea.gdpr.requesting')}</p>}
          {requested && <SavedMessage>{t(`accountArea.gdpr.requested.${requested}`)}</SavedMessage>}
          <ConfirmDialog
            isOpen={confirming}
            title={t('accountArea.gdpr.eraseDialog.title')}
            cancelLabel={t('accountArea.gdpr.eraseDialog.cancel')}
            confirmLabel={t('accountArea.gdpr.eraseDialog.confirm')}
            onCancel={() => page.send({ type: 'gdpr.cancel' })}
            onConfirm={() => page.send({ type: 'gdpr.confirm' })}
          >
            <p>{t('accountArea.gdpr.eraseDialog.text')}</p>
          </ConfirmDialog>
        </>
      )}
    </SectionFrame>
  );
}
