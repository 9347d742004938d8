import { selectStores, type PointsOfSaleSnapshot } from '../../../../machines/points-of-sale.machine';
import { storePath, todayOf, type PointOfSale } from '../../../domain/stores';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { ShopLink } from '../../ui/shop-link';
import { usePageState } from '../page-actor';
import { STORE_TYPES, useStoreHours } from './store-hours';
import { StoresPage } from './stores-page';

/** The store list (spec §2 point of sale list): each store's name (a link to its page), address and today's hours. */
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
  const stores = usePageState((s: PointsOfSaleSnapshot) => selectStores(s));
  return (
    <section className="stores">
      <DocumentTitle title={t('stores.title')} />
      <h1 className="stores__title">{t('stores.title')}</h1>
      <p className="stores__count">{t('stores.count', { count: stores.length })}</p>
      <ul className="stores__list">
        {stores.map((store) => (
          <StoreCard key={store.identifier} store={store} />
        ))}
      </ul>
    </section>
  );
}

function StoreCard({ store }: { store: PointOfSale }) {
  const t = useT();
  const hours = useStoreHours();
  const today = todayOf(store.schedule);
  const type = store.storeType ? STORE_TYPES[store.storeType] : undefined;
  return (
    <li className="store-card">
      <h2 className="store-card__name">
        <ShopLink href={storePath(store.urlKey)}>{store.name}</ShopLink>
      </h2>
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
