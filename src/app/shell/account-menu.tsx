import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { Header, Menu, MenuItem, MenuSection, Popover, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { selectFeatures } from '../../../machines/app.machine';
import { builtAccountPages } from '../../../machines/pages';
import { selectCustomer } from '../../../machines/session.machine';
import { useT } from '../i18n/use-t';
import { useKeyboardOpened } from '../ui/keyboard-opened';
import { useShell, useShellActor } from './shell-actor';

/**
 * The signed-in customer's account menu (spec §2), under the account trigger: who is signed in, the account pages
 * (routed in the app), and Sign Out. Escape, a click outside or a choice closes it.
 */
export function AccountMenu({ triggerRef, byKeyboard }: { triggerRef: RefObject<HTMLButtonElement | null>; byKeyboard: boolean }) {
  useKeyboardOpened(byKeyboard);
  const t = useT();
  const app = useShellActor();
  const session = useShell((s) => s.children.session)!;
  const features = useShell(selectFeatures);
  const customer = useSelector(session, selectCustomer);
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={navigate}>
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => open || app.send({ type: 'accountMenu.close' })}
      placement="bottom end"
      className="account-menu"
      // react-aria makes the popover a dialog: named as its menu is.
      aria-label={t('accountMenu.label')}
      // The trigger toggles the menu itself.
      shouldCloseOnInteractOutside={(element) => !triggerRef.current?.contains(element)}
    >
      <Menu
        aria-label={t('accountMenu.label')}
        autoFocus="first"
        className="account-menu__list"
        onAction={(key) => {
          if (key === 'signOut') session.send({ type: 'session.signOut' });
          app.send({ type: 'accountMenu.close' });
        }}
      >
        <MenuSection className="account-menu__section">
          {customer && <Header className="account-menu__who">{t('accountMenu.signedInAs', { email: customer.email })}</Header>}
          {builtAccountPages(features).map((page) => (
            <MenuItem key={page.path} id={page.path} href={page.path} className="account-menu__item">
              {t(page.label)}
            </MenuItem>
          ))}
          <MenuItem id="signOut" className="account-menu__item account-menu__item--sign-out">
            {t('account.signOut')}
          </MenuItem>
        </MenuSection>
      </Menu>
    </Popover>
    </RouterProvider>
  );
}
