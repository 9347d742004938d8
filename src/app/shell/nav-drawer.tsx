import { Link } from 'wouter';
import { selectDrawer } from '../../../machines/app.machine';
import { useT } from '../i18n/use-t';
import { SidePanel } from '../ui/side-panel';
import { useShell, useShellActor } from './shell-actor';

/** The navigation drawer (opened as "nav"): main menu links and the account bar. */
export function NavDrawer() {
  const t = useT();
  const app = useShellActor();
  const open = useShell((s) => selectDrawer(s) === 'nav');
  return (
    <SidePanel isOpen={open} onClose={() => app.send({ type: 'drawer.close' })} title={t('navigation.title')} side="left">
      <nav aria-label={t('navigation.title')}>
        <ul className="nav-list">
          <li>
            <Link href="/">{t('navigation.home')}</Link>
          </li>
          <li>
            <Link href="/contact-us">{t('navigation.contact')}</Link>
          </li>
        </ul>
      </nav>
      <div className="nav-account-bar">
        <Link href="/sign-in" className="button button--secondary">
          {t('navigation.signIn')}
        </Link>
      </div>
    </SidePanel>
  );
}
