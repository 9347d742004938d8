import { ShopLink } from '../../ui/shop-link';
import type { SignInFormActor } from '../../../../machines/sign-in-form.machine';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { usePage } from '../page-actor';
import { SignInForm } from './sign-in-form';

/** /sign-in (spec §2): the sign-in form, with the way to a forgotten password and to a new account. */
export function SignInPage() {
  const t = useT();
  return (
    <div className="account-page">
      <DocumentTitle title={t('signIn.title')} />
      <h1 className="account-page__title">{t('signIn.title')}</h1>
      <SignInForm
        form={usePage('signIn')}
        links={
          <>
            <ShopLink href="/forgot-password">{t('signIn.forgotPassword')}</ShopLink>
            <p>
              {t('signIn.newCustomer')} <ShopLink href="/create-account">{t('signIn.createAccount')}</ShopLink>
            </p>
          </>
        }
      />
    </div>
  );
}
