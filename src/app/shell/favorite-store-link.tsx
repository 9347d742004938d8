import { selectFavoriteStoreActor, selectFavoriteStoreEnabled } from '../../../machines/app.machine';
import { selectFavoriteStore } from '../../../machines/favorite-store-selectors';
import { STORES_FRONT_NAME, storePath } from '../../domain/store';
import { useT } from '../i18n/use-t';
import { useBrowserSelector } from '../ui/browser-selector';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { useShell } from './shell-actor';

/**
 * The header's favourite-store control (spec §2), when the store enables favourites: the favourite's name, a link
 * to its page; without one, a link to the stores. The favourite is the browser's: the server's page links to the
 * stores, and so do the render that hydrates it and the renders before the favourite's chunk comes. One element
 * either way: the favourite's actor coming changes the link's text and address (a component of its own for each case
 * had React drop the server's link and put a new one in its place as the actor came).
 */
export function FavoriteStoreLink() {
  const t = useT();
  const enabled = useShell(selectFavoriteStoreEnabled);
  const favorites = useShell(selectFavoriteStoreActor);
  const store = useBrowserSelector(favorites, selectFavoriteStore, null);
  if (!enabled) return null;
  return (
    <ShopLink href={store ? storePath(store.urlKey) : `/${STORES_FRONT_NAME}`} className="header__favorite-store">
      <Icon name="pin" size={16} />
      {store ? t('favoriteStore.header', { name: store.name }) : t('favoriteStore.find')}
    </ShopLink>
  );
}
