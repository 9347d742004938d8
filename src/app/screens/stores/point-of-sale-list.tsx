import { useIntl } from 'react-intl';
import {
  selectFinderProblem, selectFoundStores, selectLocating, selectOrigin, selectQuery, type PointsOfSaleSnapshot,
} from '../../../../machines/points-of-sale.machine';
import type { FoundStore } from '../../../domain/store-finder';
import { storePath, todayOf } from '../../../domain/stores';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { ShopLink } from '../../ui/shop-link';
import { usePageState } from '../page-actor';
import { StoreFinder } from './store-finder';
import { STORE_TYPES, useStoreHours } from './store-hours';
import { StoresMap } from './store-map';
import { StoresPage } from './stores-page';

/**
 * The store list (spec §2 point of sale list): each store's name (a link to its page), address and today's hours,
 * with a finder that sorts them from a town, a postcode or the device's location, and their map.
 */
export const PointOfSaleList = withScreenMessages('stores', function PointOfSaleList() {
  const t = useT();
  return (
    <StoresPage kind="pointOfSaleList" empty={t('stores.empty')}>
      {() => <StoreList />}
    </StoresPage>
  );
});

function StoreList() {
  const t = useT();
  const found = usePageState((s: PointsOfSaleSnapshot) => selectFoundStores(s));
  return (
    <section className="stores">
      <DocumentTitle title={t('stores.title')} />
      <h1 className="stores__title">{t('stores.title')}</h1>
      <p className="stores__count">{t('stores.count', { count: found.length })}</p>
      <StoreFinder />
      <FinderNews />
      <div className="stores__body">
        <StoresMap />
        <ol className="stores__list">
          {found.map((entry) => (
            <StoreCard key={entry.store.identifier} entry={entry} />
          ))}
        </ol>
      </div>
    </section>
  );
}

/** What the finder did: the place the list is sorted from, or why it could not. */
function FinderNews() {
  const t = useT();
  const origin = usePageState((s: PointsOfSaleSnapshot) => selectOrigin(s));
  const problem = usePageState((s: PointsOfSaleSnapshot) => selectFinderProblem(s));
  const locating = usePageState((s: PointsOfSaleSnapshot) => selectLocating(s));
  const query = usePageState((s: PointsOfSaleSnapshot) => selectQuery(s));
  return (
    <div className="stores__news">
      <p role="status" className="stores__origin">
        {locating ? t('stores.finder.locating') : origin ? (origin.label ? t('stores.finder.fromPlace', { place: origin.label }) : t('stores.finder.fromDevice')) : null}
      </p>
      {problem && (
        <p role="alert" className="stores__problem">
          {problem === 'placeUnknown' ? t('stores.finder.placeUnknown', { query }) : t(`stores.finder.${problem}`)}
        </p>
      )}
    </div>
  );
}

function StoreCard({ entry: { store, distanceKm } }: { entry: FoundStore }) {
  const t = useT();
  const intl = useIntl();
  const hours = useStoreHours();
  const today = todayOf(store.schedule);
  const type = store.storeType ? STORE_TYPES[store.storeType] : undefined;
  return (
    <li className="store-card" data-store={store.identifier}>
      <h2 className="store-card__name">
        <ShopLink href={storePath(store.urlKey)}>{store.name}</ShopLink>
      </h2>
      {distanceKm !== null && (
        <p className="store-card__distance">
          {t('stores.distance', {
            distance: intl.formatNumber(distanceKm, { style: 'unit', unit: 'kilometer', maximumFractionDigits: distanceKm < 10 ? 1 : 0 }),
          })}
        </p>
      )}
      {type && <p className="store-card__type">{t(type)}</p>}
      <address className="store-card__address">
        {store.address1}
        {store.address2 && (
          <>
            <br />
            {store.address2}
          </>
        )}
        <br />
        {store.postcode} {store.city}
      </address>
      {today && (
        <p className="store-card__today">
          {today.periods.length > 0 ? t('stores.todayHours', { hours: hours.periods(today.periods) }) : t('stores.closedToday')}
        </p>
      )}
    </li>
  );
}
