import { BREAKPOINTS } from '../../../domain/layout';
import { ContentPicture, coverClasses, useIsPriority } from './content-picture';
import { lazyRenderer } from './lazy-renderer';
import { cx, type RendererProps } from './types';

const BackgroundVideo = lazyRenderer(() => import('./video').then((m) => m.BackgroundVideo));

/**
 * A row (spec §3): contained in the site's width, or with a full-width background (its content contained), or
 * full bleed. Its background image covers it; a background video that is a local file plays over its fallback
 * image (a video host's shows the fallback image only: the shop embeds no host's player as a background); parallax
 * is not animated.
 */
export function Row({ node, children }: RendererProps<'row'>) {
  const priority = useIsPriority(node);
  const image = node.backgroundType === 'video' ? (node.videoFallbackSrc ?? null) : node.desktopImage;
  const background = (
    <ContentPicture
      desktop={image}
      mobile={node.backgroundType === 'video' ? null : node.mobileImage}
      mobileBelow={BREAKPOINTS.lgx}
      className={coverClasses(node)}
      priority={priority}
      cover={{ minHeight: node.minHeight }}
    />
  );
  // A video source is a host's URL or a local file (spec §5), a media URL read as the shop's path: a file has no scheme.
  const playsVideo = node.backgroundType === 'video' && node.videoSrc && !/^https?:/i.test(node.videoSrc);
  const shown = playsVideo ? <BackgroundVideo node={node} fallback={background} /> : background;
  const main = node.classes?.main;
  if (node.appearance === 'contained') {
    return (
      <div className="pb-row pb-row--contained">
        <div className={cx('pb-row__frame', main)}>
          {shown}
          {children}
        </div>
      </div>
    );
  }
  return (
    <div className={cx('pb-row', 'pb-row__frame', `pb-row--${node.appearance}`, main)}>
      {shown}
      {node.appearance === 'full-width' ? <div className={cx('pb-row__inner', node.classes?.inner)}>{children}</div> : children}
    </div>
  );
}
