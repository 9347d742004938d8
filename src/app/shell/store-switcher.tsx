import { useLocation } from 'wouter';
import { selectAvailableStores, selectStoreSwitcherShown } from '../../../machines/app.machine';
import { storeSwitchPath } from '../../domain/store-config';
import { useT } from '../i18n/use-t';
import { useShell } from './shell-actor';

/**
 * The store switcher (spec §2, §9): hidden with only one store view. Another store view is the same page behind
 * its store code, loaded in full so that the shop starts again in that store.
 */
export function StoreSwitcher() {
  const t = useT();
  const [path] = useLocation();
  const shown = useShell(selectStoreSwitcherShown);
  const stores = useShell(selectAvailableStores);
  const current = useShell((s) => s.context.storeConfig.store_code);
  if (!shown) return null;
  return (
    <nav className="store-switcher" aria-label={t('storeSwitcher.label')}>
      <ul>
        {stores.map((store) => (
          <li key={store.store_code}>
            {store.store_code === current ? (
              <span aria-current="true">{store.store_name}</span>
            ) : (
              <a href={storeSwitchPath(store.store_code, path)}>{store.store_name}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
