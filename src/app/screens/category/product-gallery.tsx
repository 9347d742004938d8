import type { ListingProduct } from '../../../../machines/catalog-listing.machine';
import { ProductCard } from '../../ui/product-card';
import { ReviewStars } from '../../ui/review-stars';

/** The gallery's widest row (spec §9: 3 columns, 2 under 640 px): its images load at once, the others when near. */
const FIRST_ROW = 3;

/** The products of a listing page as cards; the first image is the page's largest, fetched first. */
export function ProductGallery({ products }: { products: readonly ListingProduct[] }) {
  return (
    <ul className="product-gallery">
      {products.map((product, i) => (
        <li key={product.uid}>
          <ProductCard
            product={product}
            loading={i < FIRST_ROW ? 'eager' : 'lazy'}
            priority={i === 0}
            stars={product.rating && <ReviewStars rating={product.rating} />}
          />
        </li>
      ))}
    </ul>
  );
}
