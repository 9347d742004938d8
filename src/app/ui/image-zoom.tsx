import type { KeyboardEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ImageCarouselActor } from '../../../machines/image-carousel.machine';
import { imageSrcSet, imageUrl, PRODUCT_IMAGE_RATIO } from '../../domain/images';
import type { ProductImage } from '../../domain/product';
import { useT } from '../i18n/use-t';
import { Icon } from './icons';

/** The zoomed image fills most of the smaller side of the screen; 1600 px covers it on dense screens. */
const ZOOM_WIDTH = 1600;

/**
 * The carousel's zoom area (spec §2): a modal dialog with the large image. Escape, the close button and a click on
 * the mask close it; previous/next (buttons or arrow keys) step through the images without leaving it.
 */
export function ImageZoom({
  image,
  isOpen,
  canStep,
  carousel,
  position,
}: {
  image: ProductImage;
  isOpen: boolean;
  canStep: boolean;
  carousel: ImageCarouselActor;
  position: { index: number; count: number };
}) {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') carousel.send({ type: 'carousel.previous' });
    if (event.key === 'ArrowRight') carousel.send({ type: 'carousel.next' });
  };
  return (
    // Keys pressed in the dialog reach this wrapper through React's tree (the dialog is portalled to the body):
    // arrow keys step through the images wherever focus is in the dialog, the dialog itself included.
    <div className="zoom-keys" onKeyDown={onKeyDown}>
      <ModalOverlay isOpen={isOpen} onOpenChange={(open) => open || carousel.send({ type: 'zoom.close' })} isDismissable className="zoom-mask">
        <Modal className="zoom">
          <Dialog className="zoom__dialog">
            <header className="zoom__header">
              <Heading slot="title" className="zoom__title">
                {t('carousel.zoomTitle', position)}
              </Heading>
              <button type="button" className="icon-button" aria-label={t('common.close')} onClick={() => carousel.send({ type: 'zoom.close' })}>
                <Icon name="close" />
              </button>
            </header>
            <div className="zoom__stage">
              <img
                className="zoom__image"
                src={imageUrl(image.url, { width: ZOOM_WIDTH, height: Math.round(ZOOM_WIDTH * PRODUCT_IMAGE_RATIO) })}
                srcSet={imageSrcSet(image.url, { maxWidth: ZOOM_WIDTH, ratio: PRODUCT_IMAGE_RATIO })}
                sizes="90vmin"
                width={ZOOM_WIDTH}
                height={Math.round(ZOOM_WIDTH * PRODUCT_IMAGE_RATIO)}
                alt={image.label}
              />
              {canStep && (
                <>
                  <button type="button" className="zoom__step zoom__step--previous icon-button" aria-label={t('carousel.previous')} onClick={() => carousel.send({ type: 'carousel.previous' })}>
                    <Icon name="chevronLeft" />
                  </button>
                  <button type="button" className="zoom__step zoom__step--next icon-button" aria-label={t('carousel.next')} onClick={() => carousel.send({ type: 'carousel.next' })}>
                    <Icon name="chevronRight" />
                  </button>
                </>
              )}
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
