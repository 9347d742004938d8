import { STORE_NAME } from '../../../domain/store';
import { useT } from '../../i18n/use-t';

/** The home page. Its content blocks come from the CMS once the catalogue is served. */
export function Home() {
  const t = useT();
  return (
    <section className="home">
      <title>{t('app.storeTitle', { storeName: STORE_NAME })}</title>
      <h1 className="home__title">{t('home.title')}</h1>
      <p className="home__intro">{t('home.intro')}</p>
    </section>
  );
}
