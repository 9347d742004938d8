import { selectPrice, selectProduct, selectVariant } from '../../../../machines/product-page.machine';
import { hasSpecialPrice, isInStock, unitsLeft } from '../../../domain/product';
import { useT } from '../../i18n/use-t';
import { PageContent } from '../../pagebuilder/page-content';
import { Price } from '../../ui/price';
import { ReviewStars } from '../../ui/review-stars';
import { usePageState } from '../page-actor';

/** Title, review stars, price (the variant's once chosen; "from" the lowest before), stock and short description. */
export function ProductSummary() {
  const t = useT();
  const product = usePageState(selectProduct)!;
  const variant = usePageState(selectVariant);
  const price = usePageState(selectPrice);
  const inStock = isInStock(product, variant);
  const left = unitsLeft(product, variant);
  return (
    <header className="product__summary">
      <h1 className="product__name">{product.name}</h1>
      {product.rating && <ReviewStars rating={product.rating} className="review-stars--large" />}
      <p className="product__price">
        {price.isFrom && <span className="product__from">{t('product.from')} </span>}
        <Price amount={price.final} regular={price.regular} />
        {hasSpecialPrice(price) && <span className="product__discount">{t('price.percentOff', { percent: price.percentOff / 100 })}</span>}
      </p>
      <p className={`product__stock product__stock--${inStock ? 'in' : 'out'}`}>
        {!inStock ? t('product.outOfStock') : left !== null ? t('product.onlyLeft', { count: left }) : t('product.inStock')}
      </p>
      {product.shortDescription && (
        <div className="product__short-description">
          <PageContent content={product.shortDescription} />
        </div>
      )}
    </header>
  );
}
