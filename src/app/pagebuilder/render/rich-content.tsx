import type { ElementType } from 'react';
import { imageSrcSet, imageUrl } from '../../../domain/images';
import { isOptimisedMedia } from '../../../domain/content-media';
import type { RichElement, RichNode } from '../../../domain/page-builder';
import { ContentLink } from './content-link';

const VOID = new Set(['br', 'hr', 'img']);
/** Attribute names as React spells them. */
const PROP: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan', datetime: 'dateTime' };
/** Images of rich text: at most the width of the site. */
const RICH_IMAGE_WIDTH = 1440;

/** Safe rich text (see pagebuilder/rich.ts) as React elements: nothing is set as HTML. */
export function RichContent({ nodes }: { nodes: readonly RichNode[] }) {
  return nodes.map((node, i) => (typeof node === 'string' ? node : <RichElementView key={i} element={node} />));
}

function RichElementView({ element }: { element: RichElement }) {
  const { tag, attrs = {}, className, children = [] } = element;
  const content = children.length > 0 ? <RichContent nodes={children} /> : null;
  if (tag === 'a') {
    return attrs.href ? (
      <ContentLink href={attrs.href} newTab={attrs.target === '_blank'} className={className}>
        {content}
      </ContentLink>
    ) : (
      <span className={className}>{content}</span>
    );
  }
  if (tag === 'img') {
    const src = attrs.src!;
    const optimised = isOptimisedMedia(src);
    return (
      <img
        src={optimised ? imageUrl(src, { width: 960 }) : src}
        {...(optimised && { srcSet: imageSrcSet(src, { maxWidth: RICH_IMAGE_WIDTH, ratio: null }), sizes: `(min-width: ${RICH_IMAGE_WIDTH}px) ${RICH_IMAGE_WIDTH}px, 100vw` })}
        alt={attrs.alt ?? ''}
        title={attrs.title}
        width={attrs.width}
        height={attrs.height}
        className={className}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const Tag = tag as ElementType;
  const props = Object.fromEntries(Object.entries(attrs).map(([name, value]) => [PROP[name] ?? name, value]));
  return VOID.has(tag) ? <Tag className={className} {...props} /> : (
    <Tag className={className} {...props}>
      {content}
    </Tag>
  );
}
