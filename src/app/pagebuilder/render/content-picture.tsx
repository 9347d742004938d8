import { createContext, useContext } from 'react';
import { preload } from 'react-dom';
import { imageSrcSet, imageUrl } from '../../../domain/images';
import { SIZES } from '../../../domain/layout';
import { isOptimisedMedia } from '../../../domain/content-media';
import type { ContentImage, ContentNode } from '../../../domain/page-builder';

/** The node whose image is the page's largest one (its LCP): fetched first, never lazily. */
export const PriorityNode = createContext<ContentNode | null>(null);
export const useIsPriority = (node: ContentNode) => useContext(PriorityNode) === node;

const SITE_WIDTH = Number.parseInt(SIZES.siteMaxWidth, 10);
/** The size the image service is asked for when the browser cannot choose from the srcset. */
const DEFAULT_WIDTH = 960;

const source = (image: ContentImage) => (isOptimisedMedia(image.src) ? imageUrl(image.src, { width: DEFAULT_WIDTH }) : image.src);
const sources = (image: ContentImage) => (isOptimisedMedia(image.src) ? imageSrcSet(image.src, { ratio: null }) : undefined);

/**
 * A content image, or the image that covers a box (a background): the mobile image below `mobileBelow` px when
 * there is one. Images keep their own proportions; a covering image is sized by its box, whose size it states.
 */
export function ContentPicture({
  desktop,
  mobile,
  mobileBelow,
  alt = '',
  title,
  className,
  priority,
  sizes = `(min-width: ${SITE_WIDTH}px) ${SITE_WIDTH}px, 100vw`,
  cover,
}: {
  desktop: ContentImage | null;
  mobile: ContentImage | null;
  mobileBelow: number;
  alt?: string;
  title?: string | undefined;
  className?: string | undefined;
  priority: boolean;
  sizes?: string;
  /** The box the image covers: its height, when the content states it in px. */
  cover?: { minHeight: string | undefined };
}) {
  const main = desktop ?? mobile;
  if (!main) return null;
  if (priority) {
    // React announces a priority <img> in the head, but not one inside a <picture>: the page's largest image is
    // announced here, each source for its own screens, so that it loads with the page rather than when reached.
    const split = desktop !== null && mobile !== null;
    const announce = (image: ContentImage, media?: string) =>
      preload(source(image), { as: 'image', fetchPriority: 'high', imageSrcSet: sources(image), imageSizes: sizes, ...(media && { media }) });
    announce(main, split ? `(min-width: ${mobileBelow}px)` : undefined);
    if (split) announce(mobile, `(max-width: ${mobileBelow - 1}px)`);
  }
  const coverHeight = cover && /^\d+px$/.test(cover.minHeight ?? '') ? Number.parseInt(cover.minHeight!, 10) : undefined;
  const dimensions = coverHeight
    ? { width: SITE_WIDTH, height: coverHeight }
    : main.width && main.height
      ? { width: main.width, height: main.height }
      : {};
  return (
    <picture className={cover ? 'pb-cover' : undefined}>
      {desktop && mobile && (
        <source media={`(max-width: ${mobileBelow - 1}px)`} srcSet={sources(mobile) ?? mobile.src} sizes={sizes} />
      )}
      <img
        src={source(main)}
        srcSet={sources(main)}
        sizes={sizes}
        alt={alt}
        title={title}
        className={className}
        {...dimensions}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
}

const POSITIONS = new Set(['left top', 'left center', 'left bottom', 'center top', 'center center', 'center bottom', 'right top', 'right center', 'right bottom']);

/** Classes placing a covering image as Page Builder placed its background. */
export function coverClasses(node: { backgroundSize?: string; backgroundPosition?: string }): string {
  const position = node.backgroundPosition && POSITIONS.has(node.backgroundPosition) ? node.backgroundPosition : 'center center';
  return ['pb-cover__image', `pb-cover__image--${position.replace(' ', '-')}`, node.backgroundSize === 'contain' ? 'pb-cover__image--contain' : '']
    .filter(Boolean)
    .join(' ');
}
