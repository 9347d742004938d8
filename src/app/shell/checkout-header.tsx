import { Suspense } from 'react';
import { selectFeatures, selectStoreName } from '../../../machines/app.machine';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { LoadingBar } from './loading-bar';
import { needHelpMenu } from './panels';
import { useShell } from './shell-actor';

/**
 * The checkout layout's header (spec §2): the logo, linking home, and the Need Help menu; no search, menus or cart.
 * The menu's code (react-aria) is its own chunk: a server renders it in full, the browser hydrates it once fetched
 * (the server's HTML stays meanwhile), and a client-side arrival shows its trigger's look until then.
 */
export function CheckoutHeader() {
  const t = useT();
  const storeName = useShell(selectStoreName);
  // The store's contact details come from its need-help module: without it, no menu.
  const needHelp = useShell(selectFeatures).includes('needHelp');
  return (
    <header className="checkout-header">
      <div className="checkout-header__bar">
        <ShopLink href="/" className="checkout-header__logo" aria-label={t('header.logoLabel', { storeName })}>
          <img src="/logo.svg" alt="" width="132" height="32" />
        </ShopLink>
        {needHelp && (
          <Suspense
            fallback={
              <span className="need-help__trigger need-help__trigger--waiting" aria-hidden="true">
                <Icon name="help" size={20} />
                <span>{t('needHelp.trigger')}</span>
                <Icon name="chevronDown" size={16} />
              </span>
            }
          >
            <needHelpMenu.Component />
          </Suspense>
        )}
      </div>
      <LoadingBar />
    </header>
  );
}
