import { useSelector } from '@xstate/react';
import {
  selectCanStep,
  selectImageIndex,
  selectZoomOpen,
  type ImageCarouselActor,
} from '../../../machines/image-carousel.machine';
import { imageSrcSet, imageUrl, PRODUCT_CAROUSEL_WIDTH, PRODUCT_IMAGE_RATIO } from '../../domain/images';
import type { ProductImage } from '../../domain/product';
import { useT } from '../i18n/use-t';
import { Icon } from './icons';
import { ImageZoom } from './image-zoom';

const MAIN_HEIGHT = Math.round(PRODUCT_CAROUSEL_WIDTH * PRODUCT_IMAGE_RATIO);
/**
 * Thumbnails are shown 80 px wide (CSS); the srcset lets a dense screen take the 160 px step. They load at low
 * priority (and the server does not preload them), so that the main image has the bandwidth to itself.
 */
const THUMBNAIL_WIDTH = 80;
const THUMBNAIL_HEIGHT = Math.round(THUMBNAIL_WIDTH * PRODUCT_IMAGE_RATIO);
/** The main image's column: the whole width on small screens, about half of the site's width from 960 px. */
const MAIN_SIZES = '(min-width: 1440px) 640px, (min-width: 960px) 45vw, 100vw';

/**
 * The product image carousel (spec §2): the image on screen (the page's largest paint, so fetched first and never
 * lazily), previous/next buttons (hidden on wide screens, where the thumbnails are a column beside the image),
 * one thumbnail per image, and the image opens in a zoom dialog. State lives in the carousel's machine.
 */
export function ImageCarousel({ images, carousel }: { images: ProductImage[]; carousel: ImageCarouselActor }) {
  const t = useT();
  const index = useSelector(carousel, selectImageIndex);
  const canStep = useSelector(carousel, selectCanStep);
  const zoomed = useSelector(carousel, selectZoomOpen);
  const image = images[index] ?? images[0];
  if (!image) return <div className="carousel carousel--empty" />;
  return (
    <section className="carousel" aria-label={t('carousel.label')}>
      <div className="carousel__stage">
        <button type="button" className="carousel__zoom" aria-label={t('carousel.zoom', { label: image.label })} onClick={() => carousel.send({ type: 'zoom.open' })}>
          <img
            className="carousel__image"
            src={imageUrl(image.url, { width: PRODUCT_CAROUSEL_WIDTH, height: MAIN_HEIGHT })}
            srcSet={imageSrcSet(image.url, { maxWidth: 2 * PRODUCT_CAROUSEL_WIDTH, ratio: PRODUCT_IMAGE_RATIO })}
            sizes={MAIN_SIZES}
            width={PRODUCT_CAROUSEL_WIDTH}
            height={MAIN_HEIGHT}
            alt={image.label}
            fetchPriority="high"
          />
        </button>
        {canStep && (
          <>
            <button type="button" className="carousel__step carousel__step--previous icon-button" aria-label={t('carousel.previous')} onClick={() => carousel.send({ type: 'carousel.previous' })}>
              <Icon name="chevronLeft" />
            </button>
            <button type="button" className="carousel__step carousel__step--next icon-button" aria-label={t('carousel.next')} onClick={() => carousel.send({ type: 'carousel.next' })}>
              <Icon name="chevronRight" />
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="carousel__thumbnails" aria-label={t('carousel.thumbnails')}>
          {images.map((thumbnail, i) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                className="carousel__thumbnail"
                aria-label={t('carousel.thumbnail', { index: i + 1, count: images.length, label: thumbnail.label })}
                aria-current={i === index}
                onClick={() => carousel.send({ type: 'carousel.select', index: i })}
              >
                <img
                  src={imageUrl(thumbnail.url, { width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT })}
                  srcSet={imageSrcSet(thumbnail.url, { maxWidth: 2 * THUMBNAIL_WIDTH, ratio: PRODUCT_IMAGE_RATIO })}
                  sizes={`${THUMBNAIL_WIDTH}px`}
                  width={THUMBNAIL_WIDTH}
                  height={THUMBNAIL_HEIGHT}
                  alt=""
                  fetchPriority="low"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageZoom image={image} isOpen={zoomed} canStep={canStep} carousel={carousel} position={{ index: index + 1, count: images.length }} />
    </section>
  );
}
