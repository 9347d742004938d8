import type { BlockLinkActor } from '../../../../machines/block-link.machine';
import { selectFeatures } from '../../../../machines/app.machine';
import { leadsToScreen } from '../../../../machines/pages';
import { isShopPath } from '../../../domain/content-media';
import { useShell } from '../../shell/shell-actor';
import { useWidget } from '../widgets';
import { ContentLink } from './content-link';
import { lazyRenderer } from './lazy-renderer';
import { BUTTON_CLASSES, cx, type RendererProps } from './types';

const BlockLinkButton = lazyRenderer(() => import('./block-link').then((m) => m.BlockLinkButton));

/**
 * A button (spec §3): a link inside or outside the shop, or a block link that opens a modal. Without its machine
 * (content shown outside a page that runs its widgets), a block link has nothing to open and does not show. Nor
 * does a button to a page of the shop whose screen is not built yet: it would lead nowhere (a link in text keeps
 * its words, see ShopLink).
 */
export function ButtonItem({ node }: RendererProps<'button-item'>) {
  const blockLink = useWidget<BlockLinkActor>(node.id);
  const features = useShell(selectFeatures);
  const className = cx('pb-button-item', BUTTON_CLASSES[node.buttonType]);
  if (node.linkType === 'block') return blockLink ? <BlockLinkButton node={node} actor={blockLink} className={className} /> : null;
  if (!node.link) return <span className={className}>{node.text}</span>;
  if (isShopPath(node.link) && !leadsToScreen(node.link, features)) return null;
  return (
    <ContentLink href={node.link} newTab={node.openInNewTab} className={className}>
      {node.text}
    </ContentLink>
  );
}
