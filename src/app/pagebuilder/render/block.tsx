import { cx, type RendererProps } from './types';

/** A CMS block placed in content (spec §3): its content, read with the rest. */
export function Block({ node, children }: RendererProps<'block'>) {
  return <div className={cx('pb-block', node.classes?.main)}>{children}</div>;
}
