import { useT } from '../i18n/use-t';
import { ShopLink } from './shop-link';

export interface PaginationLink {
  page: number;
  href: string;
  current: boolean;
}

export type PaginationEntry = PaginationLink | { gap: true; key: string };

/**
 * Links to the pages of a list (spec §2 pagination): plain links, so that they work before the scripts and for
 * crawlers, routed in the app by ShopLink (and pre-resolved on intent); the current page is `aria-current`.
 * `onNavigate` runs on a click, e.g. to bring the top of the list into view.
 */
export function Pagination({
  entries,
  previous,
  next,
  onNavigate,
}: {
  entries: readonly PaginationEntry[];
  previous: PaginationLink | null;
  next: PaginationLink | null;
  onNavigate?: () => void;
}) {
  const t = useT();
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        {previous && (
          <li>
            <ShopLink href={previous.href} className="pagination__step" rel="prev" onClick={onNavigate}>
              {t('pagination.previous')}
            </ShopLink>
          </li>
        )}
        {entries.map((entry) =>
          'gap' in entry ? (
            <li key={entry.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <ShopLink
                href={entry.href}
                className="pagination__page"
                aria-label={t('pagination.page', { page: entry.page })}
                aria-current={entry.current ? 'page' : undefined}
                onClick={onNavigate}
              >
                {entry.page}
              </ShopLink>
            </li>
          ),
        )}
        {next && (
          <li>
            <ShopLink href={next.href} className="pagination__step" rel="next" onClick={onNavigate}>
              {t('pagination.next')}
            </ShopLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
