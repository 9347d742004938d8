import type { PageKind } from '../../domain/routes';

/** What shows before the first page is ready: a shimmer shaped like that page once its kind is known (spec §2). */
export function PageLoading({ kind }: { kind: PageKind | null }) {
  return <div className={`page-shimmer page-shimmer--${kind ?? 'page'}`} aria-hidden="true" data-testid="page-shimmer" />;
}
