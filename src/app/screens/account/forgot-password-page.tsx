import type { ForgotPasswordFormActor } from '../../../../machines/forgot-password-form.machine';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { ShopLink } from '../../ui/shop-link';
import { usePage } from '../page-actor';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password (spec §2): asks for the reset link. */
export function ForgotPasswordPage() {
  const t = useT();
  return (
    <div className="account-page">
      <DocumentTitle title={t('forgotPassword.title')} />
      <h1 className="account-page__title">{t('forgotPassword.title')}</h1>
      <ForgotPasswordForm form={usePage('forgotPassword')} back={<ShopLink href="/sign-in">{t('forgotPassword.backToSignIn')}</ShopLink>} />
    </div>
  );
}
