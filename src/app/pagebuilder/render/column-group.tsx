import { cx, type RendererProps } from './types';

/** A group of columns (spec §3). */
export function ColumnGroup({ node, children }: RendererProps<'column-group'>) {
  return <div className={cx('pb-column-group', node.classes?.main)}>{children}</div>;
}
