import type { ProductPageSnapshot } from '../../../../machines/product-page.machine';
import { usePageState } from '../page-actor';

/** Product page (spec §2). */
export function ProductPage() {
  const product = usePageState((s: ProductPageSnapshot) => s.context.product);
  if (!product) return <div className="page-shimmer page-shimmer--product" aria-hidden="true" />;
  return (
    <section className="product">
      <h1>{product.name}</h1>
    </section>
  );
}
