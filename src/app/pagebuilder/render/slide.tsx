import { useIsPriority } from './content-picture';
import { Poster } from './poster';
import type { RendererProps } from './types';

/** A slide (spec §3); its slider shows one at a time. */
export function Slide({ node }: RendererProps<'slide'>) {
  return <Poster node={node} priority={useIsPriority(node)} />;
}
