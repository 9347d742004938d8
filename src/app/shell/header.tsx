import { selectContactEnabled, selectFeatures, selectOfflineIconShown, selectSearchOpen, selectStoreName } from '../../../machines/app.machine';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { AccountTrigger } from './account-trigger';
import { CountedCartTrigger, NavTrigger, SearchTrigger } from './header-triggers';
import { ShellPanel } from './lazy-panel';
import { LoadingBar } from './loading-bar';
import { megaMenuPart, searchPanel } from './panels';
import { hydratedApart } from '../ui/hydrated-apart';
import { isWideScreen } from '../services/wide-screen';
import { CONTACT_PATH, contactLinkShown } from './contact-link';
import { FavoriteStoreLink } from './favorite-store-link';
import { HelloBar } from './hello-bar';
import { useShell } from './shell-actor';
import { Switchers } from './switchers';

/** The mega menu's row and hidden panels: most of the header's markup, hydrated after its triggers (on wide screens). */
const MegaMenu = hydratedApart(megaMenuPart.Component, isWideScreen);

/** The sticky header (spec §2): the hello bar, triggers, logo, contact link, offline icon, mega menu, search panel and loading bar. */
export function Header() {
  const t = useT();
  const storeName = useShell(selectStoreName);
  const offline = useShell(selectOfflineIconShown);
  const contactEnabled = useShell(selectContactEnabled);
  const features = useShell(selectFeatures);
  return (
    <header className="header">
      <HelloBar />
      <div className="header__top">
        <div className="header__top-inner">
          <FavoriteStoreLink />
          <Switchers place="header" />
          {contactLinkShown(contactEnabled, features) && (
            <ShopLink href={CONTACT_PATH} className="header__contact">
              <Icon name="mail" size={16} />
              {t('header.contact')}
            </ShopLink>
          )}
        </div>
      </div>
      <div className="header__bar">
        <div className="header__primary">
          <NavTrigger />
          <SearchTrigger />
        </div>
        <ShopLink href="/" className="header__logo" aria-label={t('header.logoLabel', { storeName })}>
          <img src="/logo.svg" alt="" width="132" height="32" />
        </ShopLink>
        <div className="header__secondary">
          {offline && (
            <span className="header__offline" role="img" aria-label={t('header.offline')} title={t('header.offline')}>
              <Icon name="offline" />
            </span>
          )}
          <AccountTrigger />
          <CountedCartTrigger />
        </div>
      </div>
      <MegaMenu />
      <ShellPanel panel={searchPanel} opened={selectSearchOpen} whileOpen />
      <LoadingBar />
    </header>
  );
}
