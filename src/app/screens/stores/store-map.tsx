import { selectFinderMap, type PointsOfSaleSnapshot } from '../../../../machines/points-of-sale.machine';
import { FRANCE_PATH, MAP_HEIGHT, MAP_WIDTH, onMap, project } from '../../../domain/store-map';
import type { PointOfSale } from '../../../domain/stores';
import { useT } from '../../i18n/use-t';
import { usePageState } from '../page-actor';

/** Where the store is in France, drawn in the page (no map service is asked); nothing for a store it cannot place. */
export function StoreMap({ store }: { store: PointOfSale }) {
  const t = useT();
  if (!onMap(store.latitude, store.longitude)) return null;
  const { x, y } = project(store.latitude!, store.longitude!);
  return (
    <svg className="store-map" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={t('favoriteStore.map', { name: store.name, city: store.city })}>
      <path className="store-map__land" d={FRANCE_PATH} />
      <circle className="store-map__halo" cx={x} cy={y} r="14" />
      <path className="store-map__pin" d={`M${x} ${y}l-7 -14a8 8 0 1 1 14 0z`} />
      <circle className="store-map__dot" cx={x} cy={y - 19} r="3" />
    </svg>
  );
}

/** The list's map: every store a dot, the nearest marked out once the list is sorted from a place, which is ringed. */
export function StoresMap() {
  const t = useT();
  const map = usePageState((s: PointsOfSaleSnapshot) => selectFinderMap(s));
  return (
    <svg className="store-map store-map--list" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={t(map.origin ? 'stores.mapFrom' : 'stores.map')}>
      <path className="store-map__land" d={FRANCE_PATH} />
      {map.origin && <circle className="store-map__origin" cx={map.origin.x} cy={map.origin.y} r="9" />}
      {map.stores.map((store) => (
        <circle
          key={store.identifier}
          className={store.nearest ? 'store-map__store store-map__store--nearest' : 'store-map__store'}
          data-store={store.identifier}
          cx={store.x}
          cy={store.y}
          r={store.nearest ? 7 : 5}
        />
      ))}
    </svg>
  );
}
