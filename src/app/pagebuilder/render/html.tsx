import { RichContent } from './rich-content';
import { cx, type RendererProps } from './types';

/** HTML code (spec §3): only its safe markup, through the same renderer as rich text. */
export function Html({ node }: RendererProps<'html'>) {
  return (
    <div className={cx('pb-html', node.classes?.main)}>
      <RichContent nodes={node.html} />
    </div>
  );
}
