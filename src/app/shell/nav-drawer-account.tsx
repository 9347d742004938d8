import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { AnyActorRef } from 'xstate';
import type { CreateAccountFormActor } from '../../../machines/create-account-form.machine';
import type { ForgotPasswordFormActor } from '../../../machines/forgot-password-form.machine';
import type { NavDrawerEvent, NavDrawerView } from '../../../machines/nav-drawer.machine';
import { selectFeatures } from '../../../machines/app.machine';
import { builtAccountPages } from '../../../machines/pages';
import { selectCustomer, selectDetailsFailed } from '../../../machines/session.machine';
import type { SignInFormActor } from '../../../machines/sign-in-form.machine';
import { useT } from '../i18n/use-t';
import { CreateAccountForm } from '../screens/account/create-account-form';
import { ForgotPasswordForm } from '../screens/account/forgot-password-form';
import { SignInForm } from '../screens/account/sign-in-form';
import { ShopLink } from '../ui/shop-link';
import { useShell } from './shell-actor';

/**
 * An account view of the drawer, a panel over the tree (spec §2, §4): the sign-in, create-account and
 * forgot-password forms (each run by the drawer's `form` child), or the signed-in customer's account. It takes
 * the focus when it opens.
 */
export function NavDrawerAccountView({
  view,
  form,
  send,
}: {
  view: Exclude<NavDrawerView, 'menu'>;
  form: AnyActorRef | undefined;
  send: (event: NavDrawerEvent) => void;
}) {
  const t = useT();
  // Scrolled to its top (below the panel's sticky header), wherever the tree was scrolled to.
  const focus = useCallback((panel: HTMLElement | null) => {
    panel?.focus({ preventScroll: true });
    panel?.scrollIntoView?.({ block: 'start' });
  }, []);
  const toView = (type: 'forgotPassword.open' | 'createAccount.open' | 'back', label: string) => (
    <button type="button" className="text-button" onClick={() => send({ type })}>
      {label}
    </button>
  );
  return (
    <div ref={focus} className="nav-drawer__view" tabIndex={-1} data-view={view}>
      {view === 'signIn' && form && (
        <SignInForm
          form={form as SignInFormActor}
          links={
            <>
              {toView('forgotPassword.open', t('signIn.forgotPassword'))}
              <p>
                {t('signIn.newCustomer')} {toView('createAccount.open', t('signIn.createAccount'))}
              </p>
            </>
          }
        />
      )}
      {view === 'createAccount' && form && <CreateAccountForm form={form as CreateAccountFormActor} signIn={toView('back', t('signIn.submit'))} />}
      {view === 'forgotPassword' && form && (
        <ForgotPasswordForm form={form as ForgotPasswordFormActor} back={toView('back', t('forgotPassword.backToSignIn'))} />
      )}
      {view === 'myAccount' && <MyAccount />}
    </div>
  );
}

/** The signed-in customer's view: who is signed in, the account pages, and the sign-out. */
function MyAccount() {
  const t = useT();
  const session = useShell((s) => s.children.session)!;
  const features = useShell(selectFeatures);
  const customer = useSelector(session, selectCustomer);
  const failed = useSelector(session, selectDetailsFailed);
  return (
    <div className="nav-drawer__account">
      {customer && (
        <p>
          <strong>{t('header.greeting', { name: customer.firstname })}</strong>
          <br />
          {customer.email}
        </p>
      )}
      <ul className="nav-drawer__account-pages" aria-label={t('accountPages.label')}>
        {builtAccountPages(features).map((page) => (
          <li key={page.path}>
            <ShopLink href={page.path}>{t(page.label)}</ShopLink>
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert">
          {t('account.detailsFailed')}{' '}
          <button type="button" className="text-button" onClick={() => session.send({ type: 'details.request' })}>
            {t('common.retry')}
          </button>
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={() => session.send({ type: 'session.signOut' })}>
        {t('account.signOut')}
      </button>
    </div>
  );
}
