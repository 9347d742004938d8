import { selectListing, selectQuery, type CatalogListingSnapshot } from '../../../../machines/catalog-listing.machine';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { DocumentTitle } from '../../ui/document-title';
import { ListingScreen } from '../category/listing-screen';
import { usePageState } from '../page-actor';

/** Search results (spec §2): the search term and the number of results above the listing; its messages load with it. */
export const SearchPage = withScreenMessages('listing', function SearchPage() {
  return <ListingScreen kind="search" header={<SearchHeader />} />;
});

function SearchHeader() {
  const t = useT();
  const term = usePageState((s: CatalogListingSnapshot) => selectQuery(s).term);
  const count = usePageState((s: CatalogListingSnapshot) => selectListing(s)?.totalCount ?? 0);
  const title = term ? t('search.title', { term }) : t('search.titleAll');
  return (
    <header className="listing__header">
      <DocumentTitle title={title} />
      <Breadcrumbs trail={[]} current={t('search.breadcrumb')} />
      <h1 className="listing__title">{title}</h1>
      <p className="listing__count" role="status">
        {t('listing.count', { count })}
      </p>
    </header>
  );
}
