import { cx, type RendererProps } from './types';

/** A set of buttons (spec §3), inline or stacked, of the same width when asked. */
export function Buttons({ node, children }: RendererProps<'buttons'>) {
  return (
    <div className={cx('pb-buttons', `pb-buttons--${node.appearance}`, node.isSameWidth && 'pb-buttons--same-width', node.classes?.main)}>
      {children}
    </div>
  );
}
