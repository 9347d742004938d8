import { useRef, type ReactNode } from 'react';
import {
  selectCanFilter,
  selectEmptyReason,
  selectSearchMinLength,
  selectFacets,
  selectFilterCount,
  selectFilterModalOpen,
  selectFirstPageSearch,
  selectListing,
  selectPagination,
  selectPhase,
  selectReloading,
  selectShowsProducts,
  type CatalogListingSnapshot,
} from '../../../../machines/catalog-listing.machine';
import type { ListingKind } from '../../../domain/listing-query';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/use-t';
import { LazyPanel } from '../../shell/lazy-panel';
import { lazyWithPreload } from '../../ui/lazy';
import { Pagination } from '../../ui/pagination';
import { scrollTopIntoView } from '../../ui/scroll-into-view';
import { ShopLink } from '../../ui/shop-link';
import { usePageState } from '../page-actor';
import { CurrentFilters } from './current-filters';
import { FacetList } from './facet-list';
import { useListingActor, usePagePath } from './listing-actor';
import { ProductGallery } from './product-gallery';
import { SortMenu } from './sort-menu';

// The filter modal (react-aria's dialog) is its own chunk, fetched when the shopper points at or focuses its button.
const filterModal = lazyWithPreload(() => import('./filter-modal').then((m) => m.FilterModal));

/**
 * A product listing (spec §2 category page, search results): a shimmer shaped like the page while the first
 * page loads (the router shows the same one before this code arrives), the listing, or an error with another
 * try. `header` is the page's own top: a category's title and description, or the search term.
 */
export function ListingScreen({ kind, header }: { kind: ListingKind; header: ReactNode }) {
  const phase = usePageState(selectPhase);
  switch (phase) {
    case 'loading':
      return <div className={`page-shimmer page-shimmer--${kind}`} aria-hidden="true" />;
    case 'failed':
      return <ListingFailed />;
    case 'shown':
      return <ListingShown kind={kind} header={header} />;
  }
}

function ListingShown({ kind, header }: { kind: ListingKind; header: ReactNode }) {
  const t = useT();
  const page = useListingActor();
  const path = usePagePath();
  const results = useRef<HTMLElement>(null);
  const listing = usePageState(selectListing)!;
  const reloading = usePageState(selectReloading);
  const canFilter = usePageState(selectCanFilter);
  const filterCount = usePageState(selectFilterCount);
  const modalOpen = usePageState(selectFilterModalOpen);
  const facets = usePageState((s: CatalogListingSnapshot) => selectFacets(s));
  const showsProducts = usePageState(selectShowsProducts);
  const pagination = usePageState((s: CatalogListingSnapshot) => selectPagination(s));
  const href = (search: string) => `${path}${search}`;
  return (
    <div className={`listing listing--${kind}`}>
      {header}
      {(canFilter || showsProducts) && (
        <div className={`listing__toolbar${showsProducts ? '' : ' listing__toolbar--unsorted'}`}>
          {canFilter && (
            <button
              type="button"
              className="button button--secondary listing__filter-button"
              aria-haspopup="dialog"
              onPointerEnter={filterModal.preload}
              onFocus={filterModal.preload}
              onTouchStart={filterModal.preload}
              onClick={() => page.send({ type: 'filterModal.open' })}
            >
              {t('listing.filters.open', { count: filterCount })}
            </button>
          )}
          {showsProducts && <SortMenu />}
        </div>
      )}
      <CurrentFilters />
      <div className={`listing__body${canFilter ? ' listing__body--filters' : ''}`}>
        {canFilter && (
          <aside className="listing__sidebar" aria-labelledby="listing-filters-title">
            <h2 id="listing-filters-title" className="listing__sidebar-title">
              {t('listing.filters.title')}
            </h2>
            <FacetList facets={facets} name="sidebar" onToggle={(code, value) => page.send({ type: 'filter.toggle', code, value })} />
          </aside>
        )}
        <section
          ref={results}
          className={`listing__results${reloading ? ' listing__results--reloading' : ''}`}
          aria-label={t('listing.results')}
          aria-busy={reloading}
          tabIndex={-1}
        >
          {showsProducts ? <ProductGallery products={listing.products} /> : <ListingEmpty />}
          {pagination && (
            <Pagination
              entries={pagination.items.map((item) => ('gap' in item ? item : { ...item, href: href(item.search) }))}
              previous={pagination.previous && { ...pagination.previous, href: href(pagination.previous.search) }}
              next={pagination.next && { ...pagination.next, href: href(pagination.next.search) }}
              onNavigate={() => scrollTopIntoView(results.current)}
            />
          )}
        </section>
      </div>
      <LazyPanel panel={filterModal} open={modalOpen} />
    </div>
  );
}

const EMPTY_MESSAGES: Record<ReturnType<typeof selectEmptyReason>, MessageId> = {
  tooShort: 'listing.empty.searchTooShort',
  filters: 'listing.empty.filters',
  search: 'listing.empty.search',
  category: 'listing.empty.category',
};

/** No product to show (spec §2): say why, and offer to clear the filters when they are the reason. */
function ListingEmpty() {
  const t = useT();
  const page = useListingActor();
  const reason = usePageState(selectEmptyReason);
  const minLength = usePageState(selectSearchMinLength);
  return (
    <div className="listing-empty">
      <p className="listing-empty__message">{t(EMPTY_MESSAGES[reason], { count: minLength })}</p>
      {reason === 'filters' && (
        <button type="button" className="button button--primary" onClick={() => page.send({ type: 'filters.clear' })}>
          {t('listing.filters.clearAll')}
        </button>
      )}
    </div>
  );
}

/** Loading failed (spec §8): the error text, another try, and the first page when a later one was asked for. */
function ListingFailed() {
  const t = useT();
  const page = useListingActor();
  const path = usePagePath();
  const firstPage = usePageState(selectFirstPageSearch);
  return (
    <section className="page-message listing-failed" role="alert">
      <p>{t('listing.failed')}</p>
      <div className="listing-failed__actions">
        <button type="button" className="button button--primary" onClick={() => page.send({ type: 'retry' })}>
          {t('common.retry')}
        </button>
        {firstPage !== null && (
          <ShopLink href={`${path}${firstPage}`} className="button button--secondary">
            {t('listing.firstPage')}
          </ShopLink>
        )}
      </div>
    </section>
  );
}
