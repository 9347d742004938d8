import { selectCurrency } from '../../../../machines/app.machine';
import type { WidgetProduct } from '../../../domain/page-builder';
import { useT } from '../../i18n/use-t';
import { useShell } from '../../shell/shell-actor';
import { ProductCard, type ProductCardData } from '../../ui/product-card';
import { cx, type RendererProps } from './types';

/** Product cards of the content: the widget lists products it shows, in stock, priced in the store's currency. */
function cardOf(product: WidgetProduct, currency: string): ProductCardData {
  const final = product.price ?? 0;
  const regular = product.regularPrice ?? final;
  return {
    name: product.name,
    href: product.path,
    image: product.image ? { url: product.image, label: product.name } : null,
    price: {
      final: { value: final, currency },
      regular: { value: regular, currency },
      percentOff: regular > final ? Math.round((100 * (regular - final)) / regular) : 0,
    },
    priceVaries: false,
    inStock: true,
  };
}

/** Width of a card in the carousel (the strip scrolls sideways) and in the grid, for the images' srcset. */
const CARD_SIZES = '(min-width: 960px) 240px, 45vw';

/**
 * A products widget (spec §3 products): the products Magento listed, as the shop's product cards, in a grid or a
 * carousel that scrolls sideways (with a finger, a trackpad, or the arrow keys once focused).
 */
export function Products({ node }: RendererProps<'products'>) {
  const t = useT();
  const currency = useShell(selectCurrency);
  const carousel = node.appearance === 'carousel';
  const list = (
    <ul className="pb-products__list">
      {node.products.map((product) => (
        <li key={product.path} className="pb-products__item">
          <ProductCard product={cardOf(product, currency)} sizes={CARD_SIZES} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className={cx('pb-products', `pb-products--${node.appearance}`, node.classes?.main)}>
      {carousel ? (
        <div className="pb-products__scroller" role="region" aria-label={t('pageBuilder.products.label')} tabIndex={0}>
          {list}
        </div>
      ) : (
        list
      )}
    </div>
  );
}
