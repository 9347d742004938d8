import { accountPageTitle } from '../../domain/account-pages';
import type { PageKind } from '../../domain/routes';
import { useT } from '../i18n/use-t';
import { DocumentTitle } from '../ui/document-title';

/**
 * What shows before the first page is ready: a shimmer shaped like that page once its kind is known (spec §2). A
 * customer's page, which only the browser renders, already carries its title (the server's HTML too).
 */
export function PageLoading({ kind }: { kind: PageKind | null }) {
  const t = useT();
  const title = accountPageTitle(kind);
  return (
    <>
      {title && <DocumentTitle title={t(title)} />}
      <div className={`page-shimmer page-shimmer--${kind ?? 'page'}`} aria-hidden="true" data-testid="page-shimmer" />
    </>
  );
}
