import {
  selectBreadcrumbs,
  selectCarousel,
  selectGallery,
  selectOutOfStock,
  selectProduct,
  selectProductHead,
  selectProductPageView,
  selectQuantityStepper,
  selectRelated,
  selectReviewForm,
  selectReviewList,
  selectSubscriptionOffer,
  selectUpsells,
  type ProductPageActor,
} from '../../../../machines/product-page.machine';
import { productPath } from '../../../domain/product';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { NotFound } from '../../shell/not-found';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { DocumentTitle } from '../../ui/document-title';
import { hydratedApart } from '../../ui/hydrated-apart';
import { ImageCarousel } from '../../ui/image-carousel';
import { ProductRow } from '../../ui/product-row';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { usePage, usePageState } from '../page-actor';
import { AddToCart } from './add-to-cart';
import { WishlistToggle } from './wishlist-toggle';
import { ProductDetails } from './product-details';
import { ProductOptions } from './product-options';
import { ProductReviews } from './product-reviews';
import { ProductSummary } from './product-summary';
import { SubscriptionOffer } from './subscription-offer';

/**
 * Product page (spec §2): the breadcrumbs, then the image carousel on the left from 960 px, on the right the title,
 * price, stock, options, quantity and add-to-cart; description and details below them; then the reviews, the
 * related products and the up-sells. While the product loads, the shimmer shaped like the page (the router shows
 * the same one before this screen's code arrives, so nothing jumps).
 */
export const ProductPage = withScreenMessages('product', function ProductPage() {
  const view = usePageState(selectProductPageView);
  switch (view) {
    case 'loading':
      return <div className="page-shimmer page-shimmer--product" aria-hidden="true" />;
    case 'notFound':
      return <NotFound />;
    case 'failed':
      return <ProductFailed />;
    case 'ready':
      return <ProductReady />;
  }
});

function ProductReady() {
  const t = useT();
  const page = usePage('product');
  const product = usePageState(selectProduct)!;
  const images = usePageState(selectGallery);
  const carousel = usePageState(selectCarousel);
  const stepper = usePageState(selectQuantityStepper);
  const offer = usePageState(selectSubscriptionOffer);
  const outOfStock = usePageState(selectOutOfStock);
  const head = usePageState(selectProductHead)!;
  const trail = usePageState(selectBreadcrumbs);
  return (
    <div className="product-page">
      <Breadcrumbs trail={trail} current={product.name} />
      <article className="product">
        <DocumentTitle title={head.title} />
        {head.description && <meta name="description" content={head.description} />}
        <div className="product__gallery">{carousel && <ImageCarousel images={images} carousel={carousel} />}</div>
        <div className="product__purchase">
          <ProductSummary />
          {product.options.length > 0 && <ProductOptions page={page} />}
          {offer && !outOfStock && <SubscriptionOffer offer={offer} />}
          {stepper && (
            <>
              <QuantityStepper stepper={stepper} isDisabled={outOfStock} />
              <AddToCart page={page} stepper={stepper} offer={offer} />
              <WishlistToggle />
            </>
          )}
          <p className="product__sku">{t('product.sku', { sku: product.sku })}</p>
        </div>
        <ProductDescription />
      </article>
      <ProductBelow />
    </div>
  );
}

/** The description and details: content a shopper reads, hydrated after the purchase column a shopper taps. */
const ProductDescription = hydratedApart(function ProductDescription() {
  return <ProductDetails product={usePageState(selectProduct)!} />;
});

/** Below the product: its reviews, the related products and the up-sells, hydrated after the purchase column. */
const ProductBelow = hydratedApart(function ProductBelow() {
  const t = useT();
  const product = usePageState(selectProduct)!;
  const reviews = usePageState(selectReviewList);
  const reviewForm = usePageState(selectReviewForm);
  const related = usePageState(selectRelated);
  const upsells = usePageState(selectUpsells);
  return (
    <>
      {reviews && reviewForm && <ProductReviews list={reviews} form={reviewForm} productName={product.name} productPath={productPath(product.urlKey)} />}
      <ProductRow id="related-products" title={t('product.related')} products={related} />
      <ProductRow id="upsell-products" title={t('product.upsells')} products={upsells} />
    </>
  );
});

/** Loading failed (spec §8): the internal-error text, and another try. */
function ProductFailed() {
  const t = useT();
  const page = usePage('product');
  return (
    <section className="page-message" role="alert">
      <p>{t('internalError.message')}</p>
      <button type="button" className="button button--primary product__retry" onClick={() => page.send({ type: 'retry' })}>
        {t('product.retry')}
      </button>
    </section>
  );
}
