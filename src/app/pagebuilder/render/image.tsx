import { BREAKPOINTS } from '../../../domain/layout';
import { ContentLink } from './content-link';
import { ContentPicture, useIsPriority } from './content-picture';
import { cx, type RendererProps } from './types';

/** An image (spec §3): its desktop and mobile images, its link and caption. */
export function Image({ node }: RendererProps<'image'>) {
  const priority = useIsPriority(node);
  const picture = (
    <ContentPicture
      desktop={node.desktopImage}
      mobile={node.mobileImage}
      mobileBelow={BREAKPOINTS.md}
      alt={node.altText}
      title={node.title ?? undefined}
      className={cx('pb-image__img', node.classes?.image)}
      priority={priority}
    />
  );
  return (
    <figure className={cx('pb-image', node.classes?.main)}>
      {node.link && node.linkType !== 'block' ? (
        <ContentLink href={node.link} newTab={node.openInNewTab}>
          {picture}
        </ContentLink>
      ) : (
        picture
      )}
      {node.caption && <figcaption className="pb-image__caption">{node.caption}</figcaption>}
    </figure>
  );
}
