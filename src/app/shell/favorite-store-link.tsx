import { selectFavoriteStoreActor } from '../../../machines/app.machine';
import { selectFavoriteStore, type FavoriteStoreActor } from '../../../machines/favorite-store.machine';
import { STORES_FRONT_NAME, storePath } from '../../domain/store';
import { useT } from '../i18n/use-t';
import { useBrowserSelector } from '../ui/browser-selector';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { useShell } from './shell-actor';

/**
 * The header's favourite-store control (spec §2), when the store enables favourites: the favourite's name, a link
 * to its page; without one, a link to the stores. The favourite is the browser's: the server's page links to the
 * stores, and so does the render that hydrates it.
 */
export function FavoriteStoreLink() {
  const favorites = useShell(selectFavoriteStoreActor);
  return favorites ? <Favorite favorites={favorites} /> : null;
}

function Favorite({ favorites }: { favorites: FavoriteStoreActor }) {
  const t = useT();
  const store = useBrowserSelector(favorites, selectFavoriteStore, null);
  return (
    <ShopLink href={store ? storePath(store.urlKey) : `/${STORES_FRONT_NAME}`} className="header__favorite-store">
      <Icon name="pin" size={16} />
      {store ? t('favoriteStore.header', { name: store.name }) : t('favoriteStore.find')}
    </ShopLink>
  );
}
