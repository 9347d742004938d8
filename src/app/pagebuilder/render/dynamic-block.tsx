import type { RendererProps } from './types';

/**
 * A dynamic block (spec §3) needs the dynamic blocks API of Adobe Commerce, which the shop's backend does not
 * have: it renders nothing (the parser warns when it reads one).
 */
export function DynamicBlock(_: RendererProps<'dynamic_block'>) {
  return null;
}
