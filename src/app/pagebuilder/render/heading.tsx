import { cx, type RendererProps } from './types';

/** A heading (spec §3), at its level. */
export function Heading({ node }: RendererProps<'heading'>) {
  const Tag = node.headingType;
  return <Tag className={cx('pb-heading', node.classes?.main)}>{node.text}</Tag>;
}
