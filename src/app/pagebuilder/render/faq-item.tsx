import type { FaqItemNode } from '../../../domain/page-builder';
import { ContentPicture } from './content-picture';
import { RichContent } from './rich-content';
import { cx, type RendererProps } from './types';

/** An FAQ item on its own, outside an FAQ: its question and answer. */
export function FaqItem({ node }: RendererProps<'faq-item'>) {
  return (
    <div className={cx('pb-faq-item', node.classes?.main)}>
      <h3 className="pb-faq-item__question">{node.question}</h3>
      <div className="pb-faq-item__answer">
        <FaqAnswer node={node} />
      </div>
    </div>
  );
}

/** An FAQ answer (spec §3 faq-item): rich text through the safe renderer, and its image. */
export function FaqAnswer({ node }: { node: FaqItemNode }) {
  return (
    <>
      <RichContent nodes={node.answer} />
      {node.image && (
        <ContentPicture
          desktop={{ src: node.image.src }}
          mobile={null}
          mobileBelow={0}
          alt={node.image.alt}
          className="pb-faq-item__image"
          priority={false}
          sizes="(min-width: 640px) 320px, 100vw"
        />
      )}
    </>
  );
}
