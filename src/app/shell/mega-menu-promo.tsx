import { imageSrcSet, imageUrl } from '../../domain/images';
import type { Promo } from '../../domain/promo';
import { ShopLink } from '../ui/shop-link';

const IMAGE_SIZE = 160;

/**
 * The promo block of a full dropdown (spec §2 promo_content): the image, heading, text and call to action read
 * out of its Page Builder content, shown as plain elements (nothing of the admin's HTML is injected).
 */
export function MegaMenuPromo({ promo }: { promo: Promo }) {
  const { image, heading, text, link } = promo;
  return (
    <aside className="mega-menu__promo">
      {image && (
        <img
          className="mega-menu__promo-image"
          src={imageUrl(image.src, { width: IMAGE_SIZE, height: IMAGE_SIZE, fit: 'contain', format: 'png' })}
          srcSet={imageSrcSet(image.src, { maxWidth: 2 * IMAGE_SIZE, ratio: 1, format: 'png', fit: 'contain' })}
          sizes={`${IMAGE_SIZE}px`}
          alt={image.alt}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="lazy"
        />
      )}
      {heading && <p className="mega-menu__promo-heading">{heading}</p>}
      {text && <p className="mega-menu__promo-text">{text}</p>}
      {link &&
        (link.href.startsWith('/') ? (
          <ShopLink href={link.href} className="button button--primary mega-menu__promo-link">
            {link.label}
          </ShopLink>
        ) : (
          <a href={link.href} className="button button--primary mega-menu__promo-link">
            {link.label}
          </a>
        ))}
    </aside>
  );
}
