import { cx, type RendererProps } from './types';

/** A divider (spec §3): a line of its width, colour and thickness. */
export function Divider({ node }: RendererProps<'divider'>) {
  return (
    <div className={cx('pb-divider', node.classes?.main)}>
      <hr className={cx('pb-divider__line', node.classes?.line)} />
    </div>
  );
}
