import { useSelector } from '@xstate/react';
import { selectFavoriteStoreActor } from '../../../machines/app.machine';
import { selectFavoriteStore, type FavoriteStoreActor } from '../../../machines/favorite-store.machine';
import { STORES_FRONT_NAME } from '../../domain/store';
import { storePath } from '../../domain/stores';
import { useT } from '../i18n/use-t';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { useShell } from './shell-actor';

/**
 * The header's favourite-store control (spec §2), when the store enables favourites: the favourite's name, a link
 * to its page; without one, a link to the stores.
 */
export function FavoriteStoreLink() {
  const favorites = useShell(selectFavoriteStoreActor);
  return favorites ? <Favorite favorites={favorites} /> : null;
}

function Favorite({ favorites }: { favorites: FavoriteStoreActor }) {
  const t = useT();
  const store = useSelector(favorites, selectFavoriteStore);
  return (
    <ShopLink href={store ? storePath(store.urlKey) : `/${STORES_FRONT_NAME}`} className="header__favorite-store">
      <Icon name="pin" size={16} />
      {store ? t('favoriteStore.header', { name: store.name }) : t('favoriteStore.find')}
    </ShopLink>
  );
}
