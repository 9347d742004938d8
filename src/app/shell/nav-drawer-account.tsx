import { useCallback } from 'react';
import type { NavDrawerEvent, NavDrawerView } from '../../../machines/nav-drawer.machine';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';

const PENDING: Record<Exclude<NavDrawerView, 'menu'>, MessageId> = {
  signIn: 'navigation.formPending',
  createAccount: 'navigation.formPending',
  forgotPassword: 'navigation.formPending',
  myAccount: 'navigation.accountPending',
};

/**
 * An account view of the drawer, a panel over the tree (spec §2). Its form comes with the customer accounts;
 * until then it says so, and the way between the views is already there. It takes the focus when it opens.
 */
export function NavDrawerAccountView({ view, send }: { view: Exclude<NavDrawerView, 'menu'>; send: (event: NavDrawerEvent) => void }) {
  const t = useT();
  // Scrolled to its top (below the panel's sticky header), wherever the tree was scrolled to.
  const focus = useCallback((panel: HTMLElement | null) => {
    panel?.focus({ preventScroll: true });
    panel?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <div ref={focus} className="nav-drawer__view" tabIndex={-1} data-view={view}>
      <p className="nav-drawer__pending">{t(PENDING[view])}</p>
      {view === 'signIn' && (
        <div className="nav-drawer__view-actions">
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'forgotPassword.open' })}>
            {t('navigation.forgotPassword')}
          </button>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'createAccount.open' })}>
            {t('navigation.createAccount')}
          </button>
        </div>
      )}
    </div>
  );
}
