import type { ReactNode } from 'react';
import { BREAKPOINTS } from '../../domain/layout';
import { imageSrcSet, imageUrl, PRODUCT_IMAGE_RATIO } from '../../domain/images';
import type { ProductPrice } from '../../domain/product';
import { useT } from '../i18n/use-t';
import { Price } from './price';
import { ShopLink } from './shop-link';
import { CardHeart } from './wishlist-heart';

/** What a product card shows; any list of products (a category, search results, a selection) can give it. */
export interface ProductCardData {
  name: string;
  /** Root-relative link to the product page. */
  href: string;
  image: { url: string; label: string } | null;
  /** The lowest price; with `priceVaries`, shown as "from …". */
  price: ProductPrice;
  priceVaries: boolean;
  inStock: boolean;
  /** A listing's product has its SKU: its card has a heart for the wishlist. */
  sku?: string;
}

/** Width of the image the card asks for when the browser cannot choose from the srcset (and its box). */
const IMAGE_WIDTH = 320;
/** The widest card (a third of the listing at 1440 px) on a 2× screen. */
const IMAGE_MAX_WIDTH = 2 * 480;

/**
 * Image widths of the catalog gallery (spec §9: 3 columns beside the 325 px filter sidebar from 960 px, 3 from
 * 640 px, 2 below), for the browser to pick from the srcset before any CSS has loaded.
 */
export const GALLERY_IMAGE_SIZES = [
  `(min-width: ${BREAKPOINTS.max}px) 340px`,
  `(min-width: ${BREAKPOINTS.lg}px) calc((100vw - 400px) / 3)`,
  `(min-width: ${BREAKPOINTS.smd}px) 31vw`,
  '47vw',
].join(', ');

/**
 * A product in a list (spec §2 product gallery): its image, name, review stars and price, out of stock marked. The whole card
 * is one link named by the product (the image is decorative beside the name); a listing's card has a heart beside
 * it for the wishlist. Pass `loading="eager"` for the
 * cards of the first row, and `priority` for the very first one, the page's largest image.
 */
export function ProductCard({
  product,
  loading = 'lazy',
  priority = false,
  sizes = GALLERY_IMAGE_SIZES,
  stars = null,
}: {
  product: ProductCardData;
  /** Its review stars, which a listing gives (src/app/ui/review-stars.tsx, kept out of the pages that show none). */
  stars?: ReactNode;
  loading?: 'eager' | 'lazy';
  priority?: boolean;
  /** The `sizes` of its image, for a list laid out otherwise than the catalog gallery. */
  sizes?: string;
}) {
  const t = useT();
  const height = Math.round(IMAGE_WIDTH * PRODUCT_IMAGE_RATIO);
  return (
    <article className={`product-card${product.inStock ? '' : ' product-card--out-of-stock'}`}>
      <ShopLink href={product.href} className="product-card__link">
        <span className="product-card__media">
          {product.image && (
            <img
              className="product-card__image"
              src={imageUrl(product.image.url, { width: IMAGE_WIDTH, height })}
              srcSet={imageSrcSet(product.image.url, { maxWidth: IMAGE_MAX_WIDTH, ratio: PRODUCT_IMAGE_RATIO })}
              sizes={sizes}
              width={IMAGE_WIDTH}
              height={height}
              alt=""
              loading={loading}
              decoding="async"
              {...(priority && { fetchPriority: 'high' as const })}
            />
          )}
        </span>
        <span className="product-card__name">{product.name}</span>
      </ShopLink>
      {product.sku && <CardHeart sku={product.sku} name={product.name} />}
      {stars}
      <p className="product-card__price">
        {product.priceVaries && <span className="product-card__from">{t('productCard.from')} </span>}
        <Price amount={product.price.final} regular={product.price.regular} />
      </p>
      {!product.inStock && <p className="product-card__stock">{t('productCard.outOfStock')}</p>}
    </article>
  );
}
