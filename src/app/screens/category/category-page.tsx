import type { CatalogListingSnapshot } from '../../../../machines/catalog-listing.machine';
import { ShopLink } from '../../ui/shop-link';
import { usePageState } from '../page-actor';

/** Category page (spec §2). */
export function CategoryPage() {
  const listing = usePageState((s: CatalogListingSnapshot) => s.context.listing);
  if (!listing) return <div className="page-shimmer page-shimmer--category" aria-hidden="true" />;
  return (
    <section className="category">
      <h1>{listing.title}</h1>
      <ul>
        {listing.items.map((item) => (
          <li key={item.uid}>
            <ShopLink href={`/${item.urlKey}.html`}>{item.name}</ShopLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
