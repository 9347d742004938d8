import { Suspense } from 'react';
import { selectNotFoundSearch } from '../../../machines/router.machine';
import { useT } from '../i18n/use-t';
import { useRouter } from '../screens/page-actor';
import { DocumentTitle } from '../ui/document-title';
import { ShopLink } from '../ui/shop-link';
import { searchForm } from './panels';

/**
 * Not found (spec §8): its own title, the sorry line, and a 404 status marker for prerendering. Not a dead end: the
 * shop's search (the router runs its suggestions while this page shows) and the way home.
 */
export function NotFound() {
  const t = useT();
  const search = useRouter(selectNotFoundSearch);
  return (
    <section className="page-message not-found">
      <DocumentTitle title={t('notFound.title')} />
      <meta name="prerender-status-code" content="404" />
      <h1 className="page-message__title">404</h1>
      <p>{t('notFound.message')}</p>
      {search && (
        <div className="not-found__search">
          <p>{t('notFound.searchLead')}</p>
          <Suspense fallback={null}>
            <searchForm.Component suggestions={search} />
          </Suspense>
        </div>
      )}
      <ShopLink href="/" className="button button--primary">
        {t('errorScreen.takeMeHome')}
      </ShopLink>
    </section>
  );
}
