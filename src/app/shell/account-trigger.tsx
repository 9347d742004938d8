import { useSelector } from '@xstate/react';
import { Suspense, useRef } from 'react';
import { selectAccountMenuOpen, selectSignedIn } from '../../../machines/app.machine';
import { selectSignInOrigin } from '../../../machines/router.machine';
import { selectFirstName } from '../../../machines/session.machine';
import { useT } from '../i18n/use-t';
import { useRouter } from '../screens/page-actor';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { accountMenuPanel } from './panels';
import { useShell, useShellActor } from './shell-actor';

/**
 * The header's account trigger (spec §2): a guest sees "Sign In", a link to the sign-in page; a signed-in customer
 * sees "Hi, {first name}", which opens the account menu. A server renders the guest's, the browser follows the session.
 * Signing in from the link comes back to the page it was followed from.
 */
export function AccountTrigger() {
  const t = useT();
  const app = useShellActor();
  const session = useShell((s) => s.children.session)!;
  const signedIn = useShell(selectSignedIn);
  const firstName = useSelector(session, selectFirstName);
  const open = useShell(selectAccountMenuOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  const byKeyboard = useRef(false);
  const origin = useRouter(selectSignInOrigin);
  if (!signedIn) {
    return (
      <ShopLink href="/sign-in" state={origin ? { from: origin } : undefined} className="header__account">
        <Icon name="user" />
        <span className="header__account-label">{t('header.signIn')}</span>
      </ShopLink>
    );
  }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="header__account header__account--button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(event) => {
          byKeyboard.current = event.detail === 0;
          app.send({ type: 'accountMenu.toggle' });
        }}
        onPointerEnter={accountMenuPanel.preload}
        onFocus={accountMenuPanel.preload}
        onTouchStart={accountMenuPanel.preload}
      >
        <Icon name="user" />
        <span className="header__account-label">{firstName ? t('header.greeting', { name: firstName }) : t('navigation.myAccount')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <accountMenuPanel.Component triggerRef={trigger} byKeyboard={byKeyboard.current} />
        </Suspense>
      )}
    </>
  );
}
