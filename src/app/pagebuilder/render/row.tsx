import { BREAKPOINTS } from '../../../domain/layout';
import { ContentPicture, coverClasses, useIsPriority } from './content-picture';
import { cx, type RendererProps } from './types';

/**
 * A row (spec §3): contained in the site's width, or with a full-width background (its content contained), or
 * full bleed. Its background image covers it (a background video shows its fallback image: the shop plays no
 * background video); parallax is not animated.
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
  const main = node.classes?.main;
  if (node.appearance === 'contained') {
    return (
      <div className="pb-row pb-row--contained">
        <div className={cx('pb-row__frame', main)}>
          {background}
          {children}
        </div>
      </div>
    );
  }
  return (
    <div className={cx('pb-row', 'pb-row__frame', `pb-row--${node.appearance}`, main)}>
      {background}
      {node.appearance === 'full-width' ? <div className={cx('pb-row__inner', node.classes?.inner)}>{children}</div> : children}
    </div>
  );
}
