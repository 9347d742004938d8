import { useIsPriority } from './content-picture';
import { Poster } from './poster';
import type { RendererProps } from './types';

/** A banner (spec §3). */
export function Banner({ node }: RendererProps<'banner'>) {
  return <Poster node={node} priority={useIsPriority(node)} />;
}
