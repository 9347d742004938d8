import { selectFavoriteStoreActor, selectFavoriteStoreEnabled } from '../../../../machines/app.machine';
import { selectFavoriteSaveFailed, selectFavoriteStore, selectSavingFavorite } from '../../../../machines/favorite-store-selectors';
import type { FavoriteStoreActor } from '../../../../machines/favorite-store.machine';
import { favoriteOf } from '../../../domain/favorite-store';
import type { PointOfSale } from '../../../domain/stores';
import { useT } from '../../i18n/use-t';
import { useBrowserSelector } from '../../ui/browser-selector';
import { Icon } from '../../ui/icons';
import { useShell } from '../../shell/shell-actor';

/**
 * A store page's "make this my store" (spec §4), when the store enables favourites: the choice, or that it is made.
 * The favourite is the browser's: the server's page shows the choice waiting, and so does the render that hydrates
 * it; the button works once the favourite's machine has come in its chunk (on the session's first news).
 */
export function MakeMyStore({ store }: { store: PointOfSale }) {
  const enabled = useShell(selectFavoriteStoreEnabled);
  const favorites = useShell(selectFavoriteStoreActor);
  if (!enabled) return null;
  return favorites ? <Choice favorites={favorites} store={store} /> : <ChoiceWaiting />;
}

/** The choice before the favourite's machine is there: as the server renders it. */
function ChoiceWaiting() {
  const t = useT();
  return (
    <div className="store__favorite">
      <button type="button" className="button button--primary" disabled>
        {t('favoriteStore.make')}
      </button>
    </div>
  );
}

/** Any snapshot of the favourite's machine: the render that hydrates reads the server's `false`, the next ones `true`. */
const machineThere = () => true;

function Choice({ favorites, store }: { favorites: FavoriteStoreActor; store: PointOfSale }) {
  const t = useT();
  const ready = useBrowserSelector(favorites, machineThere, false);
  const current = useBrowserSelector(favorites, selectFavoriteStore, null)?.identifier === store.identifier;
  const saving = useBrowserSelector(favorites, selectSavingFavorite, false);
  const failed = useBrowserSelector(favorites, selectFavoriteSaveFailed, false);
  return (
    <div className="store__favorite">
      {current ? (
        <p className="store__favorite-current" role="status">
          <Icon name="check" size={20} />
          {t('favoriteStore.current')}
        </p>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={!ready}
          onClick={() => favorites.send({ type: 'favoriteStore.set', store: favoriteOf(store) })}
        >
          {t('favoriteStore.make')}
        </button>
      )}
      {current && saving && <p className="store__favorite-note">{t('favoriteStore.saving')}</p>}
      {current && failed && (
        <p className="store__favorite-note" role="alert">
          {t('favoriteStore.saveFailed')}
        </p>
      )}
    </div>
  );
}
