import type { CartItem } from '../../domain/cart';
import { imageUrl } from '../../domain/images';

/**
 * A cart line's image, square at `size` CSS pixels (twice that for dense screens), decorative beside the line's
 * name; an empty square keeps the line's layout when the product has no image.
 */
export function CartItemImage({ item, size, className, lazy = false }: { item: CartItem; size: number; className: string; lazy?: boolean }) {
  if (!item.image) return <span className={className} />;
  return (
    <img
      className={className}
      src={imageUrl(item.image.url, { width: size, height: size })}
      srcSet={`${imageUrl(item.image.url, { width: 2 * size, height: 2 * size })} 2x`}
      width={size}
      height={size}
      alt=""
      {...(lazy && { loading: 'lazy' as const })}
      decoding="async"
    />
  );
}
