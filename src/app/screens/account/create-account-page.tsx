import type { CreateAccountFormActor } from '../../../../machines/create-account-form.machine';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { ShopLink } from '../../ui/shop-link';
import { usePage } from '../page-actor';
import { CreateAccountForm } from './create-account-form';

/** /create-account (spec §2): the form, prefilled after an order from the receipt's shipping details. */
export function CreateAccountPage() {
  const t = useT();
  const signIn = <ShopLink href="/sign-in">{t('signIn.submit')}</ShopLink>;
  return (
    <div className="account-page">
      <DocumentTitle title={t('createAccount.title')} />
      <h1 className="account-page__title">{t('createAccount.title')}</h1>
      <CreateAccountForm form={usePage('createAccount')} signIn={signIn} />
      <p className="account-page__aside">
        {t('createAccount.haveAccount')} {signIn}
      </p>
    </div>
  );
}
