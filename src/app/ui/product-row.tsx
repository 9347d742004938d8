import type { LinkedProduct } from '../../domain/product';
import { ProductCard } from './product-card';
import { ReviewStars } from './review-stars';

/** A row's cards: two across a phone, four across a large screen. */
const ROW_IMAGE_SIZES = '(min-width: 960px) 22vw, 45vw';

/**
 * A titled row of product cards (related products, up-sells, cross-sells), hidden when it has none. Its heading
 * names the list for assistive technology.
 */
export function ProductRow({ id, title, products }: { id: string; title: string; products: readonly LinkedProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section className="product-row" aria-labelledby={id}>
      <h2 id={id} className="product-row__title">
        {title}
      </h2>
      <ul className="product-row__list">
        {products.map((product) => (
          <li key={product.uid}>
            <ProductCard product={product} sizes={ROW_IMAGE_SIZES} stars={product.rating && <ReviewStars rating={product.rating} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
