import type { RendererProps } from './types';

/** A line of columns: side by side from the medium breakpoint, stacked below it. */
export function ColumnLine({ children }: RendererProps<'column-line'>) {
  return <div className="pb-column-line">{children}</div>;
}
