import { useT } from '../i18n/use-t';
import { DocumentTitle } from '../ui/document-title';

/** Not found (spec §8): its own title, the sorry line, and a 404 status marker for prerendering. */
export function NotFound() {
  const t = useT();
  return (
    <section className="page-message">
      <DocumentTitle title={t('notFound.title')} />
      <meta name="prerender-status-code" content="404" />
      <h1 className="page-message__title">404</h1>
      <p>{t('notFound.message')}</p>
    </section>
  );
}
