import { selectListing, type CatalogListingSnapshot } from '../../../../machines/catalog-listing.machine';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { PageContent } from '../../pagebuilder/page-content';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { DocumentTitle } from '../../ui/document-title';
import { usePageState } from '../page-actor';
import { ListingScreen } from './listing-screen';

/** Category page (spec §2): breadcrumbs, title, product count and description above the listing; its messages load with it. */
export const CategoryPage = withScreenMessages('listing', function CategoryPage() {
  return <ListingScreen kind="category" header={<CategoryHeader />} />;
});

function CategoryHeader() {
  const t = useT();
  const listing = usePageState((s: CatalogListingSnapshot) => selectListing(s))!;
  const category = listing.category!;
  return (
    <header className="listing__header">
      <DocumentTitle title={category.name} />
      <Breadcrumbs trail={category.breadcrumbs} current={category.name} />
      <h1 className="listing__title">{category.name}</h1>
      <p className="listing__count" role="status">
        {t('listing.count', { count: listing.totalCount })}
      </p>
      {category.description && (
        <div className="listing__description">
          <PageContent content={category.description} />
        </div>
      )}
    </header>
  );
}
