import { RichContent } from './rich-content';
import { cx, type RendererProps } from './types';

/** Rich text (spec §3), through the safe renderer. */
export function Text({ node }: RendererProps<'text'>) {
  return (
    <div className={cx('pb-text', node.classes?.main)}>
      <RichContent nodes={node.content} />
    </div>
  );
}
