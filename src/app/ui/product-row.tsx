import { useSelector } from '@xstate/react';
import { selectFeatures } from '../../../machines/app.machine';
import { selectHasProduct, selectIsBusy } from '../../../machines/wishlist.machine';
import type { LinkedProduct } from '../../domain/product';
import { contentKey } from '../../domain/shared-data';
import { useShell } from '../shell/shell-actor';
import { CachedElement } from './cached-element';
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
          <RowCard key={product.uid} product={product} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A row's card: the same product shows in the rows of many pages, so a server renders its card once for them all
 * (src/app/ui/cached-element.tsx), by everything the card reads: the product, the store's features (its link) and
 * the heart's state.
 */
function RowCard({ product }: { product: LinkedProduct }) {
  const features = useShell(selectFeatures);
  const wishlist = useShell((s) => s.children.wishlist)!;
  const pressed = useSelector(wishlist, selectHasProduct(product.sku));
  const busy = useSelector(wishlist, selectIsBusy);
  return (
    <CachedElement as="li" cacheKey={() => `product-row-card ${features.join()} ${pressed} ${busy} ${contentKey(product)}`}>
      <ProductCard product={product} sizes={ROW_IMAGE_SIZES} stars={product.rating && <ReviewStars rating={product.rating} />} />
    </CachedElement>
  );
}
