import { selectStore, type PointsOfSaleSnapshot } from '../../../../machines/points-of-sale.machine';
import { STORES_FRONT_NAME } from '../../../domain/store';
import { mapSearchUrl, mapUrl, telHref, todayOf, weekdayOf, weekOf, type PointOfSale as Store } from '../../../domain/stores';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { ShopLink } from '../../ui/shop-link';
import { usePageState } from '../page-actor';
import { STORE_TYPES, useStoreHours } from './store-hours';
import { MakeMyStore } from './make-my-store';
import { StoreMap } from './store-map';
import { StoresPage } from './stores-page';

/**
 * A store's page (spec §2 point of sale): its address with a link to a map site, its phone, today's hours, its
 * week with today marked, and its special days ahead.
 */
export const PointOfSale = withScreenMessages('stores', function PointOfSale() {
  const t = useT();
  return (
    <StoresPage kind="pointOfSale" empty={t('stores.notFound')}>
      {() => <StoreDetails />}
    </StoresPage>
  );
});

function StoreDetails() {
  const t = useT();
  const hours = useStoreHours();
  const store = usePageState((s: PointsOfSaleSnapshot) => selectStore(s));
  const today = todayOf(store.schedule);
  const todayWeekday = today ? weekdayOf(today.date) : null;
  const special = today && store.schedule.find((day) => day.date === today.date && day.special);
  const type = store.storeType ? STORE_TYPES[store.storeType] : undefined;
  return (
    <article className="store">
      <DocumentTitle title={store.name} />
      <ShopLink href={`/${STORES_FRONT_NAME}`} className="store__back">
        {t('stores.back')}
      </ShopLink>
      <h1 className="store__title">{store.name}</h1>
      {type && <p className="store__type">{t(type)}</p>}
      <MakeMyStore store={store} />
      {today && (
        <p className="store__today" role="status">
          {today.periods.length > 0 ? t('stores.todayHours', { hours: hours.periods(today.periods) }) : t('stores.closedToday')}
          {special && special.title && <span className="store__special-today"> {t('stores.specialTitle', { title: special.title })}</span>}
        </p>
      )}
      <div className="store__columns">
        <section className="store__section" aria-labelledby="store-address">
          <h2 id="store-address">{t('stores.address')}</h2>
          <address className="store__address">
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
          <StoreMap store={store} />
          {store.telephone && (
            <p>
              {t('stores.phone')} <a href={telHref(store.telephone)}>{store.telephone}</a>
            </p>
          )}
          <p>
            <a href={mapLink(store)} target="_blank" rel="noopener noreferrer" className="button button--secondary">
              {t('stores.openMap')}
              <span className="visually-hidden"> {t('pageBuilder.newTab')}</span>
            </a>
          </p>
        </section>
        <section className="store__section" aria-labelledby="store-week">
          <h2 id="store-week">{t('stores.weeklyHours')}</h2>
          <table className="store-hours">
            <tbody>
              {weekOf(store.openingHours).map(({ day, periods }) => (
                <tr key={day} className={day === todayWeekday ? 'store-hours__today' : undefined} aria-current={day === todayWeekday ? 'date' : undefined}>
                  <th scope="row">
                    {hours.weekday(day)}
                    {day === todayWeekday && <span className="store-hours__marker"> {t('stores.todayMarker')}</span>}
                  </th>
                  <td>{hours.periods(periods)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {store.specialHours.length > 0 && (
          <section className="store__section" aria-labelledby="store-special">
            <h2 id="store-special">{t('stores.specialHours')}</h2>
            <ul className="store-special">
              {store.specialHours.map((day) => (
                <li key={`${day.date}-${day.open ?? ''}`}>
                  {day.title
                    ? t('stores.specialDayTitled', { date: hours.date(day.date), title: day.title, hours: hours.periods([day]) })
                    : t('stores.specialDay', { date: hours.date(day.date), hours: hours.periods([day]) })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

/** The store on a map site: its coordinates, else its address. */
function mapLink(store: Store): string {
  return store.latitude !== null && store.longitude !== null
    ? mapUrl(store.latitude, store.longitude)
    : mapSearchUrl(`${store.address1}, ${store.postcode} ${store.city}`);
}
