import { BREAKPOINTS } from '../../../domain/layout';
import { ContentPicture, coverClasses, useIsPriority } from './content-picture';
import { cx, type RendererProps } from './types';

/** A column (spec §3): its width from the medium breakpoint, its content aligned as its appearance says. */
export function Column({ node, children }: RendererProps<'column'>) {
  const priority = useIsPriority(node);
  return (
    <div className={cx('pb-column', `pb-column--${node.appearance}`, node.classes?.main)}>
      <ContentPicture
        desktop={node.desktopImage}
        mobile={node.mobileImage}
        mobileBelow={BREAKPOINTS.lgx}
        className={coverClasses(node)}
        priority={priority}
        cover={{ minHeight: node.minHeight }}
        sizes="50vw"
      />
      {children}
    </div>
  );
}
