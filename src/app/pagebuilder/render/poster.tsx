import { BREAKPOINTS } from '../../../domain/layout';
import type { BannerNode, SlideNode } from '../../../domain/page-builder';
import { ContentLink } from './content-link';
import { ContentPicture, coverClasses } from './content-picture';
import { RichContent } from './rich-content';
import { BUTTON_CLASSES, cx } from './types';

/**
 * What a banner and a slide show (spec §3): an image covering the box (mobile image on small screens), an overlay,
 * the rich content, legal text and the button. With a link, the whole box is the link, and the button only its
 * most visible part.
 */
export function Poster({ node, priority }: { node: BannerNode | SlideNode; priority: boolean }) {
  const video = node.backgroundType === 'video';
  const body = (
    <div className={cx('pb-poster__wrapper', node.classes?.wrapper)}>
      <ContentPicture
        desktop={video ? (node.videoFallbackSrc ?? null) : node.desktopImage}
        mobile={video ? null : node.mobileImage}
        mobileBelow={BREAKPOINTS.md}
        className={coverClasses(node)}
        priority={priority}
        cover={{ minHeight: node.minHeight }}
        sizes="100vw"
      />
      <div className={cx('pb-poster__overlay', node.classes?.overlay)}>
        <div className="pb-poster__content">
          <RichContent nodes={node.content} />
          {node.legal.length > 0 && (
            <div className="pb-poster__legal">
              <RichContent nodes={node.legal} />
            </div>
          )}
          {node.showButton !== 'never' && node.buttonText && (
            <span className={cx('pb-poster__button', BUTTON_CLASSES[node.buttonType], node.showButton === 'hover' && 'pb-poster__button--hover')}>
              {node.buttonText}
            </span>
          )}
        </div>
      </div>
    </div>
  );
  // Small screens show a picture whole and the text under it, never over the products it pictures.
  const stacks = !video && (node.desktopImage !== null || node.mobileImage !== null);
  return (
    <div className={cx('pb-poster', `pb-poster--${node.appearance}`, stacks && 'pb-poster--stacks', node.classes?.main)}>
      {node.link && node.linkType !== 'block' ? (
        <ContentLink href={node.link} newTab={node.openInNewTab} className="pb-poster__link">
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}
