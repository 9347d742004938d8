import { BREAKPOINTS } from '../../../domain/layout';
import { ContentPicture, coverClasses } from './content-picture';
import { cx, type RendererProps } from './types';

/** A tab's content (spec §3); its tabs place it in a panel. */
export function TabItem({ node, children }: RendererProps<'tab-item'>) {
  return (
    <div className={cx('pb-tab-item', node.classes?.main)}>
      <ContentPicture desktop={node.desktopImage} mobile={node.mobileImage} mobileBelow={BREAKPOINTS.lgx} className={coverClasses(node)} priority={false} cover={{ minHeight: node.minHeight }} />
      {children}
    </div>
  );
}
